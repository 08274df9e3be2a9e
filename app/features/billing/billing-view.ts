/**
 * How the Billing screen reads (SPEC.md 2 "Billing", 3, 4 "Subscription status labels", 9):
 * the plan's name, its price per interval with money as contract/money.ts writes it, the status
 * label (anything the screen does not know is INCOMPLETE), the card as brand, last4 and MM/YY,
 * invoice rows with days 'DD.MM.YYYY'. The loader sends these views; the components lay them out.
 */
import { SUBSCRIPTION_STATUSES, type Card, type Subscription, type SubscriptionInvoice, type SubscriptionStatus } from '../../../contract/billing'
import { formatMoney, NO_VALUE } from '../../utils/format'
import { formatDay, formatInstantDay } from '../payments/payment-view'

/** A message key with its values, translated where it is shown. */
export interface Phrase {
  key: string
  values?: Record<string, string | number>
}

/** Section 4: the status as the screen knows it; anything newer is INCOMPLETE. */
export function knownStatus(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'INCOMPLETE'
}

/** 'Trial until 01.12.2026' while TRIALING with an end; the status's own label otherwise. */
export function statusPhrase(subscription: Pick<Subscription, 'status' | 'trialEnd'>, timeZone: string): Phrase {
  const status = knownStatus(subscription.status)
  if (status === 'TRIALING' && subscription.trialEnd) {
    return { key: 'billing.status.trialUntil', values: { date: formatInstantDay(subscription.trialEnd, timeZone) } }
  }
  return { key: `billing.status.${status}` }
}

/** '29 € / month', '79 € every 3 months', '290 € / year'; TR pays no fixed amount ('No monthly fee'). */
export function pricePhrase(subscription: Pick<Subscription, 'mode' | 'amount' | 'currency' | 'interval' | 'intervalCount'>): Phrase {
  if (subscription.mode === 'TR' && subscription.amount === 0) return { key: 'billing.price.none' }
  const price = formatMoney(subscription.amount, subscription.currency)
  const unit = subscription.interval === 'YEAR' ? 'year' : 'month'
  if (subscription.intervalCount <= 1) return { key: `billing.price.per.${unit}`, values: { price } }
  return { key: `billing.price.every.${unit}`, values: { price, count: subscription.intervalCount } }
}

export interface SubscriptionView {
  mode: Subscription['mode']
  /** The plan's plain-language name (Tips and Reviews; Menu, Tips and Reviews). */
  modeName: string
  price: Phrase
  status: Phrase
  /** The label's tone: ACTIVE and TRIALING are fine, the rest asks for attention. */
  tone: 'success' | 'warning' | 'error' | 'neutral'
}

const TONES: Record<SubscriptionStatus, SubscriptionView['tone']> = {
  ACTIVE: 'success',
  TRIALING: 'success',
  PAST_DUE: 'error',
  UNPAID: 'error',
  INCOMPLETE: 'warning',
  PAUSED: 'warning',
  CANCELED: 'neutral',
  REMOVED: 'neutral',
}

export function subscriptionView(subscription: Subscription, timeZone: string): SubscriptionView {
  return {
    mode: subscription.mode,
    modeName: `billing.modes.${subscription.mode}`,
    price: pricePhrase(subscription),
    status: statusPhrase(subscription, timeZone),
    tone: TONES[knownStatus(subscription.status)],
  }
}

/** A card's expiry as printed on it, MM/YY. */
export const cardExpiry = (card: Pick<Card, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`

export interface CardView {
  brand: string
  last4: string
  expiry: string
}

/** 'visa' → 'Visa', 'american_express' → 'American Express': the provider's brand code as people write it. */
export function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', american_express: 'American Express', jcb: 'JCB', unionpay: 'UnionPay', diners: 'Diners Club', discover: 'Discover' }
  const code = brand.trim().toLowerCase()
  return known[code] ?? (code ? code.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : NO_VALUE)
}

export const cardView = (card: Card): CardView => ({ brand: brandName(card.brand), last4: card.last4, expiry: cardExpiry(card) })

export interface SubscriptionInvoiceRowView {
  id: string
  number: string
  date: string
  /** 'DD.MM.YYYY – DD.MM.YYYY'. */
  period: string
  amount: string
  tax: string
  status: string
  dueDate: string
}

export const INVOICE_STATUS_KEYS = ['DRAFT', 'OPEN', 'PAID', 'VOID', 'UNCOLLECTIBLE'] as const

export function subscriptionInvoiceRowView(invoice: SubscriptionInvoice, timeZone: string): SubscriptionInvoiceRowView {
  const status = (INVOICE_STATUS_KEYS as readonly string[]).includes(invoice.status) ? invoice.status : 'OPEN'
  return {
    id: invoice.id,
    number: invoice.number,
    date: formatInstantDay(invoice.createdAt, timeZone),
    period: `${formatDay(invoice.periodStart)} – ${formatDay(invoice.periodEnd)}`,
    amount: formatMoney(invoice.amount, invoice.currency),
    tax: formatMoney(invoice.tax, invoice.currency),
    status: `billing.invoices.statuses.${status}`,
    dueDate: invoice.dueDate ? formatDay(invoice.dueDate.slice(0, 10)) : NO_VALUE,
  }
}
