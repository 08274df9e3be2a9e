/**
 * The permanent fuzz suite (issue 6 item 15, DESIGN.md section 7): property-based junk at
 * every form route and every /api/v1 endpoint of the built server, as the demo admin, as the
 * limited user, signed out and part-way through signing in. Two properties:
 *
 *   - no answer is a 5xx (nor a dropped connection);
 *   - no row changes unless the request succeeded: 2xx on /api/v1, 2xx or a redirect
 *     (post/redirect/get) on pages. Cross-origin posts must change nothing either.
 *
 * FUZZ_RUNS (requests, default sized for CI) makes a run longer. The seed is fixed by default, so
 * CI is repeatable and a red run means the change broke something, not that a new seed found an
 * old defect; `FUZZ_SEED=random` explores new junk (do that by hand, with a long run, before
 * resolving a screen) and `FUZZ_SEED=<n>` replays a run the summary printed:
 * `FUZZ_RUNS=20000 FUZZ_SEED=random npm run test:fuzz`. The project builds first when the build is stale
 * (tests/platform/build.setup.ts).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextAddress, signIn, type Identity } from './identities'
import { loadRouteIds } from './route-ids'
import { bodyFor, encode, junkId, junkJson, junkQueryValue, junkText, type Body } from './junk'
import { API_ROUTES, BILLING_API_ROUTES, MENU_API_ROUTES, ORDERS_API_ROUTES, PAGE_QUERY, PAYMENTS_API_ROUTES, PAGE_ROUTES, TABLE_API_ROUTES, type ApiRoute, type DemoIds, type PageRoute, type Who } from './routes'
import { startTarget, VOLATILE_COLUMNS, VOLATILE_TABLES, type RowChange, type Target } from './target'

const RUNS = Number(process.env.FUZZ_RUNS || 2500)
const CI_SEED = 83847426
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : CI_SEED
const EVIL_ORIGIN = 'https://evil.example'
/** The Remix route id of a page path, for `?_data=` requests (data requests posted by fetch). */
const routeId = await loadRouteIds()

/** One request as generated, before ids and identities are resolved. */
interface Spec {
  label: string
  method: string
  /** Path with `:org`-style placeholders still in it. */
  path: string
  query: [string, string][] | string
  who: Who | 'junkToken'
  body: Body | null
  origin: 'same' | 'cross' | 'none'
  ids: Slots
  api: boolean
  endsSession: boolean
}

type Slots = Record<'org' | 'box' | 'member' | 'activity' | 'phone' | MenuSlot | OrdersSlot | PaymentsSlot | BillingSlot | 'table', string>
/** Billing: a subscription invoice of one venue and its number (see billingSlots). */
type BillingSlot = 'subscriptionInvoice' | 'invoiceNumber'
/** Payments: a payment, a payment invoice and an organization invoice of one venue (see paymentsSlots). */
type PaymentsSlot = 'payment' | 'paymentInvoice' | 'organizationInvoice'
/** Orders: an order and an order management session of one venue (see ordersSlots). */
type OrdersSlot = 'order' | 'ordersSession'
type MenuSlot = 'menu' | 'category' | 'item' | 'modifier' | 'option' | 'stop'
const MENU_SLOTS: MenuSlot[] = ['menu', 'category', 'item', 'modifier', 'option', 'stop']
/** Every slot name, as a pattern for paths, queries and bodies. */
const SLOT_PATTERN = /(?:%3A|:)(org|box|member|activity|phone|menu|category|item|modifier|option|stop|table|order|ordersSession|payment|paymentInvoice|organizationInvoice|subscriptionInvoice|invoiceNumber)\b/g

interface Outcome {
  status: number
  changes: RowChange[] | null
  /** What the server logged while answering (its stack trace, on a 500). */
  serverLog: string
}

// --- generators ---------------------------------------------------------------------------

function slotsArbitrary(ids: DemoIds): fc.Arbitrary<Slots> {
  const anyReal = fc.constantFrom(
    ...ids.organizations,
    ...ids.boxes.map((b) => b.box),
    ...ids.boxes.flatMap((b) => b.members),
    ...ids.activities.map((a) => a.id),
  )
  const loose = fc.oneof({ weight: 2, arbitrary: anyReal }, { weight: 3, arbitrary: junkId })
  const fromActivity = fc.constantFrom(...ids.activities).chain((a) => {
    const box = ids.boxes.find((b) => b.box === a.box)!
    return fc.record({
      // A group's screens list its venues' tips (item 12): the parent organization half the time.
      org: fc.constantFrom(a.organization, ids.organizations[0]!),
      box: fc.constant(a.box),
      member: fc.constantFrom(...(box.members.length > 0 ? box.members : ['none'])),
      activity: fc.constant(a.id),
    })
  })
  const fromBox = fc.constantFrom(...ids.boxes).chain((b) =>
    fc.record({
      org: fc.constant(b.organization),
      box: fc.constant(b.box),
      member: fc.constantFrom(...(b.members.length > 0 ? b.members : ['none'])),
      activity: fc.constantFrom(...ids.activities.map((a) => a.id)),
    }),
  )
  const coherent = fc.oneof(fromActivity, fromBox)
  const phone = fc.oneof(fc.constantFrom('+37061234567', '37061234568', '%2B37061234569', '+37060000000'), junkId)
  // The menu's ids: one venue's set, with its organization most of the time, or junk.
  const menuIds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.menus).map((m) => ({ ...m, aligned: true })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...ids.menus), fc.constantFrom(...MENU_SLOTS), junkId).map(([m, slot, bad]) => ({ ...m, [slot]: bad, aligned: true })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ menu: junkId, category: junkId, item: junkId, modifier: junkId, option: junkId, stop: junkId, organization: junkId, aligned: fc.constant(false) }),
    },
  )
  // A table's id: a demo table, with its organization a third of the time, or junk.
  const tableIds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.tables) },
    { weight: 1, arbitrary: fc.record({ table: junkId, organization: junkId }) },
  )
  return fc.tuple(tipsSlots(), menuIds, fc.boolean(), tableIds, fc.nat(2), ordersSlots(ids), paymentsSlots(ids), billingSlots(ids)).map(([tips, m, align, t, tableAlign, orders, payments, billing]) => ({
    ...tips,
    ...orders,
    ...payments,
    ...billing,
    menu: m.menu,
    category: m.category,
    item: m.item,
    modifier: m.modifier,
    option: m.option,
    stop: m.stop,
    table: t.table,
    org: tableAlign === 0 ? t.organization : m.aligned && align ? m.organization : tips.org,
  }))

  function tipsSlots(): fc.Arbitrary<Omit<Slots, MenuSlot | OrdersSlot | PaymentsSlot | BillingSlot | 'table'>> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ ...recordOf(coherent), phone }) as fc.Arbitrary<Omit<Slots, MenuSlot | OrdersSlot | PaymentsSlot | BillingSlot | 'table'>> },
    { weight: 2, arbitrary: fc.record({ org: loose, box: loose, member: loose, activity: loose, phone }) },
    {
      weight: 2,
      // One slot broken, the others coherent: the malformed id must be what answers.
      arbitrary: fc.tuple(coherent, fc.constantFrom('org', 'box', 'member', 'activity'), junkId, phone).map(
        ([c, slot, bad, p]) => ({ ...c, [slot]: bad, phone: p }) as Omit<Slots, MenuSlot | OrdersSlot | PaymentsSlot | BillingSlot | 'table'>,
      ),
    },
  )
  }
}

// --- Orders: `:order` and `:ordersSession` of one venue, now and then another's or junk -------
function ordersSlots(ids: DemoIds): fc.Arbitrary<Record<OrdersSlot, string>> {
  const junk = fc.record({ order: junkId, ordersSession: junkId })
  if (ids.orders.length === 0) return junk
  const real = fc.constantFrom(...ids.orders).map((o) => ({ order: o.order, ordersSession: o.ordersSession }))
  const mixed = fc.tuple(fc.constantFrom(...ids.orders), fc.constantFrom(...ids.orders)).map(([a, b]) => ({ order: a.order, ordersSession: b.ordersSession }))
  return fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: mixed }, { weight: 1, arbitrary: junk })
}

/** An order and a session of each venue whose orders the admin may read (the `:order` and `:ordersSession` slots). */
async function ordersIds(get: (p: string) => Promise<never>, organizations: { id: string; paymentsEnabled?: boolean }[]): Promise<DemoIds['orders']> {
  const found: DemoIds['orders'] = []
  const startTs = new Date(Date.now() - 300 * 86_400_000).toISOString()
  for (const o of organizations.filter((x) => x.paymentsEnabled)) {
    const page = (await get(`/business/orders?organizationId=${o.id}&startTs=${startTs}`)) as { orders: { id: string }[] }
    const sessions = (await get(`/business/orders-sessions?organizationId=${o.id}`)) as { sessions: { id: string }[] }
    if (page.orders[0]) found.push({ organization: o.id, order: page.orders[0].id, ordersSession: sessions.sessions[0]?.id ?? page.orders[0].id })
  }
  return found
}
// --- end of Orders ----------------------------------------------------------------------------

// --- Payments: `:payment`, `:paymentInvoice`, `:organizationInvoice` of one venue, now and then mixed or junk
function paymentsSlots(ids: DemoIds): fc.Arbitrary<Record<PaymentsSlot, string>> {
  const junk = fc.record({ payment: junkId, paymentInvoice: junkId, organizationInvoice: junkId })
  if (ids.payments.length === 0) return junk
  const real = fc.constantFrom(...ids.payments).map(({ payment, paymentInvoice, organizationInvoice }) => ({ payment, paymentInvoice, organizationInvoice }))
  const mixed = fc
    .tuple(fc.constantFrom(...ids.payments), fc.constantFrom(...ids.payments))
    .map(([a, b]) => ({ payment: a.payment, paymentInvoice: b.paymentInvoice, organizationInvoice: b.organizationInvoice }))
  return fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: mixed }, { weight: 1, arbitrary: junk })
}

/** The newest payment, payment invoice and organization invoice of each venue whose payments the admin may read. */
async function paymentsIds(get: (p: string) => Promise<never>, organizations: { id: string; paymentsEnabled?: boolean }[]): Promise<DemoIds['payments']> {
  const found: DemoIds['payments'] = []
  for (const o of organizations.filter((x) => x.paymentsEnabled)) {
    const query = `organizationId=${o.id}&size=10`
    const payments = (await get(`/business/payments?${query}`)) as { payments: { id: string }[] }
    const paymentInvoices = (await get(`/business/payment-invoices?${query}`)) as { invoices: { id: string; paymentId: string }[] }
    const organizationInvoices = (await get(`/business/organization-invoices?${query}`)) as { invoices: { id: string }[] }
    const payment = payments.payments[0]?.id
    if (!payment) continue
    found.push({
      organization: o.id,
      payment,
      paymentInvoice: paymentInvoices.invoices[0]?.id ?? payment,
      organizationInvoice: organizationInvoices.invoices[0]?.id ?? payment,
    })
  }
  return found
}
// --- end of Payments ----------------------------------------------------------------------------

// --- Billing: `:subscriptionInvoice` and its `:invoiceNumber`, now and then another's number or junk
function billingSlots(ids: DemoIds): fc.Arbitrary<Record<BillingSlot, string>> {
  const junk = fc.record({ subscriptionInvoice: junkId, invoiceNumber: fc.oneof(junkId, fc.constantFrom('SUB-0', '..', '%2F')) })
  if (ids.billing.length === 0) return junk
  const real = fc.constantFrom(...ids.billing).map(({ subscriptionInvoice, invoiceNumber }) => ({ subscriptionInvoice, invoiceNumber }))
  const mixed = fc
    .tuple(fc.constantFrom(...ids.billing), fc.constantFrom(...ids.billing))
    .map(([a, b]) => ({ subscriptionInvoice: a.subscriptionInvoice, invoiceNumber: b.invoiceNumber }))
  return fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: mixed }, { weight: 1, arbitrary: junk })
}

/** The two newest subscription invoices of each organization whose billing the admin manages. */
async function billingIds(get: (p: string) => Promise<never>, organizations: { id: string; permissions?: string[] }[]): Promise<DemoIds['billing']> {
  const found: DemoIds['billing'] = []
  for (const o of organizations.filter((x) => x.permissions?.includes('MANAGE_BILLING'))) {
    const page = (await get(`/business/subscription/invoices?organizationId=${o.id}&size=2`).catch(() => null)) as { invoices: { id: string; number: string }[] } | null
    for (const invoice of page?.invoices ?? []) found.push({ organization: o.id, subscriptionInvoice: invoice.id, invoiceNumber: invoice.number })
  }
  return found
}
// --- end of Billing -----------------------------------------------------------------------------

/** fc.record needs one arbitrary per key; a coherent tuple is one arbitrary for four keys. */
function recordOf(tuple: fc.Arbitrary<Omit<Slots, 'phone' | MenuSlot | OrdersSlot | PaymentsSlot | BillingSlot | 'table'>>) {
  return {
    org: tuple.map((t) => t.org),
    box: tuple.map((t) => t.box),
    member: tuple.map((t) => t.member),
    activity: tuple.map((t) => t.activity),
  }
}

/** A form field's text for any value (objects without a prototype have no toString). */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'))

/** Field values: mostly plausible, some junk; some fields missing; sometimes extra ones. */
function fieldsArbitrary(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<[string, string][]> {
  const names = Object.keys(fields)
  const value = (name: string) => fc.oneof({ weight: 3, arbitrary: fields[name]!.map(asText) }, { weight: 2, arbitrary: junkText })
  return fc
    .tuple(
      names.length ? fc.subarray(names, { minLength: Math.max(0, names.length - 1) }) : fc.constant([] as string[]),
      fc.array(fc.tuple(junkText, junkText), { maxLength: 2 }),
    )
    .chain(([chosen, extra]) =>
      fc.tuple(...chosen.map((n) => value(n).map((v): [string, string] => [n, v]))).map((pairs) => [...pairs, ...extra]),
    )
}

function jsonArbitrary(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields)
  const valued = Object.fromEntries(
    names.map((n) => [n, fc.oneof({ weight: 4, arbitrary: fields[n]! }, { weight: 2, arbitrary: junkJson })]),
  )
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(valued, { requiredKeys: [] }) },
    { weight: 1, arbitrary: junkJson },
  )
}

function queryArbitrary(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<[string, string][] | string> {
  const names = Object.keys(params)
  const pairs = fc.subarray(names).chain((chosen) =>
    fc.tuple(
      ...chosen.map((n) =>
        fc.oneof({ weight: 3, arbitrary: params[n]!.map(encode) }, { weight: 1, arbitrary: junkQueryValue }).map((v): [string, string] => [n, v]),
      ),
    ),
  )
  return fc.oneof(
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: fc.array(fc.tuple(junkQueryValue, junkQueryValue), { maxLength: 3 }) },
    { weight: 1, arbitrary: junkQueryValue },
  )
}

const anyPageWho: fc.Arbitrary<Who> = fc.oneof(
  { weight: 9, arbitrary: fc.constant('admin' as const) },
  { weight: 4, arbitrary: fc.constant('limited' as const) },
  { weight: 3, arbitrary: fc.constant('anonymous' as const) },
  { weight: 3, arbitrary: fc.constantFrom<Who>('passwordStep', 'codeStep', 'registrationStep') },
)

function pageSpec(route: PageRoute, ids: fc.Arbitrary<Slots>): fc.Arbitrary<Spec> {
  const who = route.who ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...route.who) }, { weight: 1, arbitrary: anyPageWho }) : anyPageWho
  const method = route.readOnly ? fc.constant('GET') : fc.oneof({ weight: 1, arbitrary: fc.constant('GET') }, { weight: 3, arbitrary: fc.constant('POST') })
  const fields = route.fields ?? {}
  return fc
    .record({
      who,
      method,
      ids,
      query: queryArbitrary(PAGE_QUERY),
      data: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(routeId(route.path), 'root', 'routes/nothing') }),
      body: bodyFor(fieldsArbitrary(fields), jsonArbitrary(fields)),
      origin: fc.oneof({ weight: 17, arbitrary: fc.constant('same' as const) }, { weight: 2, arbitrary: fc.constant('cross' as const) }, { weight: 1, arbitrary: fc.constant('none' as const) }),
    })
    .map((r): Spec => {
      const write = r.method !== 'GET'
      const query = typeof r.query === 'string' || !r.data || route.server ? r.query : [...r.query, ['_data', encode(r.data)] as [string, string]]
      return {
        label: `${r.method} ${route.path}`,
        method: r.method,
        path: route.path,
        query,
        who: r.who,
        body: write ? r.body : null,
        origin: write ? r.origin : 'none',
        ids: r.ids,
        api: false,
        endsSession: Boolean(route.endsSession),
      }
    })
}

function apiSpec(route: ApiRoute, ids: fc.Arbitrary<Slots>): fc.Arbitrary<Spec> {
  const fields = route.body ?? {}
  const json = jsonArbitrary(fields).map((v): Body => ({ kind: 'json', contentType: route.textPlain ? 'text/plain;charset=UTF-8' : 'application/json', payload: JSON.stringify(v) ?? 'null' }))
  const body = route.method === 'GET' || route.method === 'DELETE' && !route.body
    ? fc.constant(null)
    : fc.oneof({ weight: 6, arbitrary: json }, { weight: 2, arbitrary: bodyFor(fieldsArbitrary(fields), jsonArbitrary(fields)) })
  return fc
    .record({
      who: fc.oneof(
        { weight: 10, arbitrary: fc.constant('admin' as const) },
        { weight: 4, arbitrary: fc.constant('limited' as const) },
        { weight: 3, arbitrary: fc.constant('anonymous' as const) },
        { weight: 1, arbitrary: fc.constant('junkToken' as const) },
      ),
      ids,
      query: queryArbitrary(route.query ?? {}),
      body,
      origin: fc.oneof({ weight: 16, arbitrary: fc.constant('none' as const) }, { weight: 2, arbitrary: fc.constant('cross' as const) }, { weight: 2, arbitrary: fc.constant('same' as const) }),
    })
    .map((r): Spec => ({
      label: `${route.method} /api/v1${route.path}`,
      method: route.method,
      path: `/api/v1${route.path}`,
      query: r.query,
      who: r.who,
      body: r.body,
      origin: route.method === 'GET' ? 'none' : r.origin,
      ids: r.ids,
      api: true,
      endsSession: Boolean(route.endsSession),
    }))
}

// --- sending ------------------------------------------------------------------------------

function resolvePath(spec: Spec): string {
  return spec.path.replace(SLOT_PATTERN, (_m, slot: keyof Slots) => {
    const value = spec.ids[slot]
    // Junk ids arrive pre-encoded or raw; a raw one is encoded so it stays one path segment.
    return /%[0-9A-Fa-f]{2}|^%/.test(value) ? value : encode(value)
  })
}

function resolveQuery(spec: Spec): string {
  const fill = (v: string) => v.replace(SLOT_PATTERN, (_m, slot: keyof Slots) => encode(spec.ids[slot]))
  if (typeof spec.query === 'string') return spec.query ? `?${fill(spec.query)}` : ''
  if (spec.query.length === 0) return ''
  return `?${spec.query.map(([k, v]) => `${encode(k)}=${fill(v)}`).join('&')}`
}

function bodyInit(body: Body, ids: Slots): { body: BodyInit; contentType: string | null } {
  const fill = (v: string) => v.replace(SLOT_PATTERN, (_m, slot: keyof Slots) => ids[slot])
  if (body.payload instanceof FormData) {
    const form = new FormData()
    for (const [k, v] of body.payload) form.append(k, typeof v === 'string' ? fill(v) : v)
    return { body: form, contentType: null }
  }
  const text = fill(body.payload)
  // A Blob without a type sends no content type at all (a string would be text/plain).
  return { body: body.contentType ? text : new Blob([text]), contentType: body.contentType }
}

// --- the suite ----------------------------------------------------------------------------

describe('fuzz: junk at every form route and /api/v1 endpoint', () => {
  let target: Target
  let ids: DemoIds
  const identities = new Map<Who, Identity>()
  const histogram = new Map<string, number>()
  const failures: string[] = []
  const dropped: string[] = []
  let sent = 0
  let originCheck = false

  beforeAll(async () => {
    target = await startTarget()
    for (const who of ['admin', 'limited', 'anonymous', 'passwordStep', 'codeStep', 'registrationStep'] as Who[]) {
      identities.set(who, await signIn(target.origin, who))
    }
    ids = await demoIds(target.origin, identities.get('admin')!.token!)
    // The Origin check on writes (issue 6 item 6) may not be in this build yet: when a
    // cross-origin post is refused, every cross-origin write must be refused.
    const probe = await fetch(`${target.origin}/language`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: EVIL_ORIGIN, 'x-forwarded-for': nextAddress() },
      body: new URLSearchParams({ language: 'lt' }),
    })
    originCheck = probe.status === 403
  }, 120_000)

  afterAll(async () => {
    await target?.stop()
  })

  async function send(spec: Spec): Promise<Outcome> {
    const identity = spec.who === 'junkToken' ? { who: 'anonymous' as Who, cookie: '', token: 'junk-token-'.padEnd(40, 'x') } : identities.get(spec.who)!
    const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() }
    if (spec.api) {
      if (identity.token) headers.authorization = `Bearer ${identity.token}`
      headers['x-app'] = 'Business'
      // Menu writes need a request id (http/menu-access.ts); one in ten goes without.
      if (spec.method !== 'GET' && sent % 10 !== 0) headers['x-request-id'] = `fuzz-${sent}`
    } else if (identity.cookie) {
      headers.cookie = identity.cookie
    }
    if (spec.origin === 'same') headers.origin = target.origin
    if (spec.origin === 'cross') headers.origin = EVIL_ORIGIN
    let init: RequestInit = { method: spec.method, headers, redirect: 'manual' }
    if (spec.body) {
      const { body, contentType } = bodyInit(spec.body, spec.ids)
      if (contentType) headers['content-type'] = contentType
      init = { ...init, body }
    }
    const write = spec.method !== 'GET'
    if (write) await target.changes?.clear()
    const url = target.origin + resolvePath(spec) + resolveQuery(spec)
    const logged = target.serverErrors().length
    let status = 0
    // A connection the server dropped after refusing the previous request's body (issue 6
    // item 14) fails the next request before it reaches the server: it is counted, and
    // the request is sent again on a new connection.
    for (let attempt = 0; attempt < 2 && status === 0; attempt++) {
      try {
        const response = await fetch(url, init)
        status = response.status
        await response.arrayBuffer()
      } catch (error) {
        if (attempt === 0) dropped.push(`${spec.label}: ${String((error as Error).cause ?? error)}`)
        else failures.push(`no answer: ${spec.label} ${url.slice(0, 200)}: ${String(error)}`)
      }
    }
    sent += 1
    const changes = write && target.changes ? await target.changes.read() : null
    return { status, changes, serverLog: target.serverErrors().slice(logged) }
  }

  function judge(spec: Spec, url: string, outcome: Outcome) {
    const { status, changes } = outcome
    const key = `${status}`
    histogram.set(key, (histogram.get(key) ?? 0) + 1)
    const what = `${spec.label} as ${spec.who}${spec.body ? ` (${spec.body.kind})` : ''} origin=${spec.origin}: ${url.slice(0, 160)}`
    if (status >= 500) failures.push(`${status}: ${what}\n      server: ${outcome.serverLog.trim().split('\n').slice(0, 3).join(' | ').slice(0, 400)}`)
    const succeeded = (status >= 200 && status < 300) || (!spec.api && status >= 300 && status < 400)
    const crossRefused = originCheck && spec.origin === 'cross' && spec.method !== 'GET' && !spec.path.startsWith('/api/')
    // 431: Node refuses a request whose URL and headers are over its limit (two 10,000-character
    // junk query values) before any code of ours runs, so the write never happens either.
    if (crossRefused && status !== 403 && status !== 431) failures.push(`cross-origin write answered ${status}, not 403: ${what}`)
    if (changes && changes.length > 0 && (!succeeded || crossRefused)) {
      failures.push(`rows changed by a ${status}: ${what}: ${JSON.stringify(changes.slice(0, 3)).slice(0, 600)}`)
    }
  }

  it('names a real route in the `?_data=` requests of every page route', () => {
    const unknown = PAGE_ROUTES.filter((r) => !r.server && r.path !== '/nowhere/at/all' && routeId(r.path) === 'routes/nothing')
    expect(unknown.map((r) => r.path)).toEqual([])
  })

  it(
    `answers no 5xx and changes no row without success (${RUNS} requests, seed ${SEED})`,
    async () => {
      const slots = slotsArbitrary(ids)
      const request = fc.oneof(
        { weight: 5, arbitrary: fc.oneof(...PAGE_ROUTES.map((r) => pageSpec(r, slots))) },
        { weight: 4, arbitrary: fc.oneof(...[...API_ROUTES, ...MENU_API_ROUTES, ...TABLE_API_ROUTES, ...ORDERS_API_ROUTES, ...PAYMENTS_API_ROUTES, ...BILLING_API_ROUTES].map((r) => apiSpec(r, slots))) },
      )
      const started = Date.now()
      await fc.assert(
        fc.asyncProperty(request, async (spec) => {
          const url = target.origin + resolvePath(spec) + resolveQuery(spec)
          const outcome = await send(spec)
          judge(spec, url, outcome)
          const success = outcome.status >= 200 && outcome.status < 400
          if (spec.endsSession && success && spec.who !== 'junkToken') identities.set(spec.who, await signIn(target.origin, spec.who))
          // A request may end a session in a way the catalogue does not flag: check now and then.
          if (sent % 200 === 0) await refreshLostSessions()
          return true
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      // Each dropped connection is a defect of the server (issue 6 item 14), even though the
      // request went through on a second connection.
      for (const d of dropped.slice(0, 10)) failures.push(`connection dropped before: ${d}`)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const statuses = [...histogram].sort(([a], [b]) => Number(a) - Number(b)).map(([s, n]) => `${s}: ${n}`).join(', ')
      const fiveXX = [...histogram].filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0)
      const violations = failures.filter((f) => f.startsWith('rows changed') || f.startsWith('cross-origin')).length
      console.log(
        [
          `fuzz summary (seed ${SEED}, ${target.database}):`,
          `  requests sent: ${sent} in ${seconds} s`,
          `  statuses: ${statuses}`,
          `  5xx: ${fiveXX}; no answer: ${histogram.get('0') ?? 0}; connections dropped (sent again): ${dropped.length}`,
          target.changes
            ? `  rows-changed violations: ${violations} (volatile tables: ${Object.keys(VOLATILE_TABLES).join(', ')}; columns: ${Object.keys(VOLATILE_COLUMNS).join(', ')})`
            : '  rows-changed check: NOT RUN (no TEST_DATABASE_URL: the server runs on PGlite, which only it can open)',
          `  origin check on writes: ${originCheck ? 'enforced and verified' : 'not present in this build (cross-origin writes checked for no 5xx and no change only)'}`,
          ...failures.slice(0, 40).map((f) => `  ✗ ${f}`),
          failures.length > 40 ? `  … and ${failures.length - 40} more` : '',
        ].join('\n'),
      )
      expect(failures).toEqual([])
    },
    30 * 60_000,
  )

  async function refreshLostSessions() {
    for (const who of ['admin', 'limited'] as Who[]) {
      const identity = identities.get(who)!
      const profile = await fetch(`${target.origin}/api/v1/profile`, { headers: { authorization: `Bearer ${identity.token}`, 'x-forwarded-for': nextAddress() } })
      const page = await fetch(`${target.origin}/organizations`, { headers: { cookie: identity.cookie, 'x-forwarded-for': nextAddress() }, redirect: 'manual' })
      const pageLost = page.status === 302 && (page.headers.get('location') ?? '').startsWith('/login')
      if (profile.status === 401 || pageLost) identities.set(who, await signIn(target.origin, who))
    }
  }
})

/** Puts a modifier option on the stop list as the admin: the `:stop` slot's entry. */
async function stopOption(origin: string, token: string, organizationId: string, menuModifierId: string, menuOptionId: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/business/stop-list?organizationId=${organizationId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-request-id': `fuzz-${organizationId}`, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ menuModifierId, menuOptionId }),
  })
  if (response.status !== 201) throw new Error(`POST /business/stop-list answered ${response.status}`)
  return ((await response.json()) as { id: string }).id
}

/** The demo organizations, boxes, members and some activities, read as the admin. */
async function demoIds(origin: string, token: string): Promise<DemoIds> {
  const get = async (p: string) => {
    const response = await fetch(`${origin}/api/v1${p}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() } })
    if (!response.ok) throw new Error(`GET ${p} answered ${response.status}`)
    return response.json() as Promise<never>
  }
  const organizations = (await get('/business/organizations')) as { id: string; parentId: string | null; paymentsEnabled: boolean; boxes: { id: string }[] }[]
  organizations.sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
  const boxes: DemoIds['boxes'] = []
  for (const o of organizations) {
    for (const b of o.boxes) {
      const members = (await get(`/business/organizations/${o.id}/boxes/${b.id}/members`)) as { id: string }[]
      boxes.push({ organization: o.id, box: b.id, members: members.map((m) => m.id) })
    }
  }
  const finish = new Date()
  const start = new Date(finish.getTime() - 300 * 86_400_000)
  const activities: DemoIds['activities'] = []
  for (const o of organizations.filter((x) => x.parentId !== null)) {
    const list = (await get(`/business/activities?organization_id=${o.id}&start_ts=${start.toISOString()}&finish_ts=${finish.toISOString()}&limit=20`)) as {
      id: string
      boxId: string
      memberId: string | null
    }[]
    activities.push(...list.map((a) => ({ organization: o.id, box: a.boxId, member: a.memberId, id: a.id })))
  }
  if (activities.length === 0) throw new Error('the demo data has no activities to fuzz with')
  const menus: DemoIds['menus'] = []
  for (const o of organizations) {
    const list = (await get(`/business/menus?organizationId=${o.id}`)) as { menus: { id: string }[] }
    const modifiers = (await get(`/business/menu-modifiers?organizationId=${o.id}`)) as { id: string }[]
    const modifier = modifiers[0] ? ((await get(`/business/menu-modifiers/${modifiers[0].id}?organizationId=${o.id}`)) as { id: string; options: { id: string }[] }) : null
    const option = modifier?.options[0]?.id
    // One stop-list entry to put back (the first option out of stock until put back).
    const stop = modifier && option ? await stopOption(origin, token, o.id, modifier.id, option) : null
    for (const m of list.menus) {
      const page = (await get(`/business/menus/${m.id}?organizationId=${o.id}`)) as { categories: { id: string; items: { id: string }[] }[] }
      const category = page.categories.find((c) => c.items.length > 0)
      if (category) {
        const item = category.items[0]!.id
        menus.push({ organization: o.id, menu: m.id, category: category.id, item, modifier: modifier?.id ?? category.id, option: option ?? item, stop: stop ?? item })
      }
    }
  }
  if (menus.length === 0) throw new Error('the demo data has no menu to fuzz with')
  const tables: DemoIds['tables'] = []
  for (const o of organizations.filter((x) => x.paymentsEnabled)) {
    const page = (await get(`/business/tables?organizationId=${o.id}&size=5`)) as { tables: { id: string }[] }
    tables.push(...page.tables.map((t) => ({ organization: o.id, table: t.id })))
  }
  if (tables.length === 0) throw new Error('the demo data has no tables to fuzz with')
  return { organizations: organizations.map((o) => o.id), boxes, activities, menus, tables, orders: await ordersIds(get, organizations), payments: await paymentsIds(get, organizations), billing: await billingIds(get, organizations) }
}
