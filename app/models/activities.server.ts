/** Tips (activities): lists, one tip, a new recipient, the PDF receipt; every call by name. */
import { z } from 'zod'
import { activitiesSchema, activitySchema } from '#contract/tips'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from './not-found.server'

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

/** The tips of a scope over `[startTs, finishTs)`, up to the platform's limit of 1000. */
export function listActivities(api: Api, scope: ScopeQuery, range: { startTs: string; finishTs: string }, filter = NO_FILTER) {
  return orNotFound(
    api.get('/business/activities', activitiesSchema, {
      query: {
        ...scope,
        start_ts: range.startTs,
        finish_ts: range.finishTs,
        ...(filter.active ? { rating_min: filter.ratingMin, rating_max: filter.ratingMax } : {}),
        limit: 1000,
      },
    }),
  )
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
