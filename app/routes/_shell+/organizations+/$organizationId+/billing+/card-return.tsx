/**
 * Where a hosted card set-up page (the embedded demo provider's, or Stripe's) sends the browser
 * back (contract/billing.ts: `returnUrl` with `setup_session={id}` added). It stores the card of
 * that set-up (PUT …/card with `setupSessionId`) and goes on to the Billing screen with 'Card
 * added', or with why not (the failure logged). A resource route: it never draws anything.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { SETUP_SESSION_PARAM } from '#contract/billing'
import { attachCard } from '~/features/billing/billing.server'
import { ApiError } from '~/services/api.server'
import { redirectWithToast } from '~/services/toast.server'
import { billingPath, isLoggedFailure, logBillingFailure, requireBilling } from './__billing.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireBilling(args)
  const back = billingPath(organization.id)
  const session = url.searchParams.get(SETUP_SESSION_PARAM)?.trim() ?? ''
  if (!session || session.length > 255) {
    logBillingFailure('returning from a card set-up', organization.id, new Error(`no usable ${SETUP_SESSION_PARAM}`))
    return redirectWithToast(args.request, back, { type: 'error', key: 'billing.card.notAdded' })
  }
  try {
    await attachCard(api, organization.id, { setupSessionId: session })
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    logBillingFailure('attaching the card of a set-up page', organization.id, error)
    const refused = error instanceof ApiError && error.status === 409 && error.params.reason === 'SETUP_NOT_SUCCEEDED'
    return redirectWithToast(args.request, back, { type: 'error', key: refused ? 'billing.card.refused' : 'billing.card.notAdded' })
  }
  return redirectWithToast(args.request, back, { type: 'success', key: 'billing.card.added' })
}
