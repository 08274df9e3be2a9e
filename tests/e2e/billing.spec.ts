/**
 * Billing in the browser (issue 12), with JavaScript and without (each project has its own
 * server, so each changes its own copy of the demo data). On Riverside Bar (past due, no
 * billing name, no card) the demo admin sees the billing alert, is refused company billing with
 * a wrong e-mail (nothing saved) and then saves it, adds a card through the embedded demo
 * provider's page (a declined number refused first), sees its brand and last4 with the alert
 * gone and the overdue invoice paid (the subscription active again), and removes it after confirming, with the alert back. Old Town Bistro's subscription
 * invoice downloads as a PDF; a user without MANAGE_BILLING is sent to the Organization screen
 * and refused by the platform.
 */
import type { Page } from '@playwright/test'
import type { Card, Subscription, SubscriptionInvoice } from '../../contract/billing'
import { loginWithPassword } from './fixtures/auth'
import { DEMO, expect, open } from './fixtures/base'
import { downloadOf, pdfBytes } from './fixtures/payments'
import { tipsOrganization, tipsTest as test, type PlatformClient, type TipsOrganization } from './fixtures/tips'

const RIVERSIDE = 'Riverside Bar'
const BISTRO = 'Old Town Bistro'

const snackbar = (page: Page) => page.getByTestId('snackbar')
const billingAlert = (page: Page) => page.getByTestId('billing-alert')

const subscriptionOf = (platform: PlatformClient, venue: TipsOrganization) => platform.get<Subscription>('/business/subscription', { organizationId: venue.id })
const openInvoices = async (platform: PlatformClient, venue: TipsOrganization) =>
  (await platform.get<{ invoices: SubscriptionInvoice[] }>('/business/subscription/invoices', { organizationId: venue.id })).invoices.filter((i) => i.status === 'OPEN')
const invoiceRow = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number })
const cardOf = async (platform: PlatformClient, venue: TipsOrganization) => (await platform.get<{ card: Card | null }>('/business/subscription/card', { organizationId: venue.id })).card

test.describe('Riverside Bar: company billing and a card clear the alert', () => {
  // Each step builds on the one before (the alert goes only once both are there).
  test.describe.configure({ mode: 'serial' })

  test('the alert shows while the billing name and the card are missing', async ({ page, platform }, testInfo) => {
    const riverside = await tipsOrganization(platform, RIVERSIDE)
    const subscription = await subscriptionOf(platform, riverside)
    expect(subscription.billing.name).toBeNull()
    expect(await cardOf(platform, riverside)).toBeNull()
    await open(page, testInfo, `/organizations/${riverside.id}`)
    await expect(billingAlert(page)).toContainText('The company billing details are missing.')
    await expect(billingAlert(page)).toContainText('No card is set to pay the subscription.')
    await page.getByRole('link', { name: 'Go to billing' }).click()
    await expect(page).toHaveURL(new RegExp(`/organizations/${riverside.id}/billing$`))
    await expect(page.getByTestId('billing-subscription')).toContainText('Overdue')
    await expect(page.getByTestId('billing-card')).toContainText('No card')
    // The invoice it owes: open, past its due date, with its amount.
    const [owed] = await openInvoices(platform, riverside)
    expect(owed!.dueDate! < new Date().toISOString().slice(0, 10)).toBe(true)
    await expect(invoiceRow(page, owed!.number)).toContainText('Open')
    await expect(invoiceRow(page, owed!.number)).toContainText('29')
  })

  test('company billing refuses a wrong e-mail and saves nothing, then saves', async ({ page, platform }, testInfo) => {
    const riverside = await tipsOrganization(platform, RIVERSIDE)
    await open(page, testInfo, `/organizations/${riverside.id}/billing`)
    await page.getByTestId('billing-company').getByRole('link', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Company billing' })
    await expect(dialog).toBeVisible()
    const details = { name: `Riverside Bar UAB ${testInfo.project.name}`, address: 'Upės g. 5', city: 'Vilnius', postalCode: 'LT-09308', taxNumber: 'LT100009876543' }
    await dialog.getByLabel('E-mail').fill('billing@riverside')
    await dialog.getByLabel('Company name').fill(details.name)
    await dialog.getByLabel('Address').fill(details.address)
    await dialog.getByLabel('City').fill(details.city)
    await dialog.getByLabel('Postal code').fill(details.postalCode)
    await dialog.getByLabel('Tax number').fill(details.taxNumber)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Invalid e-mail')).toBeVisible()
    // What was typed is kept, and nothing reached the platform.
    await expect(dialog.getByLabel('Company name')).toHaveValue(details.name)
    expect((await subscriptionOf(platform, riverside)).billing.name).toBeNull()

    await dialog.getByLabel('Tax number').fill('')
    await dialog.getByLabel('E-mail').fill('billing@riverside.example')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Required field')).toBeVisible()
    expect((await subscriptionOf(platform, riverside)).billing.name).toBeNull()

    await dialog.getByLabel('Tax number').fill(details.taxNumber)
    // The company code an LT or PL company's invoices need (ADR 0064): optional here, saved when typed.
    await expect(dialog.getByText('Optional; required on the invoices of a Lithuanian or Polish company.')).toBeVisible()
    await dialog.getByLabel('Registration number').fill('304999888')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(snackbar(page)).toContainText('Company billing saved')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByTestId('billing-company')).toContainText(details.name)
    await expect(page.getByTestId('billing-company')).toContainText('billing@riverside.example')
    expect((await subscriptionOf(platform, riverside)).billing).toMatchObject({ ...details, email: 'billing@riverside.example', registrationCode: '304999888' })
    await expect(page.getByTestId('billing-company')).toContainText('304999888')

    // The card is still missing: the alert stays, saying only that.
    await open(page, testInfo, `/organizations/${riverside.id}`)
    await expect(billingAlert(page)).toContainText('No card is set to pay the subscription.')
    await expect(billingAlert(page)).not.toContainText('company billing details')
  })

  test('adds a card through the demo provider (a declined one refused first), which pays the open invoice; the alert goes', async ({ page, platform }, testInfo) => {
    const riverside = await tipsOrganization(platform, RIVERSIDE)
    const [owed] = await openInvoices(platform, riverside)
    await open(page, testInfo, `/organizations/${riverside.id}/billing`)
    await page.getByTestId('billing-card').getByRole('link', { name: 'Add card' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add card' })
    await dialog.getByRole('button', { name: 'Continue' }).click()

    // The embedded demo provider's page: part of this app, and it says so.
    await expect(page).toHaveURL(/\/dev\/cards\//)
    await expect(page.getByRole('note')).toContainText('Demo card provider: no money moves')
    await fillDemoCard(page, '4000 0000 0000 0002')
    await expect(page).toHaveURL(/\/dev\/cards\//)
    await expect(page.getByRole('alert')).toHaveText('The card was declined.')
    expect(await cardOf(platform, riverside)).toBeNull()

    await fillDemoCard(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL(new RegExp(`/organizations/${riverside.id}/billing$`))
    await expect(snackbar(page)).toContainText('Card added')
    const card = await cardOf(platform, riverside)
    expect(card).toMatchObject({ last4: '4242' })
    const shown = page.getByTestId('billing-card')
    await expect(shown).toContainText('Visa')
    await expect(shown.getByTestId('card-last4')).toHaveText('4242')
    await expect(shown).toContainText(`Expires ${String(card!.expiryMonth).padStart(2, '0')}/${String(card!.expiryYear % 100).padStart(2, '0')}`)
    await expect(shown.getByRole('link', { name: 'Replace card' })).toBeVisible()
    // The past-due subscription is settled: its invoice paid, its status active.
    await expect(page.getByTestId('billing-subscription')).toContainText('Active')
    await expect(invoiceRow(page, owed!.number)).toContainText('Paid')
    expect(await openInvoices(platform, riverside)).toEqual([])
    expect((await subscriptionOf(platform, riverside)).status).toBe('ACTIVE')

    await open(page, testInfo, `/organizations/${riverside.id}`)
    await expect(page.getByRole('heading', { name: RIVERSIDE })).toBeVisible()
    await expect(billingAlert(page)).toHaveCount(0)
  })

  test('removes the card after confirming, and the alert is back', async ({ page, platform }, testInfo) => {
    const riverside = await tipsOrganization(platform, RIVERSIDE)
    await open(page, testInfo, `/organizations/${riverside.id}/billing`)
    await page.getByTestId('billing-card').getByRole('link', { name: 'Remove card' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove card' })
    await expect(dialog).toContainText('ending in 4242')
    // Cancelling removes nothing.
    await dialog.getByRole('link', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    expect(await cardOf(platform, riverside)).not.toBeNull()

    await page.getByTestId('billing-card').getByRole('link', { name: 'Remove card' }).click()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect(snackbar(page)).toContainText('Card removed')
    await expect(page.getByTestId('billing-card')).toContainText('No card')
    expect(await cardOf(platform, riverside)).toBeNull()

    await open(page, testInfo, `/organizations/${riverside.id}`)
    await expect(billingAlert(page)).toContainText('No card is set to pay the subscription.')
  })
})

/** Types a card on the demo provider's page and sends it. */
async function fillDemoCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Save card' }).click()
}

test('downloads a subscription invoice of Old Town Bistro as a PDF', async ({ page, platform }, testInfo) => {
  const bistro = await tipsOrganization(platform, BISTRO)
  const listed = await platform.get<{ invoices: SubscriptionInvoice[] }>('/business/subscription/invoices', { organizationId: bistro.id, page: 0, size: 20 })
  expect(listed.invoices.length).toBeGreaterThan(0)
  await open(page, testInfo, `/organizations/${bistro.id}/billing`)
  await expect(page.getByTestId('billing-subscription')).toContainText('Active')
  await expect(page.getByTestId('billing-card')).toContainText('4242')
  const table = page.getByRole('table', { name: 'Subscription invoices' })
  await expect(table.locator('tbody tr td:first-child')).toHaveText(listed.invoices.map((i) => i.number))
  const first = listed.invoices[0]!
  await pdfBytes(await downloadOf(page, table.getByRole('link', { name: `PDF ${first.number}` })))
  await expect(page).toHaveURL(new RegExp(`/organizations/${bistro.id}/billing$`))
})

test.describe('a user without MANAGE_BILLING', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('is told Access forbidden on the Billing screen and refused by the platform', async ({ page, platform, request }, testInfo) => {
    const bistro = await tipsOrganization(platform, BISTRO)
    const start = await request.post('/api/v1/session/start', { data: { msisdn: DEMO.stopListViewer, password: DEMO.password } })
    const { token } = (await start.json()) as { token: string }
    const headers = { authorization: `Bearer ${token}` }
    for (const path of ['/business/subscription', '/business/subscription/card', '/business/subscription/invoices']) {
      expect((await request.get(`/api/v1${path}`, { headers, params: { organizationId: bistro.id } })).status(), path).toBe(403)
    }
    await request.post('/api/v1/session/finish', { headers, data: {} })

    await loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)
    for (const path of [`/organizations/${bistro.id}/billing`, `/organizations/${bistro.id}/billing/details`, `/organizations/${bistro.id}/billing/card`]) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(403)
      await expect(page, path).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('alert').filter({ hasText: 'Access forbidden' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toHaveCount(0)
      await expect(billingAlert(page)).toHaveCount(0)
    }
  })
})
