/**
 * The cropper island (issue 9 item 6, SPEC.md 5 "Images"; ADR 0031): in the crop dialog the list
 * crop is zoomed with the wheel and moved with the mouse, the detail crop's shape set to 2:1 with
 * its slider; the numbers the form posts follow, Save stores them, and the guest menu (the draft
 * link: Demo Group's draft is not published by this test) draws the picture with that crop.
 *
 * JavaScript only: without it the dialog is the number form that menu-items.spec.ts tests in
 * both projects.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { menuApi, type Json } from './fixtures/menu'
import { DEMO, expect, hydratedDialog, jsEnabled, open, projectDigit } from './fixtures/base'
import { tipsTest as test } from './fixtures/tips'

const tagOf = (testInfo: TestInfo) => `${projectDigit(testInfo)}${Date.now() % 100000}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** Uploads a picture as the back-office does (POST /business/images, the bytes as the body). */
async function upload(request: APIRequestContext, organizationId: string, bytes: Buffer) {
  const start = await request.post('/api/v1/session/start', { data: { msisdn: DEMO.admin, password: DEMO.password } })
  const { token } = (await start.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const response = await request.post(`/api/v1/business/images?purpose=menu&organizationId=${organizationId}`, {
    data: bytes,
    headers: { ...headers, 'content-type': 'image/png', 'X-Request-Id': randomUUID() },
  })
  expect(response.status(), 'POST /business/images').toBe(201)
  const image = (await response.json()) as { url: string; width: number; height: number }
  await request.post('/api/v1/session/finish', { headers, data: {} })
  return image
}

/** The four numbers of one crop as the form holds them. */
async function cropOf(fieldset: Locator) {
  const value = async (label: string) => Number(await fieldset.getByLabel(label, { exact: true }).inputValue())
  return { x: await value('Left'), y: await value('Top'), width: await value('Width'), height: await value('Height') }
}

test('the cropper zooms and moves the crops, Save stores them, and the guest menu draws them', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the cropper needs JavaScript; the number form without it is covered by menu-items.spec.ts')
  const api = await menuApi(request, 'Demo Group')
  const tag = tagOf(testInfo)
  // Stripes, so that every crop draws a different picture.
  const colours = ['#e74c3c', '#e67e22', '#f1c40f', '#2ecc71', '#1abc9c', '#3498db', '#9b59b6', '#34495e', '#95a5a6']
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">${colours
      .map((fill, i) => `<rect x="${i * 100}" width="100" height="600" fill="${fill}"/>`)
      .join('')}</svg>`,
  )
  const picture = await upload(request, api.organizationId, await sharp(stripes).png().toBuffer())
  expect([picture.width, picture.height]).toEqual([900, 600])
  const menu = await api.post('/business/menus', { title: { en: `Crop ${tag}` } })
  const category = await api.post(`/business/menus/${menu.id}/categories`, { title: { en: 'Salads' } })
  const item = await api.post('/business/menu-items', {
    categoryId: category.id,
    title: { en: `Striped salad ${tag}` },
    price: 700,
    gallery: [{ url: picture.url, width: 900, height: 600, backgroundColor: null, listCrop: null, detailCrop: null }],
  })

  await open(page, testInfo, `/organizations/${api.organizationId}/menu/${menu.id}/items/${item.id}/edit?categoryId=${category.id}`)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await dialog(page, 'Edit item').getByRole('link', { name: 'Crop' }).click()
  const crop = dialog(page, 'Crop picture')
  // The item editor is a server-drawn page: the link loads the crop dialog as a new document.
  await expect(crop).toBeVisible()
  await hydratedDialog(page, testInfo)
  const list = crop.getByTestId('crop-list')
  const detail = crop.getByTestId('crop-detail')
  await expect(list.getByRole('group', { name: /^List card/ })).toBeVisible()
  // The dialog runs the shell island, which fetches the cropper island (its own React and
  // react-easy-crop); the application is not loaded (ADR 0060).
  expect(scripts).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/build\/islands\/shell-[A-Z0-9]+\.js$/), expect.stringMatching(/^\/build\/islands\/cropper-[A-Z0-9]+\.js$/)]),
  )
  expect(scripts.filter((s) => /entry\.client/.test(s))).toEqual([])
  // The centred largest crops to start from.
  await expect.poll(() => cropOf(list)).toEqual({ x: 150, y: 0, width: 600, height: 600 })
  await expect.poll(() => cropOf(detail)).toEqual({ x: 0, y: 0, width: 900, height: 600 })

  // The list crop: the wheel zooms in, then the picture is dragged to the right (the crop goes left).
  const area = list.getByRole('group', { name: 'List card (square): drag the picture or use the arrow keys to move the crop' })
  await expect(area).toBeVisible()
  const box = (await area.boundingBox())!
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.move(cx, cy)
  await page.mouse.wheel(0, -200)
  await expect.poll(async () => (await cropOf(list)).width).toBeLessThan(600)
  const zoomed = await cropOf(list)
  await page.mouse.move(cx, cy)
  await page.mouse.down()
  await page.mouse.move(cx + 60, cy + 10, { steps: 10 })
  await page.mouse.up()
  await expect.poll(async () => (await cropOf(list)).x).toBeLessThan(zoomed.x)
  const chosen = await cropOf(list)
  expect(chosen.width).toBe(chosen.height)
  expect(chosen.width).toBe(zoomed.width)
  expect(chosen.width).toBeGreaterThanOrEqual(100)

  // The detail crop: the shape slider at its end is twice as wide as tall, the whole width.
  await detail.getByRole('slider', { name: 'Shape (width to height)' }).focus()
  await page.keyboard.press('End')
  await expect(detail.locator('output')).toHaveText('2,00 : 1')
  await expect.poll(() => cropOf(detail)).toEqual({ x: 0, y: 75, width: 900, height: 450 })

  // Numbers typed by hand are made a valid crop as the field is left, and the mark follows.
  const mark = crop.locator('[data-crop-mark="detail"]')
  await detail.getByLabel('Top', { exact: true }).fill('400')
  await detail.getByLabel('Top', { exact: true }).blur()
  await expect.poll(() => cropOf(detail)).toEqual({ x: 0, y: 150, width: 900, height: 450 })
  await expect(mark).toHaveAttribute('y', '150')
  await detail.getByLabel('Top', { exact: true }).fill('75')
  await detail.getByLabel('Top', { exact: true }).blur()
  await expect(mark).toHaveAttribute('y', '75')

  await crop.getByRole('button', { name: 'Save crop' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('Crop saved')
  const saved = (await api.get(`/business/menu-items/${item.id}`)).gallery[0] as Json
  expect(saved.listCrop).toEqual(chosen)
  expect(saved.detailCrop).toEqual({ x: 0, y: 75, width: 900, height: 450 })

  // The guest menu's draft link: the card's picture is the saved square, the item page's the 2:1 one.
  const organization = ((await api.get('/business/organizations')) as Json[]).find((o) => o.id === api.organizationId)
  const draft = new URL(organization.draftMenuUrl as string, 'http://x')
  const sha = picture.url.match(/([0-9a-f]{64})/)![1]
  const rect = (c: { x: number; y: number; width: number; height: number }) => `${sha}/${c.x},${c.y},${c.width},${c.height}/`
  // One menu per page: the test's own menu's tab.
  draft.searchParams.set('menu', menu.id)
  await page.goto(`${draft.pathname}${draft.search}`)
  const card = page.locator(`img[src*="${rect(chosen)}"]`)
  await expect(card).toHaveCount(1)
  const drawn = await request.get((await card.getAttribute('src'))!)
  expect(drawn.status()).toBe(200)
  expect(drawn.headers()['content-type']).toBe('image/webp')
  await page.goto(`${draft.pathname}/items/${item.id}${draft.search}`)
  await expect(page.locator(`img[src*="${rect({ x: 0, y: 75, width: 900, height: 450 })}"]`)).toHaveCount(1)
  await api.call('DELETE', `/business/menus/${menu.id}`)
  await api.finish()
})
