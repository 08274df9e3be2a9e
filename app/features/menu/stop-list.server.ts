/**
 * The stop list (contract/stop-list.ts, SPEC.md 2 "Stop list"): what is out of stock now, what
 * may still be stopped, and the two writes. Every call names the organization; writes carry a
 * fresh request id, which the live channel echoes back like a menu write's.
 */
import { randomUUID } from 'node:crypto'
import {
  STOP_LIST_LIMITS,
  STOP_LIST_PATH,
  stopListCandidatesSchema,
  stopListEntrySchema,
  stopListPageSchema,
  type StopListAdd,
} from '#contract/stop-list'
import type { Api } from '~/services/api.server'
import { idParam } from '../../services/not-found.server'

/** A page of one of the lists: `page` is 1-based here, as in the screens' URLs (the platform counts from 0). */
export interface StopListPaging {
  q: string
  page: number
  size?: number
  /** An entry just added (the list's only): the page that holds it instead of `page`. */
  around?: string
}

const query = (organizationId: string, { q, page, size = STOP_LIST_LIMITS.pageSize, around }: StopListPaging) => ({
  organizationId,
  q: q.trim() || undefined,
  page: Math.max(0, page - 1),
  size,
  around,
})

/**
 * The entries in force now (an expired one is back in stock by itself), items first, a page at a
 * time. The screen and the put-back dialog over it read the same page: asked once.
 */
export function listStopList(api: Api, organizationId: string, paging: StopListPaging) {
  const asked = query(organizationId, paging)
  return api.remember(`stop-list:${organizationId}:${asked.q ?? ''}:${asked.page}:${asked.size}:${asked.around ?? ''}`, () =>
    api.get(STOP_LIST_PATH, stopListPageSchema, { organizationId, query: asked }),
  )
}

/** Items and options not stopped now, for the add dialog, a page at a time. */
export function listStopCandidates(api: Api, organizationId: string, paging: StopListPaging) {
  return api.get(`${STOP_LIST_PATH}/candidates`, stopListCandidatesSchema, { organizationId, query: query(organizationId, paging) })
}

/** Stops an item or an option until `activeUntil` (null: until put back). */
export function addToStopList(api: Api, organizationId: string, input: StopListAdd) {
  return api.post(STOP_LIST_PATH, input, stopListEntrySchema, { organizationId, query: { organizationId }, requestId: randomUUID() })
}

/** Puts the entry's item or option back in stock. */
export function removeFromStopList(api: Api, organizationId: string, entryId: string) {
  return api.delete(`${STOP_LIST_PATH}/${idParam(entryId)}`, { organizationId, query: { organizationId }, requestId: randomUUID() })
}
