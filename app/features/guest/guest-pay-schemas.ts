/**
 * The payment page's form as posted (plain HTML, so every value is text): parsed with conform's
 * zod parser, the same shapes the platform checks again (contract/guest-pay.ts). Messages are
 * `guestPay.*` keys, worded in the guest's language by the action.
 */
import { z } from 'zod'
import { GUEST_REVIEW_MAX } from '#contract/guest-pay'
import { text, uuid } from '#contract/primitives'
import { REACTION_TAGS } from '#contract/tips'
import { AMOUNT_MAX_LENGTH } from './amounts'

export const PAY_INTENTS = ['pay', 'feedback'] as const

export const guestPayFormSchema = z.object({
  intent: z.enum(PAY_INTENTS).default('pay'),
  attempt: uuid(),
  preset: z.number({ invalid_type_error: 'guestPay.errors.invalid' }).int().min(0).optional(),
  custom: z.string().max(AMOUNT_MAX_LENGTH, 'guestPay.errors.invalid').optional(),
  coverFee: z.boolean().default(false),
  rating: z.number({ invalid_type_error: 'guestPay.errors.invalid' }).int().min(1).max(5).optional(),
  likes: z.array(z.enum(REACTION_TAGS)).default([]),
  review: text(GUEST_REVIEW_MAX).optional(),
  memberId: uuid().optional(),
  mode: z.enum(['redirect', 'element']).default('redirect'),
})
export type GuestPayForm = z.infer<typeof guestPayFormSchema>
