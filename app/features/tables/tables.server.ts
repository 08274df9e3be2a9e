/**
 * The venue's tables (contract/tables.ts, SPEC.md 2 "Tables"), by name: a page of the list,
 * the mapped and the unmapped ones, one table, and the writes. Every call names the
 * organization; a table id that cannot be one, or one the platform does not know, is the
 * screen's 404.
 */
import {
  TABLE_LIMITS,
  TABLES_PATH,
  tableSchema,
  tablesBatchResultSchema,
  tablesPageSchema,
  type TableCreate,
  type TablesBatch,
  type TableUpdate,
} from '#contract/tables'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

/** A page of the list: `page` is 1-based here, as in the screen's URL (the platform counts from 0). */
export interface TablesPaging {
  q: string
  page: number
  /** Rows per page (SPEC.md 9: 10, 20, 50, 100). */
  size: number
  /** A table whose page is wanted in place of `page` (one just created). */
  around?: string
}

const scope = (organizationId: string, query: Record<string, string | number | undefined> = {}) => ({
  organizationId,
  query: { organizationId, ...query },
})

/** The screen's page of tables by number; the screen and a dialog over it ask once. */
export function listTables(api: Api, organizationId: string, { q, page, size, around }: TablesPaging) {
  const query = { q: q.trim() || undefined, page: Math.max(0, page - 1), size, around }
  return api.remember(`tables:${organizationId}:${query.q ?? ''}:${query.page}:${size}:${around ?? ''}`, () =>
    api.get(TABLES_PATH, tablesPageSchema, scope(organizationId, query)),
  )
}

/**
 * The tables with a POS table: which POS tables are taken. A POS table maps to one table at
 * most, so these are never more than the POS has.
 */
export async function listMappedTables(api: Api, organizationId: string) {
  const answer = await api.remember(`tables-mapped:${organizationId}`, () =>
    api.get(TABLES_PATH, tablesPageSchema, scope(organizationId, { mapped: 'true', size: TABLE_LIMITS.pageSizeMax })),
  )
  return answer.tables
}

/** The tables without a POS table, by number: the batch dialog's rows (as many as one batch may map). */
export async function listUnmappedTables(api: Api, organizationId: string) {
  const answer = await api.get(TABLES_PATH, tablesPageSchema, scope(organizationId, { mapped: 'false', size: TABLE_LIMITS.batch }))
  return answer.tables
}

export function getTable(api: Api, organizationId: string, tableId: string | undefined) {
  return orNotFound(api.get(`${TABLES_PATH}/${idParam(tableId)}`, tableSchema, scope(organizationId)))
}

export function createTable(api: Api, organizationId: string, input: TableCreate) {
  return api.post(TABLES_PATH, input, tableSchema, scope(organizationId))
}

/** The whole table; with `revision`, refused (409 STALE) when someone saved it since. */
export function updateTable(api: Api, organizationId: string, tableId: string | undefined, input: TableUpdate) {
  return api.put(`${TABLES_PATH}/${idParam(tableId)}`, input, tableSchema, scope(organizationId))
}

export function removeTable(api: Api, organizationId: string, tableId: string | undefined) {
  return api.delete(`${TABLES_PATH}/${idParam(tableId)}`, scope(organizationId))
}

/** Maps tables to POS tables, all or nothing (MANAGE_TABLES). */
export function mapTables(api: Api, organizationId: string, tables: TablesBatch['tables']) {
  return api.post(`${TABLES_PATH}/batch`, { tables }, tablesBatchResultSchema, scope(organizationId))
}
