/**
 * The guest payment page's Stripe island (issue 27 parcel D, ADR 0079) in a real browser, on a
 * server with Stripe configured, so the page's Content Security Policy is the one a guest gets:
 * the island is fetched by its own address (as the guest island does after Pay), loads Stripe.js
 * from js.stripe.com, draws the Payment Element and a Pay button, says a declined card in
 * Stripe's words (role=alert), and a confirmed payment leaves for the return address. Stripe.js
 * failing to load is said in the guest's language and rejects, so the page can fall back to
 * Stripe's hosted page. The guest page itself is parcel C's; a plain page of this server holds
 * the island here.
 *
 * No network: the PaymentIntent is made by the real adapter against the API stand-in
 * (tests/support/stripe-stand-in.ts), and the browser is given a small Stripe.js whose
 * `confirmPayment` asks api.stripe.com, answered here by paying the stand-in's intent.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { StripeGuestPaymentProvider } from '../../platform/providers/guest-payments/stripe'
import { fakeStripeJs } from '../support/fake-stripe-js'
import { createStripeStandIn } from '../support/stripe-stand-in'
import { expect, jsEnabled, test } from './fixtures/base'
import { startOwnServer, stopOwnServer, type OwnServer } from './fixtures/own-server'

const DECLINED = '4000000000000002'

/** Stripe.js as far as the island uses it: confirmPayment asks api.stripe.com, then leaves for the return address as Stripe does. */
const FAKE_STRIPE_JS = fakeStripeJs(`
    confirmPayment: function (options) {
      return fetch('https://api.stripe.com/v1/payment_intents/confirm', { method: 'POST', body: new URLSearchParams({ client_secret: secret, card: input.value, key: key }) })
        .then(function (answer) { return answer.json() })
        .then(function (answer) {
          if (answer.error) return answer
          window.location.assign(options.confirmParams.return_url + '?payment_intent=' + answer.id + '&redirect_status=succeeded')
          return new Promise(function () {})
        })
    }`)

const stripe = createStripeStandIn()
let server: OwnServer | undefined
let provider: StripeGuestPaymentProvider

test.beforeAll(async ({}, testInfo) => {
  if (!jsEnabled(testInfo)) return
  test.setTimeout(120_000)
  await stripe.listen()
  provider = new StripeGuestPaymentProvider({
    provider: 'stripe',
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: 'whsec_standin',
    api: { host: '127.0.0.1', port: stripe.state.port, protocol: 'http' },
  })
  // Far from the suite's own ports (E2E_PORT, E2E_PORT + 1), the live channel's (+40 to +43) and billing-stripe's (+50).
  server = await startOwnServer(Number(process.env.E2E_PORT || 3201) + 51, 'guest-stripe', {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: `http://127.0.0.1:${stripe.state.port}`,
  })
})

test.afterAll(async () => {
  await stopOwnServer(server)
  await stripe.close()
})

/** A page of the Stripe server with a slot for the island, the island's options, and Stripe.js stood in (or failing). */
async function pageWithSlot(page: Page, stripeJs: 'up' | 'down') {
  await page.route('https://js.stripe.com/**', (route) => (stripeJs === 'up' ? route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }) : route.abort()))
  await page.route('https://api.stripe.com/v1/payment_intents/confirm', async (route) => {
    const sent = new URLSearchParams(route.request().postData() ?? '')
    const cors = { 'access-control-allow-origin': '*' }
    const intent = [...stripe.objects.values()].find((o) => o.object === 'payment_intent' && o.client_secret === sent.get('client_secret'))
    if (sent.get('key') !== 'pk_test_standin' || !intent) return route.fulfill({ status: 400, headers: cors, json: { error: { type: 'invalid_request_error', message: 'No such payment intent' } } })
    if (sent.get('card') === DECLINED) return route.fulfill({ headers: cors, json: { error: { type: 'card_error', message: 'Your card was declined.' } } })
    return route.fulfill({ headers: cors, json: stripe.payIntent(intent.id, 'charge_guest_card') })
  })
  await page.goto(`${server!.baseURL}/login/msisdn`)
  const checkoutId = randomUUID()
  const started = await provider.start(
    { checkoutId, organizationId: randomUUID(), boxId: randomUUID(), amount: 500, currency: 'EUR', description: 'Old Town Bistro · Team tips', returnUrl: `${server!.baseURL}/login/msisdn`, cancelUrl: `${server!.baseURL}/`, language: 'lt' },
    'element',
  )
  const island = (JSON.parse(readFileSync('build/islands.json', 'utf8')) as Record<string, string>)['guest-stripe']!
  const mounted = page.evaluate(
    async ({ island, options }) => {
      const container = document.createElement('div')
      container.id = 'guest-stripe-slot'
      document.body.prepend(container)
      const { mountPayment } = (await import(island)) as { mountPayment: (o: object) => Promise<void> }
      return mountPayment({ container, ...options }).then(
        () => 'mounted',
        () => 'rejected',
      )
    },
    { island, options: { clientSecret: started.clientSecret, publishableKey: started.publishableKey, returnUrl: `${server!.baseURL}/login/msisdn`, language: 'lt' } },
  )
  return { mounted, intentId: started.providerPaymentId!, slot: page.locator('#guest-stripe-slot') }
}

test('the island draws the Payment Element; a declined card says why; a paid one leaves for the return address', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'The Payment Element needs JavaScript; without it the guest pays on Stripe Checkout.')
  const { mounted, intentId, slot } = await pageWithSlot(page, 'up')
  expect(await mounted).toBe('mounted')
  const pay = slot.getByRole('button', { name: 'Mokėti' })
  await expect(pay).toBeEnabled()

  await slot.getByLabel('Card number').fill(DECLINED)
  await pay.click()
  await expect(slot.getByRole('alert')).toHaveText('Your card was declined.')
  await expect(pay).toBeEnabled()
  expect(stripe.objects.get(intentId).status).toBe('requires_payment_method')

  await slot.getByLabel('Card number').fill('4242424242424242')
  await pay.click()
  await page.waitForURL((url) => url.searchParams.get('payment_intent') === intentId && url.searchParams.get('redirect_status') === 'succeeded')
  expect(stripe.objects.get(intentId).status).toBe('succeeded')
})

test('Stripe.js that does not load is said in the guest’s language, and the island rejects for the fallback', async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'The Payment Element needs JavaScript; without it the guest pays on Stripe Checkout.')
  const { mounted, slot } = await pageWithSlot(page, 'down')
  expect(await mounted).toBe('rejected')
  await expect(slot.getByRole('alert')).toHaveText('Mokėjimo kortele dabar įkelti nepavyko. Bandykite dar kartą.')
  await expect(slot.getByRole('button')).toHaveCount(0)
})
