/**
 * Form schemas of the tips dialogs (boxes, employees, recipients), shared by actions and the
 * browser. Kept apart from schemas.ts so the sign-in screens do not load them.
 */
import { z } from 'zod'
import { toE164 } from './phone'
import { required } from './schemas'

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

