/**
 * How payments, invoices and payouts read on their screens (SPEC.md 2, 3, 9): money by
 * contract/money.ts, list dates 'D MMM, HH:mm' and details 'DD.MM.YYYY HH:mm' on the venue's
 * clock, calendar days 'DD.MM.YYYY', proceeds = orderAmount − organizationFee. The loaders send
 * these views; the components only lay them out.
 */
import {
  PAYMENT_PROCEEDS,
  PAYOUT_DAY_NET,
  type OrganizationInvoice,
  type Payment,
  type PaymentDetails,
  type PaymentInvoice,
  type Payout,
} from '../../../contract/payments'
import { formatDateTime, formatListDateTime, formatMoney, NO_VALUE } from '../../utils/format'
import { modifierLine } from '../orders/order-view'

/** Translation key of a payment method's name. */
export const paymentMethodKey = (method: Payment['paymentMethod']) => `payments.methods.${method}`

/** A calendar day 'YYYY-MM-DD' as 'DD.MM.YYYY'; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day || NO_VALUE
}

/** The day of an instant on the venue's clock, 'DD.MM.YYYY'. */
export function formatInstantDay(iso: string, timeZone: string): string {
  // 'DD.MM.YYYY HH:mm' with a no-break space (format.ts): its first half.
  return formatDateTime(iso, timeZone).split(/[\s\u00a0]/)[0] || NO_VALUE
}

/** The day before a 'YYYY-MM-DD' (an invoice's `until` is exclusive; the screen shows the last day billed). */
export function dayBefore(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) ? day : new Date(time - 86_400_000).toISOString().slice(0, 10)
}

export interface PaymentRowView {
  id: string
  date: string
  /** Null for a tip a guest paid on its own: the screens say "Tip" there (payments.tipOnly). */
  orderNumber: string | null
  table: string | null
  methodKey: string
  methodSummary: string
  orderAmount: string
  tip: string
  proceeds: string
  /** Set when anything was refunded. */
  refunded: string | null
  invoiceNumber: string | null
}

export function paymentRowView(payment: Payment, timeZone: string, language: string): PaymentRowView {
  const money = (minor: number) => formatMoney(minor, payment.currency)
  return {
    id: payment.id,
    date: formatListDateTime(payment.ts, timeZone, language),
    orderNumber: payment.orderNumber,
    table: payment.placementTitle,
    methodKey: paymentMethodKey(payment.paymentMethod),
    methodSummary: payment.paymentMethodSummary,
    orderAmount: money(payment.orderAmount),
    tip: money(payment.tipAmount),
    proceeds: money(PAYMENT_PROCEEDS(payment)),
    refunded: payment.refundAmount > 0 ? money(payment.refundAmount) : null,
    invoiceNumber: payment.invoiceNumber,
  }
}

export interface PaymentItemView {
  id: string
  title: string
  image: string | null
  /** 'Milk: Oat milk, Syrup x2', one per modifier. */
  modifiers: string[]
  price: string
  paidCount: number
  refundedCount: number
}

export interface CustomerView {
  vatNumber: string | null
  regNumber: string | null
  name: string | null
  address: string | null
  email: string | null
}

/** The details dialog (SPEC.md 3 "Payment"): every field, money formatted, the date in full. */
export interface PaymentDetailsView extends PaymentRowView {
  dateFull: string
  organizationFee: string
  staffFee: string
  guestFee: string
  charge: string
  refund: string
  /** ISO alpha-2, or null (BLIK). */
  methodCountry: string | null
  customer: CustomerView | null
  items: PaymentItemView[]
}

export function customerOf(p: Pick<Payment, 'customerVatNumber' | 'customerRegNumber' | 'customerName' | 'customerAddress' | 'customerEmail'>): CustomerView | null {
  const view = { vatNumber: p.customerVatNumber, regNumber: p.customerRegNumber, name: p.customerName, address: p.customerAddress, email: p.customerEmail }
  return Object.values(view).some(Boolean) ? view : null
}

export function paymentDetailsView(payment: PaymentDetails, timeZone: string, language: string): PaymentDetailsView {
  const money = (minor: number) => formatMoney(minor, payment.currency)
  return {
    ...paymentRowView(payment, timeZone, language),
    dateFull: formatDateTime(payment.ts, timeZone),
    organizationFee: money(payment.organizationFee),
    staffFee: money(payment.staffFee),
    guestFee: money(payment.guestFee),
    charge: money(payment.chargeAmount),
    refund: money(payment.refundAmount),
    methodCountry: payment.paymentMethodCountry,
    customer: customerOf(payment),
    items: payment.items.map((item) => ({
      id: item.id,
      title: item.title,
      image: item.image,
      modifiers: item.modifiers.map(modifierLine),
      price: money(item.price),
      paidCount: item.paidCount,
      refundedCount: item.refundedCount,
    })),
  }
}

export interface PaymentInvoiceRowView {
  id: string
  paymentId: string
  date: string
  number: string
  orderAmount: string
  vatNumber: string | null
  regNumber: string | null
  name: string | null
  address: string | null
  email: string | null
}

export function paymentInvoiceRowView(invoice: PaymentInvoice, timeZone: string, language: string): PaymentInvoiceRowView {
  return {
    id: invoice.id,
    paymentId: invoice.paymentId,
    date: formatListDateTime(invoice.ts, timeZone, language),
    number: invoice.number,
    orderAmount: formatMoney(invoice.orderAmount, invoice.currency),
    vatNumber: invoice.customerVatNumber,
    regNumber: invoice.customerRegNumber,
    name: invoice.customerName,
    address: invoice.customerAddress,
    email: invoice.customerEmail,
  }
}

export interface OrganizationInvoiceRowView {
  id: string
  /** 'DD.MM.YYYY', the venue's day of issue. */
  date: string
  number: string
  /** 'DD.MM.YYYY – DD.MM.YYYY', the last day billed included. */
  period: string
  amount: string
  tax: string
}

export function organizationInvoiceRowView(invoice: OrganizationInvoice, timeZone: string): OrganizationInvoiceRowView {
  return {
    id: invoice.id,
    // A day, not 'D MMM, HH:mm': the invoice is dated, and its time (00:00) says nothing.
    date: formatInstantDay(invoice.ts, timeZone),
    number: invoice.number,
    period: `${formatDay(invoice.since)} – ${formatDay(dayBefore(invoice.until))}`,
    amount: formatMoney(invoice.amount, invoice.currency),
    tax: formatMoney(invoice.tax, invoice.currency),
  }
}

export interface PayoutDayView {
  day: string
  transfer: string
  refund: string
  adjustments: { amount: string; description: string }[]
  net: string
}

export interface PayoutRowView {
  id: string
  /** Not sent yet: its days are carried by the payout arriving on `arrival` (ADR 0080). */
  scheduled: boolean
  arrival: string
  statement: string
  amount: string
  days: PayoutDayView[]
}

/** A payout and its days, oldest day first, each with what it adds to the payout. */
export function payoutRowView(payout: Payout): PayoutRowView {
  const money = (minor: number) => formatMoney(minor, payout.currency)
  return {
    id: payout.id,
    scheduled: payout.status === 'SCHEDULED',
    arrival: formatDay(payout.arrivalDate),
    statement: payout.statement,
    amount: money(payout.amount),
    days: Object.entries(payout.dates)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, d]) => ({
        day: formatDay(day),
        transfer: money(d.transferAmount),
        refund: money(d.refundAmount),
        adjustments: d.adjustments.map((a) => ({ amount: money(a.amount), description: a.description })),
        net: money(PAYOUT_DAY_NET(d)),
      })),
  }
}
