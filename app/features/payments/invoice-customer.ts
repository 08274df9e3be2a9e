/**
 * The invoice dialog's customer (SPEC.md 4 "Invoice dialog", 5 "Invoice"): by VAT number the
 * number must pass its country's format and checksum (contract/vat.ts); typed in, every field is
 * required and the e-mail must be valid (contract/email.ts). One schema for the action and, with
 * JavaScript, the browser, which keeps the button disabled until it passes.
 */
import { z } from 'zod'
import { isValidEmail } from '#contract/email'
import { PAYMENT_ERRORS, PAYMENT_LIMITS } from '#contract/payments'
import { checkVatNumber } from '#contract/vat'
import { encodeMessage } from '../../utils/messages'
import { required } from '../../utils/schemas'

/** The message of a field over its limit, naming the limit: the dialog's inputs carry no maxLength that would cut text silently. */
export const atMost = (max: number) => encodeMessage({ key: 'validation.atMost', values: { max } })

const requiredText = (max: number) => z.string(required).trim().min(1, PAYMENT_ERRORS.required).max(max, atMost(max))

export const vatNumberField = requiredText(PAYMENT_LIMITS.vatNumber).refine((value) => checkVatNumber(value) !== null, PAYMENT_ERRORS.invalidVat)

export const invoiceCustomerSchema = z.object({
  customerVatNumber: vatNumberField,
  customerRegNumber: requiredText(PAYMENT_LIMITS.regNumber),
  customerName: requiredText(PAYMENT_LIMITS.customerName),
  customerAddress: requiredText(PAYMENT_LIMITS.customerAddress),
  customerEmail: requiredText(PAYMENT_LIMITS.email).refine(isValidEmail, PAYMENT_ERRORS.invalidEmail),
})
export type InvoiceCustomerForm = z.output<typeof invoiceCustomerSchema>

export const CUSTOMER_FIELDS = ['customerVatNumber', 'customerRegNumber', 'customerName', 'customerAddress', 'customerEmail'] as const

/**
 * The `?vat=` of the find form: the normalized number, or the message saying why it is not one
 * ('Required field' for the form sent empty); null without the parameter.
 */
export function readVatQuery(value: string | null): { vatNumber: string } | { error: string } | null {
  if (value === null) return null
  const typed = value.trim()
  if (!typed) return { error: PAYMENT_ERRORS.required }
  if (typed.length > 40) return { error: PAYMENT_ERRORS.invalidVat }
  const checked = checkVatNumber(typed)
  return checked ? { vatNumber: checked.vatNumber } : { error: PAYMENT_ERRORS.invalidVat }
}
