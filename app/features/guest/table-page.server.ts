/**
 * A table's page, /pay/table/<tableId> (issue 28; ADR 0081): the table's open orders and what is
 * left, and one plain form that pays a part of the bill with a tip and, when asked, a company
 * invoice. The loader draws every word in the guest's language; the action checks the form,
 * starts the bill checkout and sends the guest to the provider's page (or answers the island's
 * data request for the in-page card form). A refusal comes back on the form with its values,
 * and the bill redrawn as it is now.
 */
import { translatorFor } from '~/services/i18n.server'
import { randomUUID } from 'node:crypto'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { GUEST_REVIEW_MAX } from '#contract/guest-pay'
import { REACTION_TAGS } from '#contract/tips'
import { BILL_REFUSALS, BILL_SPLIT_MAX, type BillInvoiceRequest, type BillPart, type GuestTablePage } from '#contract/guest-table'
import { SUPPORTED_LANGUAGES } from '~/i18n'
import { ApiError, type Api } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { isId } from '~/services/not-found.server'
import { formatMoney } from '~/utils/format'
import { translateMessage } from '~/utils/messages'
import { modifierLine } from '~/features/orders/order-view'
import { localizedText } from '~/features/tips/text-sections'
import { CUSTOMER_FIELDS, invoiceCustomerSchema, vatNumberField } from '~/features/payments/invoice-customer'
import { AMOUNT_MAX_LENGTH } from './amounts'
import { BILL_PART_KINDS, billTip, partAmount, type BillFacts, type BillPartKind, type ChosenLine } from './bill-part'
import { keepCheckout } from './checkout-cookie.server'
import { chooseLanguage } from './guest-language.server'
import { guestApi, readTablePage, startBillCheckout } from './guest-pay.server'
import { commonRefusal, notFound, PAGE_HEADERS, payHead, safeNext, wantsJson } from './pay-page.server'
import { chosenRecipient, MONEY_SLOT, type ReactionTag } from './pay-view'
import { feedbackLabels } from './labels.server'
import type { BillView, TableFormState, TableLabels } from './table-view'

/** How often an open page reads the bill again (ADR 0081: every few seconds while it is visible). */
export const BILL_REFRESH_MS = 5_000

async function readPage(api: Api, tableId: string | undefined): Promise<GuestTablePage> {
  if (!isId(tableId)) notFound()
  try {
    return await readTablePage(api, tableId)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    throw error
  }
}

const money = (page: GuestTablePage, minor: number) => formatMoney(minor, page.organization.currency)

/** What the island and the action need to work out a part: each line still payable, at its unit price. */
function factsOf(page: GuestTablePage): BillFacts {
  const items: BillFacts['items'] = {}
  for (const order of page.orders) for (const item of order.items) items[item.id] = { price: item.price, count: item.count, left: item.leftAmount }
  return { left: page.total.left, orders: page.orders.map((o) => ({ amount: o.amount, leftAmount: o.leftAmount })), items }
}

/** When a switched-off bill payment comes back, on the venue's clock. */
function untilText(until: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(new Date(until))
}

/** The bill as the page shows it, in the guest's words. */
function billView(page: GuestTablePage, t: TFunction, readIn: string[]): BillView {
  const { total } = page
  return {
    heading: t('guestTable.table', { number: page.table.number }),
    empty: page.orders.length === 0 ? t('guestTable.noOrders') : null,
    orders: page.orders.map((order) => ({
      id: order.id,
      title: t('guestTable.order', { number: order.orderNumber }),
      status: order.statusAppearance
        ? { text: localizedText(order.statusAppearance.title, readIn), background: order.statusAppearance.backgroundColor, color: order.statusAppearance.foregroundColor }
        : null,
      lines: order.items.map((item) => ({
        id: item.id,
        text: `${item.count} × ${item.title}`,
        // As the Orders screen's order details write them (SPEC.md 2): 'Milk: Oat milk, Size: Large'.
        modifiers: item.modifiers.map(modifierLine).join(', '),
        amount: money(page, item.count * item.price),
        each: item.count > 1 ? `${item.count} × ${money(page, item.price)}` : null,
        paid: item.paidAmount > 0 ? t('guestTable.linePaid', { amount: money(page, item.paidAmount) }) : null,
      })),
    })),
    totals: [
      { label: t('guestTable.total'), value: money(page, total.amount), strong: false },
      ...(total.paid > 0 ? [{ label: t('guestTable.paid'), value: money(page, total.paid), strong: false }] : []),
      ...(total.held > 0 ? [{ label: t('guestTable.held'), value: money(page, total.held), strong: false }] : []),
      { label: t('guestTable.left'), value: money(page, total.left), strong: true },
    ],
    facts: factsOf(page),
    refreshEvery: BILL_REFRESH_MS,
  }
}

function tableLabels(t: TFunction, page: GuestTablePage, language: string): TableLabels {
  const { bill, ordering } = page
  return {
    billOff:
      bill.state === 'OPEN'
        ? null
        : bill.until
          ? t('guestTable.billOffUntil', { time: untilText(bill.until, language, page.timeZone) })
          : t('guestTable.billOff'),
    leaveTip: page.box ? t('guestTable.leaveTip') : null,
    orderFromMenu: ordering.state === 'OPEN' ? t('guestTable.orderFromMenu') : null,
    nothingToPay: t('guestTable.nothingToPay'),
    noPayments: t('guestPay.noPayments'),
    partLegend: t('guestTable.partLegend'),
    partFull: t('guestTable.partFull'),
    partShare: t('guestTable.partShare'),
    people: t('guestTable.people'),
    shares: t('guestTable.shares'),
    partAmount: t('guestTable.partAmount'),
    partAmountHint: t('guestTable.partAmountHint', { max: money(page, page.total.left) }),
    partItems: t('guestTable.partItems'),
    count: t('guestTable.count'),
    splitBetween: t('guestTable.splitBetween'),
    lineGone: t('guestTable.lineGone'),
    tipLegend: t('guestTable.tipLegend'),
    noTip: t('guestTable.noTip'),
    customTip: t('guestPay.customAmount'),
    tipHint: t('guestTable.tipHint', { max: money(page, page.amounts.max) }),
    coverFee: t('guestTable.coverFee', { fee: MONEY_SLOT }),
    invoiceSummary: t('guestTable.invoiceSummary'),
    invoiceHint: t('guestTable.invoiceHint'),
    invoiceFields: Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, t(`invoices.fields.${field}`)])) as TableLabels['invoiceFields'],
    pay: t('guestPay.pay', { total: MONEY_SLOT }),
    details: t('guestPay.details'),
    recipientLegend: t('guestPay.recipientLegend'),
    recipientAnyone: t('guestPay.recipientAnyone'),
    feedbackSummary: t('guestTable.feedbackSummary'),
    feedback: feedbackLabels(t),
  }
}

const EMPTY_INVOICE = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as TableFormState['invoice']

/** The form as first drawn: the whole bill, no tip (a tip is the guest's choice, never pre-ticked), a new attempt. */
function freshForm(overrides: Partial<TableFormState> = {}): TableFormState {
  return {
    attempt: randomUUID(),
    part: 'FULL',
    people: '2',
    shares: '1',
    amount: '',
    lines: {},
    tip: '0',
    tipCustom: '',
    memberId: null,
    coverFee: false,
    invoice: EMPTY_INVOICE,
    rating: null,
    likes: [],
    review: '',
    formErrors: [],
    fieldErrors: {},
    ...overrides,
  }
}

/**
 * The page's language: the venue's languages and the interface's, so a guest whose language the
 * menu lacks still reads the bill and the form in theirs (the venue's texts then in its own).
 */
async function pageData(request: Request, page: GuestTablePage) {
  const language = chooseLanguage(request, [...new Set([...page.organization.languages, ...SUPPORTED_LANGUAGES])], 'main')
  const t = await translatorFor(language)
  const readIn = [language, ...page.organization.languages.filter((code) => code !== language)]
  return { language, t, readIn }
}

export async function tablePageLoader({ request, params, context }: LoaderFunctionArgs) {
  const api = await guestApi(request, context)
  const page = await readPage(api, params.tableId)
  const { language, t, readIn } = await pageData(request, page)
  return json(
    {
      page,
      language,
      readIn,
      form: freshForm(),
      bill: billView(page, t, readIn),
      labels: tableLabels(t, page, language),
      head: payHead(request, page, language, t, false),
      title: t('guestTable.pageTitle', { number: page.table.number, name: page.organization.name }),
    },
    { headers: PAGE_HEADERS },
  )
}

// --- The form as posted ------------------------------------------------------------------------

const text = (formData: FormData, name: string, max = 400) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/** A whole number typed in a small field, within [min, max]; null otherwise. */
function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null
  const n = Number(value.trim())
  return n >= min && n <= max ? n : null
}

/** The form's values as posted (kept as typed, for drawing the form again), the attempt kept: a retry of the same press. */
function postedForm(formData: FormData, facts: BillFacts): TableFormState {
  const attempt = text(formData, 'attempt')
  const part = text(formData, 'part') as BillPartKind
  const picked = new Set(formData.getAll('pick').filter((v): v is string => typeof v === 'string'))
  const lines: TableFormState['lines'] = {}
  for (const id of Object.keys(facts.items)) {
    lines[id] = { picked: picked.has(id), count: text(formData, `count-${id}`, 3), split: text(formData, `split-${id}`, 3) }
  }
  return freshForm({
    ...(isId(attempt) ? { attempt } : {}),
    part: BILL_PART_KINDS.includes(part) ? part : 'FULL',
    people: text(formData, 'people', 3),
    shares: text(formData, 'shares', 3),
    amount: text(formData, 'amount', AMOUNT_MAX_LENGTH),
    lines,
    tip: text(formData, 'tip', 9),
    tipCustom: text(formData, 'tipCustom', AMOUNT_MAX_LENGTH),
    memberId: text(formData, 'memberId', 64) || null,
    coverFee: formData.get('coverFee') === 'on',
    invoice: Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, text(formData, field, 400)])) as TableFormState['invoice'],
    // Stars and reactions are the page's own choices: anything else is not one.
    rating: /^[1-5]$/.test(text(formData, 'rating', 2)) ? Number(text(formData, 'rating', 2)) : null,
    likes: REACTION_TAGS.filter((tag) => formData.getAll('likes').includes(tag)),
    // One over the limit, so a longer one is refused rather than cut.
    review: text(formData, 'review', GUEST_REVIEW_MAX + 1),
  })
}

type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

/** The part the form asks for, checked against the bill as it is now. */
function checkedPart(form: TableFormState, page: GuestTablePage, t: TFunction): Checked<{ part: BillPart; amount: number }> {
  const facts = factsOf(page)
  const invalid = (field: string, message = t('guestPay.errors.invalid')) => ({ ok: false as const, field, message })
  const people = wholeNumber(form.people, 2, BILL_SPLIT_MAX)
  const shares = people === null ? null : wholeNumber(form.shares, 1, people - 1)
  const lines: ChosenLine[] = []
  if (form.part === 'SHARE') {
    if (people === null) return invalid('people', t('guestTable.errors.people', { max: BILL_SPLIT_MAX }))
    if (shares === null) return invalid('shares', t('guestTable.errors.shares', { max: people - 1 }))
  }
  if (form.part === 'ITEMS') {
    for (const [orderItemId, line] of Object.entries(form.lines)) {
      if (!line.picked) continue
      const item = facts.items[orderItemId]!
      const count = wholeNumber(line.count, 1, item.count)
      const splitBetween = wholeNumber(line.split, 1, BILL_SPLIT_MAX)
      if (count === null || splitBetween === null || item.left <= 0) return invalid('items', t('guestTable.errors.items'))
      lines.push({ orderItemId, count, splitBetween })
    }
    if (lines.length === 0) return invalid('items', t('guestTable.errors.noItems'))
  }
  const amount = partAmount(facts, { kind: form.part, people: people ?? 0, shares: shares ?? 0, amount: form.amount, lines })
  if (form.part === 'AMOUNT' && (amount === null || amount <= 0 || amount > facts.left)) {
    return invalid('amount', t('guestTable.errors.amount', { max: money(page, facts.left) }))
  }
  if (amount === null) return form.part === 'ITEMS' ? invalid('items', t('guestTable.errors.items')) : invalid('')
  const part: BillPart =
    form.part === 'SHARE'
      ? { kind: 'SHARE', people: people!, shares: shares! }
      : form.part === 'AMOUNT'
        ? { kind: 'AMOUNT', amount }
        : form.part === 'ITEMS'
          ? { kind: 'ITEMS', items: lines }
          : { kind: 'FULL' }
  return { ok: true, value: { part, amount } }
}

/** The tip: none ('0'), a percentage of the part, or the typed amount (which wins), within the page's limits. */
function checkedTip(form: TableFormState, page: GuestTablePage, part: number, t: TFunction): Checked<number> {
  const tip = billTip(form.tip, form.tipCustom, part)
  if (tip === 0 || (tip !== null && tip >= page.amounts.min && tip <= page.amounts.max)) return { ok: true, value: tip }
  return { ok: false, field: 'tipCustom', message: t('guestTable.errors.tip', { max: money(page, page.amounts.max) }) }
}

/** The invoice asked for: none when nothing is typed; by VAT number when only it is; else every detail (the invoice dialog's rules). */
function checkedInvoice(form: TableFormState, t: TFunction): Checked<BillInvoiceRequest | undefined> {
  const typed = CUSTOMER_FIELDS.filter((field) => form.invoice[field].trim() !== '')
  if (typed.length === 0) return { ok: true, value: undefined }
  if (typed.length === 1 && typed[0] === 'customerVatNumber') {
    const vat = vatNumberField.safeParse(form.invoice.customerVatNumber)
    if (vat.success) return { ok: true, value: { customerVatNumber: vat.data } }
    return { ok: false, field: 'customerVatNumber', message: translateMessage(t, vat.error.issues[0]!.message) }
  }
  const all = invoiceCustomerSchema.safeParse(form.invoice)
  if (all.success) return { ok: true, value: all.data }
  const issue = all.error.issues[0]!
  return { ok: false, field: String(issue.path[0] ?? 'customerVatNumber'), message: translateMessage(t, issue.message) }
}

/** A bill refusal in the guest's words, on the field it is about ('' for the whole form). */
function billRefusal(error: unknown, t: TFunction, page: GuestTablePage, language: string): [field: string, message: string] {
  const common = commonRefusal(error, t)
  if (common !== null || !(error instanceof ApiError)) return ['', common ?? '']
  const { reason, until } = error.params
  if (reason === BILL_REFUSALS.changed) return ['', t('guestTable.errors.changed')]
  if (reason === BILL_REFUSALS.nothingToPay) return ['', t('guestTable.nothingToPay')]
  if (reason === BILL_REFUSALS.billOff) {
    return ['', typeof until === 'string' ? t('guestTable.billOffUntil', { time: untilText(until, language, page.timeZone) }) : t('guestTable.billOff')]
  }
  if (reason === BILL_REFUSALS.amountOutOfRange) return ['amount', t('guestTable.errors.amount', { max: money(page, page.total.left) })]
  if (reason === BILL_REFUSALS.itemInvalid) return ['items', t('guestTable.errors.items')]
  if (reason === BILL_REFUSALS.vatUnknown || (error.status === 404 && error.params.resource === 'VatNumber')) {
    return ['customerVatNumber', t('guestTable.errors.vatUnknown')]
  }
  if (error.status === 400 || error.status === 409 || error.status === 404) return ['', t('guestPay.errors.invalid')]
  throw error
}

export async function tablePageAction({ request, params, context }: ActionFunctionArgs) {
  const api = await guestApi(request, context)
  const page = await readPage(api, params.tableId)
  const { language, t } = await pageData(request, page)
  const formData = await readForm(request)
  const form = postedForm(formData, factsOf(page))
  const answer = (field: string, message: string) =>
    json({ form: field ? { ...form, fieldErrors: { [field]: message } } : { ...form, formErrors: [message] } }, { status: 400, headers: PAGE_HEADERS })
  if (!isId(text(formData, 'attempt'))) return answer('', t('guestPay.errors.invalid'))
  if (page.bill.state !== 'OPEN') return answer('', tableLabels(t, page, language).billOff!)
  if (page.payments.provider === 'none') return answer('', t('guestPay.noPayments'))
  if (page.total.left <= 0) return answer('', t('guestTable.nothingToPay'))
  // The whole bill or a share of it costs what the page showed, or nothing is charged.
  const seenText = text(formData, 'seen', 12)
  const seen = /^\d{1,9}$/.test(seenText) ? Number(seenText) : NaN
  if ((form.part === 'FULL' || form.part === 'SHARE') && seen !== page.total.left) return answer('', t('guestTable.errors.changed'))
  const part = checkedPart(form, page, t)
  if (!part.ok) return answer(part.field, part.message)
  const tip = checkedTip(form, page, part.value.amount, t)
  if (!tip.ok) return answer(tip.field, tip.message)
  const invoice = checkedInvoice(form, t)
  if (!invoice.ok) return answer(invoice.field, invoice.message)
  if (form.review.length > GUEST_REVIEW_MAX) return answer('review', t('guestPay.reviewHint', { max: GUEST_REVIEW_MAX }))
  const review = form.review.trim() || undefined
  const mode = text(formData, 'mode') === 'element' ? 'element' : 'redirect'
  try {
    const started = await startBillCheckout(api, {
      tableId: page.table.id,
      part: part.value.part,
      ...(part.value.part.kind === 'FULL' || part.value.part.kind === 'SHARE' ? { expectedAmount: part.value.amount } : {}),
      tip: tip.value,
      // As on the tip page: one of the box's people the page offered, else nobody (the tip waits).
      memberId: chosenRecipient(page.recipients, form.memberId),
      coverFee: form.coverFee,
      ...(form.rating === null ? {} : { rating: form.rating }),
      likes: form.likes as ReactionTag[],
      review,
      invoice: invoice.value,
      attempt: form.attempt,
      language,
      mode,
    })
    const cookie = await keepCheckout(request, {
      checkoutId: started.checkoutId,
      key: started.key,
      boxId: page.box?.id ?? '',
      memberId: null,
      amount: tip.value,
      coverFee: form.coverFee,
      rating: form.rating,
      likes: form.likes as ReactionTag[],
      review: review ?? null,
      table: page.table,
    })
    const headers = { 'Set-Cookie': cookie }
    if (wantsJson(request)) return json({ next: started.next }, { headers })
    const next = started.next.kind === 'redirect' ? safeNext(started.next.url) : null
    return redirect(next ?? `/pay/done/${started.checkoutId}?lang=${language}`, { status: 303, headers })
  } catch (error) {
    const [field, message] = billRefusal(error, t, page, language)
    return answer(field, message)
  }
}
