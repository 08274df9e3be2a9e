/** The page a list call asks for (contract pagedQuerySchema), with the contract's defaults. */
import { PAYMENT_DEFAULT_PAGE_SIZE, type pagedQuerySchema } from '../../../contract/payments.js'
import type { z } from 'zod'

export interface PageRequest {
  page: number
  size: number
  descending: boolean
}

/** Default: the first page of PAYMENT_DEFAULT_PAGE_SIZE, newest first. */
export function pageRequest(query: z.output<typeof pagedQuerySchema>): PageRequest {
  return { page: query.page ?? 0, size: query.size ?? PAYMENT_DEFAULT_PAGE_SIZE, descending: (query.direction ?? 'DESC') === 'DESC' }
}

/** A page asked for one row more than its size: the extra row says a next page exists. */
export function pageOf<T>(rows: T[], request: PageRequest) {
  return { page: request.page, size: request.size, hasMore: rows.length > request.size, rows: rows.slice(0, request.size) }
}
