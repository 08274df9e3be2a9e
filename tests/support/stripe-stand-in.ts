/**
 * A local stand-in of Stripe's API for the tests (there is no network here): it answers the
 * paths the card adapter (platform/providers/cards/stripe.ts) calls with responses recorded in
 * the shape Stripe gives them (tests/platform/fixtures/stripe/*.json), filling in the ids,
 * customer and metadata of what was created as Stripe would, and keeps every request it was
 * sent. A platform pointed at it (STRIPE_API_BASE, or the config's `cards.api`) runs its real
 * Stripe path. Used by the platform tests (cards-stripe.test.ts, and guest-pay-stripe.test.ts for
 * the guest payment adapter, platform/providers/guest-payments/stripe.ts) and by the browser test
 * of the add-card dialog's Stripe island (e2e/billing-stripe.spec.ts).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Recorded answers are any JSON (as the platform tests' `Json`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

const fixture = (name: string): Json => JSON.parse(readFileSync(new URL(`../platform/fixtures/stripe/${name}.json`, import.meta.url), 'utf8'))

/** Every `metadata[key]` (or `payment_intent_data[metadata][key]`, …) of a form-encoded request, as Stripe keeps it. */
function metadataOf(form: Record<string, string>, field = 'metadata') {
  const pattern = new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`)
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = pattern.exec(key)
    if (match) metadata[match[1]!] = value
  }
  return metadata
}

/** The `expand[]` list of a retrieve (`expand[0]=…`, `expand[]=…`). */
const expansionsOf = (query: URLSearchParams) => [...query.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value)

export interface SentToStripe {
  method: string
  path: string
  query: Record<string, string>
  form: Record<string, string>
  headers: Record<string, string | string[] | undefined>
}

/**
 * Stripe's API as far as the adapters use it: customers, setup intents, checkout sessions (setup
 * and payment mode), payment method detaches and payment intents (off-session charges, and a
 * guest's intent for the Payment Element), with idempotency keys, kept in memory; retrieves
 * expand `latest_charge` and `payment_intent` as asked. `declineCharges` declines the card of an
 * off-session payment intent. `payIntent` and `completePaymentSession` stand for a guest paying. `settleIntent` and `completeSession` stand for what
 * the browser does on Stripe's side (Elements confirming, the hosted page finishing); `mode`
 * makes it fail. Nothing listens until `listen()`; `state.port` is then its port.
 */
export function createStripeStandIn() {
  const sent: SentToStripe[] = []
  const objects = new Map<string, Json>()
  const state = { port: 0, mode: 'up' as 'up' | 'error' | 'reset', declineCharges: false }
  /** Stripe's idempotency: a request with a key seen before answers what the first one did. */
  const answered = new Map<string, { status: number; body: Json }>()
  let server: Server | undefined
  const newId = (prefix: string) => `${prefix}_test${randomBytes(9).toString('hex')}`
  /** What a create with this key answered before, else `make()`'s answer, kept for the key. */
  const once = (key: string | string[] | undefined, make: () => { status: number; body: Json }) => {
    const again = typeof key === 'string' ? answered.get(key) : undefined
    if (again) return again
    const answer = make()
    if (answer.status === 200) objects.set(answer.body.id, answer.body)
    if (typeof key === 'string') answered.set(key, answer)
    return answer
  }
  /** An object as a retrieve answers it, with the ids it asked for expanded (`a.b` expands b inside a). */
  const expanded = (object: Json, paths: string[]): Json => {
    const copy = { ...object }
    for (const path of paths) {
      const [field, ...rest] = path.split('.')
      const value = copy[field!]
      const inner = typeof value === 'string' ? objects.get(value) : value
      if (inner) copy[field!] = rest.length ? expanded(inner, [rest.join('.')]) : inner
    }
    return copy
  }

  return {
    sent,
    state,
    objects,
    async listen() {
      server = createServer((req, res) => {
        let raw = ''
        req.on('data', (chunk) => (raw += chunk))
        req.on('end', () => {
          const url = new URL(req.url!, 'http://stand.in')
          const form = Object.fromEntries(new URLSearchParams(raw))
          sent.push({ method: req.method!, path: url.pathname, query: Object.fromEntries(url.searchParams), form, headers: req.headers })
          const json = (status: number, body: unknown) =>
            res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(body))
          if (state.mode === 'reset') return void req.socket.destroy()
          if (state.mode === 'error') return json(500, fixture('error_api'))
          const metadata = { organizationId: form['metadata[organizationId]'] }
          const missing = () => json(404, fixture('error_resource_missing'))
          const route = `${req.method} ${url.pathname}`
          if (route === 'POST /v1/customers') {
            const customer = { ...fixture('customer'), id: newId('cus'), metadata }
            objects.set(customer.id, customer)
            return json(200, customer)
          }
          if (route === 'POST /v1/setup_intents') {
            if (!objects.has(form.customer!)) return missing()
            const id = newId('seti')
            const intent = { ...fixture('setup_intent'), id, client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, customer: form.customer, metadata }
            objects.set(id, intent)
            return json(200, intent)
          }
          if (route === 'POST /v1/checkout/sessions' && form.mode === 'payment') {
            const answer = once(req.headers['idempotency-key'], () => {
              const id = newId('cs')
              const body = {
                ...fixture('checkout_session_payment'),
                id,
                amount_subtotal: Number(form['line_items[0][price_data][unit_amount]']),
                amount_total: Number(form['line_items[0][price_data][unit_amount]']),
                currency: form['line_items[0][price_data][currency]'],
                locale: form.locale,
                metadata: metadataOf(form),
                success_url: form.success_url,
                cancel_url: form.cancel_url,
                url: `https://checkout.stripe.com/c/pay/${id}`,
                // Not Stripe's (it keeps this to itself): what the intent made on payment carries.
                intentMetadata: metadataOf(form, 'payment_intent_data[metadata]'),
              }
              return { status: 200, body }
            })
            const { intentMetadata: _kept, ...session } = answer.body
            return json(answer.status, session)
          }
          if (route === 'POST /v1/checkout/sessions') {
            const id = newId('cs')
            const session = { ...fixture('checkout_session'), id, customer: form.customer, metadata, success_url: form.success_url, cancel_url: form.cancel_url, url: `https://checkout.stripe.com/c/pay/${id}` }
            objects.set(id, session)
            return json(200, session)
          }
          const retrieve = /^GET \/v1\/(setup_intents|checkout\/sessions|payment_intents)\/([\w]+)$/.exec(route)
          if (retrieve) {
            const object = objects.get(retrieve[2]!)
            if (!object) return missing()
            const { intentMetadata: _kept, ...shown } = expanded(object, expansionsOf(url.searchParams))
            return json(200, shown)
          }
          if (route === 'POST /v1/payment_intents' && form.confirm !== 'true') {
            // A guest's intent, confirmed later in the browser by the Payment Element.
            const answer = once(req.headers['idempotency-key'], () => {
              const id = newId('pi')
              const body = {
                ...fixture('payment_intent_guest'),
                id,
                client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
                amount: Number(form.amount),
                currency: form.currency,
                description: form.description,
                metadata: metadataOf(form),
              }
              return { status: 200, body }
            })
            return json(answer.status, answer.body)
          }
          if (route === 'POST /v1/payment_intents') {
            const key = req.headers['idempotency-key']
            const again = typeof key === 'string' ? answered.get(key) : undefined
            if (again) return json(again.status, again.body)
            const answer = state.declineCharges
              ? { status: 402, body: fixture('error_card_declined') }
              : {
                  status: 200,
                  body: {
                    ...fixture('payment_intent_succeeded'),
                    id: newId('pi'),
                    amount: Number(form.amount),
                    amount_received: Number(form.amount),
                    currency: form.currency,
                    customer: form.customer,
                    payment_method: form.payment_method,
                    description: form.description,
                    metadata: { organizationId: form['metadata[organizationId]'], invoiceId: form['metadata[invoiceId]'] },
                  },
                }
            if (answer.status === 200) objects.set(answer.body.id, answer.body)
            if (typeof key === 'string') answered.set(key, answer)
            return json(answer.status, answer.body)
          }
          const detach = /^POST \/v1\/payment_methods\/(\w+)\/detach$/.exec(route)
          if (detach) return json(200, { ...fixture('payment_method_detached'), id: detach[1] })
          return missing()
        })
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      state.port = (server.address() as AddressInfo).port
    },
    async close() {
      if (server) await new Promise((resolve) => server!.close(resolve))
      server = undefined
    },
    /** Elements confirmed the intent with a card (the recorded success, or failure); returns the intent's payment method id. */
    settleIntent(id: string, outcome: 'setup_intent_succeeded' | 'setup_intent_failed'): string | null {
      const intent = objects.get(id)
      const settled = { ...fixture(outcome), id, client_secret: intent.client_secret, customer: intent.customer, metadata: intent.metadata }
      objects.set(id, settled)
      const method = settled.payment_method
      return typeof method === 'string' ? method : (method?.id ?? null)
    },
    /** The intent whose client secret this is (what Stripe.js confirms), if there is one. */
    intentOfSecret(clientSecret: string): string | null {
      for (const [id, object] of objects) if (object.object === 'setup_intent' && object.client_secret === clientSecret) return id
      return null
    },
    /** The guest paid the intent (Payment Element): it succeeded with a charge of the recorded card. */
    payIntent(id: string, charge: 'charge_guest_apple_pay' | 'charge_guest_card') {
      const intent = objects.get(id)
      const paid = { ...fixture(charge), id: newId('ch'), amount: intent.amount, amount_captured: intent.amount, currency: intent.currency, payment_intent: id }
      objects.set(paid.id, paid)
      objects.set(id, { ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: paid.id, payment_method: paid.payment_method })
      return objects.get(id)
    },
    /** The guest paid on the hosted page: Stripe made the session's intent, paid it, and completed the session. */
    completePaymentSession(id: string, charge: 'charge_guest_apple_pay' | 'charge_guest_card') {
      const session = objects.get(id)
      const intentId = newId('pi')
      objects.set(intentId, { ...fixture('payment_intent_guest'), id: intentId, amount: session.amount_total, currency: session.currency, metadata: session.intentMetadata })
      const intent = this.payIntent(intentId, charge)
      const recorded = fixture('checkout_session_payment_complete')
      objects.set(id, { ...recorded, id, amount_subtotal: session.amount_total, amount_total: session.amount_total, currency: session.currency, metadata: session.metadata, success_url: session.success_url, cancel_url: session.cancel_url, payment_intent: intentId, intentMetadata: session.intentMetadata })
      return { session: objects.get(id), intent }
    },
    /** The hosted page finished: the session is complete with a succeeded intent of its customer. */
    completeSession(id: string) {
      const session = objects.get(id)
      const recorded = fixture('checkout_session_complete')
      const setupIntent = { ...recorded.setup_intent, customer: session.customer, metadata: session.metadata }
      objects.set(id, { ...recorded, id, customer: session.customer, metadata: session.metadata, setup_intent: setupIntent })
    },
  }
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>
