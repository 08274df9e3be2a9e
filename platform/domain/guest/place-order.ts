/**
 * A guest places their cart as an order (POST /public/carts/{id}/order, issue 28 items 7 and 8,
 * ADR 0081). Every line is priced afresh from the published menu; then, in one transaction:
 *
 * 1. the cart's row lock: a second post of the cart waits, then finds it placed (a replay of the
 *    same attempt answers the same order; another attempt is refused);
 * 2. `update organizations … returning allow_order, …`: the venue's next order number and its
 *    order-taking switch, read under the organization row's lock, so a concurrent switch-off is
 *    ordered before this order (refused, rolled back) or after it (taken);
 * 3. a POS venue's POS is asked last, after every check; its refusal rolls everything back;
 * 4. the order (source GUEST, status WAIT), its items, and the cart's order id.
 */
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { ORDER_REFUSALS, type PlacedOrder, type PlaceOrderRequest } from '../../../contract/guest-order.js'
import { guestSwitchAt } from '../../../contract/guest-table.js'
import { isUniqueViolation } from '../../db/constraint-errors.js'
import { guestCarts, orderItems, orders } from '../../db/schema/index.js'
import { DomainError } from '../errors.js'
import { readPublishedState } from '../menu/state.js'
import { guestStatusAppearances, PLACED_GUEST_STATUS } from '../orders/guest-statuses.js'
import { answerLanguage, cartWithKey, guestOrderLimits, orderableMenu, priceStored, venueTable, type CartDeps, type StoredLine } from './carts.js'
import { posLines } from './pos-menu.js'
import type { PricedLine } from './pricing.js'

/** An order item has no note of its own: the guest's note is shown as one more modifier, titled in the menu's main language. */
const NOTE_TITLES: Record<string, string> = { en: 'Note', es: 'Nota', lt: 'Pastaba', pl: 'Uwagi', ru: 'Комментарий' }
const noteTitle = (language: string) => NOTE_TITLES[language] ?? NOTE_TITLES.en!

const refused = (reason: string, message: string, params: Record<string, unknown> = {}) =>
  new DomainError(ErrorCode.CONFLICT, message, { reason, ...params })

async function placedByAttempt(deps: CartDeps, organizationId: string, attempt: string): Promise<PlacedOrder | null> {
  const [order] = await deps.db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, tableId: orders.tableId, amount: orders.amount })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.guestAttempt, attempt)))
  return order ? { ...order, tableId: order.tableId ?? '' } : null
}

/** The organization row as the bump returns it (snake case: a raw statement). */
interface Bumped {
  allow_order: boolean
  allow_order_disabled: boolean
  allow_order_disabled_until: string | Date | null
  last_guest_order_number: number
  pos_integration_enabled: boolean
  currency: string
  menu_languages: { code: string }[] | null
}

export async function placeGuestOrder(
  deps: CartDeps,
  cartId: string,
  key: string | undefined,
  input: PlaceOrderRequest,
  clientAddress: string,
): Promise<{ placed: PlacedOrder; created: boolean }> {
  const cart = await cartWithKey(deps.db, cartId, key)
  const replay = await placedByAttempt(deps, cart.organizationId, input.attempt)
  if (replay) return { placed: replay, created: false }
  if (cart.orderId) throw refused(ORDER_REFUSALS.placed, 'This cart was ordered already')
  await guestOrderLimits(deps.db, clientAddress, cart.organizationId)

  const stored = cart.lines as StoredLine[]
  if (stored.length === 0) throw refused(ORDER_REFUSALS.emptyCart, 'The cart is empty')
  const tableId = input.tableId ?? cart.tableId
  if (!tableId) throw refused(ORDER_REFUSALS.tableRequired, 'Choose your table')
  const table = await venueTable(deps.db, cart.organizationId, tableId)

  // Priced now, in the menu's main language (what the venue's staff read); refusals in the guest's.
  const menu = await orderableMenu(deps, cart.organizationId)
  const now = deps.clock()
  const main = answerLanguage(menu, undefined)
  const priced = stored.map((line) => ({ stored: line, pricing: priceStored(menu, now, line, main) }))
  const problems = priced.flatMap(({ stored: line, pricing }) => {
    if (pricing.ok) return []
    const { refusal } = priceStored(menu, now, line, answerLanguage(menu, input.language)) as Extract<typeof pricing, { ok: false }>
    return [{ lineId: line.id, problem: refusal.problem, title: refusal.title, detail: refusal.detail }]
  })
  if (problems.length > 0) {
    throw refused(ORDER_REFUSALS.linesUnavailable, 'Some of the cart cannot be ordered now', { lines: problems })
  }
  const lines = priced.map(({ stored: line, pricing }) => ({ stored: line, priced: (pricing as { line: PricedLine }).line }))
  const amount = lines.reduce((sum, line) => sum + line.priced.total, 0)

  try {
    const placed = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select({ orderId: guestCarts.orderId }).from(guestCarts).where(eq(guestCarts.id, cart.id)).for('update')
      if (locked?.orderId) return null
      const result = (await tx.execute(sql`
        update organizations set last_guest_order_number = last_guest_order_number + 1 where id = ${cart.organizationId}
        returning allow_order, allow_order_disabled, allow_order_disabled_until, last_guest_order_number,
          pos_integration_enabled, currency, menu_languages`)) as unknown as { rows: Bumped[] }
      const venue = result.rows[0]!
      const until = venue.allow_order_disabled_until === null ? null : new Date(venue.allow_order_disabled_until)
      const ordering = guestSwitchAt(venue.allow_order, venue.allow_order_disabled, until, deps.clock())
      if (ordering.state !== 'OPEN') {
        throw refused(ORDER_REFUSALS.orderingOff, 'The venue is not taking orders right now', { until: ordering.until })
      }
      const orderNumber = `G-${venue.last_guest_order_number}`

      let posOrderId: string | null = null
      if (venue.pos_integration_enabled) {
        const published = await readPublishedState(tx, cart.organizationId, menu!.version ?? undefined)
        const answer = await deps.pos.placeOrder(cart.organizationId, {
          orderNumber,
          tablePosId: table.posId,
          lines: posLines(published?.state ?? { items: [], modifiers: [] }, lines),
        })
        if (!answer.ok) throw refused(ORDER_REFUSALS.posRefused, answer.message, { message: answer.message })
        posOrderId = answer.posOrderId
      }

      const [order] = await tx
        .insert(orders)
        .values({
          organizationId: cart.organizationId,
          orderNumber,
          source: 'GUEST',
          status: PLACED_GUEST_STATUS,
          statusAppearances: guestStatusAppearances((venue.menu_languages ?? []).map((l) => l.code)),
          placementTitle: table.number,
          currency: venue.currency,
          amount,
          tableId: table.id,
          guestAttempt: input.attempt,
          posOrderId,
        })
        .returning({ id: orders.id })
      await tx.insert(orderItems).values(
        lines.map(({ stored: line, priced: item }, position) => ({
          orderId: order!.id,
          position,
          title: item.title,
          image: item.image,
          count: line.count,
          price: item.unitPrice,
          modifiers: line.note ? [...item.modifiers, { title: noteTitle(main), options: [{ title: line.note, count: 1 }] }] : item.modifiers,
          status: { [PLACED_GUEST_STATUS]: line.count },
          menuItemId: line.itemId,
        })),
      )
      await tx.update(guestCarts).set({ orderId: order!.id, updatedAt: sql`now()` }).where(eq(guestCarts.id, cart.id))
      return { orderId: order!.id, orderNumber, tableId: table.id, amount }
    })
    if (placed) return { placed, created: true }
  } catch (error) {
    // The same attempt placed from another cart, or this one, a moment ago: that order is the answer.
    if (!isUniqueViolation(error, 'orders_guest_attempt_idx')) throw error
  }
  const again = await placedByAttempt(deps, cart.organizationId, input.attempt)
  if (again) return { placed: again, created: false }
  throw refused(ORDER_REFUSALS.placed, 'This cart was ordered already')
}
