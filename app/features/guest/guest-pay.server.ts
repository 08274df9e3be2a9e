/**
 * The guest payment pages' calls to the platform (contract/guest-pay.ts, a table's bill of
 * contract/guest-table.ts), by name. Public: the
 * client sends no staff session, so a signed-in manager testing their own page is never logged
 * out by it, and every refusal but a 503 reaches the page as an ApiError to word.
 */
import {
  CHECKOUT_KEY_HEADER,
  GUEST_PAY_PATHS,
  guestCheckoutStartedSchema,
  guestCheckoutStatusSchema,
  guestFeedbackAnswerSchema,
  guestPayPageSchema,
  guestTokenSchema,
  type GuestCheckoutRequest,
  type GuestFeedbackRequest,
} from '#contract/guest-pay'
import { GUEST_TABLE_PATHS, guestTablePageSchema, type BillCheckoutRequest } from '#contract/guest-table'
import type { AppLoadContext } from '@remix-run/node'
import { apiWithToken, type Api } from '~/services/api.server'

export const guestApi = (request: Request, context: AppLoadContext): Promise<Api> => apiWithToken(request, context, null)

export const readPayPage = (api: Api, boxId: string) => api.get(GUEST_PAY_PATHS.box(boxId), guestPayPageSchema)

export const readPayPageOfMember = (api: Api, memberId: string) => api.get(GUEST_PAY_PATHS.member(memberId), guestPayPageSchema)

export const resolveToken = (api: Api, token: string) => api.get(GUEST_PAY_PATHS.token(token), guestTokenSchema)

export const startCheckout = (api: Api, body: GuestCheckoutRequest) => api.post(GUEST_PAY_PATHS.checkouts, body, guestCheckoutStartedSchema)

export const readTablePage = (api: Api, tableId: string) => api.get(GUEST_TABLE_PATHS.table(tableId), guestTablePageSchema)

export const startBillCheckout = (api: Api, body: BillCheckoutRequest) => api.post(GUEST_TABLE_PATHS.bills, body, guestCheckoutStartedSchema)

export const sendFeedback = (api: Api, body: GuestFeedbackRequest) => api.post(GUEST_PAY_PATHS.feedback, body, guestFeedbackAnswerSchema)

/** The checkout's key travels as a header: a query string would land in access logs. */
export const checkoutStatus = (api: Api, checkoutId: string, key: string) =>
  api.get(GUEST_PAY_PATHS.checkout(checkoutId), guestCheckoutStatusSchema, { headers: { [CHECKOUT_KEY_HEADER]: key } })

export const receiptPdf = (api: Api, checkoutId: string, key: string, language: string) =>
  api.getFile(GUEST_PAY_PATHS.receipt(checkoutId), { query: { lang: language }, headers: { [CHECKOUT_KEY_HEADER]: key } })
