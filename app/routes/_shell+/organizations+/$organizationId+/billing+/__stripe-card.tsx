/**
 * Where the Stripe island enters the add-card dialog (ADR 0046): after hydration, and only when
 * this server has Stripe configured, it asks the dialog's action for a set-up
 * (`intent=elements`); when the platform's answer is Stripe's, the island's chunk
 * (app/islands/stripe-card.client.tsx, with @stripe/stripe-js) is fetched and draws the Payment
 * Element. No other page imports it, so no other page downloads it or talks to Stripe.
 */
import { useFetcher } from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList } from '~/components/ui/field'

const StripeCard = lazy(() => import('~/islands/stripe-card.client'))

interface SetupAnswer {
  setup: { publishableKey: string; clientSecret: string } | null
  error?: Record<string, string[] | null> | null
}

export function StripeCardIsland({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation()
  const setup = useFetcher<SetupAnswer>()
  const asked = setup.state !== 'idle' || setup.data !== undefined
  useEffect(() => {
    if (!asked) setup.submit({ intent: 'elements' }, { method: 'post' })
  }, [asked, setup])
  if (!setup.data) return setup.state === 'idle' ? null : <p className="text-sm text-slate-500">{t('billing.card.loading')}</p>
  if (!setup.data.setup) return <ErrorList errors={setup.data.error?.[''] ?? null} />
  return (
    <Suspense fallback={<p className="text-sm text-slate-500">{t('billing.card.loading')}</p>}>
      <StripeCard publishableKey={setup.data.setup.publishableKey} clientSecret={setup.data.setup.clientSecret} returnPath={returnPath} />
    </Suspense>
  )
}
