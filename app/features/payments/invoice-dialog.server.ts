/**
 * The invoice dialog's server half (SPEC.md 4 "Invoice dialog", 5 "Invoice"), for the Payments
 * screen and the Invoices tab alike (MANAGE_INVOICES). The loader reads the payment and, for
 * `?vat=`, asks the VAT registry for the company; the action issues the invoice to a customer
 * typed in (the customer PUT); the download route streams the invoice PDF, issuing it to the
 * registry's company when `?vat=` names one. What may be issued where: on the Payments screen a
 * detailed invoice when the payment allows one, else the product invoice (GT); on the Invoices
 * tab the detailed one only. Every refusal is a message in the user's language, never an
 * error page.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { PaymentDetails, PaymentInvoiceKind } from '#contract/payments'
import { normalizeVatNumber } from '#contract/vat'
import { getPayment, issuePaymentInvoice, paymentInvoicePdf, findVatCustomer } from '~/features/payments/payments.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { parentPath } from '~/utils/dialog-url'
import { formatMoney } from '~/utils/format'
import { invoiceCustomerSchema, readVatQuery } from '~/features/payments/invoice-customer'
import { DOWNLOAD_ERROR_PARAM, DOWNLOAD_ERRORS, downloadErrorMessage, downloadErrorOf } from '~/features/payments/payment-downloads'
import { customerOf } from '~/features/payments/payment-view'
import { backWithError, passFile, requirePaymentsScreen } from './screens.server'

/** Which screen the dialog is drawn over. */
export type InvoiceDialogMode = 'payments' | 'invoices'

/** The dialog's own query parameters, dropped on the way back to the screen. */
export const INVOICE_DIALOG_PARAMS = ['vat', DOWNLOAD_ERROR_PARAM] as const

/** The kind this screen may issue for the payment, or null when it may issue none. */
export function issuableKind(mode: InvoiceDialogMode, payment: Pick<PaymentDetails, 'allowDetailedInvoice'>): PaymentInvoiceKind | null {
  if (payment.allowDetailedInvoice) return 'DETAILED'
  return mode === 'payments' ? 'GT' : null
}

async function requireInvoicePayment(args: LoaderFunctionArgs) {
  const found = await requirePaymentsScreen(args, 'MANAGE_INVOICES')
  const payment = await getPayment(found.api, found.organization.id, args.params.paymentId)
  return { ...found, payment }
}

export async function invoiceDialogLoader(args: LoaderFunctionArgs, mode: InvoiceDialogMode) {
  const { api, organization, url, payment } = await requireInvoicePayment(args)
  const kind = payment.invoiceKind ?? issuableKind(mode, payment)
  const issued = payment.invoiceNumber ? { number: payment.invoiceNumber, customer: customerOf(payment) } : null
  const typed = url.searchParams.get('vat') ?? ''
  const vat = issued || !kind ? null : readVatQuery(url.searchParams.get('vat'))
  let lookup: { typed: string; error: string } | { typed: string; vatNumber: string; company: Awaited<ReturnType<typeof findVatCustomer>> } | null = null
  if (vat && 'error' in vat) lookup = { typed, error: vat.error }
  else if (vat) {
    try {
      lookup = { typed, vatNumber: vat.vatNumber, company: await findVatCustomer(api, organization.id, vat.vatNumber) }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      lookup = { typed, error: DOWNLOAD_ERRORS[downloadErrorOf(error.status, error.params.reason, true)] }
    }
  }
  return json({
    payment: {
      id: payment.id,
      orderNumber: payment.orderNumber,
      orderAmount: formatMoney(payment.orderAmount, payment.currency),
      customer: customerOf(payment),
    },
    kind,
    issued,
    lookup,
    downloadError: downloadErrorMessage(url.searchParams.get(DOWNLOAD_ERROR_PARAM)),
  })
}

/** The dialog's own URL with the screen's query, without its own parameters: where it shows the issued invoice. */
function dialogUrl(url: URL): string {
  const search = new URLSearchParams(url.searchParams)
  for (const name of INVOICE_DIALOG_PARAMS) search.delete(name)
  const rest = search.toString()
  return `${url.pathname}${rest ? `?${rest}` : ''}`
}

/** The customer typed in: checked here as in the browser, then the PUT that issues the invoice. */
export async function invoiceDialogAction(args: ActionFunctionArgs, mode: InvoiceDialogMode) {
  const form = await readForm(args.request)
  const { api, organization, url, payment } = await requireInvoicePayment(args)
  const submission = parseWithZod(form, { schema: invoiceCustomerSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const kind = issuableKind(mode, payment)
  if (payment.invoiceNumber || !kind) {
    return json(submission.reply({ formErrors: [DOWNLOAD_ERRORS[payment.invoiceNumber ? 'issued' : 'detailedNotAllowed']] }), { status: 400 })
  }
  let number: string
  try {
    const customer = { ...submission.value, customerVatNumber: normalizeVatNumber(submission.value.customerVatNumber) }
    number = (await issuePaymentInvoice(api, organization.id, payment.id, { ...customer, kind })).number
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const fields = fieldMessagesOf(error.params.fields)
    if (error.status === 400 && fields) return json(submission.reply({ fieldErrors: fields }), { status: 400 })
    return json(submission.reply({ formErrors: [DOWNLOAD_ERRORS[downloadErrorOf(error.status, error.params.reason)]] }), { status: 400 })
  }
  return redirectWithToast(args.request, dialogUrl(url), { type: 'success', key: 'invoices.dialog.issuedToast', values: { number } })
}

/** A VALIDATION refusal's field messages (PAYMENT_ERRORS keys), for the fields of the form. */
function fieldMessagesOf(fields: unknown): Record<string, string[]> | null {
  if (!fields || typeof fields !== 'object') return null
  const out: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string')
    if (list.length) out[name] = list
  }
  return Object.keys(out).length ? out : null
}

/**
 * `<dialog>/download`: the invoice PDF in the user's language. An issued invoice downloads as it
 * was issued; otherwise `?vat=` (checked, normalized) names the registry's company the platform
 * issues it to. A refusal goes back to the dialog, which says why.
 */
export async function invoiceDownloadLoader(args: LoaderFunctionArgs, mode: InvoiceDialogMode) {
  const { api, organization, url, payment, language } = await requireInvoicePayment(args)
  const pagePath = parentPath(url.pathname)
  let customerVatNumber: string | undefined
  const kind = payment.invoiceKind ?? issuableKind(mode, payment)
  if (!kind) return backWithError(pagePath, url, 'detailedNotAllowed')
  if (!payment.invoiceNumber) {
    // A blank `?vat=` names no customer, as no parameter does.
    const vat = readVatQuery(url.searchParams.get('vat')?.trim() || null)
    if (!vat) return backWithError(pagePath, url, 'customerRequired')
    if ('error' in vat) return backWithError(pagePath, url, 'invalidVat')
    customerVatNumber = vat.vatNumber
  }
  return passFile(
    () => paymentInvoicePdf(api, organization.id, payment.id, kind, { lang: language, customerVatNumber }),
    { type: 'application/pdf', name: `invoice-${payment.id.slice(0, 8)}.pdf` },
    { pagePath, url, vatAsked: customerVatNumber !== undefined },
  )
}
