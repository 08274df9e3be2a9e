/**
 * /api/v1 table calls (SPEC.md sections 3 "Table", 5 and 7): the venue's tables, the tip box
 * each one's tips go to, and the POS table each maps to when the organization has a POS
 * integration.
 *
 *   GET    /business/tables?organizationId&q&mapped&page&size   {tables, total, page, size}, by number
 *   GET    /business/tables/{id}?organizationId          Table (the editor and the remove question)
 *   POST   /business/tables?organizationId               {number, boxId, posId} → 201 Table
 *   PUT    /business/tables/{id}?organizationId          {number, boxId, posId, revision?} → Table
 *   DELETE /business/tables/{id}?organizationId          → 204
 *   POST   /business/tables/batch?organizationId         {tables: [{id, posId}]} → {tables}
 *   GET    /business/pos/tables?organizationId           the POS tables (contract/menu-reference.ts)
 *
 * The organization is named by the `organizationId` query or the X-Organization-Id header; the
 * spec's POST body also carries `organizationId`, which must then be the same one (else 400).
 * Every call needs VIEW_TABLES on a paymentsEnabled organization (403 otherwise); the batch
 * needs MANAGE_TABLES too. The spec saves a batch one table at a time; here it is one
 * transaction, so a refusal leaves every table as it was.
 *
 * Refusals: 400 VALIDATION (field messages are the keys of TABLE_ERRORS); 409 CONFLICT with
 * `params.reason` NUMBER_TAKEN (another table has that number, case ignored), POS_TABLE_TAKEN
 * (another table maps to that POS table), STALE (the table changed since `revision` was read);
 * 404 for a table of no organization the caller may see.
 */
import { z } from 'zod'
import { int, queryInt, text, uuid } from './primitives.js'

export const TABLES_PATH = '/business/tables'

export const TABLE_LIMITS = {
  /** A table's number as staff write it: '12', 'A3', 'Terrace 2'. */
  number: 20,
  /** Page size of the list: the default, and the largest a caller may ask for. */
  pageSize: 100,
  pageSizeMax: 500,
  query: 20,
  /** Tables one batch may map. */
  batch: 500,
} as const

/** Message keys of field refusals (translated under tables.errors in locales/). */
export const TABLE_ERRORS = {
  numberRequired: 'tables.errors.numberRequired',
  numberTaken: 'tables.errors.numberTaken',
  unknownBox: 'tables.errors.unknownBox',
  unknownPosTable: 'tables.errors.unknownPosTable',
  posTableTaken: 'tables.errors.posTableTaken',
  noPosIntegration: 'tables.errors.noPosIntegration',
  /** SPEC.md section 5: a POS id chosen for two tables of one batch. */
  duplicateValue: 'tables.errors.duplicateValue',
  stale: 'tables.errors.stale',
} as const

/** `params.reason` of a 409. */
export const TABLE_CONFLICTS = { numberTaken: 'NUMBER_TAKEN', posTableTaken: 'POS_TABLE_TAKEN', stale: 'STALE' } as const

/* ---------- requests ---------- */

export const tablesQuerySchema = z.object({
  /** Case-insensitive part of the number. */
  q: z.string().trim().max(TABLE_LIMITS.query).optional(),
  /**
   * 'false': only tables without a POS table (the batch dialog's rows); 'true': only mapped
   * ones (which POS tables are taken: at most one table each, so never more than the POS has).
   */
  mapped: z.enum(['true', 'false']).optional(),
  page: queryInt(0, 100_000).optional(),
  size: queryInt(1, TABLE_LIMITS.pageSizeMax).optional(),
  /** A table's id: the page that holds it is answered in place of `page` (a table just created, shown where it is). */
  around: uuid().optional(),
})
export type TablesQuery = z.infer<typeof tablesQuerySchema>

/** Trimmed; empty after trimming is refused with the screen's own message key. */
const number = text(TABLE_LIMITS.number, { trim: true }).refine((value) => value.length > 0, TABLE_ERRORS.numberRequired)
/** Null: no tip box, or no POS table. */
const boxId = uuid().nullable().default(null)
const posId = text(100, { trim: true, min: 1 }).nullable().default(null)

export const tableCreateSchema = z
  .object({ number, boxId, posId, organizationId: uuid().optional() })
  .strict()
export type TableCreate = z.input<typeof tableCreateSchema>

export const tableUpdateSchema = z
  .object({ number, boxId, posId, revision: int(1, 2_000_000_000).optional(), organizationId: uuid().optional(), id: uuid().optional() })
  .strict()
export type TableUpdate = z.input<typeof tableUpdateSchema>

export const tablesBatchSchema = z
  .object({
    tables: z
      .array(z.object({ id: uuid(), posId: text(100, { trim: true, min: 1 }) }).strict())
      .min(1)
      .max(TABLE_LIMITS.batch),
  })
  .strict()
export type TablesBatch = z.input<typeof tablesBatchSchema>

/* ---------- answers ---------- */

export const tableSchema = z.object({
  id: z.string(),
  number: z.string(),
  boxId: z.string().nullable(),
  posId: z.string().nullable(),
  revision: z.number().int(),
  /** The table's guest page (`{PAYMENT_PAGE_URL}/table/{id}`): what its QR code opens. */
  url: z.string(),
})
export type Table = z.infer<typeof tableSchema>

/** GET /business/tables: by number as people read them ('2' before '10'), then as text. */
export const tablesPageSchema = z.object({
  tables: z.array(tableSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type TablesPage = z.infer<typeof tablesPageSchema>

export const tablesBatchResultSchema = z.object({ tables: z.array(tableSchema) })
