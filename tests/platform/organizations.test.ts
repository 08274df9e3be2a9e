/** GET /business/organizations and PUT /business/organizations/{id}: reach, permissions, updates. */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  organizationSchema,
  organizationsSchema,
  PERMISSIONS,
  type Organization,
  type Permission,
} from '../../contract/organizations.js'
import { memberships, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, login, register, useHarness, type Harness } from './harness.js'

const list = async (api: Harness, token: string, query = '') => {
  const response = await api.fetchJson(`/business/organizations${query}`, { token })
  expect(response.status, response.text).toBe(200)
  return response.body
}

const put = (api: Harness, token: string | undefined, id: string, body: unknown) =>
  api.fetchJson(`/business/organizations/${id}`, { method: 'PUT', token, body })

/** A new organization (child of `parentId`) and a new profile with `permissions` on it. */
async function memberOf(api: Harness, permissions: Permission[], values: Partial<typeof organizations.$inferInsert> = {}) {
  const [organization] = await api.db
    .insert(organizations)
    .values({ name: `Venue ${crypto.randomUUID().slice(0, 8)}`, ...values })
    .returning()
  const member = await register(api)
  await api.db.insert(memberships).values({ profileId: member.profile.id, organizationId: organization!.id, permissions })
  return { organization: organization!, token: member.token, profileId: member.profile.id }
}

const SECTIONS = [
  {
    title: { en: 'Welcome', lt: 'Sveiki' },
    text: { en: 'Tips go to the whole team' },
    detailAction: { en: 'More' },
    detail: { content: { en: '<p>Thank you</p>' }, css: 'p { color: red }' },
  },
]

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let admin: string
  let viewer: string
  let byName: (token: string, name: string) => Promise<Organization>

  beforeAll(async () => {
    admin = await login(api, DEMO.admin)
    viewer = await login(api, DEMO.stopListViewer)
    byName = async (token, name) => {
      const found = ((await list(api, token)) as Organization[]).find((o) => o.name === name)
      if (!found) throw new Error(`${name} is not visible`)
      return found
    }
  })

  describe('GET /business/organizations', () => {
    it('shows the admin Demo Group and its three venues, with all permissions inherited', async () => {
      const body = await list(api, admin)
      const orgs = organizationsSchema.parse(body)
      expect(orgs.map((o) => o.name)).toEqual(['Demo Group', 'Old Town Bistro', 'Riverside Bar', 'Station Café'])
      const [group, bistro, bar, cafe] = orgs
      expect(group!.parentId).toBeNull()
      expect(bistro!.parentId).toBe(group!.id)
      expect(bar!.parentId).toBe(group!.id)
      expect(cafe!.parentId).toBe(group!.id)
      expect(cafe!.posIntegrationEnabled).toBe(true)
      for (const org of orgs) expect(org.permissions).toEqual([...PERMISSIONS])
      expect(new Set(orgs.map((o) => o.id)).size).toBe(4)
    })

    it('answers every field of the contract, and nothing else', async () => {
      const body = await list(api, admin)
      expect(body).toHaveLength(4)
      for (const raw of body) {
        const parsed = organizationSchema.strict().parse(raw)
        expect(Object.keys(raw).sort()).toEqual(Object.keys(organizationSchema.shape).sort())
        // Nothing was filled in by schema defaults.
        expect(parsed).toEqual(raw)
      }
      // The demo venue's boxes: the unnamed (DEFAULT) one first, then by name.
      expect(body[1].boxes.map((b: { name: string | null }) => b.name)).toEqual([null, 'Bar counter', 'Team tips'])
      expect(body[0].boxes).toEqual([])
      expect(body[1]).toMatchObject({
        name: 'Old Town Bistro',
        currency: 'EUR',
        address: 'Pilies g. 10, Vilnius',
        menuEnabled: true,
        paymentsEnabled: true,
        allowOrder: true,
        allowOrderDisabled: false,
        allowOrderDisabledUntil: null,
        allowBillPayment: true,
        menuLanguages: [
          { code: 'en', title: 'English', iconUrl: null },
          { code: 'lt', title: 'Lietuvių', iconUrl: null },
        ],
        supportedLanguages: ['en', 'lt'],
        // The demo's sections (seed/demo-text-sections.ts; tests/platform/text-sections.test.ts), written once.
        textSectionsRevision: 1,
      })
      expect(body[1].headerTextSections).toHaveLength(1)
      expect(body[1].footerTextSections).toHaveLength(1)
      expect(body[0]).toMatchObject({ headerTextSections: [], footerTextSections: [], textSectionsRevision: 0 })
    })

    it('nests the list with tree=true', async () => {
      const tree = await list(api, admin, '?tree=true')
      expect(tree).toHaveLength(1)
      expect(tree[0].name).toBe('Demo Group')
      expect(tree[0].children.map((c: Organization) => c.name)).toEqual(['Old Town Bistro', 'Riverside Bar', 'Station Café'])
      // tree=false is the flat list.
      expect((await list(api, admin, '?tree=false')).map((o: Organization) => o.name)).toEqual([
        'Demo Group',
        'Old Town Bistro',
        'Riverside Bar',
        'Station Café',
      ])
    })

    it('shows the limited user only Old Town Bistro with exactly VIEW_STOP_LIST', async () => {
      const orgs = organizationsSchema.parse(await list(api, viewer))
      expect(orgs).toHaveLength(1)
      expect(orgs[0]!.name).toBe('Old Town Bistro')
      expect(orgs[0]!.permissions).toEqual(['VIEW_STOP_LIST'])
      organizationSchema.strict().parse((await list(api, viewer))[0])
    })

    it('gives the limited user no boxes, text sections, draft link or POS link, which the admin gets', async () => {
      const mine = ((await list(api, viewer)) as Organization[])[0]!
      const full = await byName(admin, 'Old Town Bistro')
      expect(full.boxes.length).toBeGreaterThan(0)
      expect(full.headerTextSections).toHaveLength(1)
      expect(full.footerTextSections).toHaveLength(1)
      expect(full.textSectionsRevision).toBe(1)
      expect(full.draftMenuUrl).toMatch(/\?preview=./)
      expect(mine).toMatchObject({
        id: full.id,
        boxes: [],
        headerTextSections: [],
        footerTextSections: [],
        textSectionsRevision: 0,
        draftMenuUrl: null,
        dotyposConnectLink: null,
        kybStatus: null,
        billingAlert: null,
      })
      // What the stop list itself needs is still there.
      expect(mine).toMatchObject({ menuEnabled: true, menuLanguages: full.menuLanguages, publishedMenuUrl: full.publishedMenuUrl })
      // Without the token the draft does not open: the guest call answers the published menu, or 404.
      const draftToken = new URL(full.draftMenuUrl!, 'http://guest.test').searchParams.get('preview')!
      const withToken = await api.fetchJson(`/public/menus/${full.id}?preview=${draftToken}`)
      expect(withToken.status, withToken.text).toBe(200)
      expect(withToken.body.draft).toBe(true)
      const without = await api.fetchJson(`/public/menus/${full.id}`)
      expect(without.body?.draft ?? false).toBe(false)
      expect((await api.fetchJson(`/public/menus/${full.id}?preview=wrong`)).status).toBe(404)
    })

    it('gives boxes to a tables viewer and text sections to their manager, each only what it needs', async () => {
      const [bistro] = await api.db.select().from(organizations).where(eq(organizations.name, 'Old Town Bistro'))
      const grant = async (permissions: Permission[]) => {
        const member = await register(api)
        await api.db.insert(memberships).values({ profileId: member.profile.id, organizationId: bistro!.id, permissions })
        return ((await list(api, member.token)) as Organization[])[0]!
      }
      const tables = await grant(['VIEW_TABLES'])
      expect(tables.boxes.length).toBeGreaterThan(0)
      expect(tables).toMatchObject({ headerTextSections: [], draftMenuUrl: null })
      const sections = await grant(['MANAGE_TEXT_SECTIONS'])
      expect(sections.headerTextSections).toHaveLength(1)
      expect(sections).toMatchObject({ boxes: [], draftMenuUrl: null, textSectionsRevision: 1 })
      const menu = await grant(['VIEW_MENU'])
      expect(menu.draftMenuUrl).toMatch(/\?preview=./)
      expect(menu).toMatchObject({ boxes: [], headerTextSections: [] })
    })

    it('shows the code-only admin the same four organizations', async () => {
      const otp = await api.fetchJson('/otp/send', { body: { msisdn: DEMO.codeAdmin, scope: 'LOGIN' } })
      expect(otp.status, otp.text).toBe(200)
      const code = await api.outbox(DEMO.codeAdmin)
      expect((await api.fetchJson('/otp/verify', { body: { otpId: otp.body.otpId, otp: code } })).status).toBe(200)
      const { token } = (await api.fetchJson('/session/start-otp', { body: { otpId: otp.body.otpId } })).body
      expect((await list(api, token)).map((o: Organization) => o.name)).toEqual([
        'Demo Group',
        'Old Town Bistro',
        'Riverside Bar',
        'Station Café',
      ])
    })

    it('shows a newly registered user nothing', async () => {
      const { token } = await register(api)
      expect(await list(api, token)).toEqual([])
      expect(await list(api, token, '?tree=true')).toEqual([])
    })

    it('merges permissions granted on a parent and on a child', async () => {
      const parent = await memberOf(api, ['VIEW_MENU', 'VIEW_BOXES'])
      const [child] = await api.db
        .insert(organizations)
        .values({ name: 'Child venue', parentId: parent.organization.id })
        .returning()
      await api.db
        .insert(memberships)
        .values({ profileId: parent.profileId, organizationId: child!.id, permissions: ['VIEW_BOXES', 'VIEW_ORDERS'] })
      const orgs = organizationsSchema.parse(await list(api, parent.token))
      expect(orgs.map((o) => [o.name, o.permissions])).toEqual([
        [parent.organization.name, ['VIEW_BOXES', 'VIEW_MENU']],
        ['Child venue', ['VIEW_BOXES', 'VIEW_MENU', 'VIEW_ORDERS']],
      ])
    })

    it('answers 401 UNAUTHORIZED without a session', async () => {
      expectError(await api.fetchJson('/business/organizations'), 401, 'UNAUTHORIZED')
      expectError(await api.fetchJson('/business/organizations', { token: 'x'.repeat(43) }), 401, 'UNAUTHORIZED')
    })
  })

  describe('PUT /business/organizations/{id}', () => {
    it('lets the admin change order state and header text sections, and answers the updated object', async () => {
      const [group] = await api.db.select().from(organizations).where(eq(organizations.name, 'Demo Group'))
      await api.db.insert(organizations).values({ name: 'Harbour Grill', parentId: group!.id, paymentsEnabled: true })
      const bar = await byName(admin, 'Harbour Grill')
      const until = new Date(Date.now() + 2 * 3600_000).toISOString()
      const response = await put(api, admin, bar.id, {
        ...bar,
        allowOrderDisabled: true,
        allowOrderDisabledUntil: until,
        headerTextSections: SECTIONS,
      })
      expect(response.status, response.text).toBe(200)
      const updated = organizationSchema.strict().parse(response.body)
      expect(updated).toEqual({
        ...bar,
        allowOrderDisabled: true,
        allowOrderDisabledUntil: until,
        headerTextSections: SECTIONS,
        textSectionsRevision: bar.textSectionsRevision + 1,
      })
      // A later GET shows the same.
      expect(await byName(admin, 'Harbour Grill')).toEqual(updated)
      // And another user with access to it sees it too.
      const [row] = await api.db.select().from(organizations).where(eq(organizations.id, bar.id))
      expect(row!.allowOrderDisabledUntil?.toISOString()).toBe(until)

      // Enabling again clears the flag and the end.
      const cleared = await put(api, admin, bar.id, { ...updated, allowOrderDisabled: false, allowOrderDisabledUntil: null })
      expect(cleared.status).toBe(200)
      expect(cleared.body).toMatchObject({ allowOrderDisabled: false, allowOrderDisabledUntil: null, headerTextSections: SECTIONS })
      expect(await byName(admin, 'Harbour Grill')).toEqual(cleared.body)
    })

    it('refuses the order switches of an organization without paymentsEnabled (403), and a disabled period ending now or earlier (400), changing nothing', async () => {
      const bar = await byName(admin, 'Riverside Bar')
      expect(bar.paymentsEnabled).toBe(false)
      const future = new Date(Date.now() + 3600_000).toISOString()
      for (const change of [{ allowOrderDisabled: true }, { allowBillPaymentDisabled: true, allowBillPaymentDisabledUntil: future }]) {
        expectError(await put(api, admin, bar.id, { ...bar, ...change }), 403, 'FORBIDDEN')
      }
      // Its other fields stay writable.
      const written = await put(api, admin, bar.id, { ...bar, footerTextSections: SECTIONS })
      expect(written.status, written.text).toBe(200)
      await put(api, admin, bar.id, { ...written.body, footerTextSections: bar.footerTextSections })
      expect(await byName(admin, 'Riverside Bar')).toEqual({ ...bar, textSectionsRevision: bar.textSectionsRevision + 2 })

      const bistro = await byName(admin, 'Old Town Bistro')
      for (const past of [new Date(Date.now() - 60_000).toISOString(), '2020-01-01T00:00:00Z']) {
        const order = expectError(await put(api, admin, bistro.id, { ...bistro, allowOrderDisabled: true, allowOrderDisabledUntil: past }), 400, 'VALIDATION')
        expect(Object.keys(order.fields)).toEqual(['allowOrderDisabledUntil'])
        const bill = expectError(await put(api, admin, bistro.id, { allowBillPaymentDisabled: true, allowBillPaymentDisabledUntil: past }), 400, 'VALIDATION')
        expect(Object.keys(bill.fields)).toEqual(['allowBillPaymentDisabledUntil'])
      }
      expect(await byName(admin, 'Old Town Bistro')).toEqual(bistro)
      // An end that has passed since it was set may be sent back unchanged with another change.
      const [row] = await api.db.update(organizations).set({ allowOrderDisabled: true, allowOrderDisabledUntil: new Date('2020-01-01T00:00:00Z') }).where(eq(organizations.id, bistro.id)).returning()
      const stale = await byName(admin, 'Old Town Bistro')
      const resent = await put(api, admin, bistro.id, { ...stale, allowBillPaymentDisabled: true })
      expect(resent.status, resent.text).toBe(200)
      expect(resent.body).toMatchObject({ allowOrderDisabledUntil: row!.allowOrderDisabledUntil!.toISOString(), allowBillPaymentDisabled: true })
      await api.db.update(organizations).set({ allowOrderDisabled: false, allowOrderDisabledUntil: null, allowBillPaymentDisabled: false }).where(eq(organizations.id, bistro.id))
      expect(await byName(admin, 'Old Town Bistro')).toEqual(bistro)
    })

    it('fills text section defaults and changes footer and bill payment fields', async () => {
      const group = await byName(admin, 'Demo Group')
      const response = await put(api, admin, group.id, {
        ...group,
        allowBillPaymentDisabled: true,
        allowBillPaymentDisabledUntil: '2031-02-03T04:05:06Z',
        footerTextSections: [{ text: { en: 'Thanks' } }],
      })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toMatchObject({
        allowBillPaymentDisabled: true,
        allowBillPaymentDisabledUntil: '2031-02-03T04:05:06.000Z',
        footerTextSections: [{ title: {}, text: { en: 'Thanks' }, detailAction: {}, detail: null }],
      })
      expect(await byName(admin, 'Demo Group')).toEqual(response.body)
    })

    it('applies a partial body and ignores read-only fields', async () => {
      const bistro = await byName(admin, 'Old Town Bistro')
      const response = await put(api, admin, bistro.id, {
        allowBillPaymentDisabled: true,
        name: 'Renamed',
        currency: 'PLN',
        permissions: [],
        paymentsEnabled: false,
        parentId: null,
      })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({ ...bistro, allowBillPaymentDisabled: true })
      // Restore for the tests below.
      const restored = await put(api, admin, bistro.id, { allowBillPaymentDisabled: false })
      expect(restored.body).toEqual(bistro)
    })

    it('answers 403 FORBIDDEN when the limited user changes header text sections, and changes nothing', async () => {
      const bistro = await byName(viewer, 'Old Town Bistro')
      const before = await byName(admin, 'Old Town Bistro')
      const response = await put(api, viewer, bistro.id, { ...bistro, headerTextSections: SECTIONS })
      expect(expectError(response, 403, 'FORBIDDEN')).toEqual({})
      expect(await byName(admin, 'Old Town Bistro')).toEqual(before)
      // The viewer is not shown the sections at all (GET strips them without the permission).
      expect((await byName(viewer, 'Old Town Bistro')).headerTextSections).toEqual([])
    })

    it('answers 403 FORBIDDEN when the limited user disables orders, and changes nothing', async () => {
      const bistro = await byName(viewer, 'Old Town Bistro')
      const response = await put(api, viewer, bistro.id, { ...bistro, allowOrderDisabled: true })
      expectError(response, 403, 'FORBIDDEN')
      expect((await byName(admin, 'Old Town Bistro')).allowOrderDisabled).toBe(false)
    })

    it('lets the limited user send the object back unchanged', async () => {
      const bistro = await byName(viewer, 'Old Town Bistro')
      const response = await put(api, viewer, bistro.id, bistro)
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual(bistro)
    })

    it('answers 403 FORBIDDEN for organizations the user cannot reach', async () => {
      const group = await byName(admin, 'Demo Group')
      const bar = await byName(admin, 'Riverside Bar')
      const bistro = await byName(admin, 'Old Town Bistro')
      for (const org of [group, bar]) {
        expectError(await put(api, viewer, org.id, { ...org, allowOrderDisabled: !org.allowOrderDisabled }), 403, 'FORBIDDEN')
        expectError(await put(api, viewer, org.id, {}), 403, 'FORBIDDEN')
      }
      const { token } = await register(api)
      expectError(await put(api, token, bistro.id, { allowOrderDisabled: true }), 403, 'FORBIDDEN')
      // An organization that does not exist looks the same as one out of reach.
      expectError(await put(api, admin, crypto.randomUUID(), { allowOrderDisabled: true }), 403, 'FORBIDDEN')
      expect(await byName(admin, 'Riverside Bar')).toEqual(bar)
      expect((await byName(admin, 'Demo Group')).allowOrderDisabled).toBe(group.allowOrderDisabled)
    })

    it('checks each field against its permission', async () => {
      const texts = await memberOf(api, ['MANAGE_TEXT_SECTIONS'])
      const orders = await memberOf(api, ['VIEW_ORDERS'], { paymentsEnabled: true })
      const [textsOrg] = await list(api, texts.token)
      const [ordersOrg] = await list(api, orders.token)

      expectError(await put(api, texts.token, textsOrg.id, { ...textsOrg, allowOrderDisabled: true }), 403, 'FORBIDDEN')
      expectError(await put(api, texts.token, textsOrg.id, { ...textsOrg, allowBillPaymentDisabled: true }), 403, 'FORBIDDEN')
      const withSections = await put(api, texts.token, textsOrg.id, { ...textsOrg, footerTextSections: SECTIONS })
      expect(withSections.status, withSections.text).toBe(200)
      expect(withSections.body.footerTextSections).toEqual(SECTIONS)

      expectError(await put(api, orders.token, ordersOrg.id, { ...ordersOrg, headerTextSections: SECTIONS }), 403, 'FORBIDDEN')
      const disabled = await put(api, orders.token, ordersOrg.id, {
        ...ordersOrg,
        allowOrderDisabled: true,
        allowBillPaymentDisabled: true,
        allowBillPaymentDisabledUntil: '2030-01-01T00:00:00.000Z',
      })
      expect(disabled.status, disabled.text).toBe(200)
      expect(disabled.body).toMatchObject({
        allowOrderDisabled: true,
        allowBillPaymentDisabled: true,
        allowBillPaymentDisabledUntil: '2030-01-01T00:00:00.000Z',
        headerTextSections: [],
        permissions: ['VIEW_ORDERS'],
      })
    })

    // Regression: changes were once found by comparing JSON.stringify of the request field with
    // the stored value. jsonb hands text sections back
    // with its own key order ({"text","title","detail","detailAction"}) while the parsed body
    // has the schema order, so text sections that were not touched count as changed: a user
    // without MANAGE_TEXT_SECTIONS cannot send the organization back (or change order state
    // with it, as the spec's whole-object PUT does) once it has any text section: 403.
    it('lets a user without MANAGE_TEXT_SECTIONS send back an organization that has text sections', async () => {
      const orders = await memberOf(api, ['VIEW_ORDERS'], { headerTextSections: SECTIONS, paymentsEnabled: true })
      const [org] = await list(api, orders.token)
      // Not shown to this user, and sent back as shown: that is no change either.
      expect(org.headerTextSections).toEqual([])
      const unchanged = await put(api, orders.token, org.id, org)
      expect(unchanged.status, unchanged.text).toBe(200)
      const disabled = await put(api, orders.token, org.id, { ...org, allowOrderDisabled: true })
      expect(disabled.status, disabled.text).toBe(200)
      expect(disabled.body).toMatchObject({ allowOrderDisabled: true, headerTextSections: [] })
      const [stored] = await api.db.select().from(organizations).where(eq(organizations.id, org.id))
      expect(stored!.headerTextSections).toEqual(SECTIONS)
    })

    it.each([
      ['a date that is not a date', { allowOrderDisabledUntil: 'not-a-date' }],
      ['a bill payment date that is not a date', { allowBillPaymentDisabledUntil: '2030-13-45T99:00:00Z' }],
      ['a number as date', { allowOrderDisabledUntil: 1_900_000_000_000 }],
      ['a string as flag', { allowOrderDisabled: 'yes' }],
      ['sections that are not a list', { headerTextSections: 'Welcome' }],
      ['a section with a non-text title', { footerTextSections: [{ title: { en: 5 } }] }],
    ])('answers 400 VALIDATION for %s and changes nothing', async (_, change) => {
      const bistro = await byName(admin, 'Old Town Bistro')
      const response = await put(api, admin, bistro.id, { ...bistro, ...change })
      const params = expectError(response, 400, 'VALIDATION')
      expect(Object.keys(params.fields ?? {}).length).toBeGreaterThan(0)
      expect(await byName(admin, 'Old Town Bistro')).toEqual(bistro)
    })

    it('answers 400 VALIDATION for a body that is not JSON', async () => {
      const bistro = await byName(admin, 'Old Town Bistro')
      expectError(await put(api, admin, bistro.id, '{"allowOrderDisabled": tru'), 400, 'VALIDATION')
    })

    it.each(['abc', '123', 'not-a-uuid-at-all-not-a-uuid-at-all!', '00000000-0000-0000-0000-00000000000g'])(
      'answers 404 NOT_FOUND for the id %s',
      async (id) => {
        expectError(await put(api, admin, encodeURIComponent(id), { allowOrderDisabled: true }), 404, 'NOT_FOUND')
      },
    )

    it('answers 401 UNAUTHORIZED without a session', async () => {
      const bistro = await byName(admin, 'Old Town Bistro')
      expectError(await put(api, undefined, bistro.id, { ...bistro, allowOrderDisabled: true }), 401, 'UNAUTHORIZED')
      expectError(await put(api, 'x'.repeat(43), bistro.id, { allowOrderDisabled: true }), 401, 'UNAUTHORIZED')
      expect((await byName(admin, 'Old Town Bistro')).allowOrderDisabled).toBe(false)
    })
  })
})
