/**
 * The words of the payments documents the platform draws (the payment receipt, the
 * organization invoice, the payouts spreadsheet) in the five interface languages. As for tip
 * receipts (receipt-text.ts) they live in the platform, which does not share the back-office's
 * locales/; the language is picked the same way (receiptLanguage: `?lang=`, Accept-Language,
 * English).
 */
import type { PaymentMethod } from '../../../contract/payments.js'
import { INVOICE_LABELS } from '../invoicing/text.js'
import type { ReceiptLanguage } from '../receipt-text.js'

/** The company's registration number is named as on the payment invoices: one term on every invoice. */
const regNumber = (language: ReceiptLanguage) => `${INVOICE_LABELS[language].regNumber}:`

export interface PaymentsText {
  methods: Record<PaymentMethod, string>
  receipt: {
    /** `{number}` is the receipt number. */
    title: string
    order: string
    table: string
    items: string
    refundedCount: string
    orderAmount: string
    tip: string
    guestFee: string
    charged: string
    refunded: string
    method: string
    thanks: string
  }
  invoice: {
    /** `{number}` is the invoice number. */
    title: string
    date: string
    period: string
    seller: string
    buyer: string
    vatNumber: string
    regNumber: string
    description: string
    count: string
    base: string
    amount: string
    /** `{percent}` and `{method}`. */
    line: string
    net: string
    /** `{rate}`. */
    vat: string
    total: string
  }
  payouts: {
    sheet: string
    columns: [arrival: string, statement: string, day: string, transfer: string, refund: string, adjustments: string, descriptions: string, net: string]
  }
}

export const PAYMENTS_TEXT: Record<ReceiptLanguage, PaymentsText> = {
  en: {
    methods: { card: 'Card', saved_card: 'Saved card', apple_pay: 'Apple Pay', google_pay: 'Google Pay', blik: 'BLIK' },
    receipt: {
      title: 'Payment receipt No. {number}',
      order: 'Order:',
      table: 'Table:',
      items: 'Items',
      refundedCount: 'refunded',
      orderAmount: 'Order amount:',
      tip: 'Tip:',
      guestFee: 'Service fee:',
      charged: 'Total charged:',
      refunded: 'Refunded:',
      method: 'Paid with:',
      thanks: 'Thank you!',
    },
    invoice: {
      title: 'Invoice {number}',
      date: 'Date:',
      period: 'Period:',
      seller: 'Seller',
      buyer: 'Buyer',
      vatNumber: 'VAT number:',
      regNumber: regNumber('en'),
      description: 'Description',
      count: 'Payments',
      base: 'Payments amount',
      amount: 'Fee',
      line: 'Payment processing fee {percent} %, {method}',
      net: 'Amount excluding VAT:',
      vat: 'VAT {rate} %:',
      total: 'Total:',
    },
    payouts: {
      sheet: 'Payouts',
      columns: ['Arrival date', 'Statement', 'Day', 'Transfer', 'Refunds', 'Adjustments', 'Adjustment details', 'Day total'],
    },
  },
  es: {
    methods: { card: 'Tarjeta', saved_card: 'Tarjeta guardada', apple_pay: 'Apple Pay', google_pay: 'Google Pay', blik: 'BLIK' },
    receipt: {
      title: 'Recibo de pago n.º {number}',
      order: 'Pedido:',
      table: 'Mesa:',
      items: 'Artículos',
      refundedCount: 'reembolsado',
      orderAmount: 'Importe del pedido:',
      tip: 'Propina:',
      guestFee: 'Tarifa de servicio:',
      charged: 'Total cobrado:',
      refunded: 'Reembolsado:',
      method: 'Pagado con:',
      thanks: '¡Gracias!',
    },
    invoice: {
      title: 'Factura {number}',
      date: 'Fecha:',
      period: 'Periodo:',
      seller: 'Vendedor',
      buyer: 'Comprador',
      vatNumber: 'NIF-IVA:',
      regNumber: regNumber('es'),
      description: 'Concepto',
      count: 'Pagos',
      base: 'Importe de los pagos',
      amount: 'Comisión',
      line: 'Comisión por procesamiento de pagos {percent} %, {method}',
      net: 'Importe sin IVA:',
      vat: 'IVA {rate} %:',
      total: 'Total:',
    },
    payouts: {
      sheet: 'Liquidaciones',
      columns: ['Fecha de llegada', 'Concepto bancario', 'Día', 'Transferencia', 'Reembolsos', 'Ajustes', 'Detalle de ajustes', 'Total del día'],
    },
  },
  lt: {
    methods: { card: 'Kortelė', saved_card: 'Išsaugota kortelė', apple_pay: 'Apple Pay', google_pay: 'Google Pay', blik: 'BLIK' },
    receipt: {
      title: 'Mokėjimo kvitas Nr. {number}',
      order: 'Užsakymas:',
      table: 'Staliukas:',
      items: 'Prekės',
      refundedCount: 'grąžinta',
      orderAmount: 'Užsakymo suma:',
      tip: 'Arbatpinigiai:',
      guestFee: 'Aptarnavimo mokestis:',
      charged: 'Iš viso nuskaičiuota:',
      refunded: 'Grąžinta:',
      method: 'Apmokėta:',
      thanks: 'Ačiū!',
    },
    invoice: {
      title: 'Sąskaita faktūra {number}',
      date: 'Data:',
      period: 'Laikotarpis:',
      seller: 'Pardavėjas',
      buyer: 'Pirkėjas',
      vatNumber: 'PVM mokėtojo kodas:',
      regNumber: regNumber('lt'),
      description: 'Aprašymas',
      count: 'Mokėjimai',
      base: 'Mokėjimų suma',
      amount: 'Mokestis',
      line: 'Mokėjimų apdorojimo mokestis {percent} %, {method}',
      net: 'Suma be PVM:',
      vat: 'PVM {rate} %:',
      total: 'Iš viso:',
    },
    payouts: {
      sheet: 'Išmokos',
      columns: ['Gavimo data', 'Mokėjimo paskirtis', 'Diena', 'Pervedimas', 'Grąžinimai', 'Koregavimai', 'Koregavimų aprašymas', 'Dienos suma'],
    },
  },
  pl: {
    methods: { card: 'Karta', saved_card: 'Zapisana karta', apple_pay: 'Apple Pay', google_pay: 'Google Pay', blik: 'BLIK' },
    receipt: {
      title: 'Potwierdzenie płatności nr {number}',
      order: 'Zamówienie:',
      table: 'Stolik:',
      items: 'Pozycje',
      refundedCount: 'zwrócono',
      orderAmount: 'Kwota zamówienia:',
      tip: 'Napiwek:',
      guestFee: 'Opłata serwisowa:',
      charged: 'Łącznie pobrano:',
      refunded: 'Zwrócono:',
      method: 'Zapłacono:',
      thanks: 'Dziękujemy!',
    },
    invoice: {
      title: 'Faktura {number}',
      date: 'Data:',
      period: 'Okres:',
      seller: 'Sprzedawca',
      buyer: 'Nabywca',
      vatNumber: 'NIP UE:',
      regNumber: regNumber('pl'),
      description: 'Opis',
      count: 'Płatności',
      base: 'Kwota płatności',
      amount: 'Opłata',
      line: 'Opłata za obsługę płatności {percent} %, {method}',
      net: 'Kwota netto:',
      vat: 'VAT {rate} %:',
      total: 'Razem:',
    },
    payouts: {
      sheet: 'Wypłaty',
      columns: ['Data wpływu', 'Tytuł przelewu', 'Dzień', 'Przelew', 'Zwroty', 'Korekty', 'Opis korekt', 'Suma dnia'],
    },
  },
  ru: {
    methods: { card: 'Карта', saved_card: 'Сохранённая карта', apple_pay: 'Apple Pay', google_pay: 'Google Pay', blik: 'BLIK' },
    receipt: {
      title: 'Квитанция об оплате № {number}',
      order: 'Заказ:',
      table: 'Стол:',
      items: 'Позиции',
      refundedCount: 'возвращено',
      orderAmount: 'Сумма заказа:',
      tip: 'Чаевые:',
      guestFee: 'Сервисный сбор:',
      charged: 'Всего списано:',
      refunded: 'Возвращено:',
      method: 'Способ оплаты:',
      thanks: 'Спасибо!',
    },
    invoice: {
      title: 'Счёт-фактура {number}',
      date: 'Дата:',
      period: 'Период:',
      seller: 'Продавец',
      buyer: 'Покупатель',
      vatNumber: 'Номер плательщика НДС:',
      regNumber: regNumber('ru'),
      description: 'Описание',
      count: 'Платежи',
      base: 'Сумма платежей',
      amount: 'Комиссия',
      line: 'Комиссия за обработку платежей {percent} %, {method}',
      net: 'Сумма без НДС:',
      vat: 'НДС {rate} %:',
      total: 'Итого:',
    },
    payouts: {
      sheet: 'Выплаты',
      columns: ['Дата поступления', 'Назначение платежа', 'День', 'Перевод', 'Возвраты', 'Корректировки', 'Описание корректировок', 'Итого за день'],
    },
  },
}

/**
 * A calendar day 'YYYY-MM-DD' as the invoices print it, 'DD.MM.YYYY' (SPEC.md section 9's
 * dates), in every language: an accountant reads the same date on every copy.
 */
export const documentDay = (day: string) => day.split('-').reverse().join('.')
