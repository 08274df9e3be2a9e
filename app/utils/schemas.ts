/**
 * Form schemas shared by actions and, when JavaScript runs, the browser (conform). Messages
 * are translation keys (SPEC.md section 5).
 */
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/session'
import { parseAmountToMinor } from './format'
import { toE164 } from './phone'

const required = { required_error: 'validation.required', invalid_type_error: 'validation.required' }

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
    repeat: z.string(required),
  })
  .refine((value) => value.password === value.repeat, { path: ['repeat'], message: 'validation.passwordsEqual' })

const token = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.token')
  .optional()

export const boxFormSchema = z.object({
  name: z.string().trim().max(100, 'validation.tooLong').optional(),
  mode: z.enum(['PERSONAL', 'GROUP', 'INDIVIDUAL'], required),
  token,
})

export const memberFormSchema = z
  .object({
    name: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    country: z.string().regex(/^[A-Z]{2}$/).optional(),
    phone: z.string(required).trim().min(1, 'validation.required'),
    admin: z.literal('on').optional(),
    token,
    externalId: z.string().trim().max(100, 'validation.tooLong').optional(),
  })
  .superRefine((value, ctx) => {
    if (!toE164(value.phone, value.country ?? 'LT')) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: 'validation.phone' })
    }
  })

export const memberEditSchema = z.object({
  name: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  admin: z.literal('on').optional(),
  token,
  externalId: z.string().trim().max(100, 'validation.tooLong').optional(),
})

export const recipientSchema = z.object({
  memberId: z.string({ required_error: 'validation.recipient' }).uuid('validation.recipient'),
})

/** Tip link amounts: masked to 7 characters, parsed to minor units (SPEC.md section 5). */
export const tipLinkSchema = z.object({
  kind: z.enum(['amount', 'bank']).default('amount'),
  target: z.string().min(1),
  amount: z
    .string(required)
    .trim()
    .max(7, 'validation.tooLong')
    .refine((v) => (parseAmountToMinor(v) ?? 0) > 0, 'validation.amount'),
})

