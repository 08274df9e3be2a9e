/**
 * Words of the subscription invoice PDF beyond those it shares with the organization invoice
 * (PAYMENTS_TEXT.invoice: title, seller, buyer, period, VAT, totals), in the five languages of
 * the platform's documents.
 */
import type { ReceiptLanguage } from '../receipt-text.js'

export interface SubscriptionInvoiceText {
  /** `{plan}` and `{mode}`. */
  line: string
  plans: { TR: string; MTR: string }
  price: string
  dueDate: string
  paid: string
  email: string
}

export const SUBSCRIPTION_INVOICE_TEXT: Record<ReceiptLanguage, SubscriptionInvoiceText> = {
  en: {
    line: 'Subscription “{plan}” ({mode})',
    plans: { TR: 'Tips and Reviews', MTR: 'Menu, Tips and Reviews' },
    price: 'Price',
    dueDate: 'Due date:',
    paid: 'Paid',
    email: 'E-mail:',
  },
  es: {
    line: 'Suscripción «{plan}» ({mode})',
    plans: { TR: 'Propinas y reseñas', MTR: 'Menú, propinas y reseñas' },
    price: 'Precio',
    dueDate: 'Fecha de vencimiento:',
    paid: 'Pagada',
    email: 'Correo electrónico:',
  },
  lt: {
    line: 'Prenumerata „{plan}“ ({mode})',
    plans: { TR: 'Arbatpinigiai ir atsiliepimai', MTR: 'Meniu, arbatpinigiai ir atsiliepimai' },
    price: 'Kaina',
    dueDate: 'Apmokėti iki:',
    paid: 'Apmokėta',
    email: 'El. paštas:',
  },
  pl: {
    line: 'Subskrypcja „{plan}” ({mode})',
    plans: { TR: 'Napiwki i opinie', MTR: 'Menu, napiwki i opinie' },
    price: 'Cena',
    dueDate: 'Termin płatności:',
    paid: 'Opłacona',
    email: 'E-mail:',
  },
  ru: {
    line: 'Подписка «{plan}» ({mode})',
    plans: { TR: 'Чаевые и отзывы', MTR: 'Меню, чаевые и отзывы' },
    price: 'Цена',
    dueDate: 'Оплатить до:',
    paid: 'Оплачен',
    email: 'Эл. почта:',
  },
}
