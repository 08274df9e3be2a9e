/**
 * How a GUEST order's own statuses look (SPEC.md 3 "statusAppearances"): the kitchen's steps
 * from new to served, titled in every language the product speaks. An order keeps the titles of
 * its venue's menu languages; the demo seed draws its guest orders with the same.
 */
import type { OrderStatusAppearance } from '../../../contract/orders.js'

export const GUEST_ORDER_STATUSES = ['NEW', 'WAIT', 'READY', 'SERVED'] as const
export type GuestOrderStatus = (typeof GUEST_ORDER_STATUSES)[number]

/** The status a placed guest order starts in: the venue is preparing it. */
export const PLACED_GUEST_STATUS: GuestOrderStatus = 'WAIT'

const TITLES: Record<GuestOrderStatus, Record<string, string>> = {
  NEW: { en: 'New', es: 'Nuevo', lt: 'Naujas', pl: 'Nowe', ru: 'Новый' },
  WAIT: { en: 'Preparing', es: 'En preparación', lt: 'Ruošiamas', pl: 'W przygotowaniu', ru: 'Готовится' },
  READY: { en: 'Ready', es: 'Listo', lt: 'Paruoštas', pl: 'Gotowe', ru: 'Готов' },
  SERVED: { en: 'Served', es: 'Servido', lt: 'Patiektas', pl: 'Podane', ru: 'Подан' },
}

/** NEW is drawn in 'gray', which screens read as grey. */
const COLOURS: Record<GuestOrderStatus, [background: string, foreground: string]> = {
  NEW: ['gray', '#ffffff'],
  WAIT: ['#f59e0b', '#1f2937'],
  READY: ['#16a34a', '#ffffff'],
  SERVED: ['#e5e7eb', '#111827'],
}

/** Each status's appearance, titled in `languages` (English when none of them has a title). */
export function guestStatusAppearances(languages: string[]): Record<GuestOrderStatus, OrderStatusAppearance> {
  const entries = GUEST_ORDER_STATUSES.map((status) => {
    const titles = TITLES[status]
    const title = Object.fromEntries(languages.flatMap((code) => (titles[code] ? [[code, titles[code]]] : [])))
    const [backgroundColor, foregroundColor] = COLOURS[status]
    return [status, { title: Object.keys(title).length > 0 ? title : { en: titles.en! }, backgroundColor, foregroundColor }]
  })
  return Object.fromEntries(entries) as Record<GuestOrderStatus, OrderStatusAppearance>
}
