/**
 * Who may make the tips calls: every call needs VIEW_BOXES on the organization concerned, the
 * writes MANAGE_BOXES as well (platform/http/boxes.ts, members.ts and activities.ts, SPEC.md
 * section 6). Refused calls change nothing; without a session every call is 401.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Permission } from '../../contract/organizations.js'
import { activities, boxes, boxMembers, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, login, newPhone, useHarness, type FetchOptions, type Harness } from './harness.js'
import {
  addActivity,
  createBox,
  createMember,
  createOrganization,
  iso,
  newToken,
  profileWith,
  qs,
  RANGE,
  snapshot,
} from './tips-fixtures.js'

/** The ids a call is made on. */
interface Target {
  organizationId: string
  boxId: string
  boxToken: string
  memberId: string
  activityId: string
}

interface Call {
  name: string
  write: boolean
  request(t: Target): FetchOptions & { path: string }
  /** How the call refuses; 403 FORBIDDEN unless said otherwise. */
  refusal?: readonly [number, string]
}

const org = (t: Target) => `/business/organizations/${t.organizationId}`
const member = (t: Target) => `${org(t)}/boxes/${t.boxId}/members/${t.memberId}`
const STATISTICS = ['rating', 'likes', 'chart', 'members', 'boxes'] as const
const SCOPES = ['organization_id', 'box_id', 'member_id'] as const
const scopeId = (t: Target, scope: (typeof SCOPES)[number]) =>
  scope === 'organization_id' ? t.organizationId : scope === 'box_id' ? t.boxId : t.memberId

const CALLS: Call[] = [
  { name: 'GET boxes', write: false, request: (t) => ({ path: `${org(t)}/boxes` }) },
  { name: 'POST boxes', write: true, request: (t) => ({ path: `${org(t)}/boxes`, body: { name: 'Refused', mode: 'GROUP', token: newToken() } }) },
  { name: 'GET members', write: false, request: (t) => ({ path: `${org(t)}/boxes/${t.boxId}/members` }) },
  {
    name: 'POST members',
    write: true,
    request: (t) => ({ path: `${org(t)}/boxes/${t.boxId}/members`, body: { name: 'Refused', msisdn: newPhone(), role: 'MEMBER' } }),
  },
  { name: 'PUT member', write: true, request: (t) => ({ path: member(t), method: 'PUT', body: { name: 'Refused', role: 'MEMBER' } }) },
  { name: 'GET page', write: false, request: (t) => ({ path: `${org(t)}/boxes/${t.boxId}/page` }) },
  { name: 'GET available-tokens', write: false, request: (t) => ({ path: `${org(t)}/available-tokens` }) },
  {
    name: 'POST tip-links',
    write: false,
    // The token names the organization, so a token one may not use answers like a token
    // nobody uses (issue 6, item 9): otherwise the answer tells which tokens exist.
    refusal: [404, 'NOT_FOUND'],
    request: (t) => ({
      path: '/business/tip-links',
      body: JSON.stringify({ type: 'BANK_TRANSFER', currency: 'EUR', feeMode: 'STAFF', tipAmount: 500, token: t.boxToken }),
      headers: { 'content-type': 'text/plain' },
    }),
  },
  ...SCOPES.map<Call>((scope) => ({
    name: `GET activities by ${scope}`,
    write: false,
    request: (t) => ({ path: `/business/activities${qs({ [scope]: scopeId(t, scope), ...RANGE })}` }),
  })),
  { name: 'PUT activity', write: true, request: (t) => ({ path: `/business/activities/${t.activityId}`, method: 'PUT', body: { memberId: t.memberId } }) },
  ...STATISTICS.flatMap((stat) =>
    SCOPES.map<Call>((scope) => ({
      name: `GET statistics/${stat} by ${scope}`,
      write: false,
      request: (t) => ({ path: `/business/statistics/${stat}${qs({ [scope]: scopeId(t, scope), ...RANGE })}` }),
    })),
  ),
  { name: 'GET kyb', write: false, request: (t) => ({ path: `${org(t)}/kyb` }) },
  {
    name: 'POST kyb',
    write: false,
    request: (t) => ({ path: `${org(t)}/kyb`, body: { refreshUrl: 'https://office.example/?kyb=refresh', returnUrl: 'https://office.example/?kyb=result' } }),
  },
  // Last: it removes the member the calls above use when it is (wrongly) let through.
  { name: 'DELETE member', write: true, request: (t) => ({ path: member(t), method: 'DELETE' }) },
]
const READS = CALLS.filter((c) => !c.write && c.name !== 'POST kyb')
const WRITES = CALLS.filter((c) => c.write)

const expectRefused = (response: Awaited<ReturnType<Harness['fetchJson']>>, c: Call) =>
  expectError(response, ...(c.refusal ?? ([403, 'FORBIDDEN'] as const)))

const call = (api: Harness, c: Call, t: Target, token: string | undefined) => {
  const { path, ...options } = c.request(t)
  return api.fetchJson(path, { ...options, token })
}

/** A venue of its own with a GROUP box, a member with a token and a PENDING tip. */
async function venue(api: Harness, name: string): Promise<Target> {
  const organization = await createOrganization(api, { name })
  const box = await createBox(api, organization.id, { name: 'Box', mode: 'GROUP', token: newToken() })
  const m = await createMember(api, box.id, 'Member', { token: newToken() })
  const activity = await addActivity(api, box, { ts: iso('2026-04-01T12:00:00Z'), amount: 500, rating: 4, status: 'PENDING' })
  return { organizationId: organization.id, boxId: box.id, boxToken: box.token!, memberId: m.id, activityId: activity.id }
}

async function profileOn(api: Harness, target: Target, permissions: Permission[]) {
  return (await profileWith(api, target.organizationId, permissions)).token
}

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let bistro: Target

  beforeAll(async () => {
    const [row] = await api.db.select().from(organizations).where(eq(organizations.name, 'Old Town Bistro'))
    const [team] = await api.db.select().from(boxes).where(and(eq(boxes.organizationId, row!.id), eq(boxes.token, '111111')))
    const [aiste] = await api.db.select().from(boxMembers).where(and(eq(boxMembers.boxId, team!.id), eq(boxMembers.token, '411111')))
    const [pending] = await api.db
      .select()
      .from(activities)
      .where(and(eq(activities.boxId, team!.id), eq(activities.status, 'PENDING')))
      .limit(1)
    const activity =
      pending ?? (await addActivity(api, team!, { ts: iso('2026-04-01T12:00:00Z'), amount: 500, status: 'PENDING' }))
    bistro = { organizationId: row!.id, boxId: team!.id, boxToken: '111111', memberId: aiste!.id, activityId: activity.id }
  })

  describe('the demo limited user (VIEW_STOP_LIST on Old Town Bistro)', () => {
    let viewer: string
    beforeAll(async () => {
      viewer = await login(api, DEMO.stopListViewer)
    })

    it.each(CALLS.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN, nothing changes', async (_, c) => {
      const before = await snapshot(api)
      expectRefused(await call(api, c, bistro, viewer), c)
      expect(await snapshot(api)).toEqual(before)
    })

    it('GET statistics/organizations shows no organization', async () => {
      const response = await api.fetchJson(`/business/statistics/organizations${qs(RANGE)}`, { token: viewer })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual([])
    })

    it('the demo admin is let through the same calls (the targets are right)', async () => {
      const admin = await login(api, DEMO.admin)
      for (const c of READS) {
        const response = await call(api, c, bistro, admin)
        expect(response.status, `${c.name}: ${response.text}`).toBe(200)
      }
    })
  })

  describe('a user with permissions other than VIEW_BOXES', () => {
    let target: Target
    let other: string
    beforeAll(async () => {
      target = await venue(api, 'Other permissions venue')
      other = await profileOn(api, target, ['VIEW_MENU', 'VIEW_ORDERS', 'MANAGE_TEXT_SECTIONS', 'VIEW_PAYMENTS'])
    })

    it.each(CALLS.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN', async (_, c) => {
      const before = await snapshot(api)
      expectRefused(await call(api, c, target, other), c)
      expect(await snapshot(api)).toEqual(before)
    })

    it('a user with no membership at all is refused too', async () => {
      const stranger = (await profileWith(api, (await createOrganization(api)).id, ['VIEW_BOXES', 'MANAGE_BOXES'])).token
      for (const c of CALLS) expectRefused(await call(api, c, target, stranger), c)
    })
  })

  describe('a user with MANAGE_BOXES but not VIEW_BOXES', () => {
    let target: Target
    let manager: string
    beforeAll(async () => {
      target = await venue(api, 'Manage only venue')
      manager = await profileOn(api, target, ['MANAGE_BOXES'])
    })

    it.each(READS.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN', async (_, c) => {
      expectRefused(await call(api, c, target, manager), c)
    })

    // Regression: the tips routes, then one router (requireOn(..., 'MANAGE_BOXES') in POST boxes,
    // POST/PUT/DELETE members and PUT activities), once checked only MANAGE_BOXES, while the
    // router's own contract was "Every call checks VIEW_BOXES, and writes MANAGE_BOXES": a
    // profile with MANAGE_BOXES and no VIEW_BOXES created boxes, invited, edited and removed
    // members and reassigned tips (201/200) on an organization whose boxes it could not even see.
    it.each(WRITES.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN, nothing changes', async (_, c) => {
      const before = await snapshot(api)
      expectRefused(await call(api, c, target, manager), c)
      expect(await snapshot(api)).toEqual(before)
    })
  })

  describe('a user with VIEW_BOXES but not MANAGE_BOXES', () => {
    let target: Target
    let viewer: string
    beforeAll(async () => {
      target = await venue(api, 'View only venue')
      viewer = await profileOn(api, target, ['VIEW_BOXES'])
    })

    it.each(WRITES.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN, nothing changes', async (_, c) => {
      const before = await snapshot(api)
      expectRefused(await call(api, c, target, viewer), c)
      expect(await snapshot(api)).toEqual(before)
    })

    it.each(READS.map((c) => [c.name, c] as const))('%s: 200', async (_, c) => {
      const response = await call(api, c, target, viewer)
      expect(response.status, response.text).toBe(200)
    })

    it('reads on the demo Old Town Bistro as well when granted VIEW_BOXES there', async () => {
      const bistroViewer = await profileOn(api, bistro, ['VIEW_BOXES'])
      for (const c of READS) {
        const response = await call(api, c, bistro, bistroViewer)
        expect(response.status, `${c.name}: ${response.text}`).toBe(200)
      }
      for (const c of WRITES) expectRefused(await call(api, c, bistro, bistroViewer), c)
      const orgs = await api.fetchJson(`/business/statistics/organizations${qs(RANGE)}`, { token: bistroViewer })
      expect(orgs.body.map((o: { id: string }) => o.id)).toEqual([bistro.organizationId])
    })

    it('gets VIEW_BOXES on a venue from a membership on its parent', async () => {
      const parent = await createOrganization(api, { name: 'Parent of a venue' })
      const child = await createOrganization(api, { name: 'Child venue', parentId: parent.id })
      const box = await createBox(api, child.id, { mode: 'PERSONAL', token: newToken() })
      const m = await createMember(api, box.id, 'Child member')
      const activity = await addActivity(api, box, { ts: iso('2026-04-01T12:00:00Z'), amount: 100, status: 'PENDING' })
      const t: Target = { organizationId: child.id, boxId: box.id, boxToken: box.token!, memberId: m.id, activityId: activity.id }
      const session = (await profileWith(api, parent.id, ['VIEW_BOXES'])).token
      for (const c of READS) expect((await call(api, c, t, session)).status, c.name).toBe(200)
      for (const c of WRITES) expectRefused(await call(api, c, t, session), c)
    })
  })

  describe('without a session', () => {
    it.each(CALLS.map((c) => [c.name, c] as const))('%s: 401 UNAUTHORIZED', async (_, c) => {
      const before = await snapshot(api)
      expectError(await call(api, c, bistro, undefined), 401, 'UNAUTHORIZED')
      expectError(await call(api, c, bistro, 'x'.repeat(43)), 401, 'UNAUTHORIZED')
      expect(await snapshot(api)).toEqual(before)
    })

    it('GET statistics/organizations: 401 UNAUTHORIZED', async () => {
      expectError(await api.fetchJson(`/business/statistics/organizations${qs(RANGE)}`), 401, 'UNAUTHORIZED')
    })
  })
})
