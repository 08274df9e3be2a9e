/**
 * Form schemas of the tips dialogs (boxes, employees, recipients), shared by actions and the
 * browser. Kept apart from schemas.ts so the sign-in screens do not load them.
 */
import { z } from 'zod'
import { parseAmountToMinor } from '../../utils/format'
import { encodeMessage } from '../../utils/messages'
import { toE164 } from '../../utils/phone'
import { required } from '../../utils/schemas'

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


/** SPEC.md section 5: the tip amount field is masked to 7 characters. */
export const TIP_AMOUNT_MAX_LENGTH = 7

/**
 * What the tip amount field takes (SPEC.md section 5): digits with one decimal comma (a point
 * is taken too) and at most two decimals, so '12', '12,5', '12,50', '0.75'. Signs, letters,
 * exponents ('-5', '1e5') and spaces are refused, never silently dropped: dropping them turned
 * '-5' into a 5 € link and '1e5' into 15 €. The same rule, as an HTML pattern (matched against
 * the whole value), is written on the input.
 */
export const TIP_AMOUNT_PATTERN = '[0-9]*[.,]?[0-9]{0,2}'
const TIP_AMOUNT = /^(?=[^\d]*\d)[0-9]*[.,]?[0-9]{0,2}$/

/**
 * A typed tip amount to minor units. Seven characters bound it to 9 999 999 (whole euros) or
 * 9 999,99; zero is refused, as a link for nothing is not a tip.
 */
export const tipAmountSchema = z
  .string({ required_error: 'validation.amount' })
  .trim()
  .min(1, 'validation.amount')
  .max(TIP_AMOUNT_MAX_LENGTH, encodeMessage({ key: 'tipsUi.amountTooLong', values: { max: TIP_AMOUNT_MAX_LENGTH } }))
  .regex(TIP_AMOUNT, 'tipsUi.amountInvalid')
  .transform((text) => parseAmountToMinor(text) ?? 0)
  .refine((minor) => minor > 0, 'tipsUi.amountZero')

/** The tip link dialog's form (GET for a payment page link, POST for a bank transfer link). */
export const tipLinkSchema = z.object({ amount: tipAmountSchema })
