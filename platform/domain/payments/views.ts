/** Rows of the payments tables as the contract shows them (contract/payments.ts). */
import { sql } from 'drizzle-orm'
import type { OrganizationInvoice, Payment, PaymentItem, PaymentMethod, Payout, PayoutDay } from '../../../contract/payments.js'

/**
 * The columns every payment read selects, from `payments p` left-joined to its invoice
 * `payment_invoices i`. Money arrives as float8 (a JS number; minor units stay far below 2^53).
 */
export const PAYMENT_COLUMNS = sql`p.id, p.ts, p.order_id, p.order_number, p.placement_title, p.currency,
  p.order_amount::float8, p.tip_amount::float8, p.organization_fee::float8, p.staff_fee::float8, p.guest_fee::float8,
  p.charge_amount::float8, p.refund_amount::float8, p.payment_method, p.payment_method_country, p.payment_method_summary,
  p.allow_detailed_invoice, p.customer_vat_number, p.customer_reg_number, p.customer_name, p.customer_address,
  p.customer_email, i.number as invoice_number, i.kind as invoice_kind`

export interface PaymentRow {
  id: string
  ts: Date | string
  order_id: string | null
  order_number: string | null
  placement_title: string | null
  currency: string
  order_amount: number
  tip_amount: number
  organization_fee: number
  staff_fee: number
  guest_fee: number
  charge_amount: number
  refund_amount: number
  payment_method: string
  payment_method_country: string | null
  payment_method_summary: string
  allow_detailed_invoice: boolean
  customer_vat_number: string | null
  customer_reg_number: string | null
  customer_name: string | null
  customer_address: string | null
  customer_email: string | null
  invoice_number: string | null
  invoice_kind: string | null
}

export const iso = (value: Date | string) => new Date(value).toISOString()

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    ts: iso(row.ts),
    orderId: row.order_id,
    orderNumber: row.order_number,
    placementTitle: row.placement_title,
    currency: row.currency,
    orderAmount: row.order_amount,
    tipAmount: row.tip_amount,
    organizationFee: row.organization_fee,
    staffFee: row.staff_fee,
    guestFee: row.guest_fee,
    chargeAmount: row.charge_amount,
    refundAmount: row.refund_amount,
    paymentMethod: row.payment_method as PaymentMethod,
    paymentMethodCountry: row.payment_method_country,
    paymentMethodSummary: row.payment_method_summary,
    allowDetailedInvoice: row.allow_detailed_invoice,
    customerVatNumber: row.customer_vat_number,
    customerRegNumber: row.customer_reg_number,
    customerName: row.customer_name,
    customerAddress: row.customer_address,
    customerEmail: row.customer_email,
    invoiceNumber: row.invoice_number,
    invoiceKind: row.invoice_kind === 'DETAILED' || row.invoice_kind === 'GT' ? row.invoice_kind : null,
  }
}

export const PAYMENT_ITEM_COLUMNS = sql`id, title, image, price::float8, paid_count, refunded_count, modifiers`

export interface PaymentItemRow {
  id: string
  title: string
  image: string | null
  price: number
  paid_count: number
  refunded_count: number
  modifiers: PaymentItem['modifiers']
}

export const toPaymentItem = (row: PaymentItemRow): PaymentItem => ({
  id: row.id,
  title: row.title,
  image: row.image,
  price: row.price,
  paidCount: row.paid_count,
  refundedCount: row.refunded_count,
  modifiers: row.modifiers,
})

/** A payout with its days as one json object (date → day), from `payouts p`. */
export const PAYOUT_COLUMNS = sql`p.id, p.arrival_date::text, p.statement, p.amount::float8, p.currency,
  coalesce((select json_object_agg(d.date::text, json_build_object('transferAmount', d.transfer_amount, 'refundAmount', d.refund_amount,
    'adjustments', d.adjustments) order by d.date) from payout_days d where d.payout_id = p.id), '{}'::json) as dates`

export interface PayoutRow {
  id: string
  arrival_date: string
  statement: string
  amount: number
  currency: string
  dates: Record<string, PayoutDay>
}

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  status: 'PAID',
  arrivalDate: row.arrival_date,
  statement: row.statement,
  amount: row.amount,
  currency: row.currency,
  // json_build_object writes bigint as a JSON number already.
  dates: Object.fromEntries(
    Object.entries(row.dates).map(([day, d]) => [
      day,
      { transferAmount: Number(d.transferAmount), refundAmount: Number(d.refundAmount), adjustments: d.adjustments.map((a) => ({ amount: Number(a.amount), description: a.description })) },
    ]),
  ),
})

export const ORGANIZATION_INVOICE_COLUMNS = sql`v.id, v.ts, v.number, v.since::text, v.until::text, v.amount::float8, v.tax::float8, v.currency`

export interface OrganizationInvoiceRow {
  id: string
  ts: Date | string
  number: string
  since: string
  until: string
  amount: number
  tax: number
  currency: string
}

export const toOrganizationInvoice = (row: OrganizationInvoiceRow): OrganizationInvoice => ({
  id: row.id,
  ts: iso(row.ts),
  number: row.number,
  since: row.since,
  until: row.until,
  amount: row.amount,
  tax: row.tax,
  currency: row.currency,
})
