/**
 * The company billing dialog's form (SPEC.md 5 "Company billing"): e-mail required and valid
 * (contract/email.ts, 'Invalid e-mail'), name, address, city, postal code and tax number
 * required ('Required field'); the registration code optional. One schema for the action and, with JavaScript, the browser; the platform checks
 * the same rules again (contract/billing.ts) and names BILLING_ERRORS keys.
 */
import { z } from 'zod'
import { BILLING_ERRORS, BILLING_LIMITS } from '../../../contract/billing'
import { isValidEmail } from '../../../contract/email'
import { required } from '../../utils/schemas'

const requiredText = (max: number) => z.string(required).trim().min(1, BILLING_ERRORS.required).max(max, BILLING_ERRORS.tooLong)

export const billingFormSchema = z.object({
  email: requiredText(BILLING_LIMITS.email).refine(isValidEmail, BILLING_ERRORS.invalidEmail),
  name: requiredText(BILLING_LIMITS.name),
  address: requiredText(BILLING_LIMITS.address),
  city: requiredText(BILLING_LIMITS.city),
  postalCode: requiredText(BILLING_LIMITS.postalCode),
  taxNumber: requiredText(BILLING_LIMITS.taxNumber),
  registrationCode: z.string().trim().max(BILLING_LIMITS.registrationCode, BILLING_ERRORS.tooLong).optional(),
})
export type BillingForm = z.output<typeof billingFormSchema>

/**
 * The fields the dialog draws, in its order. The registration code (company code) is optional
 * here; a Lithuanian or Polish company needs it on its invoices, which the platform checks
 * when it issues one (ADR 0064).
 */
export const BILLING_FIELDS = ['email', 'name', 'address', 'city', 'postalCode', 'taxNumber', 'registrationCode'] as const

/** The card dialog's attach step: Stripe's payment method id after a confirmed set-up (the JavaScript path). */
export const cardAttachFormSchema = z.object({
  stripePaymentMethodId: z.string().trim().min(1).max(255),
})
