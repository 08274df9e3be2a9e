/**
 * The customer of an invoice as the invoice dialog sends it (contract paymentCustomerSchema,
 * SPEC.md section 5 "Invoice"): every field required; the VAT number valid by its country's
 * format and checksum, stored normalized; the e-mail by the spec's rule. A refusal names each
 * field at fault with a PAYMENT_ERRORS key, all of them at once, so the dialog can mark them.
 */
import type { ZodIssue } from 'zod'
import { isValidEmail } from '../../../contract/email.js'
import { PAYMENT_ERRORS, paymentCustomerSchema, type PaymentInvoiceKind } from '../../../contract/payments.js'
import { checkVatNumber } from '../../../contract/vat.js'
import { invalid } from '../errors.js'
import type { InvoiceCustomer } from './document.js'

/** The message key of a schema refusal; junk no dialog sends (control characters, unknown keys) keeps zod's words. */
function messageOf(issue: ZodIssue): string {
  if (issue.code === 'too_big') return PAYMENT_ERRORS.tooLong
  if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.received === 'undefined')) return PAYMENT_ERRORS.required
  return issue.message
}

/** The invoice's customer and kind from a request body, or 400 VALIDATION naming the fields. */
export function parseInvoiceCustomer(body: unknown): { customer: InvoiceCustomer; kind: PaymentInvoiceKind } {
  const parsed = paymentCustomerSchema.safeParse(body)
  const fields: Record<string, string[]> = {}
  const add = (key: string, message: string) => void ((fields[key] ??= []).includes(message) || fields[key]!.push(message))
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.') || '_', messageOf(issue))
  // The VAT number and e-mail are judged whenever they are text, so one answer names every fault.
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const textOf = (key: string) => (typeof sent[key] === 'string' && !fields[key] ? (sent[key] as string).trim() : null)
  const vatText = textOf('customerVatNumber')
  const vat = vatText ? checkVatNumber(vatText) : null
  if (vatText && !vat) add('customerVatNumber', PAYMENT_ERRORS.invalidVat)
  const email = textOf('customerEmail')
  if (email && !isValidEmail(email)) add('customerEmail', PAYMENT_ERRORS.invalidEmail)
  if (!parsed.success || !vat || Object.keys(fields).length > 0) throw invalid('Invalid customer', fields)
  const value = parsed.data
  return {
    customer: {
      vatNumber: vat.vatNumber,
      regNumber: value.customerRegNumber,
      name: value.customerName,
      address: value.customerAddress,
      email: value.customerEmail,
    },
    kind: value.kind ?? 'DETAILED',
  }
}

/** A VAT number from a path or query, normalized, or 400 VALIDATION on `field`. */
export function parseVatNumber(value: string | undefined, field: string): { vatNumber: string; countryCode: string } {
  const vat = value === undefined || value.length > 64 ? null : checkVatNumber(value)
  if (!vat) throw invalid('Invalid VAT number', { [field]: [value ? PAYMENT_ERRORS.invalidVat : PAYMENT_ERRORS.required] })
  return vat
}
