// Server time of the menu's writes on the benchmark venue's 5,000-item menu (issue 8 item 11):
// an item save (each run changes the price, so every save writes) and publishing the whole
// draft, through the HTTP gateway as a script would call them, one at a time.
import { adminGateway } from './session.mjs'
import { percentile } from './timing.mjs'

const sorted = (times) => times.sort((a, b) => a - b)
const summary = (times) => ({ p50: percentile(sorted(times), 50), p95: percentile(times, 95) })

export async function menuWrites(base, ids, runs) {
  const call = await adminGateway(base, ids.org)
  const page = await call('GET', `/business/menus/${ids.menu}`)
  const category = page.categories[Math.floor(page.categories.length / 2)]
  let item = category.items[0]
  const save = async (price) => {
    const t = performance.now()
    item = await call('PUT', `/business/menu-items/${item.id}`, {
      categoryId: category.id,
      title: item.title,
      description: item.description,
      price,
      modifiers: item.modifiers,
      revision: item.revision,
    })
    return performance.now() - t
  }
  const saves = []
  for (let i = 0; i < runs + 3; i++) {
    const time = await save(1000 + (i % 2))
    if (i >= 3) saves.push(time)
  }
  const publishes = []
  for (let i = 0; i < 11; i++) {
    await save(2000 + (i % 2))
    const t = performance.now()
    await call('POST', '/business/menus/publish')
    if (i >= 1) publishes.push(performance.now() - t)
  }
  return { itemCount: page.categories.reduce((n, c) => n + c.items.length, 0), save: summary(saves), publish: summary(publishes) }
}
