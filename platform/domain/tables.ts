/**
 * The venue's tables (contract/tables.ts; SPEC.md sections 2 "Tables", 3 "Table" and 5).
 *
 * Numbers are unique per organization ignoring case, and a POS table maps to one table at most.
 * The unique indexes of venue_tables (migration 0007) decide both, not a read before the write,
 * so two people saving at once cannot both win; the violation becomes 409 CONFLICT with its
 * reason. A box must be one of the organization's, a POS table one its POS lists, and only with
 * a POS integration (400). `revision` goes up by one on every change: a save naming an older
 * one is 409 STALE instead of overwriting what someone else saved.
 */
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { PosTable } from '../../contract/menu-reference.js'
import {
  TABLE_CONFLICTS,
  TABLE_ERRORS,
  TABLE_LIMITS,
  type Table,
  type TablesPage,
  type TablesQuery,
} from '../../contract/tables.js'
import type { Database } from '../db/client.js'
import { isUniqueViolation } from '../db/constraint-errors.js'
import { boxes, venueTables } from '../db/schema/index.js'
import { DomainError, invalid, notFound } from './errors.js'
import { tableUrl, type Links } from './guest-links.js'
import { isUuid } from './ids.js'
import { containsPattern } from './search.js'

/** What the table rules need to know about the organization a call is about (http/tables-access.ts). */
export interface TablesOrganization {
  id: string
  /** posId may be set only with a POS integration. */
  posIntegrationEnabled: boolean
  /** The POS's tables, asked only when a posId is to be checked. */
  posTables: () => Promise<PosTable[]>
  /** Where its guest pages are: each table answers with its page's address (its QR code). */
  links: Links
}

/** A table as a client writes it (the contract's schemas have trimmed and defaulted it). */
export interface TableInput {
  number: string
  boxId: string | null
  posId: string | null
}

type TableRow = typeof venueTables.$inferSelect
type Fields = Record<string, string[]>

const view = (org: TablesOrganization, row: TableRow): Table => ({
  id: row.id,
  number: row.number,
  boxId: row.boxId,
  posId: row.posId,
  revision: row.revision,
  url: tableUrl(org.links, row.id),
})

/**
 * The number as people read it: every run of digits padded to 20 places (a number has at most
 * 20 characters), so '2' sorts before '10' and 'Terrace 2' before 'Terrace 10'. Compared byte
 * by byte (collation "C"), so PGlite and a Postgres server of any locale give one order.
 */
const readingOrder = sql`(select string_agg(case when m[1] is not null then lpad(m[1], 20, '0') else lower(m[2]) end, '' order by n)
  from regexp_matches(${venueTables.number}, '(\\d+)|(\\D+)', 'g') with ordinality as r(m, n)) collate "C"`

/** The page of `size` rows (0-based) on which the table `id` stands among those `where` selects, or null when it is not one of them. */
async function pageOf(db: Database, where: SQL | undefined, id: string, size: number): Promise<number | null> {
  const ordered = db
    .select({ id: venueTables.id, n: sql<number>`row_number() over (order by ${readingOrder}, ${venueTables.number} collate "C", ${venueTables.id})`.as('n') })
    .from(venueTables)
    .where(where)
    .as('ordered')
  const [found] = await db.select({ n: ordered.n }).from(ordered).where(eq(ordered.id, id))
  return found ? Math.floor((Number(found.n) - 1) / size) : null
}

/** GET /business/tables: a page of the organization's tables by number, optionally filtered; with `around`, the page holding that table. */
export async function listTables(db: Database, org: TablesOrganization, query: TablesQuery): Promise<TablesPage> {
  const size = query.size ?? TABLE_LIMITS.pageSize
  let page = query.page ?? 0
  const conditions: SQL[] = [eq(venueTables.organizationId, org.id)]
  if (query.q) conditions.push(sql`${venueTables.number} ilike ${containsPattern(query.q)}`)
  if (query.mapped === 'true') conditions.push(isNotNull(venueTables.posId))
  if (query.mapped === 'false') conditions.push(isNull(venueTables.posId))
  const where = and(...conditions)
  if (query.around) page = (await pageOf(db, where, query.around, size)) ?? page
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(venueTables)
      .where(where)
      .orderBy(readingOrder, sql`${venueTables.number} collate "C"`, venueTables.id)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(venueTables).where(where),
  ])
  return { tables: rows.map((row) => view(org, row)), total: Number(total?.n ?? 0), page, size }
}

/** One table of the organization; another organization's, an unknown or a malformed id: 404. */
export async function tableOf(db: Database, org: TablesOrganization, id: string): Promise<Table> {
  const [row] = isUuid(id)
    ? await db.select().from(venueTables).where(and(eq(venueTables.id, id), eq(venueTables.organizationId, org.id)))
    : []
  if (!row) throw notFound('Table')
  return view(org, row)
}

/** A 409 with its reason, the message key, and the field it is about (`prefix` for a batch row). */
function conflict(reason: string, key: string, field: string | null, message: string) {
  return new DomainError(ErrorCode.CONFLICT, message, { reason, key, ...(field ? { fields: { [field]: [key] } } : {}) })
}

/** A unique violation of venue_tables as the 409 it means, or null for any other error. */
function conflictOf(error: unknown, prefix = ''): DomainError | null {
  if (isUniqueViolation(error, 'venue_tables_number_idx')) {
    return conflict(TABLE_CONFLICTS.numberTaken, TABLE_ERRORS.numberTaken, `${prefix}number`, 'Another table has this number')
  }
  if (isUniqueViolation(error, 'venue_tables_pos_idx')) {
    return conflict(TABLE_CONFLICTS.posTableTaken, TABLE_ERRORS.posTableTaken, `${prefix}posId`, 'Another table maps to this POS table')
  }
  return null
}

/** Runs a write, answering a violated unique index with its 409. */
async function unique<T>(write: () => Promise<T>, prefix = ''): Promise<T> {
  try {
    return await write()
  } catch (error) {
    throw conflictOf(error, prefix) ?? error
  }
}

/** The POS table ids `posIds` names that the organization's POS does not list (all of them without a POS). */
async function posProblems(org: TablesOrganization, posIds: (string | null)[]): Promise<(string | null)[]> {
  if (posIds.every((id) => id === null)) return posIds.map(() => null)
  if (!org.posIntegrationEnabled) return posIds.map((id) => (id === null ? null : TABLE_ERRORS.noPosIntegration))
  const known = new Set((await org.posTables()).map((t) => t.id))
  return posIds.map((id) => (id === null || known.has(id) ? null : TABLE_ERRORS.unknownPosTable))
}

/** 400 unless the box is the organization's and the POS table its POS's. */
async function checkReferences(db: Database, org: TablesOrganization, input: TableInput) {
  const fields: Fields = {}
  if (input.boxId !== null) {
    const [box] = await db
      .select({ id: boxes.id })
      .from(boxes)
      .where(and(eq(boxes.id, input.boxId), eq(boxes.organizationId, org.id)))
    if (!box) fields.boxId = [TABLE_ERRORS.unknownBox]
  }
  const [pos] = await posProblems(org, [input.posId])
  if (pos) fields.posId = [pos]
  if (Object.keys(fields).length > 0) throw invalid('Invalid table', fields)
}

/** POST /business/tables. */
export async function createTable(db: Database, org: TablesOrganization, input: TableInput): Promise<Table> {
  await checkReferences(db, org, input)
  const [row] = await unique(() =>
    db.insert(venueTables).values({ organizationId: org.id, number: input.number, boxId: input.boxId, posId: input.posId }).returning(),
  )
  return view(org, row!)
}

/** PUT /business/tables/{id}: the whole table; with `revision`, only if nobody saved it since. */
export async function updateTable(db: Database, org: TablesOrganization, id: string, input: TableInput & { revision?: number }): Promise<Table> {
  await tableOf(db, org, id)
  await checkReferences(db, org, input)
  const [row] = await unique(() =>
    db
      .update(venueTables)
      .set({ number: input.number, boxId: input.boxId, posId: input.posId, revision: sql`${venueTables.revision} + 1` })
      .where(
        and(
          eq(venueTables.id, id),
          eq(venueTables.organizationId, org.id),
          input.revision === undefined ? undefined : eq(venueTables.revision, input.revision),
        ),
      )
      .returning(),
  )
  if (!row) {
    // Read a moment ago, so it was saved (or removed) meanwhile.
    await tableOf(db, org, id)
    throw conflict(TABLE_CONFLICTS.stale, TABLE_ERRORS.stale, null, 'The table changed since it was read')
  }
  return view(org, row)
}

/** DELETE /business/tables/{id}. */
export async function deleteTable(db: Database, org: TablesOrganization, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Table')
  const removed = await db
    .delete(venueTables)
    .where(and(eq(venueTables.id, id), eq(venueTables.organizationId, org.id)))
    .returning({ id: venueTables.id })
  if (removed.length === 0) throw notFound('Table')
}

/** Row indexes of `values` whose value another row has too. */
function repeated(values: string[]): number[] {
  const seen = new Map<string, number>()
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1)
  return values.flatMap((value, index) => ((seen.get(value) ?? 0) > 1 ? [index] : []))
}

/** 400 when a batch names a table or a POS table twice (SPEC.md 5: 'Duplicate value'), or a POS table its POS lacks. */
async function checkBatch(org: TablesOrganization, rows: { id: string; posId: string }[]) {
  const fields: Fields = {}
  for (const index of repeated(rows.map((r) => r.id))) fields[`tables.${index}.id`] = [TABLE_ERRORS.duplicateValue]
  for (const index of repeated(rows.map((r) => r.posId))) fields[`tables.${index}.posId`] = [TABLE_ERRORS.duplicateValue]
  if (Object.keys(fields).length === 0) {
    const problems = await posProblems(org, rows.map((r) => r.posId))
    problems.forEach((problem, index) => {
      if (problem) fields[`tables.${index}.posId`] = [problem]
    })
  }
  if (Object.keys(fields).length > 0) throw invalid('Invalid batch', fields)
}

/**
 * POST /business/tables/batch: maps each table to its POS table, all or nothing in one
 * transaction. The tables first let go of their current POS tables, so a batch that swaps two
 * POS tables between its tables does not trip over itself; a POS table held by a table outside
 * the batch is 409 POS_TABLE_TAKEN naming the row (`tables.N.posId`), and nothing is saved.
 */
export async function mapTables(db: Database, org: TablesOrganization, rows: { id: string; posId: string }[]): Promise<Table[]> {
  await checkBatch(org, rows)
  const ids = rows.map((r) => r.id)
  return db.transaction(async (tx) => {
    const released = await tx
      .update(venueTables)
      .set({ posId: null })
      .where(and(eq(venueTables.organizationId, org.id), inArray(venueTables.id, ids)))
      .returning({ id: venueTables.id })
    if (released.length !== ids.length) throw notFound('Table')
    const saved: Table[] = []
    for (const [index, row] of rows.entries()) {
      const [updated] = await unique(
        () =>
          tx
            .update(venueTables)
            .set({ posId: row.posId, revision: sql`${venueTables.revision} + 1` })
            .where(eq(venueTables.id, row.id))
            .returning(),
        `tables.${index}.`,
      )
      saved.push(view(org, updated!))
    }
    return saved
  })
}
