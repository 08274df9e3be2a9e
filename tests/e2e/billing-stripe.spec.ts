/**
 * The add-card dialog on a server with Stripe configured (issue 12 item 3, ADR 0046, ADR 0060):
 * the page runs the shell island, which fetches the Stripe island; the card is entered in the
 * Payment Element, a refused card says why and stores nothing, and a confirmed one is posted to
 * the dialog's action, which the platform checks with Stripe before storing it.
 *
 * There is no network here, so both sides of Stripe stand in: a server of its own (this file
 * starts it) runs the platform's real Stripe path against the API stand-in
 * (tests/support/stripe-stand-in.ts, through STRIPE_API_BASE), and the browser is given a small
 * Stripe.js for js.stripe.com whose `confirmSetup` asks api.stripe.com, answered here by settling
 * the stand-in's SetupIntent, as Stripe's own confirmation does. JavaScript only: without it
 * the dialog is the hosted page path that billing.spec.ts tests with the demo provider.
 */
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test'
import { createStripeStandIn } from '../support/stripe-stand-in'
import { DEMO, expect, jsEnabled, test, waitForHydration } from './fixtures/base'
import { adminPageOn, startOwnServer, stopOwnServer, type OwnServer } from './fixtures/own-server'

const DECLINED = '4000000000000002'

/** Stripe.js as far as the island uses it: a Payment Element that is one card number field. */
const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  var secret = null
  var input = null
  return {
    elements: function (options) {
      secret = options.clientSecret
      return { create: function () { return {
        mount: function (node) { node.innerHTML = '<label>Card number <input name="card-number" autocomplete="off"></label>'; input = node.querySelector('input') },
        destroy: function () {},
        on: function () {}
      } } }
    },
    confirmSetup: function () {
      // Stripe draws its 3-D Secure check on the page's body: no modal dialog may make it inert.
      window.modalWhileConfirming = document.querySelectorAll('dialog:modal').length
      return fetch('https://api.stripe.com/v1/setup_intents/confirm', { method: 'POST', body: new URLSearchParams({ client_secret: secret, card: input.value, key: key }) })
        .then(function (answer) { return answer.json() })
    }
  }
}
window.Stripe.version = 3
`

const stripe = createStripeStandIn()
let server: OwnServer | undefined
let baseURL = ''

test.beforeAll(async ({}, testInfo) => {
  if (!jsEnabled(testInfo)) return
  test.setTimeout(120_000)
  await stripe.listen()
  // Far from the suite's own ports (E2E_PORT, E2E_PORT + 1) and the live channel's (+40 to +43).
  server = await startOwnServer(Number(process.env.E2E_PORT || 3201) + 50, 'stripe', {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: `http://127.0.0.1:${stripe.state.port}`,
  })
  baseURL = server.baseURL
})

test.afterAll(async () => {
  await stopOwnServer(server)
  await stripe.close()
})

/** A signed-in page on the Stripe server whose browser reaches the Stripe stand-ins. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await adminPageOn(browser, baseURL)
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }))
  await page.route('https://api.stripe.com/v1/setup_intents/confirm', async (route) => {
    const sent = new URLSearchParams(route.request().postData() ?? '')
    const cors = { 'access-control-allow-origin': '*' }
    const intent = stripe.intentOfSecret(sent.get('client_secret') ?? '')
    if (sent.get('key') !== 'pk_test_standin' || !intent) return route.fulfill({ status: 400, headers: cors, json: { error: { type: 'invalid_request_error', message: 'No such setup intent' } } })
    if (sent.get('card') === DECLINED) return route.fulfill({ headers: cors, json: { error: { type: 'card_error', message: 'Your card was declined.' } } })
    const paymentMethod = stripe.settleIntent(intent, 'setup_intent_succeeded')
    return route.fulfill({ headers: cors, json: { setupIntent: { id: intent, status: 'succeeded', payment_method: paymentMethod } } })
  })
  return page
}

test('a card entered in the Payment Element: a declined one says why and stores nothing, a confirmed one is added', async ({ browser }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the Payment Element is Stripe.js; without JavaScript the dialog is the hosted page path (billing.spec.ts)')
  const platform = await playwrightRequest.newContext({ baseURL })
  const start = await platform.post('/api/v1/session/start', { data: { msisdn: DEMO.admin, password: DEMO.password } })
  const { token } = (await start.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const organizations = (await (await platform.get('/api/v1/business/organizations', { headers })).json()) as { id: string; name: string }[]
  const riverside = organizations.find((o) => o.name === 'Riverside Bar')!
  const cardOf = async () => ((await (await platform.get(`/api/v1/business/subscription/card?organizationId=${riverside.id}`, { headers })).json()) as { card: { brand: string; last4: string } | null }).card
  expect(await cardOf()).toBeNull()

  const page = await adminPage(browser)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`/organizations/${riverside.id}/billing/card`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: 'Add card' })
  const number = dialog.getByLabel('Card number')
  await expect(number).toBeVisible()
  // The page runs the shell island and the Stripe island, not the application (ADR 0060).
  expect(scripts.filter((s) => /entry\.client/.test(s))).toEqual([])
  expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/build\/islands\/stripe-card-[A-Z0-9]+\.js$/)]))
  // The provider's page is the other way now.
  await expect(dialog.getByRole('button', { name: 'Use the card page instead' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeHidden()
  await expect(dialog.getByText("You will enter the card on the card provider's secure page")).toBeHidden()
  // One SetupIntent for this dialog, asked by the island.
  expect(stripe.sent.filter((r) => r.method === 'POST' && r.path === '/v1/setup_intents')).toHaveLength(1)

  await number.fill(DECLINED)
  await dialog.getByRole('button', { name: 'Save card' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.')
  await expect(dialog.getByRole('button', { name: 'Save card' })).toBeEnabled()
  expect(await cardOf()).toBeNull()
  // Not modal while Stripe confirmed, modal again once it said no.
  expect(await page.evaluate(() => (window as unknown as { modalWhileConfirming: number }).modalWhileConfirming)).toBe(0)
  await expect(page.locator('dialog:modal')).toHaveCount(1)

  await number.fill('4242424242424242')
  await dialog.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByTestId('snackbar')).toContainText('Card added')
  await expect(page).toHaveURL(new RegExp(`/organizations/${riverside.id}/billing$`))
  const card = await cardOf()
  expect(card).toMatchObject({ brand: 'visa', last4: '4242' })
  await expect(page.getByTestId('billing-card')).toContainText('4242')
  await platform.dispose()
})

test('a session that ended before the card form loaded sends the browser to sign in', async ({ browser }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the island asks for the set-up only with JavaScript')
  const page = await adminPage(browser)
  const organizations = (await (await page.request.get('/api/v1/business/organizations')).json()) as { id: string; name: string }[]
  const riverside = organizations.find((o) => o.name === 'Riverside Bar')!
  // The session ends (signed out in another tab) just before the island asks for a set-up.
  await page.route(/\/billing\/card\?_data=/, async (route) => {
    const out = await page.request.post('/logout', { form: {}, headers: { origin: baseURL }, maxRedirects: 0 })
    expect(out.status()).toBe(302)
    await route.continue()
  })
  const before = stripe.sent.length
  await page.goto(`/organizations/${riverside.id}/billing/card`)
  await expect(page).toHaveURL(/\/login/)
  expect(stripe.sent.slice(before).filter((r) => r.path === '/v1/setup_intents')).toEqual([])
})
