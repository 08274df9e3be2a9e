/**
 * The modifier translation editor in the browser, with JavaScript and without: on the demo
 * bistro's 'Soup sides' (which no other browser test uses), opened from the modifier editor, a
 * changed suggestion is refused until decided, then one suggestion is accepted and another
 * rejected. The test starts from the seed's texts plus one more suggestion to reject, and puts
 * the seed's texts back at the end (each project has its own server, so the two never meet).
 */
import type { Page } from '@playwright/test'
import { menuApi, type Json } from './fixtures/menu'
import { expect, open } from './fixtures/base'
import { tipsTest as test } from './fixtures/tips'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** The seed's texts of 'Soup sides' (platform/seed/demo-menu.ts), by option title. */
const SEEDED_TITLES: Record<string, Json> = {
  'Rye bread': { en: 'Rye bread', lt: 'Ruginė duona' },
  'Sour cream': { en: 'Sour cream', lt: 'Grietinė' },
  'Boiled potatoes': { en: 'Boiled potatoes', 'lt?': 'Virtos bulvės' },
}

/** The modifier saved with these texts over whatever it holds now (the PUT takes the read shape). */
async function putTexts(api: Awaited<ReturnType<typeof menuApi>>, id: string, description: Json) {
  const current = await api.get(`/business/menu-modifiers/${id}`)
  return api.put(`/business/menu-modifiers/${id}`, {
    ...current,
    description,
    options: current.options.map((o: Json) => ({ ...o, title: SEEDED_TITLES[o.title.en] ?? o.title })),
  })
}

test('a demo modifier’s translations: a changed suggestion must be decided, then one is accepted and one rejected', async ({ page, request }, testInfo) => {
  const api = await menuApi(request, 'Old Town Bistro')
  const [sides] = await api.get(`/business/menu-modifiers?q=${encodeURIComponent('Soup sides')}`)
  // One more suggestion to reject: the description's.
  const start = await putTexts(api, sides.id, { en: 'Served warm', 'lt?': 'Patiekiama šilta' })
  const potatoes = start.options.find((o: Json) => o.title.en === 'Boiled potatoes')
  try {
    await open(page, testInfo, `/organizations/${api.organizationId}/menu-modifiers/${sides.id}/edit`)
    await dialog(page, 'Edit modifier Soup sides').getByRole('link', { name: 'Translations' }).click()
    const editor = dialog(page, 'Translations of Soup sides')
    const potatoCell = editor.locator(`[data-cell="option:${potatoes.id}:title.lt"]`)
    const descriptionCell = editor.locator('[data-cell="description.lt"]')
    await expect(potatoCell.getByRole('textbox')).toHaveValue('Virtos bulvės')
    await expect(descriptionCell.getByRole('textbox')).toHaveValue('Patiekiama šilta')

    // Changed but not decided: refused, nothing saved.
    await potatoCell.getByRole('textbox').fill('Virtos bulvytės')
    await editor.getByRole('button', { name: 'Save translations' }).click()
    await expect(potatoCell.getByText('You should accept or reject changes')).toBeVisible()
    expect((await api.get(`/business/menu-modifiers/${sides.id}`)).revision).toBe(start.revision)

    await potatoCell.getByRole('radio', { name: 'Accept' }).check()
    await descriptionCell.getByRole('radio', { name: 'Reject' }).check()
    await editor.getByRole('button', { name: 'Save translations' }).click()
    await expect(dialog(page, 'Edit modifier Soup sides')).toBeVisible()
    await expect(page.getByTestId('snackbar')).toContainText('Translations saved')
    const saved = await api.get(`/business/menu-modifiers/${sides.id}`)
    expect(saved.description).toEqual({ en: 'Served warm' })
    expect(saved.options.map((o: Json) => o.title)).toEqual([
      SEEDED_TITLES['Rye bread'],
      SEEDED_TITLES['Sour cream'],
      { en: 'Boiled potatoes', lt: 'Virtos bulvytės' },
    ])
    // The guest title was left as it was.
    expect(saved.title).toEqual(start.title)
  } finally {
    await putTexts(api, sides.id, {})
  }
  await api.finish()
})
