/** The members of tip boxes: reading, inviting, editing, removing (SPEC.md sections 3 and 6). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { z } from 'zod'
import type { Member, memberCreateSchema, memberUpdateSchema } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import { isUniqueViolation } from '../db/constraint-errors.js'
import { boxes, boxMembers, profiles, removedMembers } from '../db/schema/index.js'
import { DomainError, invalid, notFound } from './errors.js'
import { memberUrl, type Links } from './guest-links.js'
import { isUuid } from './ids.js'
import type { Range } from './scope.js'
import { noTotals, totalsBy, type Totals } from './tip-totals.js'
import { isTokenTaken, tokenTaken, withTokenLock } from './tokens.js'

type BoxRow = typeof boxes.$inferSelect
type MemberRow = typeof boxMembers.$inferSelect
type MemberCreate = z.output<typeof memberCreateSchema>
type MemberUpdate = z.output<typeof memberUpdateSchema>

export const memberExists = () =>
  new DomainError(ErrorCode.MEMBER_EXISTS, 'This phone is already in the box', { fields: { msisdn: ['Already a member'] } })

function memberView(row: MemberRow & { msisdn: string; onboarded: boolean }, totals: Totals, links: Links): Member {
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
    url: memberUrl(links, row.id),
    previewUrl: `${memberUrl(links, row.id)}?preview=true`,
    ...totals,
  }
}

/**
 * The members of these boxes, by name, with their tips over the range (all time without one);
 * `known` brings their totals when the caller reads them anyway (boxAndMemberTotals), read
 * alongside the members instead of after them.
 */
export async function membersOf(
  db: Database,
  boxIds: string[],
  links: Links,
  timeZone: string,
  range?: Range,
  known?: Promise<Map<string, Totals>>,
): Promise<Member[]> {
  if (boxIds.length === 0) return []
  const [rows, knownTotals] = await Promise.all([
    db
      .select({ member: boxMembers, msisdn: profiles.msisdn, hasPassword: sql<boolean>`${profiles.passwordHash} is not null` })
      .from(boxMembers)
      .innerJoin(profiles, eq(profiles.id, boxMembers.profileId))
      .where(inArray(boxMembers.boxId, boxIds))
      .orderBy(asc(boxMembers.name)),
    known,
  ])
  const totals = knownTotals ?? (await totalsBy(db, 'member_id', rows.map((r) => r.member.id), timeZone, range))
  return rows.map((r) => memberView({ ...r.member, msisdn: r.msisdn, onboarded: r.hasPassword }, totals.get(r.member.id) ?? noTotals, links))
}

async function memberById(db: Database, memberId: string, links: Links): Promise<Member | undefined> {
  const [row] = await db.select({ boxId: boxMembers.boxId }).from(boxMembers).where(eq(boxMembers.id, memberId))
  if (!row) return undefined
  // All-time totals: no day edges, so no time zone to cut them in.
  return (await membersOf(db, [row.boxId], links, 'UTC')).find((m) => m.id === memberId)
}

export async function findMember(db: Database, boxId: string, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(boxMembers)
    .where(and(eq(boxMembers.id, memberId), eq(boxMembers.boxId, boxId)))
    .limit(1)
  return row
}

/** The member of this box, or 404 (a malformed id too). */
export async function memberIn(db: Database, box: BoxRow, memberId: string): Promise<MemberRow> {
  const member = isUuid(memberId) ? await findMember(db, box.id, memberId) : undefined
  if (!member) throw notFound('Member')
  return member
}

/** The invited person's profile: found by phone, or created to sign in later by code. */
async function profileForPhone(db: Database, msisdn: string): Promise<string> {
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1)
  if (existing) return existing.id
  const [created] = await db.insert(profiles).values({ msisdn }).onConflictDoNothing().returning({ id: profiles.id })
  if (created) return created.id
  const [raced] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1)
  return raced!.id
}

export async function inviteMember(db: Database, box: BoxRow, input: MemberCreate, links: Links): Promise<Member | undefined> {
  // SPEC.md section 6: the admin switch exists on invite only for GROUP boxes.
  if (input.role === 'ADMIN' && box.mode !== 'GROUP') {
    throw invalid('Admins can be invited to GROUP boxes only', { role: ['Not allowed'] })
  }
  let id: string
  try {
    id = await withTokenLock(db, input.token, async (tx) => {
      if (input.token && (await isTokenTaken(tx, input.token))) throw tokenTaken()
      const profileId = await profileForPhone(tx, input.msisdn)
      if (await findMemberByProfile(tx, box.id, profileId)) throw memberExists()
      const [created] = await tx
        .insert(boxMembers)
        .values({ boxId: box.id, profileId, name: input.name, role: input.role, token: input.token || null, externalId: input.externalId || null })
        .returning({ id: boxMembers.id })
      return created!.id
    })
  } catch (error) {
    // The same phone invited twice at once: the (box, profile) index refuses the second.
    if (isUniqueViolation(error, 'box_profile')) throw memberExists()
    throw error
  }
  return memberById(db, id, links)
}

async function findMemberByProfile(db: Database, boxId: string, profileId: string) {
  const [row] = await db
    .select({ id: boxMembers.id })
    .from(boxMembers)
    .where(and(eq(boxMembers.boxId, boxId), eq(boxMembers.profileId, profileId)))
  return row
}

export async function updateMember(db: Database, box: BoxRow, member: MemberRow, input: MemberUpdate, links: Links) {
  // SPEC.md section 6: the admin switch shows on edit unless the box is INDIVIDUAL.
  if (input.role === 'ADMIN' && member.role !== 'ADMIN' && box.mode === 'INDIVIDUAL') {
    throw invalid('INDIVIDUAL boxes have no admins', { role: ['Not allowed'] })
  }
  const newToken = input.token !== member.token ? input.token : null
  await withTokenLock(db, newToken, async (tx) => {
    if (input.token && input.token !== member.token && (await isTokenTaken(tx, input.token, member.id))) throw tokenTaken()
    await tx
      .update(boxMembers)
      .set({ name: input.name, role: input.role, token: input.token || null, externalId: input.externalId || null })
      .where(eq(boxMembers.id, member.id))
  })
  return memberById(db, member.id, links)
}

export async function removeMember(db: Database, box: BoxRow, memberId: string): Promise<void> {
  if (!isUuid(memberId)) throw notFound('Member')
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(boxMembers)
      .where(and(eq(boxMembers.id, memberId), eq(boxMembers.boxId, box.id)))
      .returning({ id: boxMembers.id })
    if (deleted.length === 0) throw notFound('Member')
    // The member's printed link stays out there: its page says they left instead of "not found" (ADR 0076).
    await tx.insert(removedMembers).values({ id: memberId, organizationId: box.organizationId, boxId: box.id })
  })
}
