/**
 * The words of the orders spreadsheet in the five interface languages (SPEC.md section 1). The
 * language is picked as for receipts (domain/receipt-text.ts): `?lang=`, else Accept-Language,
 * else English. A guest order's status is its own appearance's title in that language, or the
 * known status's word in it.
 */
import type { OrderStatusAppearance } from '../../../contract/orders.js'
import type { ReceiptLanguage } from '../receipt-text.js'

export type ExportLanguage = ReceiptLanguage

interface ExportText {
  sheet: string
  columns: [status: string, orderNumber: string, created: string, table: string, waiter: string, amount: string, paid: string, refunded: string]
  statuses: Record<'PAID' | 'PAID_PARTIALLY' | 'NOT_PAID', string>
  /** The guest statuses every venue has (as locales' orders.guestStatus), for titles the venue gave in other languages only. */
  guestStatuses: Record<'NEW' | 'WAIT' | 'READY' | 'SERVED', string>
}

export const EXPORT_TEXT: Record<ExportLanguage, ExportText> = {
  en: {
    sheet: 'Orders',
    columns: ['Status', 'Order number', 'Created', 'Table', 'Waiter', 'Amount', 'Paid', 'Refunded'],
    statuses: { PAID: 'Paid', PAID_PARTIALLY: 'Partially paid', NOT_PAID: 'Not paid' },
    guestStatuses: { NEW: 'New', WAIT: 'Preparing', READY: 'Ready', SERVED: 'Served' },
  },
  es: {
    sheet: 'Pedidos',
    columns: ['Estado', 'Número de pedido', 'Creado', 'Mesa', 'Camarero', 'Importe', 'Pagado', 'Reembolsado'],
    statuses: { PAID: 'Pagado', PAID_PARTIALLY: 'Pagado parcialmente', NOT_PAID: 'No pagado' },
    guestStatuses: { NEW: 'Nuevo', WAIT: 'En preparación', READY: 'Listo', SERVED: 'Servido' },
  },
  lt: {
    sheet: 'Užsakymai',
    columns: ['Būsena', 'Užsakymo numeris', 'Sukurta', 'Staliukas', 'Padavėjas', 'Suma', 'Apmokėta', 'Grąžinta'],
    statuses: { PAID: 'Apmokėta', PAID_PARTIALLY: 'Apmokėta iš dalies', NOT_PAID: 'Neapmokėta' },
    guestStatuses: { NEW: 'Naujas', WAIT: 'Ruošiamas', READY: 'Paruoštas', SERVED: 'Patiektas' },
  },
  pl: {
    sheet: 'Zamówienia',
    columns: ['Status', 'Numer zamówienia', 'Utworzono', 'Stolik', 'Kelner', 'Kwota', 'Zapłacono', 'Zwrócono'],
    statuses: { PAID: 'Zapłacone', PAID_PARTIALLY: 'Zapłacone częściowo', NOT_PAID: 'Niezapłacone' },
    guestStatuses: { NEW: 'Nowe', WAIT: 'W przygotowaniu', READY: 'Gotowe', SERVED: 'Podane' },
  },
  ru: {
    sheet: 'Заказы',
    columns: ['Статус', 'Номер заказа', 'Создан', 'Стол', 'Официант', 'Сумма', 'Оплачено', 'Возвращено'],
    statuses: { PAID: 'Оплачен', PAID_PARTIALLY: 'Оплачен частично', NOT_PAID: 'Не оплачен' },
    guestStatuses: { NEW: 'Новый', WAIT: 'Готовится', READY: 'Готов', SERVED: 'Подан' },
  },
}

/**
 * What the status column says, as the screen does (app/features/orders/order-view.ts): a guest order's own
 * title in this language, else a known guest status's word, else its title in English or any;
 * else the payment status's word.
 */
export function statusLabel(status: string, appearances: Record<string, OrderStatusAppearance>, language: ExportLanguage): string {
  const text = EXPORT_TEXT[language]
  const own = appearances[status]?.title
  if (own) return own[language] || text.guestStatuses[status as keyof ExportText['guestStatuses']] || own.en || Object.values(own)[0] || status
  return text.statuses[status as keyof ExportText['statuses']] ?? status
}

/** Excel's number format for money in a currency: the spec's symbols for EUR and PLN, the code otherwise. */
export function moneyFormat(currency: string): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'PLN' ? 'zł' : currency.replace(/[^A-Z]/g, '')
  return `#,##0.00 "${symbol}"`
}
