/** Tip boxes: listing with members and totals, creating, and the payment page card. */
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Box, BoxMode, boxCreateSchema } from '../../contract/tips.js'
import type { Database } from '../db/client.js'
import { boxes, organizations } from '../db/schema/index.js'
import { notFound } from './errors.js'
import { isUuid } from './ids.js'
import type { Caller } from './caller.js'
import { boxUrl, type Links } from './guest-links.js'
import { membersOf } from './members.js'
import { reachedOrganizationRows } from './organizations.js'
import type { Range } from './scope.js'
import { boxAndMemberTotals, noTotals, type Totals } from './tip-totals.js'
import { isTokenTaken, tokenTaken, withTokenLock } from './tokens.js'

type BoxRow = typeof boxes.$inferSelect
type BoxCreate = z.output<typeof boxCreateSchema>

function boxView(row: BoxRow, currency: string, members: Box['members'], totals: Totals, links: Links): Box {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    mode: row.mode as BoxMode,
    token: row.token,
    url: boxUrl(links, row.id),
    balance: row.balance,
    currency,
    members,
    statistics: totals,
  }
}

/**
 * The organization's name, currency and time zone. With the caller, from the organizations the
 * page's calls already read (reachedOrganizationRows): no query of its own.
 */
async function organizationOf(db: Database, organizationId: string, caller?: Caller) {
  if (caller) {
    const reached = (await reachedOrganizationRows(db, caller)).find((r) => r.organization.id === organizationId)
    if (reached) return reached.organization
  }
  const [row] = await db
    .select({ name: organizations.name, currency: organizations.currency, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  return row
}

export interface ListOptions {
  range?: Range
  /** Only this box (already read, by boxIn). */
  only?: BoxRow
  /** A read's caller: the organization comes from what the page already read. */
  caller?: Caller
}

/** The organization's boxes (or only `options.only`) with members and totals over the range. */
export async function listBoxes(db: Database, organizationId: string, links: Links, { range, only, caller }: ListOptions = {}): Promise<Box[]> {
  const [org, rows] = await Promise.all([
    organizationOf(db, organizationId, caller),
    only
      ? [only]
      : db
          .select()
          .from(boxes)
          .where(eq(boxes.organizationId, organizationId))
          .orderBy(sql`${boxes.name} nulls first`, asc(boxes.createdAt)),
  ])
  const ids = rows.map((r) => r.id)
  const timeZone = org?.timeZone ?? 'UTC'
  const totals = boxAndMemberTotals(db, ids, timeZone, range)
  const [members, { boxes: boxTotals }] = await Promise.all([
    membersOf(db, ids, links, timeZone, range, totals.then((t) => t.members)),
    totals,
  ])
  return rows.map((row) =>
    boxView(row, org?.currency ?? 'EUR', members.filter((m) => m.boxId === row.id), boxTotals.get(row.id) ?? noTotals, links),
  )
}

/**
 * The box with this id, or undefined (a malformed id too). With the caller, read once per page:
 * the Box screen's calls (the box, its payment page card, its statistics) each start here. Only
 * reads pass the caller, so a write never works from a remembered row.
 */
export function readBox(db: Database, boxId: string, caller?: Caller): Promise<BoxRow | undefined> {
  const read = async () => (isUuid(boxId) ? (await db.select().from(boxes).where(eq(boxes.id, boxId)).limit(1))[0] : undefined)
  return caller ? caller.once(`box-row:${boxId}`, read) : read()
}

/** The box of this organization, or 404 (a malformed id or another organization's box too). */
export async function boxIn(db: Database, organizationId: string, boxId: string, caller?: Caller): Promise<BoxRow> {
  const box = await readBox(db, boxId, caller)
  if (!box || box.organizationId !== organizationId) throw notFound('Box')
  return box
}

export async function createBox(db: Database, organizationId: string, input: BoxCreate, links: Links): Promise<Box> {
  const row = await withTokenLock(db, input.token, async (tx) => {
    if (input.token && (await isTokenTaken(tx, input.token))) throw tokenTaken()
    const [created] = await tx
      .insert(boxes)
      .values({ organizationId, name: input.name || null, mode: input.mode, token: input.token || null })
      .returning()
    return created!
  })
  const org = await organizationOf(db, organizationId)
  return boxView(row, org?.currency ?? 'EUR', [], noTotals, links)
}

/** What the box's payment page shows at the top; the organization's name stands in for a title. */
export async function boxPage(db: Database, box: BoxRow, caller?: Caller) {
  const org = await organizationOf(db, box.organizationId, caller)
  return {
    title: box.pageTitle ?? box.name ?? org?.name ?? '',
    description: box.pageDescription,
    backgroundColor: box.pageBackgroundColor,
    logoUrl: box.pageLogoUrl,
  }
}
