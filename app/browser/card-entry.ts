/**
 * The Stripe island of the add-card dialog (ADR 0046, ADR 0060), mounted over what the dialog's
 * server drew when this server has Stripe configured (billing+/card.tsx): a `[data-stripe-card]`
 * box (hidden) with the set-up's strings, an attach form (`intent=attach`, an empty
 * `stripePaymentMethodId`) around the Payment Element's slot, and beside it the hosted page's
 * text and buttons. No React: Stripe's Payment Element is Stripe's own script.
 *
 * It shows the box, makes the hosted page the second choice, asks the dialog's action for a
 * set-up (`intent=elements`, as a Remix data request: the answer is the action's JSON), loads
 * Stripe.js from js.stripe.com (the CSP allows it only when Stripe is configured,
 * server/security.ts), mounts the Payment Element for the set-up's client secret, and on Save
 * confirms the set-up in the page (browser/stripe-setup.ts). A confirmed card is posted with the
 * attach form as a plain form: the action stores it and returns to Billing with 'Card added', or
 * draws the dialog again with why not, as it does without this island. Every failure is logged
 * and said in the dialog.
 */
import { loadStripe } from '@stripe/stripe-js/pure'
import { hideElement, showElement } from '~/browser/hide-element'
import { readJson, stripe } from '~/browser/protocol'
import { setModal } from '~/browser/dialog'
import { confirmCard, mountPaymentElement, type ElementsLike, type StripeLike } from '~/browser/stripe-setup'

/** What `[data-stripe-card]` says (JSON), drawn by the add-card dialog. */
export interface StripeCardSetup {
  /** The dialog's route id: its action answers a data request (`?_data=`). */
  routeId: string
  /** The back-office path a redirect-based confirmation would come back to. */
  returnPath: string
  /** The user's language, for the Payment Element. */
  language: string
  /** The dialog's messages by key (the action's refusals are keys, and the island's own). */
  messages: Record<string, string>
}

interface SetupAnswer {
  setup?: { publishableKey: string; clientSecret: string } | null
  error?: Record<string, string[] | null> | null
}

const NOT_ADDED = 'billing.card.notAdded'
const UNAVAILABLE = 'billing.card.stripeUnavailable'

/** Asks the dialog's action for a set-up for Elements: its JSON, or what made it fail. */
async function askForSetup(routeId: string): Promise<SetupAnswer> {
  const url = new URL(window.location.href)
  url.searchParams.set('_data', routeId)
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ intent: 'elements' }), credentials: 'same-origin' })
  // The action sent the browser elsewhere (a session that ended goes to sign-in): follow it.
  const elsewhere = response.headers.get('X-Remix-Redirect')
  if (elsewhere) {
    window.location.assign(elsewhere)
    return new Promise<SetupAnswer>(() => {})
  }
  const answer = (await response.json().catch(() => ({}))) as SetupAnswer
  if (!response.ok && !answer.error) throw new Error(`the set-up request answered ${response.status}`)
  return answer
}

/** Mounts the island over `box`; the function returned takes the Payment Element away. */
export function mountStripeCard(box: HTMLElement, load: (key: string) => Promise<unknown> = loadStripe): () => void {
  const setup = readJson(box, stripe.card)
  const form = box.querySelector<HTMLFormElement>(`form[${stripe.form}]`)
  const slot = box.querySelector<HTMLElement>(`[${stripe.element}]`)
  const loading = box.querySelector<HTMLElement>(`[${stripe.loading}]`)
  const message = box.querySelector<HTMLElement>(`[${stripe.message}]`)
  const save = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const method = form?.querySelector<HTMLInputElement>('input[name="stripePaymentMethodId"]')
  if (!setup || !form || !slot || !loading || !message || !save || !method) return () => {}
  const dialog = box.closest('dialog')
  const scope = dialog ?? document
  let gone = false
  let destroy: (() => void) | null = null

  // The card is entered here; the provider's page becomes the other way.
  box.hidden = false
  scope.querySelectorAll<HTMLElement>(`[${stripe.hide}]`).forEach(hideElement)
  scope.querySelectorAll<HTMLElement>(`[${stripe.show}]`).forEach(showElement)
  const say = (key: string | null, text?: string | null) => {
    message.textContent = text ?? (key ? (setup.messages[key] ?? setup.messages[NOT_ADDED] ?? '') : '')
    message.hidden = !message.textContent
  }
  const busy = (on: boolean) => {
    save.disabled = on
    save.setAttribute('aria-busy', String(on))
  }

  let ready: { stripe: StripeLike; elements: ElementsLike } | null = null
  void (async () => {
    try {
      const answer = await askForSetup(setup.routeId)
      if (gone) return
      if (!answer.setup) {
        loading.hidden = true
        say(answer.error?.['']?.[0] ?? 'billing.card.setupFailed')
        return
      }
      const loaded = await load(answer.setup.publishableKey)
      if (gone) return
      if (!loaded) throw new Error('Stripe.js did not load')
      // The real Stripe object has every call StripeLike names (with wider overloads).
      const stripe = loaded as StripeLike
      const { elements, element } = mountPaymentElement(stripe, answer.setup.clientSecret, slot, setup.language)
      destroy = () => element.destroy()
      ready = { stripe, elements }
      loading.hidden = true
      form.hidden = false
      busy(false)
    } catch (error) {
      console.error('billing: loading Stripe failed', error)
      if (gone) return
      loading.hidden = true
      say(UNAVAILABLE)
    }
  })()

  const submit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (!ready || save.disabled) return
    busy(true)
    say(null)
    // Stripe draws its 3-D Secure check on the page's body, which the modal dialog makes inert.
    if (dialog) setModal(dialog, false)
    const outcome = await confirmCard(ready.stripe, ready.elements, new URL(setup.returnPath, window.location.href).href)
    if (!outcome.ok) {
      if (dialog) setModal(dialog, true)
      busy(false)
      say(NOT_ADDED, outcome.message)
      return
    }
    method.value = outcome.paymentMethodId
    // A plain post (no submit event): the action answers with Billing or the dialog with why not.
    form.submit()
  }
  form.addEventListener('submit', submit)
  return () => {
    gone = true
    form.removeEventListener('submit', submit)
    destroy?.()
  }
}
