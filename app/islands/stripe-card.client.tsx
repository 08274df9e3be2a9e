/**
 * The Stripe island of the add-card dialog (ADR 0046), a chunk of its own reached only through
 * the dialog's `lazy(import())` (billing+/__stripe-card.tsx): loads Stripe.js from
 * js.stripe.com (the CSP allows it only when Stripe is configured, server/security.ts), mounts
 * the Payment Element for the set-up's client secret, confirms the set-up in the page and posts
 * the payment method id to the dialog's action (`intent=attach`), which stores the card and
 * returns to the Billing screen with 'Card added'. The steps themselves are
 * app/utils/stripe-setup.ts. A `.tsx` file: scripts/build-islands.mjs bundles only the `.ts`
 * islands of pages React does not hydrate, and this one lives inside a hydrated page.
 */
import { loadStripe } from '@stripe/stripe-js/pure'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { ErrorList } from '~/components/ui/field'
import { confirmCard, mountPaymentElement, type ElementsLike, type StripeLike } from '~/utils/stripe-setup'

interface StripeCardProps {
  publishableKey: string
  clientSecret: string
  /** The back-office path a redirect-based confirmation would come back to. */
  returnPath: string
}

interface AttachAnswer {
  error?: Record<string, string[] | null> | null
}

export default function StripeCard({ publishableKey, clientSecret, returnPath }: StripeCardProps) {
  const { t, i18n } = useTranslation()
  const node = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<{ stripe: StripeLike; elements: ElementsLike } | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const attach = useFetcher<AttachAnswer>()

  useEffect(() => {
    let gone = false
    let destroy: (() => void) | null = null
    loadStripe(publishableKey)
      .then((loaded) => {
        if (gone || !node.current) return
        if (!loaded) throw new Error('Stripe.js did not load')
        // The real Stripe object has every call StripeLike names (with wider overloads).
        const stripe = loaded as unknown as StripeLike
        const { elements, element } = mountPaymentElement(stripe, clientSecret, node.current, i18n.language)
        destroy = () => element.destroy()
        setReady({ stripe, elements })
      })
      .catch((error: unknown) => {
        console.error('billing: loading Stripe failed', error)
        if (!gone) setMessage(t('billing.card.stripeUnavailable'))
      })
    return () => {
      gone = true
      destroy?.()
    }
  }, [publishableKey, clientSecret, i18n.language, t])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || confirming) return
    setConfirming(true)
    setMessage(null)
    const outcome = await confirmCard(ready.stripe, ready.elements, new URL(returnPath, window.location.href).href)
    setConfirming(false)
    if (!outcome.ok) {
      setMessage(outcome.message ?? t('billing.card.notAdded'))
      return
    }
    attach.submit({ intent: 'attach', stripePaymentMethodId: outcome.paymentMethodId }, { method: 'post' })
  }

  const refused = attach.state === 'idle' ? (attach.data?.error?.[''] ?? null) : null
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="stripe-card">
      <div ref={node} />
      {message ? <p role="alert" className="text-sm text-red-700">{message}</p> : null}
      <ErrorList errors={refused} />
      <Button type="submit" disabled={!ready} pending={confirming || attach.state !== 'idle'}>
        {t('billing.card.save')}
      </Button>
    </form>
  )
}
