/**
 * The guest payment page (issue 27) on a server whose guest payments go through Stripe (its API
 * stand-in, tests/support/stripe-stand-in.ts), on a 360 px phone: with JavaScript Pay mounts
 * Stripe's Payment Element in the page (Stripe.js stood in), without it Pay leads to Stripe
 * Checkout by a 303. guest-pay-stripe.spec.ts tries the island alone; this is the whole page.
 */
import type { Browser, TestInfo } from '@playwright/test'
import { fakeStripeJs } from '../support/fake-stripe-js'
import { createStripeStandIn } from '../support/stripe-stand-in'
import { DEMO, expect, jsEnabled, test } from './fixtures/base'
import { expectFits, PHONE } from './fixtures/fits'
import { startOwnServer, stopOwnServer, type OwnServer } from './fixtures/own-server'
import { byName, organizationsOf } from './fixtures/tips'

const stripe = createStripeStandIn()
let server: OwnServer | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await stripe.listen()
  // Past the other own servers' ports (E2E_PORT + 40 to + 43, + 50, + 51).
  server = await startOwnServer(Number(process.env.E2E_PORT || 3201) + 52, 'guest-stripe-page', {
    GUEST_PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin',
    STRIPE_API_BASE: `http://127.0.0.1:${stripe.state.port}`,
  })
})

test.afterAll(async () => {
  await stopOwnServer(server)
  await stripe.close()
})

/** A guest's phone on the Stripe server, at Old Town Bistro's "Team tips" page with 5 € chosen by the link. */
async function guestOnTeamPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: server!.baseURL, javaScriptEnabled: jsEnabled(testInfo), viewport: PHONE, locale: 'en-US' })
  const page = await context.newPage()
  const bistro = byName(await organizationsOf(page.request, DEMO.admin, DEMO.password), 'Old Town Bistro')
  const boxId = bistro.boxes.find((b) => b.name === 'Team tips')!.id
  await page.goto(`/pay/b/${boxId}?lang=en&a=500`)
  const pay = page.getByRole('main').getByRole('button', { name: /^Pay/ })
  await expect(pay).toHaveText('Pay 5\u00a0€')
  return { page, boxId, pay }
}

/** What the page asked Stripe to make for the tip. */
const madeAtStripe = (kind: 'payment_intent' | 'checkout.session') => [...stripe.objects.values()].filter((o) => o.object === kind)

test('with JavaScript, Pay mounts Stripe’s Payment Element in the page', async ({ browser }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'Without JavaScript the guest pays on Stripe Checkout (the next test).')
  const { page, boxId, pay } = await guestOnTeamPage(browser, testInfo)
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeStripeJs('confirmPayment: function () { return new Promise(function () {}) }') }))
  const before = madeAtStripe('payment_intent').length
  await pay.click()
  await expect(page.getByRole('main').getByLabel('Card number')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/pay/b/${boxId}\\?`))
  const intents = madeAtStripe('payment_intent')
  expect(intents).toHaveLength(before + 1)
  expect(intents.at(-1)).toMatchObject({ amount: 500, currency: 'eur', metadata: { boxId } })
  expect(madeAtStripe('checkout.session')).toEqual([])
  await expectFits(page)
  await page.context().close()
})

test('without JavaScript, Pay leads to Stripe Checkout by a 303', async ({ browser }, testInfo) => {
  test.skip(jsEnabled(testInfo), 'With JavaScript Pay mounts the Payment Element (the test before).')
  const { page, boxId, pay } = await guestOnTeamPage(browser, testInfo)
  // No network here: the browser's request for Stripe's page is what shows it left for Checkout.
  const leaving = page.waitForRequest((r) => r.url().startsWith('https://checkout.stripe.com/'))
  const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/pay/b/${boxId}`)), pay.click()])
  expect(answer.status()).toBe(303)
  const sessions = madeAtStripe('checkout.session')
  expect(sessions).toHaveLength(1)
  expect(answer.headers().location).toBe(sessions[0]!.url)
  expect((await leaving).url()).toBe(sessions[0]!.url)
  expect(sessions[0]).toMatchObject({ amount_total: 500, metadata: { boxId } })
  expect(new URL(sessions[0]!.success_url as string).pathname).toMatch(/^\/pay\/return\//)
  await page.context().close()
})
