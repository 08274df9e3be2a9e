/**
 * What a payment invoice PDF says, in the product's five languages (as receipt-text.ts does
 * for tip receipts; the platform does not share the back-office's locales/). `{number}` and
 * `{rate}` are filled in by pdf.ts. The language is picked per download (receiptLanguage):
 * the invoice's facts are frozen, its words are the reader's.
 */
import type { ReceiptLanguage } from '../receipt-text.js'

export interface InvoiceLabels {
  title: string
  /** A product invoice without a customer (EU VAT Directive Art. 226b). */
  simplifiedTitle: string
  seller: string
  customer: string
  vatNumber: string
  regNumber: string
  email: string
  issueDate: string
  paymentDate: string
  order: string
  description: string
  quantity: string
  unitPrice: string
  amount: string
  /** The one line of a product invoice. */
  orderLine: string
  refund: string
  difference: string
  netAmount: string
  vat: string
  total: string
  pricesIncludeVat: string
}

export const INVOICE_LABELS: Record<ReceiptLanguage, InvoiceLabels> = {
  en: {
    title: 'Invoice No. {number}',
    simplifiedTitle: 'Simplified invoice No. {number}',
    seller: 'Seller',
    customer: 'Customer',
    vatNumber: 'VAT number',
    regNumber: 'Registration number',
    email: 'E-mail',
    issueDate: 'Issue date',
    paymentDate: 'Payment date',
    order: 'Order No. {number}',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    orderLine: 'Food and drinks, order No. {number}',
    refund: 'Refund',
    difference: 'Discounts and rounding',
    netAmount: 'Amount excluding VAT',
    vat: 'VAT {rate} %',
    total: 'Total',
    pricesIncludeVat: 'Prices include VAT.',
  },
  es: {
    title: 'Factura n.º {number}',
    simplifiedTitle: 'Factura simplificada n.º {number}',
    seller: 'Vendedor',
    customer: 'Cliente',
    vatNumber: 'Número de IVA',
    regNumber: 'Número de registro',
    email: 'Correo electrónico',
    issueDate: 'Fecha de emisión',
    paymentDate: 'Fecha de pago',
    order: 'Pedido n.º {number}',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    orderLine: 'Comida y bebida, pedido n.º {number}',
    refund: 'Reembolso',
    difference: 'Descuentos y redondeo',
    netAmount: 'Base imponible',
    vat: 'IVA {rate} %',
    total: 'Total',
    pricesIncludeVat: 'Los precios incluyen el IVA.',
  },
  lt: {
    title: 'PVM sąskaita faktūra Nr. {number}',
    simplifiedTitle: 'Supaprastinta PVM sąskaita faktūra Nr. {number}',
    seller: 'Pardavėjas',
    customer: 'Pirkėjas',
    vatNumber: 'PVM mokėtojo kodas',
    regNumber: 'Įmonės kodas',
    email: 'El. paštas',
    issueDate: 'Išrašymo data',
    paymentDate: 'Mokėjimo data',
    order: 'Užsakymas Nr. {number}',
    description: 'Aprašymas',
    quantity: 'Kiekis',
    unitPrice: 'Vnt. kaina',
    amount: 'Suma',
    orderLine: 'Maistas ir gėrimai, užsakymas Nr. {number}',
    refund: 'Grąžinimas',
    difference: 'Nuolaidos ir apvalinimas',
    netAmount: 'Suma be PVM',
    vat: 'PVM {rate} %',
    total: 'Iš viso',
    pricesIncludeVat: 'Kainos nurodytos su PVM.',
  },
  pl: {
    title: 'Faktura nr {number}',
    simplifiedTitle: 'Faktura uproszczona nr {number}',
    seller: 'Sprzedawca',
    customer: 'Nabywca',
    vatNumber: 'Numer VAT',
    regNumber: 'Numer rejestrowy',
    email: 'E-mail',
    issueDate: 'Data wystawienia',
    paymentDate: 'Data płatności',
    order: 'Zamówienie nr {number}',
    description: 'Opis',
    quantity: 'Ilość',
    unitPrice: 'Cena jedn.',
    amount: 'Wartość',
    orderLine: 'Jedzenie i napoje, zamówienie nr {number}',
    refund: 'Zwrot',
    difference: 'Rabaty i zaokrąglenia',
    netAmount: 'Wartość netto',
    vat: 'VAT {rate}%',
    total: 'Razem',
    pricesIncludeVat: 'Ceny zawierają VAT.',
  },
  ru: {
    title: 'Счёт-фактура № {number}',
    simplifiedTitle: 'Упрощённый счёт-фактура № {number}',
    seller: 'Продавец',
    customer: 'Покупатель',
    vatNumber: 'Номер плательщика НДС',
    regNumber: 'Регистрационный номер',
    email: 'Эл. почта',
    issueDate: 'Дата выставления',
    paymentDate: 'Дата оплаты',
    order: 'Заказ № {number}',
    description: 'Описание',
    quantity: 'Кол-во',
    unitPrice: 'Цена за ед.',
    amount: 'Сумма',
    orderLine: 'Еда и напитки, заказ № {number}',
    refund: 'Возврат',
    difference: 'Скидки и округление',
    netAmount: 'Сумма без НДС',
    vat: 'НДС {rate} %',
    total: 'Итого',
    pricesIncludeVat: 'Цены указаны с учётом НДС.',
  },
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
