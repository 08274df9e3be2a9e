/**
 * What a tips query covers: an organization (with the organizations below it), one box, or
 * one member; and whether the caller may see it. Every statistics and activity call goes
 * through here, so the permission check cannot be forgotten.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { Permission } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { boxes, boxMembers, organizations } from '../db/schema/index.js'
import { forbidden, invalid, notFound } from './errors.js'
import { isUuid } from './ids.js'
import type { Caller } from './caller.js'
import { readBox } from './boxes.js'
import { reachedOrganizationRows, subtreeIds } from './organizations.js'

export interface Scope {
  kind: 'organization' | 'box' | 'member'
  id: string
  /** The organization whose permissions apply (the box's or member's organization). */
  organizationId: string
  timeZone: string
  permissions: Permission[]
  /** Condition on the alias `a` (activities, or the rollups) selecting the scope's activities. */
  activities: SQL
  /** Organizations of the scope in another time zone than its own (their rollups' days differ). */
  foreignIds: string[]
}

export interface ScopeQuery {
  organizationId?: string | null
  boxId?: string | null
  memberId?: string | null
}

function checkId(value: string, name: string) {
  if (!isUuid(value)) throw invalid(`Invalid ${name}`, { [name]: ['Invalid id'] })
}

/**
 * The scope of a statistics or activity call. A page asks for several numbers of one scope
 * (rating, reactions, chart, list): where the scope is and its subtree are read once per page
 * (Caller.once), the permission check runs on every call.
 */
export async function resolveScope(
  db: Database,
  caller: Caller,
  query: ScopeQuery,
  required: Permission = 'VIEW_BOXES',
): Promise<Scope> {
  // The organization's time zone comes with the query that finds the scope: one round trip less.
  let scope: Omit<Scope, 'permissions' | 'timeZone' | 'foreignIds'> & { timeZone?: string; zones?: { id: string; time_zone: string }[] }
  if (query.memberId) {
    checkId(query.memberId, 'member_id')
    const memberId = query.memberId
    const [row] = await caller.once(`member:${memberId}`, () =>
      db
        .select({ organizationId: boxes.organizationId, timeZone: organizations.timeZone })
        .from(boxMembers)
        .innerJoin(boxes, eq(boxes.id, boxMembers.boxId))
        .innerJoin(organizations, eq(organizations.id, boxes.organizationId))
        .where(eq(boxMembers.id, memberId)),
    )
    if (!row) throw notFound('Member')
    scope = { kind: 'member', id: query.memberId, ...row, activities: sql`a.member_id = ${query.memberId}` }
  } else if (query.boxId) {
    checkId(query.boxId, 'box_id')
    const boxId = query.boxId
    // The box as the page's other calls read it, and its organization's time zone from the
    // organizations the caller reaches; one they do not reach is refused below.
    const box = await readBox(db, boxId, caller)
    if (!box) throw notFound('Box')
    const reached = (await reachedOrganizationRows(db, caller)).find((r) => r.organization.id === box.organizationId)
    scope = {
      kind: 'box',
      id: boxId,
      organizationId: box.organizationId,
      timeZone: reached?.organization.timeZone,
      activities: sql`a.box_id = ${boxId}`,
    }
  } else if (query.organizationId) {
    checkId(query.organizationId, 'organization_id')
    // The subtree comes from the organizations the caller reaches (read once per page), passed
    // as a constant list: the planner then range-scans the (organization_id, ts) index instead
    // of guessing the size of a recursive query. A caller reaches every organization below one
    // they reach, so the subtree of one they reach is whole; one they do not reach has no
    // permissions, which the check below refuses.
    const organizationId = query.organizationId
    const rows = (await reachedOrganizationRows(db, caller)).map((r) => r.organization)
    const ids = rows.some((r) => r.id === organizationId) ? subtreeIds(rows, organizationId) : []
    const inSubtree = new Set(ids)
    const zones = rows.filter((r) => inSubtree.has(r.id)).map((r) => ({ id: r.id, time_zone: r.timeZone }))
    scope = {
      kind: 'organization',
      id: query.organizationId,
      organizationId: query.organizationId,
      // One organization is `=`, not `= any(...)`: Postgres then reads a page of its newest tips
      // straight from the (organization_id, ts) index, where `any` made it sort the whole
      // period (0.3 ms against 60 to 90 ms for a month of the benchmark venue).
      activities: ids.length === 1 ? sql`a.organization_id = ${ids[0]}::uuid` : sql`a.organization_id = any(${`{${ids.join(',')}}`}::uuid[])`,
      zones,
      timeZone: zones.find((z) => z.id === organizationId)?.time_zone,
    }
  } else {
    throw invalid('organization_id, box_id or member_id is required', { organization_id: ['Required'] })
  }
  const permissions = await caller.permissionsOn(scope.organizationId)
  if (!permissions || !permissions.includes(required)) throw forbidden()
  const { zones, timeZone, ...rest } = scope
  if (timeZone === undefined) throw notFound('Organization')
  const foreignIds = (zones ?? []).filter((z) => z.time_zone !== timeZone).map((z) => z.id)
  return { ...rest, timeZone, permissions, foreignIds }
}

export interface Range {
  start: Date
  finish: Date
}

/** start_ts and finish_ts (ISO); finish is exclusive. Both required, at most 400 days apart. */
export function parseRange(startTs: string | undefined, finishTs: string | undefined): Range {
  const start = startTs ? new Date(startTs) : null
  const finish = finishTs ? new Date(finishTs) : null
  const fields: Record<string, string[]> = {}
  if (!start || Number.isNaN(start.getTime())) fields.start_ts = ['Invalid date']
  if (!finish || Number.isNaN(finish.getTime())) fields.finish_ts = ['Invalid date']
  if (Object.keys(fields).length === 0 && finish! <= start!) fields.finish_ts = ['Must be after start_ts']
  if (Object.keys(fields).length === 0 && finish!.getTime() - start!.getTime() > 400 * 86_400_000) {
    fields.finish_ts = ['Range longer than 400 days']
  }
  if (Object.keys(fields).length > 0) throw invalid('Invalid range', fields)
  return { start: start!, finish: finish! }
}
