/**
 * The add-card dialog (SPEC.md 2 "Billing", width 400; contract/billing.ts "Adding a card").
 * Without JavaScript, and always with the embedded demo provider, it is one form: its action
 * starts a set-up (POST …/card/setup, coming back to `card-return`) and sends the browser to
 * the provider's page (the demo page of this app, or Stripe's hosted page). With JavaScript and
 * Stripe configured, the Stripe island (browser/card-entry.ts, fetched only here) asks
 * this action for the set-up's client secret (`intent=elements`), shows Stripe's Payment
 * Element, confirms the set-up in the page and posts the payment method id (`intent=attach`).
 * The page itself runs the shell island (ADR 0060). Every failure is logged; the dialog says
 * the card was not added.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useMatches } from '@remix-run/react'
import { useIslandUrl } from '~/components/document-scripts'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { attachCard, startCardSetup } from '~/features/billing/billing.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { cardAttachFormSchema } from '~/features/billing/billing-schemas'
import { billingPath, isLoggedFailure, logBillingFailure, requireBilling, setupRedirectTarget } from './__billing.server'
import { cardReturnPath } from './__paths'
import { stripeElementsConfigured } from './__stripe.server'
import type { StripeCardSetup } from '~/browser/card-entry'
import type { TitleHandle } from '~/utils/document-title'
import { attr, stripe } from '~/browser/protocol'

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
  return (
    <Dialog title={t('billing.card.addTitle')} width={400}>
      <div className="space-y-4">
        {elements ? <StripeCard returnPath={cardReturnPath(organizationId)} /> : null}
        <p className="text-sm text-slate-700" {...attr(stripe.hide, true)}>
          {t('billing.card.hostedText')}
        </p>
        <Form method="post" className="space-y-3">
          <ErrorList errors={resultMessages(result)} />
          <FormActions>
            <Button name="intent" value="setup" {...attr(stripe.hide, true)}>
              {t('billing.card.continue')}
            </Button>
            {/* With the card entered in the page (the Stripe island), the provider's page is the other way. */}
            <Button name="intent" value="setup" variant="secondary" className="hidden" hidden {...attr(stripe.show, true)}>
              {t('billing.card.hostedInstead')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </Dialog>
  )
}

/** The messages the island may show: the action's refusals (keys) and its own. */
const ISLAND_MESSAGES = ['billing.card.notAdded', 'billing.card.refused', 'billing.card.notConfigured', 'billing.card.setupFailed', 'billing.card.stripeUnavailable']

/**
 * Where the Stripe island draws Stripe's Payment Element (hidden until it runs; ADR 0060): the
 * shell island fetches it by `data-stripe-island`.
 */
function StripeCard({ returnPath }: { returnPath: string }) {
  const { t, i18n } = useTranslation()
  const routeId = useMatches().at(-1)?.id ?? ''
  const island = useIslandUrl('stripe-card')
  const setup: StripeCardSetup = {
    routeId,
    returnPath,
    language: i18n.language,
    messages: Object.fromEntries(ISLAND_MESSAGES.map((key) => [key, t(key)])),
  }
  return (
    <div hidden className="space-y-3" data-testid="stripe-card" {...attr(stripe.card, setup)} {...attr(stripe.island, island)}>
      <p className="text-sm text-slate-500" {...attr(stripe.loading, true)}>
        {t('billing.card.loading')}
      </p>
      <p role="alert" className="text-sm text-red-700" hidden {...attr(stripe.message, true)} />
      {/* A plain form: the island posts it once Stripe confirmed the card. */}
      <form method="post" className="space-y-3" hidden {...attr(stripe.form, true)}>
        <input type="hidden" name="intent" value="attach" />
        <input type="hidden" name="stripePaymentMethodId" value="" />
        <div {...attr(stripe.element, true)} />
        <Button type="submit" disabled>
          {t('billing.card.save')}
        </Button>
      </form>
    </div>
  )
}

export const handle: TitleHandle = { title: 'billing.card.addTitle' }
