/**
 * How an order reads on the Orders screen, in its details and on the device page (SPEC.md 2
 * "Orders", 3 "Order", 4 "Order payment status", 9 "Total estimate"): its status (a GUEST
 * order's own appearance, otherwise its payment status), the amount ('paid of total' when
 * partially paid), an item's modifiers line; and the rows and details the loaders send, money
 * and dates formatted by app/utils/format.ts.
 */
import type { Order, OrderDetails, OrderItem, OrderStatusAppearance } from '../../../contract/orders'
import { formatDateTime, formatListDateTime, formatMoney } from '../../utils/format'
import { readableText } from '../../utils/color'
import { approvedText, pickText } from '../menu/localized'

/** Translation keys of the payment statuses of an order that is not a guest's. */
export const PAYMENT_STATUS_KEYS: Record<string, string> = {
  PAID: 'orders.status.PAID',
  PAID_PARTIALLY: 'orders.status.PAID_PARTIALLY',
  NOT_PAID: 'orders.status.NOT_PAID',
  WAIT: 'orders.status.WAIT',
}

/** Translation keys of an item line's status counts (GUEST kitchen states and payment states). */
export const ITEM_STATUS_KEYS: Record<string, string> = {
  ...PAYMENT_STATUS_KEYS,
  READY: 'orders.itemStatus.READY',
  REFUNDED: 'orders.itemStatus.REFUNDED',
}

/**
 * Translation keys of the guest-order statuses every venue has (SPEC.md 3 "Order"): a venue's
 * appearances are its own data and often carry English alone, so a known status without a
 * title in the user's language is said in that language rather than in English.
 */
export const GUEST_STATUS_KEYS: Record<string, string> = {
  NEW: 'orders.guestStatus.NEW',
  WAIT: 'orders.guestStatus.WAIT',
  READY: 'orders.guestStatus.READY',
  SERVED: 'orders.guestStatus.SERVED',
}

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral'

const PAYMENT_TONES: Record<string, StatusTone> = { PAID: 'success', PAID_PARTIALLY: 'warning', NOT_PAID: 'error', WAIT: 'info', REFUNDED: 'neutral' }

/**
 * A status as a badge: a guest order's own title and colours, or a translation key and tone.
 * Unknown codes show as they are, never as nothing.
 */
export type StatusView =
  | { kind: 'appearance'; title: string; key: string | null; background: string | null; foreground: string }
  | { kind: 'key'; key: string; tone: StatusTone }
  | { kind: 'code'; code: string; tone: StatusTone }

/**
 * The colour names a status appearance may use, as hex: CSS's basic colours and orange, where
 * 'gray' is the platform's grey (SPEC.md 3: read as grey). A colour must be known to choose a
 * readable text colour on it.
 */
const NAMED: Record<string, string> = {
  gray: '#9e9e9e',
  grey: '#9e9e9e',
  black: '#000000',
  silver: '#c0c0c0',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
  orange: '#ffa500',
}
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
/** The badge's own background (Tailwind slate-100) where an appearance names none. */
const BADGE_BACKGROUND = '#f1f5f9'

/**
 * A colour of a status appearance as CSS hex: '#rgb', '#rrggbb' or a known name, nothing else
 * (a value is put in a style attribute).
 */
export function appearanceColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase() ?? ''
  return HEX.test(trimmed) ? trimmed : NAMED[trimmed] ?? null
}

/**
 * A guest status in the venue's colours; its words are the venue's title in the user's
 * language, else the known status's translation (`key`), else the venue's title in English or any.
 */
function appearanceView(code: string, appearance: OrderStatusAppearance, language: string): StatusView {
  const own = approvedText(appearance.title, language)
  const background = appearanceColor(appearance.backgroundColor)
  return {
    kind: 'appearance',
    title: own ?? pickText(appearance.title, language),
    key: own === null ? (GUEST_STATUS_KEYS[code] ?? null) : null,
    background,
    // The venue's text colour where it is readable on its background (4.5:1), else black or white.
    foreground: readableText(background ?? BADGE_BACKGROUND, appearanceColor(appearance.foregroundColor)),
  }
}

/** A payment status or a guest status without an appearance, as a key or its raw code. */
function codeView(code: string, keys: Record<string, string>): StatusView {
  const key = keys[code]
  return key ? { kind: 'key', key, tone: PAYMENT_TONES[code] ?? 'neutral' } : { kind: 'code', code, tone: 'neutral' }
}

/** The order's status badge: GUEST orders by their appearance in the user's language (English, then any, as fallback). */
export function orderStatusView(order: Pick<Order, 'source' | 'status' | 'statusAppearances'>, language: string): StatusView {
  const appearance = order.statusAppearances[order.status]
  if (order.source === 'GUEST' && appearance && pickText(appearance.title, language)) return appearanceView(order.status, appearance, language)
  return codeView(order.status, PAYMENT_STATUS_KEYS)
}

/** An item line's per-status counts as badges, in the order the platform sent them; empty counts left out. */
export function itemStatusViews(
  item: Pick<OrderItem, 'status' | 'paymentStatus'>,
  order: Pick<Order, 'statusAppearances'>,
  language: string,
): { view: StatusView; count: number }[] {
  const counts = item.status ?? item.paymentStatus ?? {}
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => {
      const appearance = item.status ? order.statusAppearances[code] : undefined
      const view = appearance && pickText(appearance.title, language) ? appearanceView(code, appearance, language) : codeView(code, ITEM_STATUS_KEYS)
      return { view, count }
    })
}

/** SPEC.md 2: a partially paid order's amount reads 'paid of total'. */
export function showsPaidOfTotal(order: Pick<Order, 'status' | 'source'>): boolean {
  return order.status === 'PAID_PARTIALLY'
}

/** 'Milk: Oat milk, Syrup x2' (SPEC.md 2: options of a modifier, a count above one as 'xN'). */
export function modifierLine(modifier: OrderItem['modifiers'][number]): string {
  const options = modifier.options.map((option) => (option.count > 1 ? `${option.title} x${option.count}` : option.title))
  return `${modifier.title}: ${options.join(', ')}`
}

/** An order as a row of the list (the Orders screen and the device page). */
export interface OrderRowView {
  id: string
  number: string
  status: StatusView
  /** 'D MMM, HH:mm' on the venue's clock. */
  created: string
  table: string | null
  waiter: string | null
  /** The whole amount. */
  amount: string
  /** Set when the amount reads 'paid of total': the part paid. */
  paid: string | null
}

export function orderRowView(order: Order, timeZone: string, language: string): OrderRowView {
  return {
    id: order.id,
    number: order.orderNumber,
    status: orderStatusView(order, language),
    created: formatListDateTime(order.createdAt, timeZone, language),
    table: order.placementTitle,
    waiter: order.employeeName,
    amount: formatMoney(order.amount, order.currency),
    paid: showsPaidOfTotal(order) ? formatMoney(order.paidAmount, order.currency) : null,
  }
}

/** One item line of the details dialog. */
export interface OrderItemView {
  id: string
  title: string
  image: string | null
  /** 'Milk: Oat milk, Syrup x2', one per modifier. */
  modifiers: string[]
  count: number
  price: string
  statuses: { view: StatusView; count: number }[]
}

/**
 * The details dialog (SPEC.md 2 "Order details"): dates 'DD.MM.YYYY HH:mm'; the amount is the
 * whole amount (never 'paid of total', which the paid amount after it would repeat), the paid
 * amount only when it differs.
 */
export interface OrderDetailsView extends OrderRowView {
  createdFull: string
  closed: string | null
  paidAmount: string | null
  refunded: string
  items: OrderItemView[]
}

export function orderDetailsView(order: OrderDetails, timeZone: string, language: string): OrderDetailsView {
  const money = (minor: number) => formatMoney(minor, order.currency)
  return {
    ...orderRowView(order, timeZone, language),
    paid: null,
    createdFull: formatDateTime(order.createdAt, timeZone),
    closed: order.closedAt ? formatDateTime(order.closedAt, timeZone) : null,
    paidAmount: order.paidAmount !== order.amount ? money(order.paidAmount) : null,
    refunded: money(order.refundedAmount),
    items: order.items.map((item) => ({
      id: item.id,
      title: item.title,
      image: item.image,
      modifiers: item.modifiers.map(modifierLine),
      count: item.count,
      price: money(item.price),
      statuses: itemStatusViews(item, order, language),
    })),
  }
}
