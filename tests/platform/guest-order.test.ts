/**
 * Guest carts and orders through the real HTTP server (contract/guest-order.ts, ADR 0081): a
 * guest fills a cart from the published menu and places it for a table. Prices come from the
 * menu only; the stop list, active hours, waiter-only items and the order-taking switch are
 * honoured at adding and again at ordering; a refused order writes nothing; one attempt is one
 * order; a POS venue's POS takes the order or refuses it.
 */
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { guestCartSchema } from '../../contract/guest-order.js'
import { guestCarts, orderItems, orders, organizations, venueTables } from '../../platform/db/schema/index.js'
import { DEMO_POS_CATALOGUE } from '../../platform/providers/pos/demo.js'
import { DEMO, expectError, forEachDatabase, newAddress, sleep, useHarness, type Harness, type Json } from './harness.js'
import { menuClient, ok, type MenuClient } from './menu-client.js'

/** Monday 30 November 2026, 12:00 in Vilnius: the Station Café (07:00–19:00) is open. */
const NOON = new Date('2026-11-30T10:00:00Z')

interface Cart {
  id: string
  key: string
}

function guestOf(api: Harness) {
  const headers = (cart: Cart) => ({ 'x-cart-key': cart.key })
  return {
    create: (body: unknown, address = newAddress()) => api.fetchJson('/public/carts', { body, address }),
    read: (cart: Cart, query = '') => api.fetchJson(`/public/carts/${cart.id}${query}`, { headers: headers(cart) }),
    add: (cart: Cart, line: unknown, query = '') =>
      api.fetchJson(`/public/carts/${cart.id}/lines${query}`, { body: line, headers: headers(cart), address: newAddress() }),
    count: (cart: Cart, lineId: string, body: unknown) =>
      api.fetchJson(`/public/carts/${cart.id}/lines/${lineId}`, { method: 'PUT', body, headers: headers(cart), address: newAddress() }),
    table: (cart: Cart, body: unknown) =>
      api.fetchJson(`/public/carts/${cart.id}/table`, { method: 'PUT', body, headers: headers(cart), address: newAddress() }),
    order: (cart: Cart, body: unknown, address = newAddress()) =>
      api.fetchJson(`/public/carts/${cart.id}/order`, { body, headers: headers(cart), address }),
  }
}

const pick = (modifierId: string, optionId: string, count = 1) => ({ modifierId, optionId, count })

forEachDatabase((kind) =>
  describe(`guest carts and orders on ${kind}`, () => {
    let now = NOON
    const api = useHarness(kind, { clock: () => now })
    const guest = guestOf(api)

    /** The test's own menu in the Old Town Bistro, published: ids by name. */
    const m = {} as {
      admin: MenuClient
      org: string
      table: string
      otherTable: string
      size: Json
      milk: Json
      extras: Json
      sides: Json
      coffee: string
      soup: string
      cake: string
      wine: string
      late: string
      gone: string
    }
    const option = (modifier: Json, en: string) => modifier.options.find((o: Json) => o.title.en === en || o.computedTitle?.en === en).id as string

    beforeAll(async () => {
      const admin = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      m.admin = admin
      m.org = admin.organizationId
      await api.db.update(organizations).set({ allowOrder: true, allowOrderDisabled: false }).where(eq(organizations.id, m.org))
      const post = async (path: string, body: unknown) => ok(await admin.post(path, body)).body
      m.size = await post('/business/menu-modifiers', {
        name: 'Order test size',
        title: { en: 'Size', lt: 'Dydis' },
        type: 'PRICE',
        options: [
          { title: { en: 'Small', lt: 'Mažas' }, prices: [{ price: 300 }], defaultCount: 1 },
          { title: { en: 'Large', lt: 'Didelis' }, prices: [{ price: 400 }] },
        ],
      })
      const [small, large] = m.size.options.map((o: Json) => o.id)
      m.milk = await post('/business/menu-modifiers', {
        name: 'Order test milk',
        title: { en: 'Milk', lt: 'Pienas' },
        type: 'RADIO',
        priceModifierId: m.size.id,
        options: [
          { title: { en: 'Cow milk', lt: 'Karvės pienas' }, prices: [{ price: 0 }] },
          {
            title: { en: 'Oat milk', lt: 'Avižų pienas' },
            prices: [
              { price: 40, requiredOptions: [small] },
              { price: 60, requiredOptions: [large] },
            ],
          },
        ],
      })
      const modifier = (name: string, type: string, limits: Record<string, number>, options: Json[]) =>
        post('/business/menu-modifiers', { name: `Order test ${name}`, title: { en: name }, type, ...limits, options })
      m.extras = await modifier('Extras', 'CHECKBOX', { minOptions: 0, maxOptions: 2 }, [
        { title: { en: 'Extra shot' }, prices: [{ price: 70 }] },
        { title: { en: 'Syrup' }, prices: [{ price: 50 }] },
        { title: { en: 'Cream' }, prices: [{ price: 30 }] },
      ])
      m.sides = await modifier('Sides', 'STEPPER', { minCount: 0, maxCount: 3 }, [{ title: { en: 'Bread' }, maxCount: 2, prices: [{ price: 50 }] }])
      const menu = await post('/business/menus', { title: { en: 'Order test' } })
      const drinks = await post(`/business/menus/${menu.id}/categories`, { title: { en: 'Drinks' } })
      const food = await post(`/business/menus/${menu.id}/categories`, { title: { en: 'Food' } })
      const evening = await post(`/business/menus/${menu.id}/categories`, {
        title: { en: 'Evening' },
        activeHours: { inactiveBehaviour: 'DISABLE', default: { open: '18:00', close: '23:00' } },
      })
      const item = async (categoryId: string, body: Record<string, unknown>) => (await post('/business/menu-items', { categoryId, ...body })).id as string
      const link = (modifier: Json) => ({ id: modifier.id, options: {} })
      m.coffee = await item(drinks.id, { title: { en: 'Test latte', lt: 'Testo latė' }, modifiers: [link(m.size), link(m.milk), link(m.extras)] })
      m.soup = await item(food.id, { title: { en: 'Test soup' }, price: 500, modifiers: [link(m.sides)] })
      m.cake = await item(food.id, { title: { en: 'Test cake', lt: 'Testo pyragas' }, price: 450 })
      m.wine = await item(food.id, { title: { en: 'Test wine' }, price: 600, waiterOrderOnly: true })
      m.late = await item(evening.id, { title: { en: 'Late snack' }, price: 300 })
      m.gone = await item(food.id, { title: { en: 'Soon gone', lt: 'Greitai dings' }, price: 200 })
      ok(await admin.post('/business/menus/publish'))
      const tables = await api.db
        .insert(venueTables)
        .values([
          { organizationId: m.org, number: 'Order test 1' },
          { organizationId: m.org, number: 'Order test 2' },
        ])
        .returning({ id: venueTables.id })
      m.table = tables[0]!.id
      m.otherTable = tables[1]!.id
    })

    const latte = (milk = 'Oat milk', size = 'Large', extras: string[] = ['Extra shot']) => ({
      itemId: m.coffee,
      count: 1,
      options: [pick(m.size.id, option(m.size, size)), pick(m.milk.id, option(m.milk, milk)), ...extras.map((e) => pick(m.extras.id, option(m.extras, e)))],
    })

    async function newCart(tableId: string | null = m.table): Promise<Cart> {
      return ok(await guest.create({ organizationId: m.org, ...(tableId ? { tableId } : {}) }), 201).body as Cart
    }

    /** What placing may have written for the venue: its orders, their items, the order number counter. */
    async function written() {
      const [orderCount] = await api.db.select({ n: count() }).from(orders).where(and(eq(orders.organizationId, m.org), eq(orders.source, 'GUEST')))
      const [itemCount] = await api.db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orders.organizationId, m.org))
      const [org] = await api.db.select({ last: organizations.lastGuestOrderNumber }).from(organizations).where(eq(organizations.id, m.org))
      return { orders: orderCount!.n, items: itemCount!.n, last: org!.last }
    }

    it('prices a cart from the menu, adds an identical line to its count, answers in the guest’s language', async () => {
      const cart = await newCart()
      expect(cart.key.length).toBeGreaterThanOrEqual(40)
      // Only the key's digest is kept.
      const [row] = await api.db.select().from(guestCarts).where(eq(guestCarts.id, cart.id))
      expect(row!.keyHash).not.toContain(cart.key)
      expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/)

      ok(await guest.add(cart, { ...latte(), count: 2 }))
      const twice = guestCartSchema.parse(ok(await guest.add(cart, latte(), '?lang=lt')).body)
      expect(twice.lines).toHaveLength(1)
      expect(twice.lines[0]).toMatchObject({
        itemId: m.coffee,
        title: 'Testo latė',
        count: 3,
        unitPrice: 400 + 60 + 70,
        total: 3 * (400 + 60 + 70),
        problem: null,
        modifiers: [
          { title: 'Dydis', options: [{ title: 'Didelis', count: 1 }] },
          { title: 'Pienas', options: [{ title: 'Avižų pienas', count: 1 }] },
          // No Lithuanian title: the main language's.
          { title: 'Extras', options: [{ title: 'Extra shot', count: 1 }] },
        ],
      })
      // A different choice or a note is another line.
      const more = guestCartSchema.parse(ok(await guest.add(cart, { ...latte('Cow milk', 'Small', []), note: 'Hot please' })).body)
      expect(more.lines.map((l) => [l.count, l.unitPrice, l.note])).toEqual([
        [3, 530, null],
        [1, 300, 'Hot please'],
      ])
      expect(more).toMatchObject({ table: { id: m.table, number: 'Order test 1' }, currency: 'EUR', total: 3 * 530 + 300, orderId: null })
      // The stored line is what was chosen: no price anywhere.
      const [stored] = await api.db.select({ lines: guestCarts.lines }).from(guestCarts).where(eq(guestCarts.id, cart.id))
      const kept = stored!.lines as Json[]
      expect(kept.map((l) => Object.keys(l).sort())).toEqual([
        ['count', 'id', 'itemId', 'note', 'options', 'title'],
        ['count', 'id', 'itemId', 'note', 'options', 'title'],
      ])
      expect(kept[0].options.map((o: Json) => Object.keys(o).sort())).toEqual(Array(3).fill(['count', 'modifierId', 'optionId']))

      // Counts change and 0 removes; an unknown line is 404.
      const lineId = more.lines[1]!.id
      expect(guestCartSchema.parse(ok(await guest.count(cart, lineId, { count: 4 })).body).lines[1]!.total).toBe(1200)
      expect(guestCartSchema.parse(ok(await guest.count(cart, lineId, { count: 0 })).body).lines).toHaveLength(1)
      expectError(await guest.count(cart, randomUUID(), { count: 1 }), 404, 'NOT_FOUND')

      // An item that leaves the published menu stays in the cart by its name, not orderable.
      ok(await guest.add(cart, { itemId: m.gone, count: 1 }))
      ok(await m.admin.put(`/business/menu-items/${m.gone}/visibility`, { visible: false }))
      ok(await m.admin.post('/business/menus/publish'))
      const gone = guestCartSchema.parse(ok(await guest.read(cart, '?lang=lt')).body)
      expect(gone.lines.map((l) => [l.title, l.problem, l.total])).toEqual([
        ['Testo latė', null, 3 * 530],
        ['Greitai dings', 'UNAVAILABLE', null],
      ])
      expect(gone.total).toBe(3 * 530)

      // The guest may move the cart to another of the venue's tables.
      expect(guestCartSchema.parse(ok(await guest.table(cart, { tableId: m.otherTable })).body).table).toEqual({ id: m.otherTable, number: 'Order test 2' })
      expectError(await guest.table(cart, { tableId: 'x' }), 400, 'VALIDATION')
    })

    it('refuses lines that break a modifier rule, unknown ids and other venues’ items, with the reason', async () => {
      const cart = await newCart()
      const rule = async (line: unknown, modifierId: string | null) => {
        const params = expectError(await guest.add(cart, line), 400, 'VALIDATION')
        expect(params).toMatchObject({ reason: 'MODIFIER_RULE', modifierId })
      }
      const base = latte()
      await rule({ ...base, options: base.options.filter((o) => o.modifierId !== m.size.id) }, m.size.id)
      await rule({ ...base, options: base.options.filter((o) => o.modifierId !== m.milk.id) }, m.milk.id)
      await rule({ ...base, options: [...base.options, pick(m.milk.id, option(m.milk, 'Cow milk'))] }, m.milk.id)
      await rule(latte('Oat milk', 'Large', ['Extra shot', 'Syrup', 'Cream']), m.extras.id)
      await rule({ ...base, options: [...base.options, pick(m.extras.id, option(m.extras, 'Extra shot'))] }, m.extras.id)
      await rule({ itemId: m.soup, count: 1, options: [pick(m.sides.id, option(m.sides, 'Bread'), 3)] }, m.sides.id)
      await rule({ ...base, options: [...base.options, pick(m.sides.id, option(m.sides, 'Bread'))] }, null)
      await rule({ ...base, options: [...base.options, pick(m.extras.id, randomUUID())] }, m.extras.id)

      const notOrderable = async (itemId: string) =>
        expect(expectError(await guest.add(cart, { itemId, count: 1 }), 400, 'VALIDATION')).toMatchObject({ reason: 'ITEM_NOT_ORDERABLE' })
      // Waiter-only, closed by its category's hours (18:00–23:00), unknown, and another venue's item.
      await notOrderable(m.wine)
      await notOrderable(m.late)
      await notOrderable(randomUUID())
      const bar = await menuClient(api, DEMO.admin, 'Riverside Bar')
      const barMenu = ok(await api.fetchJson(`/public/menus/${bar.organizationId}`)).body
      await notOrderable(barMenu.menus[0].categories[0].items[0].id)
      expect(guestCartSchema.parse(ok(await guest.read(cart)).body).lines).toEqual([])

      // In the evening the late snack may be ordered.
      now = new Date('2026-11-30T17:00:00Z')
      try {
        expect(guestCartSchema.parse(ok(await guest.add(cart, { itemId: m.late, count: 1 })).body).lines[0]).toMatchObject({ unitPrice: 300 })
      } finally {
        now = NOON
      }
      // Back at noon the line stays, shown as unavailable and not counted.
      const read = guestCartSchema.parse(ok(await guest.read(cart)).body)
      expect(read.lines[0]).toMatchObject({ problem: 'UNAVAILABLE', unitPrice: null, total: null })
      expect(read.total).toBe(0)
    })

    it('refuses a browser’s price and junk with 400, writing nothing', async () => {
      const cart = await newCart()
      const refused = async (line: unknown) => expectError(await guest.add(cart, line), 400, 'VALIDATION')
      await refused({ ...latte(), price: 1 })
      await refused({ ...latte(), options: latte().options.map((o) => ({ ...o, price: 1 })) })
      await refused({ ...latte(), note: 'a\u0000b' })
      await refused({ ...latte(), note: 'a\uD800b' })
      await refused({ ...latte(), count: 100 })
      await refused({ ...latte(), count: 1e21 })
      await refused({ ...latte(), count: 0 })
      await refused({ ...latte(), itemId: 'x'.repeat(65) })
      await refused({ ...latte(), options: Array.from({ length: 1000 }, () => pick(m.extras.id, option(m.extras, 'Syrup'))) })
      await refused({ ...latte(), note: 'n'.repeat(201) })
      expectError(await guest.create({ organizationId: m.org, total: 1 }), 400, 'VALIDATION')
      expectError(await guest.create({ organizationId: 'not-a-uuid' }), 400, 'VALIDATION')
      expectError(await guest.create({ organizationId: randomUUID() }), 404, 'NOT_FOUND')
      expectError(await guest.count(cart, randomUUID(), { count: -1 }), 400, 'VALIDATION')
      expectError(await guest.order(cart, { attempt: randomUUID(), amount: 1 }), 400, 'VALIDATION')
      expectError(await guest.order(cart, { attempt: 'x\u0000' }), 400, 'VALIDATION')
      expect(guestCartSchema.parse(ok(await guest.read(cart)).body).lines).toEqual([])

      // The order's amount is the menu's, whatever was sent.
      ok(await guest.add(cart, latte()))
      const placed = ok(await guest.order(cart, { attempt: randomUUID() }), 201).body
      expect(placed.amount).toBe(400 + 60 + 70)
    })

    it('answers 404 to a wrong or missing key, never saying which', async () => {
      const cart = await newCart()
      const wrong = { id: cart.id, key: `${cart.key.slice(0, -1)}${cart.key.endsWith('A') ? 'B' : 'A'}` }
      expectError(await guest.read(wrong), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`/public/carts/${cart.id}`), 404, 'NOT_FOUND')
      expectError(await guest.add(wrong, latte()), 404, 'NOT_FOUND')
      expectError(await guest.order(wrong, { attempt: randomUUID() }), 404, 'NOT_FOUND')
      expectError(await guest.read({ id: 'nope', key: cart.key }), 404, 'NOT_FOUND')
      expectError(await guest.read({ id: randomUUID(), key: cart.key }), 404, 'NOT_FOUND')
      expect(guestCartSchema.parse(ok(await guest.read(cart)).body).lines).toEqual([])
    })

    it('places an order: GUEST, preparing, numbered, its table, its items priced from the menu', async () => {
      const before = await written()
      const cart = await newCart(null)
      ok(await guest.add(cart, { ...latte(), count: 2 }))
      ok(await guest.add(cart, { itemId: m.soup, count: 1, options: [pick(m.sides.id, option(m.sides, 'Bread'), 2)], note: 'No salt' }))
      const attempt = randomUUID()
      // No table yet: the guest must say which.
      expect(expectError(await guest.order(cart, { attempt }), 409, 'CONFLICT')).toMatchObject({ reason: 'TABLE_REQUIRED' })
      const other = await menuClient(api, DEMO.admin, 'Station Café')
      const [foreign] = await api.db.select({ id: venueTables.id }).from(venueTables).where(eq(venueTables.organizationId, other.organizationId)).limit(1)
      expect(expectError(await guest.order(cart, { attempt, tableId: foreign!.id }), 409, 'CONFLICT')).toMatchObject({ reason: 'TABLE_REQUIRED' })
      expect(expectError(await guest.table(cart, { tableId: foreign!.id }), 409, 'CONFLICT')).toMatchObject({ reason: 'TABLE_REQUIRED' })
      expect(await written()).toEqual(before)

      const answer = await guest.order(cart, { attempt, tableId: m.otherTable, language: 'lt' })
      const placed = ok(answer, 201).body
      const amount = 2 * (400 + 60 + 70) + (500 + 2 * 50)
      expect(placed).toEqual({ orderId: expect.any(String), orderNumber: `G-${before.last + 1}`, tableId: m.otherTable, amount })

      const [order] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId))
      expect(order).toMatchObject({
        organizationId: m.org,
        source: 'GUEST',
        status: 'WAIT',
        placementTitle: 'Order test 2',
        tableId: m.otherTable,
        currency: 'EUR',
        amount,
        paidAmount: 0,
        guestAttempt: attempt,
        posOrderId: null,
      })
      expect((order!.statusAppearances as Json).WAIT).toEqual({ title: { en: 'Preparing', lt: 'Ruošiamas' }, backgroundColor: '#f59e0b', foregroundColor: '#1f2937' })
      expect(Object.keys(order!.statusAppearances as Json)).toEqual(['NEW', 'WAIT', 'READY', 'SERVED'])
      const items = await api.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId)).orderBy(orderItems.position)
      expect(items.map((i) => [i.title, i.count, i.price, i.menuItemId, i.status, i.paymentStatus])).toEqual([
        ['Test latte', 2, 530, m.coffee, { WAIT: 2 }, null],
        ['Test soup', 1, 600, m.soup, { WAIT: 1 }, null],
      ])
      // The guest's note reaches the staff as one more modifier.
      expect(items[1]!.modifiers).toEqual([
        { title: 'Sides', options: [{ title: 'Bread', count: 2 }] },
        { title: 'Note', options: [{ title: 'No salt', count: 1 }] },
      ])
      expect(items[0]!.modifiers).toEqual([
        { title: 'Size', options: [{ title: 'Large', count: 1 }] },
        { title: 'Milk', options: [{ title: 'Oat milk', count: 1 }] },
        { title: 'Extras', options: [{ title: 'Extra shot', count: 1 }] },
      ])

      // The Orders screen's call shows it.
      const details = ok(await api.fetchJson(`/business/orders/${placed.orderId}?organizationId=${m.org}`, { token: m.admin.token })).body
      expect(details).toMatchObject({ orderNumber: placed.orderNumber, source: 'GUEST', status: 'WAIT', placementTitle: 'Order test 2', amount })

      // A replay of the attempt answers the same order; the cart takes no more.
      const replay = await guest.order(cart, { attempt })
      expect([replay.status, replay.body]).toEqual([200, placed])
      expect(expectError(await guest.order(cart, { attempt: randomUUID() }), 409, 'CONFLICT')).toMatchObject({ reason: 'CART_PLACED' })
      expect(expectError(await guest.add(cart, latte()), 409, 'CONFLICT')).toMatchObject({ reason: 'CART_PLACED' })
      expect(guestCartSchema.parse(ok(await guest.read(cart)).body).orderId).toBe(placed.orderId)
      expect(await written()).toEqual({ orders: before.orders + 1, items: before.items + 2, last: before.last + 1 })

      // An empty cart is not an order.
      const empty = await newCart()
      expect(expectError(await guest.order(empty, { attempt: randomUUID() }), 409, 'CONFLICT')).toMatchObject({ reason: 'CART_EMPTY' })
    })

    it('a double click places one order', async () => {
      const before = await written()
      const cart = await newCart()
      ok(await guest.add(cart, latte()))
      const attempt = randomUUID()
      const answers = await Promise.all(Array.from({ length: 4 }, () => guest.order(cart, { attempt })))
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201])
      expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1)
      expect(await written()).toEqual({ orders: before.orders + 1, items: before.items + 1, last: before.last + 1 })
    })

    it('sold out: refused at adding; put on the stop list after adding, the order is refused naming the line', async () => {
      const cart = await newCart()
      ok(await guest.add(cart, { itemId: m.cake, count: 1 }))
      ok(await guest.add(cart, latte()))
      const stop = ok(await m.admin.post('/business/stop-list', { menuItemId: m.cake })).body
      const oat = ok(await m.admin.post('/business/stop-list', { menuModifierId: m.milk.id, menuOptionId: option(m.milk, 'Oat milk') })).body
      try {
        // Another guest cannot add it.
        const other = await newCart()
        const params = expectError(await guest.add(other, { itemId: m.cake, count: 1 }, '?lang=lt'), 409, 'CONFLICT')
        expect(params).toMatchObject({ reason: 'LINES_UNAVAILABLE', lines: [{ lineId: null, problem: 'SOLD_OUT', title: 'Testo pyragas' }] })

        // This guest's cart says which lines, and placing it writes nothing.
        const read = guestCartSchema.parse(ok(await guest.read(cart)).body)
        expect(read.lines.map((l) => [l.title, l.problem, l.problemDetail])).toEqual([
          ['Test cake', 'SOLD_OUT', null],
          ['Test latte', 'SOLD_OUT', 'Oat milk'],
        ])
        expect(read.total).toBe(0)
        const before = await written()
        const refused = expectError(await guest.order(cart, { attempt: randomUUID(), language: 'lt' }), 409, 'CONFLICT')
        expect(refused).toEqual({
          reason: 'LINES_UNAVAILABLE',
          lines: [
            { lineId: read.lines[0]!.id, problem: 'SOLD_OUT', title: 'Testo pyragas', detail: null },
            { lineId: read.lines[1]!.id, problem: 'SOLD_OUT', title: 'Testo latė', detail: 'Avižų pienas' },
          ],
        })
        expect(await written()).toEqual(before)
        const [row] = await api.db.select({ orderId: guestCarts.orderId }).from(guestCarts).where(eq(guestCarts.id, cart.id))
        expect(row!.orderId).toBeNull()
      } finally {
        ok(await m.admin.delete(`/business/stop-list/${stop.id}`))
        ok(await m.admin.delete(`/business/stop-list/${oat.id}`))
      }
      // Back in stock: the same cart orders.
      expect(ok(await guest.order(cart, { attempt: randomUUID() }), 201).body.amount).toBe(450 + 530)
    })

    it('the order-taking switch: off, disabled, disabled until a time to come, and until a time gone by', async () => {
      const set = (values: Partial<typeof organizations.$inferInsert>) => api.db.update(organizations).set(values).where(eq(organizations.id, m.org))
      const cart = await newCart()
      ok(await guest.add(cart, { itemId: m.cake, count: 1 }))
      const before = await written()
      const refusal = async () => expectError(await guest.order(cart, { attempt: randomUUID() }), 409, 'CONFLICT')
      try {
        await set({ allowOrder: false })
        expect(await refusal()).toEqual({ reason: 'ORDERING_OFF', until: null })
        await set({ allowOrder: true, allowOrderDisabled: true, allowOrderDisabledUntil: null })
        expect(await refusal()).toEqual({ reason: 'ORDERING_OFF', until: null })
        const until = new Date(NOON.getTime() + 3600_000)
        await set({ allowOrderDisabledUntil: until })
        expect(await refusal()).toEqual({ reason: 'ORDERING_OFF', until: until.toISOString() })
        // Nothing written, not even an order number.
        expect(await written()).toEqual(before)
        await set({ allowOrderDisabledUntil: new Date(NOON.getTime() - 60_000) })
        expect(ok(await guest.order(cart, { attempt: randomUUID() }), 201).body.orderNumber).toBe(`G-${before.last + 1}`)
      } finally {
        await set({ allowOrder: true, allowOrderDisabled: false, allowOrderDisabledUntil: null })
      }
    })

    it('a switch-off racing orders: each order is taken before it or refused after it, never half written', async () => {
      const switchTo = (disabled: boolean) =>
        m.admin.put(`/business/organizations/${m.org}`, { allowOrderDisabled: disabled, allowOrderDisabledUntil: null })
      const outcomes = new Set<number>()
      for (let round = 0; round < 12; round++) {
        const carts = await Promise.all([newCart(), newCart()])
        for (const cart of carts) ok(await guest.add(cart, { itemId: m.cake, count: 1 }))
        const before = await written()
        // The switch comes a little later each round: first before both orders, at last after them.
        const [first, switched, second] = await Promise.all([
          guest.order(carts[0]!, { attempt: randomUUID() }),
          sleep(round * 12).then(() => switchTo(true)),
          guest.order(carts[1]!, { attempt: randomUUID() }),
        ])
        ok(switched)
        const placed = [first, second].filter((a) => a.status === 201)
        outcomes.add(placed.length)
        for (const answer of [first, second]) {
          if (answer.status !== 201) expect(expectError(answer, 409, 'CONFLICT').reason).toBe('ORDERING_OFF')
        }
        // Every order taken is whole, numbered without gaps; a refused one left nothing.
        const after = await written()
        expect(after).toEqual({ orders: before.orders + placed.length, items: before.items + placed.length, last: before.last + placed.length })
        for (const answer of placed) {
          const [order] = await api.db.select().from(orders).where(eq(orders.id, answer.body.orderId))
          expect(order).toMatchObject({ amount: 450, status: 'WAIT' })
          const [cart] = await api.db.select({ orderId: guestCarts.orderId }).from(guestCarts).where(eq(guestCarts.orderId, answer.body.orderId))
          expect(cart).toBeDefined()
        }
        ok(await switchTo(false))
      }
      // Both sides of the race were run: orders refused, and orders taken.
      expect(outcomes.has(0) && (outcomes.has(1) || outcomes.has(2))).toBe(true)
    })

    it('a POS venue: its guest menu and the POS take the order at the POS prices, keeping its id; a refusal writes nothing', async () => {
      const cafe = await menuClient(api, DEMO.admin, 'Station Café')
      await api.db.update(organizations).set({ allowOrder: true, allowOrderDisabled: false }).where(eq(organizations.id, cafe.organizationId))
      const menu = ok(await api.fetchJson(`/public/menus/${cafe.organizationId}`)).body
      const state = ok(await cafe.get('/business/menu-state')).body
      const item = menu.menus.flatMap((e: Json) => e.categories.flatMap((c: Json) => c.items)).find((i: Json) => i.modifiers.length === 0)
      const posItem = state.items.find((i: Json) => i.id === item.id).posMapping.find((id: string) => id.startsWith('pos-item-'))
      const posPrice = DEMO_POS_CATALOGUE.items.find((i) => i.id === posItem)!.price
      // The guest menu shows the POS's price, so its page offers Add.
      expect([item.priceState, item.price]).toEqual(['POS', posPrice])
      const tables = await api.db.select().from(venueTables).where(eq(venueTables.organizationId, cafe.organizationId))
      const mapped = tables.find((t) => t.posId !== null)!
      const unmapped = tables.find((t) => t.posId === null)!

      const cart = ok(await guest.create({ organizationId: cafe.organizationId, tableId: unmapped.id }), 201).body as Cart
      const added = guestCartSchema.parse(ok(await guest.add(cart, { itemId: item.id, count: 2 })).body)
      expect(added.lines[0]).toMatchObject({ unitPrice: posPrice, total: 2 * posPrice, problem: null })

      const [before] = await api.db.select({ n: count() }).from(orders).where(and(eq(orders.organizationId, cafe.organizationId), eq(orders.source, 'GUEST')))
      const [org] = await api.db.select({ last: organizations.lastGuestOrderNumber }).from(organizations).where(eq(organizations.id, cafe.organizationId))
      const refused = expectError(await guest.order(cart, { attempt: randomUUID() }), 409, 'CONFLICT')
      expect(refused).toMatchObject({ reason: 'POS_REFUSED', message: expect.stringMatching(/demo POS.*table/) })
      const [afterRefusal] = await api.db.select({ n: count() }).from(orders).where(and(eq(orders.organizationId, cafe.organizationId), eq(orders.source, 'GUEST')))
      const [orgAfter] = await api.db.select({ last: organizations.lastGuestOrderNumber }).from(organizations).where(eq(organizations.id, cafe.organizationId))
      expect([afterRefusal!.n, orgAfter!.last]).toEqual([before!.n, org!.last])

      const placed = ok(await guest.order(cart, { attempt: randomUUID(), tableId: mapped.id }), 201).body
      expect(placed.amount).toBe(2 * posPrice)
      const [order] = await api.db.select().from(orders).where(eq(orders.id, placed.orderId))
      expect(order!.posOrderId).toMatch(/^demo-pos-/)
      expect(order!.placementTitle).toBe(mapped.number)
    })

    it('limits a client address’s cart writes', async () => {
      const address = newAddress()
      const cart = ok(await guest.create({ organizationId: m.org }, address), 201).body as Cart
      let last = 0
      for (let i = 0; i < 125 && last !== 429; i++) {
        last = (await api.fetchJson(`/public/carts/${cart.id}/lines`, { body: { itemId: m.cake, count: 1 }, headers: { 'x-cart-key': cart.key }, address })).status
      }
      expect(last).toBe(429)
      // Reads are not limited.
      expect(guestCartSchema.parse(ok(await guest.read(cart)).body).lines[0]!.count).toBeLessThanOrEqual(99)
    })
  }),
)
