/** Tips (activities): lists, one tip, a new recipient, the PDF receipt; every call by name. */
import { z } from 'zod'
import { ACTIVITIES_LIMIT, activitiesSchema, activitySchema, type Activity } from '#contract/tips'
import type { Api } from '~/services/api.server'
import { pagingOf, readPage, readPageSize, type Paging } from '~/utils/paging'
import { idParam, orNotFound } from '../../services/not-found.server'

/** What a tips list covers: an organization's subtree, one box, or one employee. */
export interface ScopeQuery {
  organization_id?: string
  box_id?: string
  member_id?: string
}

export interface RatingFilter {
  ratingMin: number
  ratingMax: number
  active: boolean
}

const NO_FILTER: RatingFilter = { ratingMin: 0, ratingMax: 5, active: false }

/**
 * One page of the tips of a scope over `[startTs, finishTs)` (the newest 1000 are paged
 * through, SPEC.md section 9): the platform sends that page and how many there are, so a
 * screen reads 10 rows (or the 20, 50 or 100 of `?size=`), not 1000. The page and its size are
 * the address's (`?page=`, `?size=`); a page past the end shows the last one.
 */
export async function listActivityPage(
  api: Api,
  scope: ScopeQuery,
  range: { startTs: string; finishTs: string },
  searchParams: URLSearchParams,
  filter = NO_FILTER,
): Promise<{ rows: Activity[]; paging: Paging }> {
  const size = readPageSize(searchParams)
  const read = (page: number) =>
    orNotFound(
      api.getPage('/business/activities', activitiesSchema, {
        query: {
          ...scope,
          start_ts: range.startTs,
          finish_ts: range.finishTs,
          ...(filter.active ? { rating_min: filter.ratingMin, rating_max: filter.ratingMax } : {}),
          limit: size,
          offset: (page - 1) * size,
        },
      }),
    )
  // Pages past the 1000th row do not exist; ask for the last one that can.
  const first = pagingOf(ACTIVITIES_LIMIT, readPage(searchParams), size).page
  const answer = await read(first)
  const paging = pagingOf(answer.total ?? answer.items.length, first, size)
  // Fewer rows than the page asked for (the period holds less): read the last page there is.
  if (paging.page !== first) return { rows: (await read(paging.page)).items, paging }
  return { rows: answer.items, paging }
}

/** One tip; 404 when the id cannot be one or the platform does not know it. */
export function getActivity(api: Api, organizationId: string, activityId: string | undefined) {
  return orNotFound(api.get(`/business/activities/${idParam(activityId)}`, activitySchema, { organizationId }))
}

/** Gives a PENDING tip to another employee of its box. */
export async function changeRecipient(api: Api, organizationId: string, activityId: string | undefined, memberId: string) {
  await api.put(`/business/activities/${idParam(activityId)}`, { memberId }, z.unknown(), { organizationId })
}

/** The receipt as the platform draws it (a PDF answer to stream on); failures are thrown as ApiError. */
export function receiptPdf(api: Api, activityId: string, options: { customerData?: string; language: string }) {
  return api.getFile(`/business/activities/${activityId}/receipt.pdf`, {
    query: { customerData: options.customerData || undefined, lang: options.language },
  })
}
