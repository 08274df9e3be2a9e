/**
 * Fixtures for the tips tests: organizations, boxes, members and activities written straight
 * into the harness database, so every number a test expects can be worked out by hand and the
 * twelve months of demo tips never mix in.
 */
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Permission } from '../../contract/organizations.js'
import { activities, boxes, boxMembers, memberships, organizations, profiles } from '../../platform/db/schema/index.js'
import { newPhone, register, type Harness } from './harness.js'

export type OrganizationRow = typeof organizations.$inferSelect
export type BoxRow = typeof boxes.$inferSelect
export type MemberRow = typeof boxMembers.$inferSelect
export type ActivityRow = typeof activities.$inferSelect

/** Tokens the demo seed uses (boxes 111111..333333, members 411111..455555). */
export const DEMO_TOKENS = {
  teamBox: '111111',
  counterBox: '222222',
  riversideBox: '333333',
  aisteMember: '411111',
  jonasMember: '422222',
} as const

let tokenCounter = 0
/** A six-digit token no demo row and no earlier call of this file uses. */
export function newToken(): string {
  tokenCounter += 1
  return String(700_000 + tokenCounter)
}

const shortId = () => crypto.randomUUID().slice(0, 8)

export async function createOrganization(
  api: Harness,
  values: Partial<typeof organizations.$inferInsert> = {},
): Promise<OrganizationRow> {
  const [row] = await api.db
    .insert(organizations)
    .values({ name: `Venue ${shortId()}`, timeZone: 'Europe/Vilnius', ...values })
    .returning()
  return row!
}

/** A newly registered profile (with a session) holding `permissions` on the organization. */
export async function profileWith(api: Harness, organizationId: string, permissions: Permission[]) {
  const registered = await register(api)
  await api.db.insert(memberships).values({ profileId: registered.profile.id, organizationId, permissions })
  return { token: registered.token, profileId: registered.profile.id, msisdn: registered.msisdn }
}

export async function createBox(
  api: Harness,
  organizationId: string,
  values: Partial<typeof boxes.$inferInsert> & Pick<typeof boxes.$inferInsert, 'mode'>,
): Promise<BoxRow> {
  const [row] = await api.db
    .insert(boxes)
    .values({ organizationId, ...values })
    .returning()
  return row!
}

/** A member of the box, for a new profile (no password: not onboarded). */
export async function createMember(
  api: Harness,
  boxId: string,
  name: string,
  values: Partial<typeof boxMembers.$inferInsert> = {},
): Promise<MemberRow> {
  const [profile] = await api.db.insert(profiles).values({ msisdn: newPhone(), name }).returning()
  const [row] = await api.db
    .insert(boxMembers)
    .values({ boxId, profileId: profile!.id, name, ...values })
    .returning()
  return row!
}

export async function addActivity(
  api: Harness,
  box: BoxRow,
  values: Partial<typeof activities.$inferInsert> & Pick<typeof activities.$inferInsert, 'ts' | 'amount'>,
  member?: MemberRow | null,
): Promise<ActivityRow> {
  const [row] = await api.db
    .insert(activities)
    .values({
      organizationId: box.organizationId,
      boxId: box.id,
      memberId: member?.id ?? null,
      memberName: member?.name ?? null,
      ...values,
    })
    .returning()
  return row!
}

/** `?a=1&b=2`, leaving out undefined values. */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export async function countRows(api: Harness, table: typeof boxes | typeof boxMembers | typeof profiles | typeof activities) {
  const [row] = await api.db.select({ n: count() }).from(table)
  return Number(row!.n)
}

/** Everything a refused call must leave as it was. */
export async function snapshot(api: Harness) {
  return {
    boxes: await api.db.select().from(boxes).orderBy(asc(boxes.id)),
    members: await api.db.select().from(boxMembers).orderBy(asc(boxMembers.id)),
    profiles: await countRows(api, profiles),
    pending: (
      await api.db
        .select({ id: activities.id, memberId: activities.memberId })
        .from(activities)
        .where(eq(activities.status, 'PENDING'))
        .orderBy(asc(activities.id))
    ).map((a) => `${a.id}:${a.memberId}`),
    kyb: (await api.db.select({ id: organizations.id, s: organizations.kybStatus }).from(organizations).orderBy(asc(organizations.id))).map(
      (o) => `${o.id}:${o.s}`,
    ),
    activityMembers: Number(
      (await api.db.select({ n: sql<number>`count(${activities.memberId})` }).from(activities))[0]!.n,
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// The statistics fixture: a group in Vilnius with two venues, one of them on UTC.

export const iso = (value: string) => new Date(value)
/** 2026-03-31 00:00 in Vilnius (summer time since 2026-03-29: UTC+3). */
export const START = '2026-03-30T21:00:00.000Z'
/** 2026-04-03 00:00 in Vilnius; exclusive. */
export const FINISH = '2026-04-02T21:00:00.000Z'
export const RANGE = { start_ts: START, finish_ts: FINISH }
/** 2026-04-01 00:30 in Vilnius, 2026-03-31 21:30 in UTC. */
export const NEAR_MIDNIGHT = '2026-03-31T21:30:00.000Z'

export interface StatsFixture {
  group: OrganizationRow
  vilnius: OrganizationRow
  utc: OrganizationRow
  /** VIEW_BOXES and MANAGE_BOXES on the group (so on both venues). */
  token: string
  profileId: string
  /** Vilnius boxes: Zeta bar (GROUP, best rated), Alpha (INDIVIDUAL), Middle (PERSONAL, no tips). */
  zeta: BoxRow
  alpha: BoxRow
  middle: BoxRow
  /** The UTC venue's box. */
  utcBox: BoxRow
  ona: MemberRow
  petras: MemberRow
  rasa: MemberRow
  zita: MemberRow
  uma: MemberRow
  /** Vilnius, in range: a1 at START exactly ... a5 one millisecond before FINISH. */
  a1: ActivityRow
  a2: ActivityRow
  a3: ActivityRow
  a4: ActivityRow
  a5: ActivityRow
  /** Vilnius, out of range: at FINISH exactly, and one millisecond before START. */
  atFinish: ActivityRow
  beforeStart: ActivityRow
  /** UTC venue, in range. */
  u1: ActivityRow
  u2: ActivityRow
}

/**
 * Hand totals for RANGE:
 *   Vilnius venue: a1 1000 r5 (03-31), a2 500 r4 (04-01 local), a3 250 r2 (04-01), a4 300 pending
 *     unrated (04-02), a5 700 r0 (04-02) -> 2750 in 5, ratings 5,4,2,0 avg 2.75.
 *   UTC venue: u1 400 r3 (03-31 UTC), u2 600 r5 (04-01 UTC) -> 1000 in 2, avg 4.
 *   Group: 3750 in 7, ratings 5,4,2,0,3,5 avg 19/6 = 3.17.
 */
export async function buildStatsFixture(api: Harness): Promise<StatsFixture> {
  const tag = shortId()
  const group = await createOrganization(api, { name: `Stats Group ${tag}`, address: 'Gedimino pr. 1, Vilnius' })
  const vilnius = await createOrganization(api, { name: `Stats Vilnius ${tag}`, parentId: group.id, address: 'Pilies g. 1' })
  const utc = await createOrganization(api, { name: `Stats UTC ${tag}`, parentId: group.id, timeZone: 'UTC' })
  const { token, profileId } = await profileWith(api, group.id, ['VIEW_BOXES', 'MANAGE_BOXES'])

  const zeta = await createBox(api, vilnius.id, { name: 'Zeta bar', mode: 'GROUP', token: newToken(), balance: 4200 })
  const alpha = await createBox(api, vilnius.id, { name: 'Alpha', mode: 'INDIVIDUAL', token: newToken() })
  const middle = await createBox(api, vilnius.id, { name: 'Middle', mode: 'PERSONAL' })
  const utcBox = await createBox(api, utc.id, { name: 'Utc box', mode: 'PERSONAL', token: newToken() })

  const ona = await createMember(api, zeta.id, 'Ona', { token: newToken() })
  const petras = await createMember(api, zeta.id, 'Petras', { role: 'ADMIN' })
  const rasa = await createMember(api, alpha.id, 'Rasa')
  const zita = await createMember(api, alpha.id, 'Zita')
  const uma = await createMember(api, utcBox.id, 'Uma')

  const a1 = await addActivity(api, zeta, { ts: iso(START), amount: 1000, rating: 5, likes: ['food', 'mood'] }, ona)
  const a2 = await addActivity(
    api,
    zeta,
    {
      ts: iso(NEAR_MIDNIGHT),
      amount: 500,
      billAmount: 4000,
      rating: 4,
      review: 'Lovely evening',
      likes: ['food'],
      placementTitle: 'Table 4',
      orderNumber: '1001',
    },
    petras,
  )
  const a3 = await addActivity(api, alpha, { ts: iso('2026-04-01T10:00:00.000Z'), amount: 250, rating: 2, likes: ['hospitality'] }, rasa)
  const a4 = await addActivity(api, alpha, { ts: iso('2026-04-02T12:00:00.000Z'), amount: 300, status: 'PENDING' })
  const a5 = await addActivity(api, zeta, { ts: iso('2026-04-02T20:59:59.999Z'), amount: 700, rating: 0, likes: ['interior'] }, ona)
  const atFinish = await addActivity(api, zeta, { ts: iso(FINISH), amount: 9999, rating: 1, likes: ['food'] }, ona)
  const beforeStart = await addActivity(
    api,
    zeta,
    { ts: iso('2026-03-30T20:59:59.999Z'), amount: 8888, rating: 1, likes: ['food'], orderNumber: '999' },
    petras,
  )
  const u1 = await addActivity(api, utcBox, { ts: iso(NEAR_MIDNIGHT), amount: 400, rating: 3, likes: ['mood'] }, uma)
  const u2 = await addActivity(api, utcBox, { ts: iso('2026-04-01T23:30:00.000Z'), amount: 600, rating: 5, orderNumber: '2001' }, uma)

  return {
    group,
    vilnius,
    utc,
    token,
    profileId,
    zeta,
    alpha,
    middle,
    utcBox,
    ona,
    petras,
    rasa,
    zita,
    uma,
    a1,
    a2,
    a3,
    a4,
    a5,
    atFinish,
    beforeStart,
    u1,
    u2,
  }
}
