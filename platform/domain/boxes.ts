/** Tip boxes and their members: reading, creating, inviting, editing, removing. */
import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Box, BoxMode, Member } from '../../contract/tips.js'
import { ErrorCode } from '../../contract/errors.js'
import type { Database } from '../db/client.js'
import { boxes, boxMembers, organizations, profiles } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { tipsSource } from './rollups.js'
import type { Range } from './scope.js'

type BoxRow = typeof boxes.$inferSelect
type MemberRow = typeof boxMembers.$inferSelect

export interface Links {
  /** Base URL of the guest payment page (not part of this repository). */
  paymentPageUrl: string
}

export const tokenTaken = () =>
  new ApiError(409, ErrorCode.TOKEN_TAKEN, 'This token is already in use', { fields: { token: ['Token is taken'] } })

/** True when a box or a member (other than `except`) already uses the token. */
export async function isTokenTaken(db: Database, token: string, except?: string): Promise<boolean> {
  const [box] = await db.select({ id: boxes.id }).from(boxes).where(eq(boxes.token, token)).limit(1)
  if (box && box.id !== except) return true
  const [member] = await db.select({ id: boxMembers.id }).from(boxMembers).where(eq(boxMembers.token, token)).limit(1)
  return Boolean(member && member.id !== except)
}

/** A few free six-digit tokens to offer (SPEC.md: example tokens 111111 to 999999). */
export async function availableTokens(db: Database, count = 10): Promise<string[]> {
  const candidates = new Set<string>()
  while (candidates.size < count * 3) candidates.add(String(randomInt(111_111, 1_000_000)))
  const list = [...candidates]
  const taken = new Set(
    [
      ...(await db.select({ t: boxes.token }).from(boxes).where(inArray(boxes.token, list))),
      ...(await db.select({ t: boxMembers.token }).from(boxMembers).where(inArray(boxMembers.token, list))),
    ].map((r) => r.t),
  )
  return list.filter((t) => !taken.has(t)).slice(0, count).sort()
}

interface Stats {
  totalAmount: number
  count: number
  avgRating: number | null
}
const noStats: Stats = { totalAmount: 0, count: 0, avgRating: null }

/** Totals per box or per member over the range (all time without one), from the rollups. */
async function statsBy(db: Database, column: 'box_id' | 'member_id', ids: string[], timeZone: string, range?: Range): Promise<Map<string, Stats>> {
  if (ids.length === 0) return new Map()
  const where = sql`a.${sql.raw(column)} = any(${`{${ids.join(',')}}`}::uuid[])`
  const result = (await db.execute(sql`
    select s.${sql.raw(column)} as id, sum(s.amount) as total, sum(s.n) as n,
           sum(s.rating_sum)::numeric / nullif(sum(s.rating_count), 0) as avg
    from (${tipsSource([{ where, timeZone, range }])}) as s
    group by 1
    having sum(s.n) > 0`)) as unknown as { rows: { id: string; total: string; n: string; avg: string | null }[] }
  return new Map(
    result.rows.map((r) => [
      r.id,
      { totalAmount: Number(r.total), count: Number(r.n), avgRating: r.avg === null ? null : Math.round(Number(r.avg) * 100) / 100 },
    ]),
  )
}

export function memberView(row: MemberRow & { msisdn: string; onboarded: boolean }, stats: Stats, links: Links): Member {
  return {
    id: row.id,
    memberId: row.profileId,
    boxId: row.boxId,
    name: row.name,
    msisdn: row.msisdn,
    role: row.role as Member['role'],
    externalId: row.externalId,
    token: row.token,
    onboarded: row.onboarded,
    page: { imageUrl: row.imageUrl },
    url: `${links.paymentPageUrl}/m/${row.id}`,
    previewUrl: `${links.paymentPageUrl}/m/${row.id}?preview=true`,
    ...stats,
  }
}

async function membersOf(db: Database, boxIds: string[], links: Links, timeZone: string, range?: Range): Promise<Member[]> {
  if (boxIds.length === 0) return []
  const rows = await db
    .select({ member: boxMembers, msisdn: profiles.msisdn, hasPassword: sql<boolean>`${profiles.passwordHash} is not null` })
    .from(boxMembers)
    .innerJoin(profiles, eq(profiles.id, boxMembers.profileId))
    .where(inArray(boxMembers.boxId, boxIds))
    .orderBy(asc(boxMembers.name))
  const stats = await statsBy(db, 'member_id', rows.map((r) => r.member.id), timeZone, range)
  return rows.map((r) => memberView({ ...r.member, msisdn: r.msisdn, onboarded: r.hasPassword }, stats.get(r.member.id) ?? noStats, links))
}

/** The organization's boxes (or only `onlyBoxId`) with members and statistics over the range. */
export async function listBoxes(db: Database, organizationId: string, links: Links, range?: Range, onlyBoxId?: string): Promise<Box[]> {
  const [org] = await db
    .select({ currency: organizations.currency, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  const timeZone = org?.timeZone ?? 'UTC'
  const rows = await db
    .select()
    .from(boxes)
    .where(onlyBoxId ? and(eq(boxes.organizationId, organizationId), eq(boxes.id, onlyBoxId)) : eq(boxes.organizationId, organizationId))
    .orderBy(sql`${boxes.name} nulls first`, asc(boxes.createdAt))
  const ids = rows.map((r) => r.id)
  const [members, stats] = await Promise.all([membersOf(db, ids, links, timeZone, range), statsBy(db, 'box_id', ids, timeZone, range)])
  return rows.map((row) => boxView(row, org?.currency ?? 'EUR', members.filter((m) => m.boxId === row.id), stats.get(row.id) ?? noStats, links))
}

export function boxView(row: BoxRow, currency: string, members: Member[], stats: Stats, links: Links): Box {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    mode: row.mode as BoxMode,
    token: row.token,
    url: `${links.paymentPageUrl}/b/${row.id}`,
    balance: row.balance,
    currency,
    members,
    statistics: stats,
  }
}

export async function findBox(db: Database, boxId: string): Promise<BoxRow | undefined> {
  const [row] = await db.select().from(boxes).where(eq(boxes.id, boxId)).limit(1)
  return row
}

export async function findMember(db: Database, boxId: string, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(boxMembers)
    .where(and(eq(boxMembers.id, memberId), eq(boxMembers.boxId, boxId)))
    .limit(1)
  return row
}

export async function createBox(db: Database, organizationId: string, input: { name: string; mode: BoxMode; token?: string | null }) {
  if (input.token && (await isTokenTaken(db, input.token))) throw tokenTaken()
  // Run by the caller in a transaction holding the token's lock (platform/http/tips.ts).
  const [row] = await db
    .insert(boxes)
    .values({ organizationId, name: input.name || null, mode: input.mode, token: input.token || null })
    .returning()
  return row!
}

/** The invited person's profile: found by phone, or created to sign in later by code. */
export async function profileForPhone(db: Database, msisdn: string): Promise<string> {
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1)
  if (existing) return existing.id
  const [created] = await db.insert(profiles).values({ msisdn }).onConflictDoNothing().returning({ id: profiles.id })
  if (created) return created.id
  const [raced] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1)
  return raced!.id
}

export function memberExists() {
  return new ApiError(409, ErrorCode.MEMBER_EXISTS, 'This phone is already in the box', { fields: { msisdn: ['Already a member'] } })
}

export async function memberById(db: Database, memberId: string, links: Links): Promise<Member | undefined> {
  const [row] = await db.select({ boxId: boxMembers.boxId }).from(boxMembers).where(eq(boxMembers.id, memberId))
  if (!row) return undefined
  // All-time totals: no day edges, so no time zone to cut them in.
  return (await membersOf(db, [row.boxId], links, 'UTC')).find((m) => m.id === memberId)
}
