/**
 * The add-card dialog (SPEC.md 2 "Billing", width 400; contract/billing.ts "Adding a card").
 * Without JavaScript, and always with the embedded demo provider, it is one form: its action
 * starts a set-up (POST …/card/setup, coming back to `card-return`) and sends the browser to
 * the provider's page (the demo page of this app, or Stripe's hosted page). With JavaScript and
 * Stripe configured, the Stripe island (app/islands/stripe-card.client.tsx, loaded only here)
 * asks this action for the set-up's client secret (`intent=elements`), shows Stripe's Payment
 * Element, confirms the set-up in the page and posts the payment method id (`intent=attach`).
 * Every failure is logged; the dialog says the card was not added.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { useHydrated } from '~/components/ui/use-hydrated'
import { attachCard, startCardSetup } from '~/models/billing.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { cardAttachFormSchema } from '~/utils/billing-schemas'
import { billingPath, isLoggedFailure, logBillingFailure, requireBilling, setupRedirectTarget } from './__billing.server'
import { cardReturnPath } from './__paths'
import { stripeElementsConfigured } from './__stripe.server'
import { StripeCardIsland } from './__stripe-card'
import type { ScriptingHandle } from '~/components/document-scripts'

/**
 * Hydrated (docs/decisions/0053): with Stripe configured, the card is entered in Stripe's
 * Payment Element, which the Stripe island (React) draws. The rest of Billing runs the shell island.
 */
export const handle: ScriptingHandle = { hydrate: true }

export async function loader(args: LoaderFunctionArgs) {
  const { organization } = await requireBilling(args)
  return json({ organizationId: organization.id, elements: stripeElementsConfigured() })
}

/** 'The card was not added', or, when the provider said the set-up did not succeed, that the card was refused. */
const notAddedMessage = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status !== 409) return 'billing.card.notAdded'
  if (error.params.reason === 'SETUP_NOT_SUCCEEDED') return 'billing.card.refused'
  return error.params.reason === 'CARD_PAYMENTS_NOT_CONFIGURED' ? 'billing.card.notConfigured' : 'billing.card.notAdded'
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireBilling(args)
  const id = organization.id
  const intent = form.get('intent')
  const submission = parseWithZod(form, { schema: z.object({ intent: z.string().optional() }) })
  const failed = (message: string) => json({ ...submission.reply({ formErrors: [message] }), setup: null }, { status: 400 })

  if (intent === 'attach') {
    const attach = parseWithZod(form, { schema: cardAttachFormSchema })
    if (attach.status !== 'success') return failed('billing.card.notAdded')
    try {
      await attachCard(api, id, { stripePaymentMethodId: attach.value.stripePaymentMethodId })
    } catch (error) {
      if (!isLoggedFailure(error)) throw error
      logBillingFailure('attaching the card', id, error)
      return failed(notAddedMessage(error))
    }
    return redirectWithToast(args.request, billingPath(id), { type: 'success', key: 'billing.card.added' })
  }

  let setup
  try {
    setup = await startCardSetup(api, id, cardReturnPath(id))
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    logBillingFailure('starting a card set-up', id, error)
    return failed('billing.card.setupFailed')
  }
  if (intent === 'elements') {
    // The island's own request: what Stripe Elements needs, nothing for the demo provider.
    const usable = setup.provider === 'stripe' && setup.publishableKey && setup.clientSecret
    return json({ status: 'success' as const, setup: usable ? { publishableKey: setup.publishableKey!, clientSecret: setup.clientSecret! } : null })
  }
  const target = setupRedirectTarget(setup.setupUrl, args.request)
  if (!target) {
    logBillingFailure('starting a card set-up', id, new Error(`set-up page not allowed: ${setup.setupUrl}`))
    return failed('billing.card.setupFailed')
  }
  // A page outside Remix's routes (the demo page is served by server.ts): the browser loads it
  // as a document, also when the form was sent by Remix's fetch.
  return redirectDocument(target)
}

export default function AddCardDialog() {
  const { t } = useTranslation()
  const { organizationId, elements } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const hydrated = useHydrated()
  const island = hydrated && elements
  return (
    <Dialog title={t('billing.card.addTitle')} width={400}>
      <div className="space-y-4">
        {island ? <StripeCardIsland returnPath={cardReturnPath(organizationId)} /> : <p className="text-sm text-slate-700">{t('billing.card.hostedText')}</p>}
        <Form method="post" className="space-y-3">
          <ErrorList errors={resultMessages(result)} />
          <FormActions>
            <Button name="intent" value="setup" variant={island ? 'secondary' : 'primary'}>
              {island ? t('billing.card.hostedInstead') : t('billing.card.continue')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </Dialog>
  )
}
