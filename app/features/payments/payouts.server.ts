/** Payouts (contract/payments.ts, SPEC.md 2 "Payouts", 7): a page of them and their spreadsheet. */
import { PAYOUTS_EXPORT_PATH, PAYOUTS_PATH, payoutsPageSchema } from '#contract/payments'
import type { Api } from '~/services/api.server'
import type { PagedListQuery } from './payments.server'

/** A page of the payouts, latest arrival first. */
export function listPayouts(api: Api, organizationId: string, query: PagedListQuery) {
  return api.get(PAYOUTS_PATH, payoutsPageSchema, { organizationId, query: { organizationId, ...query, sort: 'ts', direction: 'DESC' } })
}

/** payouts.xlsx, its texts in `lang`, to stream on (refusals thrown as ApiError). */
export function payoutsExport(api: Api, organizationId: string, lang: string) {
  return api.getFile(PAYOUTS_EXPORT_PATH, { organizationId, query: { organizationId, lang } })
}
