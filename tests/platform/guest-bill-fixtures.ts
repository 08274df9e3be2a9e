/**
 * Fixtures of the bill payment tests: a verified venue taking bill payments with a tip box and a
 * table, open orders written straight into the database with the table's id (as a waiter's POS
 * or a guest's order would leave them), and the embedded demo guest payment provider paying
 * through its own endpoint, which reports to the platform's webhook with its real signature.
 */
import { randomUUID } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import type { BillCheckoutRequest } from '../../contract/guest-table.js'
import { guestCheckouts, orderItems, orders, organizations, paymentInvoices, payments, subscriptions, venueTables } from '../../platform/db/schema/index.js'
import { DEMO_PAY_SIGNATURE_HEADER } from '../../platform/providers/guest-payments/demo.js'
import { signV1 } from '../../platform/providers/signature.js'
import { newAddress, type Harness, type HarnessOptions } from './harness.js'
import { SELLER } from './payment-invoices-fixtures.js'
import { createBox, createMember, createOrganization, profileWith } from './tips-fixtures.js'

export const DEMO_SECRET = 'test-demo-pay-webhook-secret-0123456789abcdef'
export const APP_URL = 'http://tipbox.test'
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' }

/** A harness whose guest payments are the embedded demo provider. */
export const demoPayments: HarnessOptions = {
  config: (c) => ({ ...c, guestPayments: { provider: 'demo', webhookSecret: DEMO_SECRET }, appUrl: APP_URL }),
}

/** A verified venue taking bill payments, its GROUP tip box (one member), a table of that box, and a viewer's token. */
export async function billVenue(api: Harness, values: Partial<typeof organizations.$inferInsert> = {}) {
  const org = await createOrganization(api, { kybStatus: 'VERIFIED', currency: 'EUR', allowBillPayment: true, allowOrder: true, ...values })
  const box = await createBox(api, org.id, { mode: 'GROUP', name: 'Team' })
  await createMember(api, box.id, 'Aistė')
  const [table] = await api.db.insert(venueTables).values({ organizationId: org.id, number: '5', boxId: box.id }).returning()
  const viewer = await profileWith(api, org.id, ['VIEW_BOXES', 'VIEW_ORDERS', 'VIEW_PAYMENTS'])
  return { org, box, table: table!, token: viewer.token }
}

export interface LineSpec {
  title: string
  count: number
  price: number
}

/** An open order of the table with its lines; its amount is theirs unless given. */
export async function openOrder(
  api: Harness,
  venue: { org: { id: string }; table: { id: string; number: string } },
  lines: LineSpec[],
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const amount = lines.reduce((sum, l) => sum + l.count * l.price, 0)
  const [order] = await api.db
    .insert(orders)
    .values({
      organizationId: venue.org.id,
      orderNumber: `W-${randomUUID().slice(0, 6)}`,
      source: 'WAITER',
      placementTitle: venue.table.number,
      employeeName: 'Jonas',
      currency: 'EUR',
      amount,
      tableId: venue.table.id,
      ...values,
    })
    .returning()
  const items = lines.length
    ? await api.db
        .insert(orderItems)
        .values(
          lines.map((l, position) => ({
            orderId: order!.id,
            position,
            title: l.title,
            count: l.count,
            price: l.price,
            modifiers: [{ title: 'Milk', options: [{ title: 'Oat', count: 1 }] }],
            paymentStatus: { NOT_PAID: l.count },
          })),
        )
        .returning()
    : []
  return { order: order!, items }
}

export function billRequest(tableId: string, values: Partial<BillCheckoutRequest> = {}): BillCheckoutRequest {
  return {
    tableId,
    part: { kind: 'FULL' },
    tip: 0,
    coverFee: false,
    likes: [],
    attempt: randomUUID(),
    language: 'en',
    mode: 'redirect',
    ...values,
  }
}

export const tablePage = (api: Harness, tableId: string) => api.fetchJson(`/public/tables/${tableId}`)

export const postBill = (api: Harness, body: unknown, address = newAddress()) =>
  api.fetchJson('/public/pay/bills', { method: 'POST', body, address })

/** Pays a started checkout with a card on the demo provider's endpoint; the provider reports to our webhook. */
export async function payWithCard(api: Harness, started: { next: { url: string } }, card = GOOD_CARD) {
  const intentId = started.next.url.split('/').pop()!
  const answer = await api.fetchJson(`/providers/demo-pay/intents/${intentId}/confirm`, { method: 'POST', body: card, address: newAddress() })
  expect(answer.status, answer.text).toBe(200)
  return { intentId, answer }
}

/** Starts a bill checkout (201) and pays it by card. */
export async function payBill(api: Harness, body: BillCheckoutRequest) {
  const started = await postBill(api, body)
  expect(started.status, started.text).toBe(201)
  await payWithCard(api, started.body)
  return started.body as { checkoutId: string; key: string; next: { kind: 'redirect'; url: string } }
}

export async function orderRow(api: Harness, id: string) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

export async function itemRows(api: Harness, orderId: string) {
  return api.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position)
}

export async function paymentsOf(api: Harness, checkoutId: string) {
  return api.db.select().from(payments).where(eq(payments.guestCheckoutId, checkoutId))
}

/** The rows a refused call must not have written: checkouts of the table, payments and invoices of the venue. */
export async function writtenAt(api: Harness, venue: { org: { id: string }; table: { id: string } }) {
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n)
  return {
    checkouts: await n(api.db.select({ n: count() }).from(guestCheckouts).where(eq(guestCheckouts.tableId, venue.table.id))),
    payments: await n(api.db.select({ n: count() }).from(payments).where(eq(payments.organizationId, venue.org.id))),
    invoices: await n(api.db.select({ n: count() }).from(paymentInvoices).where(eq(paymentInvoices.organizationId, venue.org.id))),
  }
}

export async function paidAmounts(api: Harness, orderIds: string[]) {
  const rows = await api.db.select({ id: orders.id, paid: orders.paidAmount }).from(orders).where(inArray(orders.id, orderIds))
  return Object.fromEntries(rows.map((r) => [r.id, r.paid]))
}

/** A signed event of the demo provider about a checkout, as its webhook receives one (for replays and out-of-order deliveries). */
export function demoEvent(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', checkoutId: string, intentId: string, amount: number, id = `evt_${randomUUID()}`) {
  const body = JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        amount,
        currency: 'eur',
        metadata: { checkoutId },
        payment_method: { card: { brand: 'visa', last4: '4242', country: 'US' } },
        last_payment_error: type === 'payment_intent.payment_failed' ? { code: 'card_declined' } : null,
      },
    },
  })
  return { text: body, headers: { [DEMO_PAY_SIGNATURE_HEADER]: signV1(DEMO_SECRET, body, Date.now()) } }
}

export const deliverDemo = (api: Harness, delivery: { text: string; headers: Record<string, string> }) =>
  api.fetchJson('/providers/guest-payments/demo/webhook', { method: 'POST', body: delivery.text, headers: delivery.headers })

/** The venue's company billing details, so it can issue invoices (ADR 0064). */
export async function canInvoice(api: Harness, organizationId: string) {
  await api.db.insert(subscriptions).values({ organizationId, mode: 'TR', amount: 0, currency: 'EUR', interval: 'MONTH', status: 'ACTIVE', ...SELLER })
}
