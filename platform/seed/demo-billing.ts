/**
 * The demo venues' subscriptions (issue 12 item 6), one of each situation the Billing screen
 * and the billing alert show:
 *   - Old Town Bistro: MTR, 29.00 EUR a month, ACTIVE, billing details filled, a Visa •••• 4242
 *     of the embedded demo card provider (expiring two years ahead) and twelve monthly
 *     invoices: eleven PAID and this month's OPEN, due at the month's end;
 *   - Station Café: TR, TRIALING until 14 days from now, billing details filled (its payment
 *     and organization invoices need them, ADR 0064), no card;
 *   - Riverside Bar: MTR, PAST_DUE, no billing name and no card (the billing alert's venue, and
 *     the one whose invoices are refused for want of legal details), last month's invoice OPEN
 *     and overdue (due at that month's end), the two before it PAID; a card added pays the open
 *     one and the subscription is ACTIVE again (domain/billing/past-due.ts).
 * The card is one the demo provider holds (a completed session of its own), as if set up on its
 * page, so removing it goes through the provider like any other.
 */
import type { Billing } from '../../contract/billing.js'
import type { Database } from '../db/client.js'
import { cardSetups, demoCardSessions, subscriptionCards, subscriptionInvoices, subscriptions } from '../db/schema/index.js'
import type { SubscriptionInvoiceDocument } from '../domain/billing/invoices.js'
import { PLATFORM_SELLER, PLATFORM_VAT_RATE, vatPart } from '../domain/payments/money.js'

const DAY = 86_400_000
const MONTHLY = 2900
const iso = (d: Date) => d.toISOString().slice(0, 10)

const BISTRO_BILLING = {
  name: 'Senamiesčio bistro UAB',
  email: 'billing@oldtownbistro.example',
  registrationCode: '304123456',
  taxNumber: 'LT100012345613',
  address: 'Pilies g. 10',
  postalCode: 'LT-01123',
  city: 'Vilnius',
}

const CAFE_BILLING = {
  name: 'Stoties kavinė UAB',
  email: 'saskaitos@stationcafe.example',
  registrationCode: '305987654',
  taxNumber: 'LT100009988717',
  address: 'Geležinkelio g. 16',
  postalCode: 'LT-02100',
  city: 'Vilnius',
}

const billingColumns = (billing: typeof BISTRO_BILLING) => ({
  billingName: billing.name,
  billingEmail: billing.email,
  billingRegistrationCode: billing.registrationCode,
  billingTaxNumber: billing.taxNumber,
  billingAddress: billing.address,
  billingPostalCode: billing.postalCode,
  billingCity: billing.city,
})

export async function seedDemoBilling(db: Database, venues: { bistro: string; cafe: string; bar: string }, now: Date): Promise<void> {
  await db.insert(subscriptions).values([
    {
      organizationId: venues.bistro,
      mode: 'MTR',
      amount: MONTHLY,
      currency: 'EUR',
      interval: 'MONTH',
      status: 'ACTIVE',
      ...billingColumns(BISTRO_BILLING),
    },
    {
      organizationId: venues.cafe,
      mode: 'TR',
      amount: 0,
      currency: 'EUR',
      interval: 'MONTH',
      status: 'TRIALING',
      trialEnd: new Date(now.getTime() + 14 * DAY),
      ...billingColumns(CAFE_BILLING),
    },
    { organizationId: venues.bar, mode: 'MTR', amount: MONTHLY, currency: 'EUR', interval: 'MONTH', status: 'PAST_DUE' },
  ])

  const card = { paymentMethodId: 'pm_demo_old_town_bistro', brand: 'visa', last4: '4242', expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() + 2 }
  const sessionId = 'cs_demo_old_town_bistro'
  await db.insert(demoCardSessions).values({ id: sessionId, reference: venues.bistro, returnUrl: `/organizations/${venues.bistro}/billing`, status: 'SUCCEEDED', ...card })
  await db.insert(cardSetups).values({ id: sessionId, organizationId: venues.bistro, provider: 'demo', kind: 'session' })
  await db.insert(subscriptionCards).values({ organizationId: venues.bistro, provider: 'demo', ...card })

  await db.insert(subscriptionInvoices).values([
    // i = 0 is this month's (open, due at the month's end), then back a month at a time.
    ...monthlyInvoices(venues.bistro, 'OTB', BISTRO_BILLING, now, 12, 0),
    // Issued while the bar had no billing details: the buyer is blank on them.
    ...monthlyInvoices(venues.bar, 'RSB', BLANK_BILLING, now, 3, 1),
  ])
}

const BLANK_BILLING: Billing = { name: null, email: null, registrationCode: null, taxNumber: null, address: null, postalCode: null, city: null }

/**
 * `count` monthly invoices of a venue, newest first from `monthsBack` months ago: the newest
 * OPEN, due at its month's end (past due when that month is over), the others PAID.
 */
function monthlyInvoices(organizationId: string, prefix: string, buyer: Billing, now: Date, count: number, monthsBack: number) {
  const tax = vatPart(MONTHLY)
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - monthsBack
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(year, month - i, 1))
    const end = new Date(Date.UTC(year, month - i + 1, 0))
    const yyyymm = iso(start).slice(0, 7).replace('-', '')
    const document: SubscriptionInvoiceDocument = {
      seller: { ...PLATFORM_SELLER },
      buyer,
      vatRate: PLATFORM_VAT_RATE,
      lines: [{ mode: 'MTR', amount: MONTHLY }],
      net: MONTHLY - tax,
      tax,
      total: MONTHLY,
    }
    return {
      organizationId,
      number: `SUB-${prefix}-${yyyymm}`,
      createdAt: new Date(start.getTime() + 9 * 3_600_000),
      periodStart: iso(start),
      periodEnd: iso(end),
      amount: MONTHLY,
      tax,
      currency: 'EUR',
      status: i === 0 ? 'OPEN' : 'PAID',
      dueDate: i === 0 ? iso(end) : null,
      document,
    }
  })
}
