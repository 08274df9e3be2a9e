/**
 * The menu editor's reference calls (issue 8 items 1 and 6): GET /business/menu-tags and the
 * tags' icons, GET /business/menu-size/units, POST /business/menu-size/translate, and the POS
 * catalogue and tables (GET /business/pos/menu, /business/pos/tables) with their mapping rule.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { menuTagsSchema, menuUnitsSchema, posMenuSchema, posTablesSchema } from '../../contract/menu-reference.js'
import { APP_VERSION } from '../../contract/version.js'
import { applyEnvironment, defaultPlatformConfig } from '../../platform/config.js'
import { organizations } from '../../platform/db/schema/index.js'
import { sizeTitle } from '../../platform/domain/menu/reference.js'
import { startPlatform } from '../../platform/index.js'
import { DEMO_POS_CATALOGUE } from '../../platform/providers/pos/demo.js'
import { validatePosMapping } from '../../platform/providers/pos/index.js'
import { DEMO, expectError, forEachDatabase, login, useHarness } from './harness.js'
import { menuClient, ok } from './menu-client.js'

const LANGUAGES = ['en', 'es', 'lt', 'pl', 'ru']

describe('sizeTitle', () => {
  it('writes a size out with each language’s decimal separator and unit symbol', () => {
    expect(sizeTitle({ value: '0.5', unit: 'l', multiplier: null }, ['en', 'lt'])).toEqual({ en: '0.5 l', lt: '0,5 l' })
    expect(sizeTitle({ value: '0,5', unit: 'l', multiplier: 2 }, LANGUAGES)).toEqual({
      en: '2 × 0.5 l',
      es: '2 × 0,5 l',
      lt: '2 × 0,5 l',
      pl: '2 × 0,5 l',
      ru: '2 × 0,5 л',
    })
    expect(sizeTitle({ value: '3', unit: 'pcs', multiplier: null }, LANGUAGES)).toEqual({
      en: '3 pcs',
      es: '3 uds.',
      lt: '3 vnt.',
      pl: '3 szt.',
      ru: '3 шт.',
    })
  })

  it('keeps an unknown unit as written, drops a multiplier of 1 and says nothing for an empty size', () => {
    expect(sizeTitle({ value: '250', unit: 'slices', multiplier: 1 }, ['en'])).toEqual({ en: '250 slices' })
    expect(sizeTitle({ value: '330', unit: null, multiplier: null }, ['en'])).toEqual({ en: '330' })
    expect(sizeTitle({ value: null, unit: 'pcs', multiplier: 6 }, ['en', 'lt'])).toEqual({ en: '6 pcs', lt: '6 vnt.' })
    expect(sizeTitle({ value: null, unit: null, multiplier: 2 }, ['en'])).toEqual({ en: '× 2' })
    expect(sizeTitle({ value: null, unit: 'l', multiplier: null }, ['en'])).toEqual({})
    expect(sizeTitle(null, ['en'])).toEqual({})
  })

  it('falls back to English symbols for a language the table lacks, with that language’s separator', () => {
    expect(sizeTitle({ value: '0.33', unit: 'l', multiplier: null }, ['de', 'fr'])).toEqual({ de: '0,33 l', fr: '0,33 l' })
  })
})

describe('validatePosMapping', () => {
  const pos = DEMO_POS_CATALOGUE
  const REQUIRED = 'menu.errors.itemMappingRequired'

  it('accepts one POS item with one of its sizes', () => {
    expect(validatePosMapping(pos, ['pos-item-103', 'pos-size-103-2'])).toBeNull()
    expect(validatePosMapping(pos, ['pos-size-116-1', 'pos-item-116'])).toBeNull()
  })

  it('refuses no item, two items, a missing size, another item’s size, two sizes and unknown ids', () => {
    for (const mapping of [
      [],
      ['pos-size-103-1'],
      ['pos-item-103'],
      ['pos-item-103', 'pos-item-104', 'pos-size-103-1'],
      ['pos-item-103', 'pos-item-103', 'pos-size-103-1'],
      ['pos-item-103', 'pos-size-104-1'],
      ['pos-item-103', 'pos-size-103-1', 'pos-size-103-2'],
      ['pos-item-103', 'pos-size-103-1', 'pos-option-201'],
      ['pos-item-103', 'pos-size-103-1', 'no-such-id'],
    ]) {
      expect(validatePosMapping(pos, mapping), mapping.join(',')).toBe(REQUIRED)
    }
  })

  it('needs no size for an item the POS has none for, and takes a size without an item for any item', () => {
    const plain = { items: [{ id: 'a', title: 'A', price: 1 }], sizes: [], options: [] }
    expect(validatePosMapping(plain, ['a'])).toBeNull()
    const shared = { ...plain, sizes: [{ id: 's', title: 'Any' }] }
    expect(validatePosMapping(shared, ['a', 's'])).toBeNull()
    expect(validatePosMapping(shared, ['a'])).toBe(REQUIRED)
  })
})

describe('POS_PROVIDER', () => {
  const base = defaultPlatformConfig('test')
  const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

  it('is the demo catalogue unless set; dotypos and anything else stop the start with a clear message', async () => {
    expect(applyEnvironment(base, env({})).pos).toEqual({ provider: 'demo' })
    expect(applyEnvironment(base, env({ POS_PROVIDER: 'demo' })).pos).toEqual({ provider: 'demo' })
    expect(() => applyEnvironment(base, env({ POS_PROVIDER: 'dotypos' }))).toThrow(/Dotypos adapter is not implemented yet/)
    expect(() => applyEnvironment(base, env({ POS_PROVIDER: 'square' }))).toThrow(/POS_PROVIDER must be demo/)
    await expect(
      startPlatform({ version: APP_VERSION, pgliteDir: 'memory://', seed: 'none', env: env({ POS_PROVIDER: 'dotypos' }) }),
    ).rejects.toThrow(/POS_PROVIDER=dotypos: the Dotypos adapter is not implemented yet/)
  })
})

forEachDatabase((kind) => {
  describe(`menu reference calls on ${kind}`, () => {
    const api = useHarness(kind)

    it('lists the menu tags with titles in five languages and an icon each', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      const tags = menuTagsSchema.parse(ok(await menu.get('/business/menu-tags')).body)
      expect(tags.map((t) => t.name)).toEqual(
        expect.arrayContaining(['vegan', 'vegetarian', 'spicy', 'gluten-free', 'lactose-free', 'contains-nuts', 'new', 'popular']),
      )
      for (const tag of tags) {
        expect(Object.keys(tag.title).sort(), tag.name).toEqual([...LANGUAGES].sort())
        expect(tag.imageUrl).toMatch(new RegExp(`^/api/v1/menu-tags/${tag.name}\\.svg\\?v=[0-9a-f]{10}$`))
      }
      const vegan = tags.find((t) => t.name === 'vegan')!
      expect(vegan.title).toEqual({ en: 'Vegan', es: 'Vegano', lt: 'Veganiškas', pl: 'Wegańskie', ru: 'Веганское' })
      expect(tags.find((t) => t.name === 'gluten-free')!.title.lt).toBe('Be glitimo')
    })

    it('serves every tag icon publicly as an SVG cached for good; an unknown one is 404', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      const tags = menuTagsSchema.parse(ok(await menu.get('/business/menu-tags')).body)
      const versions = new Set<string>()
      for (const tag of tags) {
        // No token: a guest's menu page shows the same icons.
        const response = await fetch(api.baseUrl.replace(/\/api\/v1$/, '') + tag.imageUrl)
        const body = await response.text()
        expect(response.status, tag.name).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*>.*<\/svg>\n$/s)
        expect(body).not.toMatch(/<script|href=|on\w+=/i)
        versions.add(tag.imageUrl.split('?v=')[1]!)
      }
      // Each drawing is its own (its hash is in the URL).
      expect(versions.size).toBe(tags.length)
      expectError(await api.fetchJson('/menu-tags/unknown.svg'), 404, 'NOT_FOUND')
      expectError(await api.fetchJson('/menu-tags/vegan.png'), 404, 'NOT_FOUND')
    })

    it('lists the size units with names and symbols in five languages', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      const units = menuUnitsSchema.parse(ok(await menu.get('/business/menu-size/units')).body)
      expect(units.map((u) => u.unit)).toEqual(expect.arrayContaining(['g', 'kg', 'ml', 'cl', 'l', 'pcs', 'cm']))
      for (const unit of units) {
        expect(Object.keys(unit.title).sort()).toEqual([...LANGUAGES].sort())
        expect(Object.keys(unit.symbol).sort()).toEqual([...LANGUAGES].sort())
      }
      expect(units.find((u) => u.unit === 'l')).toEqual({
        unit: 'l',
        title: { en: 'litres', es: 'litros', lt: 'litrai', pl: 'litry', ru: 'литры' },
        symbol: { en: 'l', es: 'l', lt: 'l', pl: 'l', ru: 'л' },
      })
    })

    it('writes a size out in every menu language of the organization; junk is 400', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Demo Group')
      // A read: no X-Request-Id needed.
      const plain = await api.fetchJson(`/business/menu-size/translate?organizationId=${menu.organizationId}`, {
        token: menu.token,
        body: { value: '0.5', unit: 'l', multiplier: null },
      })
      expect(ok(plain).body).toEqual({ en: '0.5 l', lt: '0,5 l' })
      expect(ok(await menu.post('/business/menu-size/translate', { value: '0,5', unit: 'l', multiplier: 2 })).body).toEqual({
        en: '2 × 0.5 l',
        lt: '2 × 0,5 l',
      })
      expect(ok(await menu.post('/business/menu-size/translate', {})).body).toEqual({})
      for (const body of [
        { value: 'half' },
        { value: '1.2.3' },
        { multiplier: 0 },
        { multiplier: 1000 },
        { unit: 'x'.repeat(17) },
        [],
        'null',
      ]) {
        const params = expectError(await menu.post('/business/menu-size/translate', body), 400, 'VALIDATION')
        expect(params.fields, JSON.stringify(body)).toBeTruthy()
      }
    })

    it('answers 401 without a session and 403 to a caller without VIEW_MENU or for an organization out of reach', async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      const viewer = await login(api, DEMO.stopListViewer)
      for (const path of ['/business/menu-tags', '/business/menu-size/units', '/business/pos/menu', '/business/pos/tables']) {
        expectError(await api.fetchJson(`${path}?organizationId=${admin.organizationId}`), 401, 'UNAUTHORIZED')
        expectError(await api.fetchJson(`${path}?organizationId=${admin.organizationId}`, { token: viewer }), 403, 'FORBIDDEN')
        expectError(await api.fetchJson(path, { token: admin.token }), 403, 'FORBIDDEN')
        expectError(await api.fetchJson(`${path}?organizationId=${crypto.randomUUID()}`, { token: admin.token }), 403, 'FORBIDDEN')
      }
      expectError(
        await api.fetchJson(`/business/menu-size/translate?organizationId=${admin.organizationId}`, {
          token: viewer,
          body: { value: '1' },
        }),
        403,
        'FORBIDDEN',
      )
      // The organization may also be named in X-Organization-Id.
      const byHeader = await api.fetchJson('/business/menu-tags', {
        token: admin.token,
        headers: { 'X-Organization-Id': admin.organizationId },
      })
      expect(byHeader.status).toBe(200)
    })

    it('answers the POS catalogue and tables only for an organization with a POS integration (409 otherwise)', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const refused = expectError(await menu.get('/business/pos/menu'), 409, 'CONFLICT')
      expect(refused.reason).toBe('NO_POS_INTEGRATION')
      expectError(await menu.get('/business/pos/tables'), 409, 'CONFLICT')

      await api.db.update(organizations).set({ posIntegrationEnabled: true }).where(eq(organizations.id, menu.organizationId))
      try {
        const pos = posMenuSchema.parse(ok(await menu.get('/business/pos/menu')).body)
        expect(pos.provider).toEqual({ name: 'demo-pos', demo: true, description: 'Demo POS catalogue — not a real point-of-sale system' })
        expect(pos.items.length).toBeGreaterThanOrEqual(25)
        expect(pos.items[0]).toEqual({ id: 'pos-item-101', title: 'Espresso', price: 250 })
        expect(new Set(pos.items.map((i) => i.id)).size).toBe(pos.items.length)
        // Every item has at least one size of its own, so a mapping is one item and one size.
        for (const item of pos.items)
          expect(
            pos.sizes.some((s) => s.itemId === item.id),
            item.id,
          ).toBe(true)
        expect(pos.sizes.find((s) => s.id === 'pos-size-103-1')).toEqual({ id: 'pos-size-103-1', title: '0.2 l', itemId: 'pos-item-103' })
        expect(pos.options.find((o) => o.id === 'pos-option-202')).toEqual({ id: 'pos-option-202', title: 'Oat milk', price: 60 })
        expect(validatePosMapping(pos, ['pos-item-109', 'pos-size-109-2'])).toBeNull()

        const tables = posTablesSchema.parse(ok(await menu.get('/business/pos/tables')).body)
        expect(tables.provider.demo).toBe(true)
        expect(tables.tables.length).toBeGreaterThanOrEqual(10)
        expect(tables.tables[0]).toEqual({ id: 'pos-table-1', title: '1' })
        expect(new Set(tables.tables.map((t) => t.id)).size).toBe(tables.tables.length)
      } finally {
        await api.db.update(organizations).set({ posIntegrationEnabled: false }).where(eq(organizations.id, menu.organizationId))
      }
    })
  })
})
