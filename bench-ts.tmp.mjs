import { measureBaseline } from './bench/lib/baseline.mjs'
import { firstVisitJs } from './bench/lib/js-size.mjs'
import { startApp, stop } from './bench/lib/server.mjs'
import { signInAdmin } from './bench/lib/session.mjs'
const baseline = await measureBaseline(3940)
const app = await startApp(3942, { SEED: 'demo', DEMO: '1', DATA_DIR: 'tests/.tmp/bench-ts-3942', })
try {
  const cookie = await signInAdmin(app.base)
  const orgs = await (await fetch(app.base + '/api/v1/business/organizations', { headers: { cookie } })).status
  const html = await (await fetch(app.base + '/organizations', { headers: { cookie }, redirect: 'manual' })).headers.get('location')
  const org = html.split('/').pop()
  for (const [name, path] of [['Tables', `/organizations/${org}/tables`], ['Orders', `/organizations/${org}/orders`], ['Text sections', `/organizations/${org}/text-sections`], ['Dialog: text section editor', `/organizations/${org}/text-sections/header/new`]]) {
    const size = await firstVisitJs(app.base, path, cookie)
    console.log(name, (size.total / 1024).toFixed(1), 'KiB', (size.total / baseline.total).toFixed(2), 'x baseline')
    console.log('   ', size.files.map((f) => f.url.replace('/build/', '') + ' ' + f.gzip).join(', '))
  }
  console.log('baseline', (baseline.total / 1024).toFixed(1))
} finally {
  await stop(app.child ?? app)
}
