/**
 * Form schemas shared by actions and, when JavaScript runs, the browser (conform). Messages
 * are translation keys (SPEC.md section 5).
 */
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/session'
import { toE164 } from './phone'

export const required = { required_error: 'validation.required', invalid_type_error: 'validation.required' }

export const phoneLoginSchema = z
  .object({
    country: z.string(required).regex(/^[A-Z]{2}$/, 'validation.required'),
    phone: z.string(required).trim().min(1, 'validation.required'),
  })
  .superRefine((value, ctx) => {
    if (!toE164(value.phone, value.country)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: 'validation.phone' })
    }
  })

export const passwordLoginSchema = z.object({
  intent: z.literal('login'),
  password: z.string(required).max(PASSWORD_MAX, 'validation.passwordMax'),
})

export const newPasswordSchema = z
  .object({
    password: z
      .string(required)
      .min(PASSWORD_MIN, 'validation.passwordMin')
      .max(PASSWORD_MAX, 'validation.passwordMax'),
    // The same limit as the password, or a long paste would only say 'Passwords should be equal'.
    repeat: z.string(required).max(PASSWORD_MAX, 'validation.passwordMax'),
  })
  // Compared only within the limit: beyond it the length is what is wrong, and is said once.
  .refine((value) => value.password === value.repeat || value.repeat.length > PASSWORD_MAX, {
    path: ['repeat'],
    message: 'validation.passwordsEqual',
  })

