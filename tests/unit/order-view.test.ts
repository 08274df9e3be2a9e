/**
 * How an order reads (app/features/orders/order-view.ts) and what one page of the list tells of its total
 * (app/features/orders/order-list.ts): guest statuses in the user's language with English as fallback and
 * 'gray' as grey, payment statuses by key, modifier lines, and SPEC.md 9's total estimate.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_ORDER_SORT, listToQuery, ordersTotal, readOrderList } from '../../app/features/orders/order-list'
import type { OrderDetails } from '../../contract/orders'
import { contrastRatio, readableText } from '../../app/utils/color'
import { appearanceColor, itemStatusViews, modifierLine, orderDetailsView, orderStatusView } from '../../app/features/orders/order-view'

const ready = { title: { en: 'Ready', lt: 'Paruošta' }, backgroundColor: 'gray', foregroundColor: '#FFF' }

describe('an order’s status', () => {
  it('of a guest order is its own appearance, in the user’s language, else a known status’s words in it, else English', () => {
    const order = { source: 'GUEST', status: 'READY', statusAppearances: { READY: ready } }
    expect(orderStatusView(order, 'lt')).toEqual({ kind: 'appearance', title: 'Paruošta', key: null, background: '#9e9e9e', foreground: '#000000' })
    expect(orderStatusView(order, 'ru')).toMatchObject({ kind: 'appearance', key: 'orders.guestStatus.READY', background: '#9e9e9e' })
    const own = { source: 'GUEST', status: 'PLATED', statusAppearances: { PLATED: { ...ready, title: { en: 'Plated' } } } }
    expect(orderStatusView(own, 'ru')).toMatchObject({ title: 'Plated', key: null })
  })

  it('of any other order is its payment status; an unknown code shows as it is', () => {
    expect(orderStatusView({ source: 'WAITER', status: 'PAID_PARTIALLY', statusAppearances: {} }, 'en')).toEqual({
      kind: 'key',
      key: 'orders.status.PAID_PARTIALLY',
      tone: 'warning',
    })
    expect(orderStatusView({ source: 'GUEST', status: 'COOKING', statusAppearances: {} }, 'en')).toEqual({ kind: 'code', code: 'COOKING', tone: 'neutral' })
  })

  it('takes only colours that are colours', () => {
    expect(appearanceColor('grey')).toBe('#9e9e9e')
    expect(appearanceColor('#00aa00')).toBe('#00aa00')
    expect(appearanceColor('green')).toBe('#008000')
    expect(appearanceColor('Orange')).toBe('#ffa500')
    expect(appearanceColor('rebeccapurple')).toBeNull()
    expect(appearanceColor('red; background-image: url(x)')).toBeNull()
    expect(appearanceColor('')).toBeNull()
  })
})

describe('an order’s details', () => {
  it('of a part-paid order give the whole amount, then the paid amount (SPEC.md 2)', () => {
    const order: OrderDetails = {
      id: 'o1',
      orderNumber: '17',
      source: 'WAITER',
      status: 'PAID_PARTIALLY',
      statusAppearances: {},
      createdAt: '2026-03-01T10:00:00Z',
      closedAt: null,
      placementTitle: '4',
      employeeName: null,
      currency: 'EUR',
      amount: 4500,
      paidAmount: 2250,
      refundedAmount: 0,
      items: [],
    }
    const view = orderDetailsView(order, 'Europe/Vilnius', 'en')
    expect(view.paid).toBeNull()
    expect(view.amount).toBe('45\u00a0€')
    expect(view.paidAmount).toBe('22,50\u00a0€')
    expect(orderDetailsView({ ...order, status: 'PAID', paidAmount: 4500 }, 'Europe/Vilnius', 'en').paidAmount).toBeNull()
  })
})

describe('a status badge’s text', () => {
  const badge = (backgroundColor: string, foregroundColor: string) =>
    orderStatusView({ source: 'GUEST', status: 'NEW', statusAppearances: { NEW: { title: { en: 'New' }, backgroundColor, foregroundColor } } }, 'en')
  const textOf = (view: ReturnType<typeof badge>) => (view.kind === 'appearance' ? view : null)!

  it('reaches 4.5:1 on any background, whatever text colour the venue chose', () => {
    // The demo's "New": white on grey was 2.67:1.
    expect(contrastRatio('#9e9e9e', '#ffffff')).toBeCloseTo(2.68, 1)
    expect(textOf(badge('gray', '#ffffff')).foreground).toBe('#000000')
    for (const [background, foreground] of [
      ['#9e9e9e', '#ffffff'],
      ['#f59e0b', '#ffffff'],
      ['#16a34a', '#ffffff'],
      ['#e5e7eb', '#e5e7eb'],
      ['#777777', '#888888'],
      ['#0000ff', '#000080'],
      ['yellow', 'white'],
      ['navy', 'black'],
      ['#b5b5b5', 'nonsense'],
    ] as const) {
      const view = textOf(badge(background, foreground))
      expect(contrastRatio(view.background!, view.foreground), `${background} / ${foreground}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps the venue’s text colour where it is readable', () => {
    expect(textOf(badge('#16a34a', '#052e16')).foreground).toBe('#052e16')
    expect(textOf(badge('#1f2937', '#ffffff')).foreground).toBe('#ffffff')
  })

  it('is readable on the badge’s own grey where the venue names no background', () => {
    const view = textOf(badge('not a colour', '#cccccc'))
    expect(view.background).toBeNull()
    expect(contrastRatio('#f1f5f9', view.foreground)).toBeGreaterThanOrEqual(4.5)
  })

  it('has black or white reach 4.58:1 on every grey', () => {
    for (let v = 0; v < 256; v++) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`
      expect(contrastRatio(grey, readableText(grey, null))).toBeGreaterThanOrEqual(4.58)
    }
  })
})

describe('an item line', () => {
  it('writes a modifier with its options, a count above one as xN', () => {
    expect(modifierLine({ title: 'Milk', options: [{ title: 'Oat milk', count: 1 }, { title: 'Syrup', count: 2 }] })).toBe('Milk: Oat milk, Syrup x2')
  })

  it('counts per status, guest states by their appearance, empty counts left out', () => {
    const order = { statusAppearances: { READY: ready } }
    expect(itemStatusViews({ status: { WAIT: 1, READY: 2, NOT_PAID: 0 }, paymentStatus: null }, order, 'en')).toEqual([
      { view: { kind: 'key', key: 'orders.status.WAIT', tone: 'info' }, count: 1 },
      { view: expect.objectContaining({ kind: 'appearance', title: 'Ready' }), count: 2 },
    ])
    expect(itemStatusViews({ status: null, paymentStatus: { PAID: 2 } }, order, 'en')).toEqual([
      { view: { kind: 'key', key: 'orders.status.PAID', tone: 'success' }, count: 2 },
    ])
  })
})

describe('the list query and its total', () => {
  it('reads page, size and sort, each falling back to its default', () => {
    expect(readOrderList(new URLSearchParams('page=3&size=50&sort=amount.asc'))).toEqual({ page: 3, size: 50, sort: 'amount.asc' })
    expect(readOrderList(new URLSearchParams('page=-1&size=30&sort=drop'))).toEqual({ page: 1, size: 10, sort: DEFAULT_ORDER_SORT })
    expect(listToQuery({ page: 3, size: 50, sort: 'amount.asc' })).toEqual({ page: 2, size: 50, sort: 'amount', direction: 'ASC' })
  })

  it('estimates page × size + 1 from a full page with more, else counts exactly', () => {
    expect(ordersTotal(2, 10, { rows: 10, hasMore: true })).toEqual({ total: 21, exact: false })
    expect(ordersTotal(2, 10, { rows: 4, hasMore: false })).toEqual({ total: 14, exact: true })
    expect(ordersTotal(1, 10, { rows: 10, hasMore: false })).toEqual({ total: 10, exact: true })
  })

  it('counts the rows before the page when it did not load', () => {
    expect(ordersTotal(3, 20, null)).toEqual({ total: 40, exact: false })
  })
})
