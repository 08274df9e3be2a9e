/**
 * The menu library (issue 8 item 5, SPEC.md sections 3, 6, 7 and 9): GET /business/menu-library
 * matches every word typed as a word prefix in any language, through the GIN index, paged with
 * X-Total-Count; GET /business/menu-library/{id}; POST /business/menu-library. Search and save
 * need allowCustomization.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { libraryItemSchema, libraryItemsSchema } from '../../contract/menu-reference.js'
import { menuLibraryItems } from '../../platform/db/schema/index.js'
import { libraryPageQuery, searchWords } from '../../platform/domain/menu/library.js'
import { DEMO, expectError, forEachDatabase, login, useHarness, type Harness } from './harness.js'
import { clientFor, menuClient, ok, type MenuClient } from './menu-client.js'
import { createOrganization } from './tips-fixtures.js'

const LANGUAGES = [
  { code: 'en', title: 'English', iconUrl: null },
  { code: 'lt', title: 'Lietuvių', iconUrl: null },
]

describe('searchWords', () => {
  it('keeps runs of letters and digits, lower case, once each; operators and quotes only separate', () => {
    expect(searchWords('Beef  SOUP beef')).toEqual(['beef', 'soup'])
    expect(searchWords("be:* & !so | (x) <-> 'y' \\z")).toEqual(['be', 'so', 'x', 'y', 'z'])
    expect(searchWords('Šaltibarščiai 0,5')).toEqual(['šaltibarščiai', '0', '5'])
    expect(searchWords('  ')).toEqual([])
    expect(searchWords(undefined)).toEqual([])
  })
})

forEachDatabase((kind) => {
  describe(`menu library on ${kind}`, () => {
    const api = useHarness(kind)

    /** A venue below Demo Group (so the demo admin reaches it) with a library of its own. */
    async function venue(values: { allowCustomization?: boolean } = {}): Promise<MenuClient> {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const org = await createOrganization(api, {
        parentId: group.organizationId,
        menuEnabled: true,
        allowCustomization: values.allowCustomization ?? true,
        menuLanguages: LANGUAGES,
      })
      return clientFor(api, group.token, org.id)
    }

    const save = async (menu: MenuClient, body: unknown) => ok(await menu.post('/business/menu-library', body), 201).body.id as string
    const titles = (response: { body: unknown }) => libraryItemsSchema.parse(response.body).map((i) => i.title.en ?? i.title.lt)
    const search = (menu: MenuClient, q: string, extra = '') => menu.get('/business/menu-library', `q=${encodeURIComponent(q)}${extra}`)

    it('saves an item and reads it back whole; another organization’s or a malformed id is 404', async () => {
      const menu = await venue()
      const gallery = [
        {
          url: '/api/v1/images/abc.jpg',
          width: 1200,
          height: 800,
          backgroundColor: 'ffffff',
          listCrop: { x: 0, y: 0, width: 800, height: 800 },
          detailCrop: null,
        },
      ]
      const created = await menu.post('/business/menu-library', {
        title: { en: 'Beef soup', 'lt?': 'Jautienos sriuba' },
        description: { en: 'Slow-cooked broth' },
        gallery,
        size: { value: '0,3', unit: 'l', multiplier: null },
        tags: ['spicy'],
      })
      expect(created.status).toBe(201)
      expect(Object.keys(created.body)).toEqual(['id'])
      expect(created.headers.get('x-request-id')).toBeTruthy()
      const item = libraryItemSchema.parse(ok(await menu.get(`/business/menu-library/${created.body.id}`)).body)
      expect(item).toEqual({
        id: created.body.id,
        title: { en: 'Beef soup', 'lt?': 'Jautienos sriuba' },
        description: { en: 'Slow-cooked broth' },
        gallery,
        size: { value: '0,3', unit: 'l', multiplier: null },
        tags: ['spicy'],
      })
      // A size that says nothing is not kept; defaults fill what was not sent.
      const bare = await save(menu, { title: { lt: 'Duona' }, size: { value: null, unit: 'g', multiplier: null } })
      expect(ok(await menu.get(`/business/menu-library/${bare}`)).body).toEqual({
        id: bare,
        title: { lt: 'Duona' },
        description: {},
        gallery: [],
        size: null,
        tags: [],
      })

      const other = await venue()
      expectError(await other.get(`/business/menu-library/${created.body.id}`), 404, 'NOT_FOUND')
      expectError(await menu.get(`/business/menu-library/${randomUUID()}`), 404, 'NOT_FOUND')
      expectError(await menu.get('/business/menu-library/not-an-id'), 404, 'NOT_FOUND')
    })

    it('refuses a title without approved text (menu.errors.titleRequired) and junk, saving nothing', async () => {
      const menu = await venue()
      for (const title of [{}, { 'en?': 'Beef soup' }, { en: '   ' }]) {
        const params = expectError(await menu.post('/business/menu-library', { title }), 400, 'VALIDATION')
        expect(params.fields).toEqual({ title: ['menu.errors.titleRequired'] })
      }
      for (const body of [
        {},
        { title: { EN: 'Soup' } },
        { title: { en: 'x'.repeat(201) } },
        { title: { en: 'Soup' }, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
        { title: { en: 'Soup' }, tags: [''] },
        { title: { en: 'Soup' }, size: { value: 'big' } },
        { title: { en: 'Soup' }, gallery: [{ url: '', width: 1, height: 1 }] },
        { title: { en: 'Soup' }, gallery: [{ url: '/x.jpg', width: 5000, height: 1 }] },
        [],
        'not json',
      ]) {
        expectError(await menu.post('/business/menu-library', body), 400, 'VALIDATION')
      }
      // Without X-Request-Id a write is refused before anything else.
      const unlabelled = await api.fetchJson(`/business/menu-library?organizationId=${menu.organizationId}`, {
        token: menu.token,
        body: { title: { en: 'Soup' } },
      })
      expect(expectError(unlabelled, 400, 'VALIDATION').fields).toEqual({ 'X-Request-Id': ['Required'] })
      expect(ok(await menu.get('/business/menu-library')).headers.get('x-total-count')).toBe('0')
    })

    it('matches every word as a word prefix in any language of the title or description', async () => {
      const menu = await venue()
      await save(menu, { title: { en: 'Beef soup', lt: 'Jautienos sriuba' } })
      await save(menu, { title: { en: 'Chicken soup' }, description: { lt: 'Su makaronais' } })
      await save(menu, { title: { en: 'Beef burger' }, description: { lt: 'Su bulvytėmis' } })
      await save(menu, { title: { lt: 'Šaltibarščiai' }, description: { en: 'Cold beetroot soup' } })
      await save(menu, { title: { en: 'Gluten-free bun' } })

      expect(titles(await search(menu, 'soup'))).toEqual(expect.arrayContaining(['Beef soup', 'Chicken soup', 'Šaltibarščiai']))
      expect(titles(await search(menu, 'soup'))).toHaveLength(3)
      expect(titles(await search(menu, 'be so'))).toEqual(expect.arrayContaining(['Beef soup', 'Šaltibarščiai']))
      expect(titles(await search(menu, 'be so'))).toHaveLength(2)
      expect(titles(await search(menu, 'BEEF   Soup'))).toEqual(['Beef soup'])
      expect(titles(await search(menu, 'sriub'))).toEqual(['Beef soup'])
      expect(titles(await search(menu, 'makaron chicken'))).toEqual(['Chicken soup'])
      expect(titles(await search(menu, 'bulvyt'))).toEqual(['Beef burger'])
      expect(titles(await search(menu, 'šaltibar'))).toEqual(['Šaltibarščiai'])
      expect(titles(await search(menu, 'free'))).toEqual(['Gluten-free bun'])
      expect(titles(await search(menu, 'beef pizza'))).toEqual([])
      // A word must start a word: 'oup' is inside 'soup', not at its start.
      expect(titles(await search(menu, 'oup'))).toEqual([])
      // Operators typed by the user are only separators.
      expect(titles(await search(menu, 'beef & !soup'))).toEqual(['Beef soup'])
      // Another organization's library is not searched.
      const other = await venue()
      expect(titles(await search(other, 'soup'))).toEqual([])
    })

    // Fails until the generated `search` column stops merging title and description by language
    // (`title || description` keeps only the description's text of a language both have).
    it('finds title words when the description has text in the same language', async () => {
      const menu = await venue()
      await save(menu, { title: { en: 'Mushroom risotto' }, description: { en: 'Arborio rice, parmesan' } })
      expect(titles(await search(menu, 'risotto'))).toEqual(['Mushroom risotto'])
      expect(titles(await search(menu, 'parmesan mush'))).toEqual(['Mushroom risotto'])
    })

    it('orders by rank then title and pages with X-Total-Count', async () => {
      const menu = await venue()
      for (const title of ['Tea green', 'Apple tea', 'Mint tea', 'Tea tea tea', 'Coffee', 'Black tea', 'Cake'])
        await save(menu, { title: { en: title } })

      const all = await menu.get('/business/menu-library')
      expect(all.headers.get('x-total-count')).toBe('7')
      // Without words: by title in the organization's first language.
      expect(titles(all)).toEqual(['Apple tea', 'Black tea', 'Cake', 'Coffee', 'Mint tea', 'Tea green', 'Tea tea tea'])

      const ranked = await search(menu, 'tea')
      expect(ranked.headers.get('x-total-count')).toBe('5')
      // The item that says 'tea' three times ranks first; the equally ranked rest by title.
      expect(titles(ranked)).toEqual(['Tea tea tea', 'Apple tea', 'Black tea', 'Mint tea', 'Tea green'])

      const first = await search(menu, 'tea', '&limit=2')
      const second = await search(menu, 'tea', '&limit=2&offset=2')
      const past = await search(menu, 'tea', '&limit=2&offset=10')
      expect([first, second, past].map((r) => r.headers.get('x-total-count'))).toEqual(['5', '5', '5'])
      expect([...titles(first), ...titles(second)]).toEqual(['Tea tea tea', 'Apple tea', 'Black tea', 'Mint tea'])
      expect(titles(past)).toEqual([])
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', `q=${'x'.repeat(201)}`]) {
        expectError(await menu.get('/business/menu-library', query), 400, 'VALIDATION')
      }
    })

    it('reads the demo library and a size stored before sizes had a multiplier (the Add items dialog answered 500)', async () => {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const demo = libraryItemsSchema.parse(ok(await group.get('/business/menu-library')).body)
      expect(demo.find((i) => i.title.en === 'Caesar salad')?.size).toEqual({ value: '250', unit: 'g', multiplier: null })
      const menu = await venue()
      const id = await save(menu, { title: { en: 'Old soup' } })
      await api.db.update(menuLibraryItems).set({ size: { value: '300', unit: 'ml' } }).where(eq(menuLibraryItems.id, id))
      const read = libraryItemSchema.parse(ok(await menu.get(`/business/menu-library/${id}`)).body)
      expect(read.size).toEqual({ value: '300', unit: 'ml', multiplier: null })
      expect(libraryItemsSchema.parse(ok(await search(menu, 'old')).body)[0]?.size).toEqual({ value: '300', unit: 'ml', multiplier: null })
    })

    it('never fails on junk search text', async () => {
      const menu = await venue()
      await save(menu, { title: { en: "Chef's special" } })
      const junk = [
        "'",
        "''",
        '\\',
        ':*',
        '&',
        '|',
        '!',
        '!!',
        '()',
        '(',
        ')',
        '<->',
        '<2>',
        'a:*B',
        'a & | b',
        '"quoted"',
        "chef's",
        '%',
        '_',
        '*',
        'null',
        'undefined',
        'select * from menu_library_items; --',
        '½ ² ³',
        '😀 🍲',
        'e\u0301',
        '\u0301',
        'مرحبا',
        '寿司',
        'ᚠᛇᚻ',
        '\t\n',
        '​', // zero-width space
        'a'.repeat(200),
        Array.from({ length: 60 }, (_, i) => `w${i}`)
          .join(' ')
          .slice(0, 200),
      ]
      for (const q of junk) {
        const response = await search(menu, q)
        expect(response.status, JSON.stringify(q)).toBe(200)
        expect(Array.isArray(response.body)).toBe(true)
        expect(response.headers.get('x-total-count')).toMatch(/^\d+$/)
      }
      expect(titles(await search(menu, "chef's"))).toEqual(["Chef's special"])
    })

    it('needs allowCustomization to search and save, VIEW_MENU to read an item', async () => {
      const plain = await venue({ allowCustomization: false })
      expectError(await plain.get('/business/menu-library'), 403, 'FORBIDDEN')
      expectError(await plain.post('/business/menu-library', { title: { en: 'Soup' } }), 403, 'FORBIDDEN')

      // The demo venues are menuEnabled without allowCustomization.
      for (const name of ['Old Town Bistro', 'Riverside Bar']) {
        const menu = await menuClient(api, DEMO.admin, name)
        expectError(await menu.get('/business/menu-library'), 403, 'FORBIDDEN')
        expectError(await menu.post('/business/menu-library', { title: { en: 'Soup' } }), 403, 'FORBIDDEN')
      }
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      ok(await group.get('/business/menu-library'))

      const viewer = clientFor(
        api,
        await login(api, DEMO.stopListViewer),
        (await menuClient(api, DEMO.admin, 'Old Town Bistro')).organizationId,
      )
      expectError(await viewer.get('/business/menu-library'), 403, 'FORBIDDEN')
      expectError(await viewer.post('/business/menu-library', { title: { en: 'Soup' } }), 403, 'FORBIDDEN')
      expectError(await viewer.get(`/business/menu-library/${randomUUID()}`), 403, 'FORBIDDEN')
      expectError(await api.fetchJson(`/business/menu-library?organizationId=${group.organizationId}`), 401, 'UNAUTHORIZED')
    })

    it('searches through the GIN index, not a scan of the table', async () => {
      const menu = await venue()
      await fillLibrary(api, menu.organizationId, 3000)
      await save(menu, { title: { en: 'Zucchini fritters' }, description: { lt: 'Cukinijų blynai' } })
      // What autovacuum does in production: new rows wait in the GIN index's pending list, which
      // the planner counts as a cost of reading the index, until a vacuum moves them in.
      await api.platform.database.pool.query('vacuum analyze menu_library_items')

      const query = libraryPageQuery(api.db, { id: menu.organizationId, languages: ['en'] }, 'zucch fritt', 20, 0).toSQL()
      const plan = (await api.platform.database.pool.query(`explain ${query.sql}`, query.params as unknown[])).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n')
      expect(plan).toContain('menu_library_items_search_idx')
      expect(plan).not.toMatch(/Seq Scan on menu_library_items/)
      expect(titles(await search(menu, 'zucch fritt'))).toEqual(['Zucchini fritters'])
    })
  })
})

/** `count` library items of generated dishes, written in one statement. */
async function fillLibrary(api: Harness, organizationId: string, count: number) {
  await api.platform.database.pool.query(
    `insert into menu_library_items (organization_id, title, description)
     select $1, jsonb_build_object('en', 'Dish ' || i || ' ' || md5(i::text)), jsonb_build_object('lt', 'Patiekalas ' || i)
     from generate_series(1, $2::int) i`,
    [organizationId, count],
  )
}
