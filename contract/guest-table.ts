/**
 * /api/v1 calls of a table's page (issue 28; DESIGN.md 5a): a guest scans a table's QR code,
 * sees the table's open orders and what is left to pay, and pays the bill (all of it, an even
 * share, an amount, or chosen items) with a tip, through the guest payment provider of
 * contract/guest-pay.ts. Public: no session.
 *
 *   GET  /public/tables/{tableId}          GuestTablePage
 *   POST /public/pay/bills                 BillCheckoutRequest → GuestCheckoutStarted (201; 200 replayed)
 *
 * A bill checkout is a guest_checkouts row of kind BILL: the same status read, receipt,
 * webhooks and exactly-once completion as a tip (contract/guest-pay.ts, ADR 0075).
 *
 * Never more than the bill: starting a bill checkout locks the table's open orders, works out
 * what is left (each order's amount, less what is paid, less what other guests' open checkouts
 * hold) and holds this guest's part in the checkout's `allocations` until it is paid, fails or
 * expires (BILL_HOLD_MINUTES). A part bigger than what is left, or a whole bill or share that no
 * longer matches what the guest saw (`expectedAmount`), is refused with 409 BILL_CHANGED and
 * what is left now, so the page can redraw it.
 */
import { z } from 'zod'
import { orderItemSchema, orderStatusAppearanceSchema } from './orders.js'
import { PAYMENT_LIMITS } from './payments.js'
import { guestPayPageSchema, GUEST_REVIEW_MAX } from './guest-pay.js'
import { REACTION_TAGS } from './tips.js'
import { int, text, uuid } from './primitives.js'

export const GUEST_TABLE_PATHS = {
  table: (tableId: string) => `/public/tables/${tableId}`,
  bills: '/public/pay/bills',
} as const

/** The back-office's page of a table (its QR code's target): where a guest who gives up paying goes back to. */
export const guestTablePagePath = (tableId: string) => `/pay/table/${tableId}`

/** How long a started bill checkout holds its part of the bill for its guest. */
export const BILL_HOLD_MINUTES = 15

/** The most people a bill is split between, and the most parts one shared item is split into. */
export const BILL_SPLIT_MAX = 20

/**
 * Whether guests may do something now (order, or pay the bill): OPEN; DISABLED by the Orders
 * screen's switch (`until` set when it switches itself back on); NOT_OFFERED when the venue has
 * not got the feature at all (allowOrder / allowBillPayment false).
 */
export const GUEST_SWITCH_STATES = ['OPEN', 'DISABLED', 'NOT_OFFERED'] as const
export const guestSwitchSchema = z.object({ state: z.enum(GUEST_SWITCH_STATES), until: z.string().nullable() })
export type GuestSwitch = z.infer<typeof guestSwitchSchema>

/**
 * A switch as guests meet it at `now`, by the Orders screen's rule (app/features/orders/
 * disable-until.ts availabilityState): not offered without the feature; disabled while its flag
 * is set and its end, if any, has not come; open otherwise (an end that has passed reopens it).
 */
export function guestSwitchAt(offered: boolean, disabled: boolean, until: Date | null, now: Date): GuestSwitch {
  if (!offered) return { state: 'NOT_OFFERED', until: null }
  if (disabled && (!until || until.getTime() > now.getTime())) return { state: 'DISABLED', until: until?.toISOString() ?? null }
  return { state: 'OPEN', until: null }
}

/** An order's line as the Orders screen's details show it (id, title, image, count, unit price, modifiers), with what is paid and left. */
export const guestTableItemSchema = orderItemSchema.pick({ id: true, title: true, image: true, count: true, price: true, modifiers: true }).extend({
  /** What guests paid for this line by choosing it (a shared item in parts). */
  paidAmount: z.number().int(),
  /** count × price − paidAmount − what open checkouts hold of it: what choosing it can still pay. */
  leftAmount: z.number().int(),
})
export type GuestTableItem = z.infer<typeof guestTableItemSchema>

export const guestTableOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  /** GUEST orders' own status and its appearance; null for the others. */
  status: z.string().nullable(),
  statusAppearance: orderStatusAppearanceSchema.nullable(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  /** Held by other guests' checkouts that are being paid right now. */
  heldAmount: z.number().int(),
  /** amount − paidAmount − heldAmount, never below 0. */
  leftAmount: z.number().int(),
  items: z.array(guestTableItemSchema),
})
export type GuestTableOrder = z.infer<typeof guestTableOrderSchema>

export const guestTablePageSchema = guestPayPageSchema
  .pick({ organization: true, card: true, sections: true, amounts: true, payments: true, recipients: true })
  .extend({
    table: z.object({ id: z.string(), number: z.string() }),
    /** The venue's clock: a switch's `until` is shown on it. */
    timeZone: z.string(),
    /** The box the table's tips go to (the table's own, else the venue's first); null when the venue has none. */
    box: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    bill: guestSwitchSchema,
    ordering: guestSwitchSchema,
    /** The table's orders not yet paid in full (NOT_PAID, PAID_PARTIALLY), oldest first. */
    orders: z.array(guestTableOrderSchema),
    total: z.object({ amount: z.number().int(), paid: z.number().int(), held: z.number().int(), left: z.number().int() }),
  })
export type GuestTablePage = z.infer<typeof guestTablePageSchema>

/** Which part of the bill a guest pays. */
export const billPartSchema = z.discriminatedUnion('kind', [
  /** Everything left. */
  z.object({ kind: z.literal('FULL') }),
  /** `shares` of `people` equal parts of the whole bill (the last share pays what is left). */
  z.object({ kind: z.literal('SHARE'), people: int(2, BILL_SPLIT_MAX), shares: int(1, BILL_SPLIT_MAX - 1) }),
  /** An amount of the guest's choosing, minor units. */
  z.object({ kind: z.literal('AMOUNT'), amount: z.number().int() }),
  /** Chosen lines: `count` units of each, split between `splitBetween` guests (1: the whole units). */
  z.object({
    kind: z.literal('ITEMS'),
    items: z
      .array(z.object({ orderItemId: uuid(), count: int(1, 999), splitBetween: int(1, BILL_SPLIT_MAX) }))
      .min(1)
      .max(200),
  }),
])
export type BillPart = z.infer<typeof billPartSchema>

export { BILL_MIN_AMOUNT, BILL_TIP_MIN, BILL_TIP_PERCENTS, billItemAmount, billMinAmount, billShareParts, billTipOfPercent } from './bill-math.js'

/** The company invoice a guest asks for: by VAT number alone (looked up in the VAT registry), or every detail typed. */
export const billInvoiceRequestSchema = z.union([
  z
    .object({
      customerVatNumber: text(PAYMENT_LIMITS.vatNumber, { trim: true, min: 1 }),
      customerRegNumber: text(PAYMENT_LIMITS.regNumber, { trim: true, min: 1 }),
      customerName: text(PAYMENT_LIMITS.customerName, { trim: true, min: 1 }),
      customerAddress: text(PAYMENT_LIMITS.customerAddress, { trim: true, min: 1 }),
      customerEmail: text(PAYMENT_LIMITS.email, { trim: true, min: 1 }),
    })
    .strict(),
  z.object({ customerVatNumber: text(PAYMENT_LIMITS.vatNumber, { trim: true, min: 1 }) }).strict(),
])
export type BillInvoiceRequest = z.infer<typeof billInvoiceRequestSchema>

export const billCheckoutRequestSchema = z.object({
  tableId: uuid(),
  part: billPartSchema,
  /** What the page showed this part would cost (FULL and SHARE): a bill that changed meanwhile is refused, never charged differently. */
  expectedAmount: z.number().int().optional(),
  /** The tip, minor units: 0, or from BILL_TIP_MIN to the currency's GUEST_TIP_LIMITS maximum. */
  tip: z.number().int().default(0),
  /** Who receives the tip, when the table's box is INDIVIDUAL (the page's `recipients`): as the tip page lets the guest choose. */
  memberId: uuid().optional(),
  coverFee: z.boolean().default(false),
  rating: int(1, 5).optional(),
  likes: z.array(z.enum(REACTION_TAGS)).max(REACTION_TAGS.length).default([]),
  review: text(GUEST_REVIEW_MAX).optional(),
  invoice: billInvoiceRequestSchema.optional(),
  /** The uuid the page drew into its form: one checkout per attempt. */
  attempt: uuid(),
  language: z.string().regex(/^[a-z]{2}$/).default('en'),
  mode: z.enum(['redirect', 'element']).default('redirect'),
})
export type BillCheckoutRequest = z.infer<typeof billCheckoutRequestSchema>

/** What a started bill checkout holds of each order (guest_checkouts.allocations). */
export const billAllocationSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  /** The lines it pays for, when the guest chose items: amount per line. */
  items: z.array(z.object({ orderItemId: z.string(), count: z.number().int(), splitBetween: z.number().int(), amount: z.number().int() })),
  /** Once paid, the payment that recorded it (one per order): the checkout's receipt shows them all. */
  paymentId: z.string().optional(),
})
export type BillAllocation = z.infer<typeof billAllocationSchema>

/** `params.reason` of a bill refusal (409 CONFLICT unless said; 400 for the amounts). */
export const BILL_REFUSALS = {
  /** What is left changed since the page was drawn; params.left is what is left now. */
  changed: 'BILL_CHANGED',
  /** Nothing is left to pay. */
  nothingToPay: 'NOTHING_TO_PAY',
  /** Bill payment is switched off (params.until when it comes back by itself). */
  billOff: 'BILL_PAYMENT_OFF',
  /** 400: an AMOUNT part below the smallest charge or above what is left. */
  amountOutOfRange: 'BILL_AMOUNT_OUT_OF_RANGE',
  /** 400: a chosen line that is not the table's, or more units than it has. */
  itemInvalid: 'BILL_ITEM_INVALID',
  /** 404-like: the VAT registry does not know the number; the guest types the details instead. */
  vatUnknown: 'VAT_NUMBER_UNKNOWN',
  /** The venue has no tip box for the table's payments to go through (a venue set-up problem, not the guest's). */
  noBox: 'BILL_NO_BOX',
} as const

/**
 * GET /public/tables?organizationId=&number= (issue 28): a venue's table by the number a guest
 * types on the cart page when the menu was not opened from a table's QR code; 404 when the venue
 * has no such table. Numbers match ignoring case, as the Tables screen keeps them unique.
 */
export const GUEST_TABLE_LOOKUP_PATH = '/public/tables'
export const guestTableLookupQuerySchema = z.object({ organizationId: uuid(), number: text(20, { trim: true, min: 1 }) }).strict()
export const guestTableRefSchema = z.object({ id: z.string(), number: z.string() })
export type GuestTableRef = z.infer<typeof guestTableRefSchema>
