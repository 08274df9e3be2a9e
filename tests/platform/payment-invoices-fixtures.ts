/**
 * What the payment invoice tests share: a venue of their own with an order and payments (with
 * items) written straight into the tables, so every expected line and sum is worked out from
 * the rows the test wrote; a client for the invoice calls; a PDF's text.
 */
import type { organizations } from '../../platform/db/schema/index.js'
import { paymentItems, payments, subscriptions } from '../../platform/db/schema/index.js'
import type { FetchOptions, Harness } from './harness.js'
import { addOrders, newVenue } from './orders-fixtures.js'

export type PaymentInsert = typeof payments.$inferInsert
export type PaymentItemInsert = Omit<typeof paymentItems.$inferInsert, 'paymentId' | 'position'>

export const CUSTOMER = {
  customerVatNumber: 'LT201123456713',
  customerRegNumber: '300123451',
  customerName: 'UAB Žalias Kiemas',
  customerAddress: 'Gedimino pr. 9, Vilnius',
  customerEmail: 'buhalterija@example.lt',
} as const

/** Two dishes with options, 2 × 12,50 € + 1 × 4,00 € = 29,00 €. */
export const ITEMS: PaymentItemInsert[] = [
  { title: 'Cepelinai', price: 1250, paidCount: 2, modifiers: [{ title: 'Sauce', options: [{ title: 'Sour cream', count: 1 }] }] },
  { title: 'Gira', price: 400, paidCount: 1, modifiers: [] },
]

/** The venue's company billing details: the seller's legal details its invoices print (ADR 0064). */
export const SELLER = {
  billingName: 'Žalgirio grilis UAB',
  billingEmail: 'info@zalgiris-grill.example',
  billingRegistrationCode: '302445566',
  billingTaxNumber: 'LT100009988717',
  billingAddress: 'Pilies g. 1',
  billingPostalCode: 'LT-01123',
  billingCity: 'Vilnius',
} as const

/**
 * A paymentsEnabled venue (under the demo group, so the demo admin holds every permission) with
 * a subscription whose billing details are `billing` (SELLER unless said; null for none).
 */
export async function invoiceVenue(
  api: Harness,
  values: Partial<typeof organizations.$inferInsert> = {},
  billing: Partial<Record<keyof typeof SELLER, string | null>> | null = SELLER,
) {
  const venue = await newVenue(api, { name: 'Žalgiris Grill Vilnius', address: 'Pilies g. 1, Vilnius', ...values })
  await api.db.insert(subscriptions).values({ organizationId: venue.id, mode: 'TR', amount: 0, currency: 'EUR', interval: 'MONTH', status: 'ACTIVE', ...billing })
  return venue
}

/** One order and a payment of it with `items`; the payment's amounts follow from them unless given. */
export async function addPayment(api: Harness, organizationId: string, values: Partial<PaymentInsert> = {}, items: PaymentItemInsert[] = ITEMS) {
  const orderAmount = values.orderAmount ?? items.reduce((sum, item) => sum + item.price * item.paidCount, 0)
  const [order] = await addOrders(api, organizationId, [{ amount: orderAmount, paidAmount: orderAmount, refundedAmount: values.refundAmount ?? 0 }])
  const tipAmount = values.tipAmount ?? 300
  const [payment] = await api.db
    .insert(payments)
    .values({
      organizationId,
      orderId: order!.id,
      ts: new Date('2026-03-10T21:30:00Z'),
      orderNumber: order!.orderNumber,
      placementTitle: 'Table 4',
      currency: 'EUR',
      orderAmount,
      tipAmount,
      organizationFee: Math.round(orderAmount * 0.02),
      chargeAmount: orderAmount + tipAmount,
      paymentMethod: 'card',
      paymentMethodCountry: 'LT',
      paymentMethodSummary: 'Visa •••• 4242',
      ...values,
    })
    .returning()
  if (items.length > 0) await api.db.insert(paymentItems).values(items.map((item, position) => ({ ...item, paymentId: payment!.id, position })))
  return payment!
}

/** The invoice calls of one caller on one venue. */
export function invoicesClient(api: Harness, token: string, organizationId: string) {
  const withOrg = (path: string, query: Record<string, string> = {}) => `${path}?${new URLSearchParams({ organizationId, ...query })}`
  return {
    putCustomer: (paymentId: string, body: unknown, options: FetchOptions = {}) =>
      api.fetchJson(withOrg(`/business/payments/${paymentId}/customer`), { token, method: 'PUT', body, ...options }),
    pdf: (paymentId: string, kind: 'detailed' | 'gt', query: Record<string, string> = {}) =>
      api.fetchJson(withOrg(`/business/payments/${paymentId}/invoice-${kind}.pdf`, query), { token }),
    /** The raw answer, for PDFs. */
    download: (paymentId: string, kind: 'detailed' | 'gt', query: Record<string, string> = {}) =>
      fetch(api.baseUrl + withOrg(`/business/payments/${paymentId}/invoice-${kind}.pdf`, query), { headers: { authorization: `Bearer ${token}` } }),
    byVat: (vatNumber: string) => api.fetchJson(withOrg(`/business/customers/by-vat/${encodeURIComponent(vatNumber)}`), { token }),
    list: (query: Record<string, string> = {}) => api.fetchJson(withOrg('/business/payment-invoices', query), { token }),
  }
}
export type InvoicesClient = ReturnType<typeof invoicesClient>

export { pdfText } from '../pdf-text.js'
