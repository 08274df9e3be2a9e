/**
 * Guests' carts (issue 28 item 6, contract/guest-order.ts, ADR 0081): a server-side draft of an
 * order bound to the browser that holds its key. A cart keeps what the guest chose; every read
 * prices it afresh from the menu as published now (pricing.ts), so a line that went on the stop
 * list meanwhile shows SOLD_OUT and a changed price shows the new one.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import type { GuestMenu } from '../../../contract/guest-menu.js'
import type { Localized } from '../../../contract/menu.js'
import {
  CART_LIMITS,
  ORDER_REFUSALS,
  type CartCreated,
  type CartCreateRequest,
  type CartLineInput,
  type GuestCart,
  type GuestCartLine,
} from '../../../contract/guest-order.js'
import type { Database } from '../../db/client.js'
import { guestCarts, organizations, venueTables } from '../../db/schema/index.js'
import { newToken, sameDigest, sha256 } from '../crypto.js'
import { DomainError, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { readGuestMenu, type TagLookup } from '../menu/guest.js'
import type { PosProvider } from '../../providers/pos/index.js'
import { guestLimits } from './checkout.js'
import { atPosPrices } from './pos-menu.js'
import { priceLine, textIn, type ChosenOption, type LinePricing } from './pricing.js'

export interface CartDeps {
  db: Database
  clock: () => Date
  /** The guest menu's tags (its cached view is shared with the menu page's reads). */
  tagOf: TagLookup
  /** A POS venue's prices are its POS's. */
  pos: PosProvider
}

/** A line as the cart keeps it: what was chosen, never a price. */
export interface StoredLine {
  id: string
  itemId: string
  count: number
  options: ChosenOption[]
  note: string | null
  /** The item's title when it was added: names the line should the item leave the menu. */
  title?: Localized
}

export type CartRow = typeof guestCarts.$inferSelect

/** Per client address 120 and per venue 5,000 cart writes and orders in ten minutes. */
export const guestOrderLimits = (db: Database, clientAddress: string, organizationId: string): Promise<void> =>
  guestLimits(db, [
    [`guest-order:addr:${clientAddress}`, 120],
    [`guest-order:org:${organizationId}`, 5000],
  ])

/** The table, when it is one of the venue's; a refusal otherwise. */
export async function venueTable(db: Database, organizationId: string, tableId: string): Promise<{ id: string; number: string; posId: string | null }> {
  const [table] = await db
    .select({ id: venueTables.id, number: venueTables.number, posId: venueTables.posId })
    .from(venueTables)
    .where(and(eq(venueTables.id, tableId), eq(venueTables.organizationId, organizationId)))
  if (!table) throw new DomainError(ErrorCode.CONFLICT, 'Choose one of the venue’s tables', { reason: ORDER_REFUSALS.tableRequired })
  return table
}

export async function createCart(deps: CartDeps, input: CartCreateRequest, clientAddress: string): Promise<CartCreated> {
  const [org] = await deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId))
  if (!org) throw notFound('Organization')
  if (input.tableId) await venueTable(deps.db, input.organizationId, input.tableId)
  await guestOrderLimits(deps.db, clientAddress, input.organizationId)
  const key = newToken()
  const [row] = await deps.db
    .insert(guestCarts)
    .values({ organizationId: input.organizationId, tableId: input.tableId ?? null, keyHash: sha256(key) })
    .returning({ id: guestCarts.id })
  return { id: row!.id, key }
}

/** The cart, when `key` is its key; 404 otherwise, never saying which of the two was wrong. */
export async function cartWithKey(db: Database, id: string, key: string | undefined): Promise<CartRow> {
  const [row] = isUuid(id) ? await db.select().from(guestCarts).where(eq(guestCarts.id, id)) : []
  if (!row || !key || key.length > 200 || !sameDigest(row.keyHash, sha256(key))) throw notFound('Cart')
  return row
}

/** The venue's published guest menu now, at its POS's prices for a POS venue; null when it has none (every line is then unavailable). */
export async function orderableMenu(deps: CartDeps, organizationId: string): Promise<GuestMenu | null> {
  let menu: GuestMenu
  try {
    menu = await readGuestMenu(deps.db, organizationId, { tagOf: deps.tagOf, now: deps.clock() })
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.NOT_FOUND) return null
    throw error
  }
  return atPosPrices(deps, organizationId, menu)
}

/** The language answers are in: the one asked for when the menu has it, else the menu's main one. */
export function answerLanguage(menu: GuestMenu | null, asked: string | undefined): string {
  const codes = menu?.languages.map((l) => l.code) ?? []
  return asked && codes.includes(asked) ? asked : (codes[0] ?? 'en')
}

export function priceStored(menu: GuestMenu | null, now: Date, line: StoredLine, language: string): LinePricing {
  const pricing: LinePricing = menu ? priceLine(menu, now, line, language) : { ok: false, refusal: { problem: 'UNAVAILABLE', title: '', detail: null, modifierId: null } }
  if (pricing.ok || pricing.refusal.title || !line.title) return pricing
  return { ok: false, refusal: { ...pricing.refusal, title: textIn(line.title, language, language) } }
}

function cartLine(line: StoredLine, pricing: LinePricing): GuestCartLine {
  const common = { id: line.id, itemId: line.itemId, count: line.count, note: line.note }
  if (pricing.ok) {
    const { title, image, unitPrice, total, modifiers } = pricing.line
    return { ...common, title, image, unitPrice, total, modifiers, problem: null, problemDetail: null }
  }
  const { problem, title, detail } = pricing.refusal
  return { ...common, title, image: null, unitPrice: null, total: null, modifiers: [], problem, problemDetail: detail }
}

async function cartOf(deps: CartDeps, row: CartRow, asked: string | undefined): Promise<GuestCart> {
  const menu = await orderableMenu(deps, row.organizationId)
  const language = answerLanguage(menu, asked)
  const now = deps.clock()
  const lines = (row.lines as StoredLine[]).map((line) => cartLine(line, priceStored(menu, now, line, language)))
  const [table] = row.tableId
    ? await deps.db.select({ id: venueTables.id, number: venueTables.number }).from(venueTables).where(eq(venueTables.id, row.tableId))
    : []
  const [org] = await deps.db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, row.organizationId))
  return {
    id: row.id,
    organizationId: row.organizationId,
    currency: org!.currency,
    table: table ?? null,
    lines,
    total: lines.reduce((sum, line) => sum + (line.total ?? 0), 0),
    orderId: row.orderId,
  }
}

export async function readCart(deps: CartDeps, id: string, key: string | undefined, language: string | undefined): Promise<GuestCart> {
  return cartOf(deps, await cartWithKey(deps.db, id, key), language)
}

/** Same item, same options and counts (in any order), same note: one line. */
const sameChoice = (a: StoredLine, b: Omit<StoredLine, 'id'>) => {
  const key = (options: ChosenOption[]) =>
    options
      .map((o) => `${o.modifierId}:${o.optionId}:${o.count}`)
      .sort()
      .join('|')
  return a.itemId === b.itemId && a.note === b.note && key(a.options) === key(b.options)
}

const tooMany = (message: string) => new DomainError(ErrorCode.VALIDATION, message, { fields: {} })

/**
 * Changes a cart's lines under its row lock (two tabs adding at once both count), after the key
 * and the rate limit; a placed cart takes no more changes.
 */
async function changeLines(deps: CartDeps, cart: CartRow, clientAddress: string, change: (lines: StoredLine[]) => StoredLine[]): Promise<CartRow> {
  await guestOrderLimits(deps.db, clientAddress, cart.organizationId)
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(guestCarts).where(eq(guestCarts.id, cart.id)).for('update')
    if (!row) throw notFound('Cart')
    if (row.orderId) throw new DomainError(ErrorCode.CONFLICT, 'This cart was ordered already', { reason: ORDER_REFUSALS.placed })
    const lines = change(row.lines as StoredLine[])
    const [updated] = await tx.update(guestCarts).set({ lines, updatedAt: sql`now()` }).where(eq(guestCarts.id, cart.id)).returning()
    return updated!
  })
}

/** Refuses a line that cannot be ordered now, with the reason the guest menu gives. */
function refuseUnorderable(pricing: LinePricing): asserts pricing is Extract<LinePricing, { ok: true }> {
  if (pricing.ok) return
  const { problem, title, detail, modifierId } = pricing.refusal
  if (problem === 'SOLD_OUT') {
    throw new DomainError(ErrorCode.CONFLICT, detail ? `${title}: ${detail} is sold out` : `${title} is sold out`, {
      reason: ORDER_REFUSALS.linesUnavailable,
      lines: [{ lineId: null, problem, title, detail }],
    })
  }
  if (problem === 'INVALID') {
    throw new DomainError(ErrorCode.VALIDATION, 'The chosen options do not fit the item’s choices', {
      reason: ORDER_REFUSALS.modifierRule,
      modifierId,
      fields: {},
    })
  }
  throw new DomainError(ErrorCode.VALIDATION, 'Guests cannot order this item now', { reason: ORDER_REFUSALS.itemNotOrderable, fields: {} })
}

export async function addLine(
  deps: CartDeps,
  id: string,
  key: string | undefined,
  input: CartLineInput,
  language: string | undefined,
  clientAddress: string,
): Promise<GuestCart> {
  const cart = await cartWithKey(deps.db, id, key)
  // Priced before the cart's lock is taken: the menu is read outside the transaction.
  const menu = await orderableMenu(deps, cart.organizationId)
  const chosen = { itemId: input.itemId, count: input.count, options: input.options, note: input.note || null }
  const pricing = priceStored(menu, deps.clock(), { id: '', ...chosen }, answerLanguage(menu, language))
  refuseUnorderable(pricing)
  const title = pricing.line.titles
  const row = await changeLines(deps, cart, clientAddress, (lines) => {
    const same = lines.find((line) => sameChoice(line, chosen))
    if (same) {
      if (same.count + input.count > CART_LIMITS.count) throw tooMany(`At most ${CART_LIMITS.count} of one item`)
      return lines.map((line) => (line === same ? { ...line, count: line.count + input.count } : line))
    }
    if (lines.length >= CART_LIMITS.lines) throw tooMany(`At most ${CART_LIMITS.lines} lines in a cart`)
    return [...lines, { id: randomUUID(), ...chosen, title }]
  })
  return cartOf(deps, row, language)
}

export async function setLineCount(
  deps: CartDeps,
  id: string,
  key: string | undefined,
  lineId: string,
  count: number,
  language: string | undefined,
  clientAddress: string,
): Promise<GuestCart> {
  const row = await changeLines(deps, await cartWithKey(deps.db, id, key), clientAddress, (lines) => {
    if (!lines.some((line) => line.id === lineId)) throw notFound('Line')
    return count === 0 ? lines.filter((line) => line.id !== lineId) : lines.map((line) => (line.id === lineId ? { ...line, count } : line))
  })
  return cartOf(deps, row, language)
}

export async function setCartTable(
  deps: CartDeps,
  id: string,
  key: string | undefined,
  tableId: string,
  language: string | undefined,
  clientAddress: string,
): Promise<GuestCart> {
  const cart = await cartWithKey(deps.db, id, key)
  await venueTable(deps.db, cart.organizationId, tableId)
  await guestOrderLimits(deps.db, clientAddress, cart.organizationId)
  const [row] = await deps.db
    .update(guestCarts)
    .set({ tableId, updatedAt: sql`now()` })
    .where(and(eq(guestCarts.id, id), sql`${guestCarts.orderId} is null`))
    .returning()
  if (!row) throw new DomainError(ErrorCode.CONFLICT, 'This cart was ordered already', { reason: ORDER_REFUSALS.placed })
  return cartOf(deps, row, language)
}
