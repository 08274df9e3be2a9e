/**
 * The guest's cart page and its order's confirmation as plain data (issue 28 items 6, 7 and 9):
 * the lines with their options, note, count and total, what is wrong with a line that cannot be
 * ordered now, the table, and every word in the guest's language. The forms change a line's
 * count (0 removes it) and place the order; refusals come back as the page's message.
 */
import { randomUUID } from 'node:crypto'
import type { TFunction } from 'i18next'
import type { GuestCart, GuestCartLine } from '#contract/guest-order'
import type { GuestMenu } from '#contract/guest-menu'
import { formatMoney } from '~/utils/format'
import { headOf, withQuery, type PageHead } from './menu-view.server'
import { lineProblemText } from './cart-form.server'

export interface CartLineView {
  id: string
  title: string
  count: number
  options: string[]
  note: string | null
  total: string | null
  /** 'Currently sold out: Cheesecake' when it cannot be ordered now. */
  problem: string | null
  less: string
  more: string
  remove: string
}

export interface CartView {
  lines: CartLineView[]
  total: string
  table: string | null
  /** Lines must be removed before ordering. */
  blocked: boolean
}

export interface CartPage extends PageHead {
  pageTitle: string
  menuHref: string
  action: string
  ordering: { open: boolean; note: string | null }
  cart: CartView | null
  attempt: string
  labels: PageHead['labels'] &
    Record<
      | 'heading'
      | 'empty'
      | 'backToMenu'
      | 'total'
      | 'count'
      | 'tableNumber'
      | 'tableHint'
      | 'place'
      | 'removeFirst'
      | 'note',
      string
    >
}

export const optionsText = (modifiers: GuestCartLine['modifiers']) =>
  modifiers.flatMap((m) => m.options.map((o) => (o.count > 1 ? `${o.title} ×${o.count}` : o.title)))

function lineView(line: GuestCartLine, currency: string, t: TFunction): CartLineView {
  return {
    id: line.id,
    title: line.title,
    count: line.count,
    options: optionsText(line.modifiers),
    note: line.note,
    total: line.total === null ? null : formatMoney(line.total, currency),
    problem: lineProblemText(line.problem, line.title, line.problemDetail, t),
    less: t('guestOrder.less', { item: line.title }),
    more: t('guestOrder.more', { item: line.title }),
    remove: t('guestOrder.remove', { item: line.title }),
  }
}

export function cartView(cart: GuestCart | null, t: TFunction): CartView | null {
  if (!cart || cart.lines.length === 0) return null
  return {
    lines: cart.lines.map((line) => lineView(line, cart.currency, t)),
    total: formatMoney(cart.total, cart.currency),
    table: cart.table ? t('guestOrder.table', { number: cart.table.number }) : null,
    blocked: cart.lines.some((line) => line.problem !== null),
  }
}

export async function cartPage(menu: GuestMenu, request: Request, cart: GuestCart | null): Promise<CartPage & { t: TFunction; language: string }> {
  const { head, t, language, query, ordering } = await headOf({ menu, request, now: new Date() })
  return {
    ...head,
    t,
    language,
    pageTitle: t('guestOrder.cartTitle', { name: menu.organization.name }),
    menuHref: withQuery(`/m/${menu.organization.id}`, query),
    action: withQuery(`/m/${menu.organization.id}/cart`, query),
    ordering,
    cart: cartView(cart, t),
    attempt: randomUUID(),
    labels: {
      ...head.labels,
      heading: t('guestOrder.cartHeading'),
      empty: t('guestOrder.empty'),
      backToMenu: t('guestMenu.back'),
      total: t('guestOrder.total'),
      count: t('guestOrder.count'),
      tableNumber: t('guestOrder.tableNumber'),
      tableHint: t('guestOrder.tableHint'),
      place: t('guestOrder.place'),
      removeFirst: t('guestOrder.removeFirst'),
      note: t('guestOrder.note'),
    },
  }
}
