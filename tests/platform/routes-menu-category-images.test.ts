/**
 * The localized image editor of a category (SPEC.md 2, CUSTOMIZE_MENU): a header or footer image
 * per menu language, uploaded as a plain multipart form (png, jpeg or pdf) and removed; other
 * files refused with the spec's message, nothing changed; no dialog without CUSTOMIZE_MENU.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import * as images from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/categories.$categoryId.images'
import { memberships } from '../../platform/db/schema/index.js'
import { DEMO, forEachDatabase, register, useHarness } from './harness.js'
import { menuClient, ok } from './menu-client.js'
import { run, signedIn } from './route-harness.js'

forEachDatabase((kind) =>
  describe(`category images on ${kind}`, () => {
    const api = useHarness(kind)

    it('uploads a header image for one language, refuses a gif, removes it, and is not there without CUSTOMIZE_MENU', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const menuId = ok(await menu.post('/business/menus', { title: { en: 'Images' } })).body.id
      const categoryId = ok(await menu.post(`/business/menus/${menuId}/categories`, { title: { en: 'Soups' } })).body.id
      const admin = await signedIn(api, DEMO.admin)
      const path = `/organizations/${menu.organizationId}/menu/${menuId}/categories/${categoryId}/images`
      const params = { organizationId: menu.organizationId, menuId, categoryId }
      const send = (file: File | null, fields: Record<string, string>) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.set(k, v)
        if (file) form.set('image', file)
        const base = admin.post(path, {})
        const headers = new Headers(base.headers)
        headers.delete('content-type')
        return run(images.action, new Request(base.url, { method: 'POST', headers, body: form }), admin, params)
      }
      const category = async () => ok(await menu.get(`/business/menus/${menuId}`)).body.categories[0]

      const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2e86de' } }).png().toBuffer()
      const uploaded = await send(new File([new Uint8Array(png)], 'header.png', { type: 'image/png' }), { slot: 'headerImageUrl', lang: 'lt', intent: 'upload' })
      expect(uploaded.status).toBe(302)
      const saved = await category()
      expect(Object.keys(saved.headerImageUrl)).toEqual(['lt'])
      expect(saved.headerImageUrl.lt).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}\.png$/)

      const gif = new File([new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'))], 'x.gif', { type: 'image/gif' })
      const refused = await send(gif, { slot: 'footerImageUrl', lang: 'en', intent: 'upload' })
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors).toEqual(['menu.errors.unsupportedImageType'])
      expect((await category()).footerImageUrl).toEqual({})

      const removed = await send(null, { slot: 'headerImageUrl', lang: 'lt', intent: 'remove' })
      expect(removed.status).toBe(302)
      expect((await category()).headerImageUrl).toEqual({})

      const editor = await register(api)
      await api.db.insert(memberships).values({ profileId: editor.profile.id, organizationId: menu.organizationId, permissions: ['VIEW_MENU'] })
      const plain = await signedIn(api, editor.msisdn, 'registered-password')
      const page = await run(images.loader, plain.get(path), plain, params).catch((error: unknown) => error as Response)
      expect(page.status).toBe(404)
    })
  }),
)
