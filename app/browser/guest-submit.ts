/**
 * Sending the payment page's form (browser/islands/guest.ts). One submit only: a double tap on
 * Pay sends one request (the server would answer the same checkout anyway, its attempt being
 * the form's). When the venue pays through Stripe and the page names the guest-stripe island,
 * Pay asks the action for an in-page payment (`mode=element`, as a data request: the answer is
 * the action's JSON) and mounts Stripe's Payment Element; any failure submits the plain form,
 * whose answer is the provider's own page.
 */
import { guest, readJson } from '~/browser/protocol'

/** What `[data-guest-form]` says (JSON), drawn by features/guest/pay-view.tsx. */
export interface GuestFormSetup {
  currency: string
  provider: 'demo' | 'stripe' | 'none'
  /** The guest-stripe island's URL; null when the page offers only the provider's own page. */
  stripeIsland: string | null
  /** The route whose action answers a data request (`?_data=`). */
  routeId: string
  language: string
}

/** What the guest-stripe island offers. */
interface StripeIsland {
  mountPayment(options: { container: HTMLElement; clientSecret: string; publishableKey: string; returnUrl: string; language: string }): Promise<void>
}

interface ElementNext {
  next?: { kind: string; clientSecret?: string; publishableKey?: string; returnUrl?: string }
}

async function mountInPage(form: HTMLFormElement, setup: GuestFormSetup, island: string, submitter: HTMLElement | null) {
  const body = new FormData(form, submitter)
  body.set('mode', 'element')
  const url = new URL(form.action || location.href)
  url.searchParams.set('_data', setup.routeId)
  const answer = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } })
  const { next } = (await answer.json()) as ElementNext
  const container = form.querySelector<HTMLElement>(`[${guest.element}]`)
  if (!answer.ok || next?.kind !== 'element' || !next.clientSecret || !next.publishableKey || !next.returnUrl || !container) {
    throw new Error(`no in-page payment (${answer.status})`)
  }
  const stripe = (await import(/* @vite-ignore */ island)) as StripeIsland
  await stripe.mountPayment({
    container,
    clientSecret: next.clientSecret,
    publishableKey: next.publishableKey,
    returnUrl: next.returnUrl,
    language: setup.language,
  })
}

export function guestSubmits(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${guest.form}]`)) {
    const setup = readJson(form, guest.form)
    if (!setup) continue
    let sent = false
    form.addEventListener('submit', (event) => {
      if (sent) {
        event.preventDefault()
        return
      }
      sent = true
      const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
      // Disabled after the form data is taken: a disabled button would not send its intent.
      setTimeout(() => {
        if (submitter) submitter.disabled = true
      })
      const island = setup.stripeIsland
      if (setup.provider !== 'stripe' || !island || submitter?.value !== 'pay') return
      event.preventDefault()
      mountInPage(form, setup, island, submitter).catch((error: unknown) => {
        console.warn('guest payment: the in-page card form failed, the provider page follows', error)
        form.submit()
      })
    })
  }
}
