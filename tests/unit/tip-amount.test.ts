/** The tip amount of the tip link dialog (SPEC.md section 5): 7 characters, digits and one decimal comma. */
import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { decodeMessage } from '../../app/utils/messages'
import { TIP_AMOUNT_MAX_LENGTH, TIP_AMOUNT_PATTERN, tipAmountSchema, tipLinkSchema } from '../../app/features/tips/tips-schemas'

const minor = (text: string) => tipAmountSchema.parse(text)
/** The message key of a refused amount. */
const refusal = (text: string) => {
  const result = tipAmountSchema.safeParse(text)
  if (result.success) return null
  return decodeMessage(result.error.issues[0]!.message).key
}

describe('tip amounts that are taken', () => {
  it('counts minor units, with a decimal comma or a point', () => {
    expect(minor('12,50')).toBe(1250)
    expect(minor('12,5')).toBe(1250)
    expect(minor('12.5')).toBe(1250)
    expect(minor('12')).toBe(1200)
    expect(minor('0,05')).toBe(5)
    expect(minor(',5')).toBe(50)
    expect(minor('12,')).toBe(1200)
    expect(minor(' 7 ')).toBe(700)
  })
  it('takes up to seven characters', () => {
    expect(minor('9999999')).toBe(999_999_900)
    expect(minor('9999,99')).toBe(999_999)
  })
})

describe('tip amounts that are refused with a message', () => {
  it('refuses signs, letters and exponents instead of dropping them', () => {
    // Before: '-5' made a 5 € link and '1e5' a 15 € one.
    expect(refusal('-5')).toBe('tipsUi.amountInvalid')
    expect(refusal('+5')).toBe('tipsUi.amountInvalid')
    expect(refusal('1e5')).toBe('tipsUi.amountInvalid')
    expect(refusal('abc')).toBe('tipsUi.amountInvalid')
    expect(refusal('5 €')).toBe('tipsUi.amountInvalid')
    expect(refusal('1 234')).toBe('tipsUi.amountInvalid')
  })
  it('refuses a second separator and more than two decimals', () => {
    expect(refusal('1.234,5')).toBe('tipsUi.amountInvalid')
    expect(refusal('1,2,3')).toBe('tipsUi.amountInvalid')
    expect(refusal('1,234')).toBe('tipsUi.amountInvalid')
    expect(refusal(',')).toBe('tipsUi.amountInvalid')
  })
  it('refuses more than seven characters rather than cutting them off', () => {
    expect(refusal('12345678')).toBe('tipsUi.amountTooLong')
    expect(decodeMessage(tipAmountSchema.safeParse('12345678').error!.issues[0]!.message).values).toEqual({ max: TIP_AMOUNT_MAX_LENGTH })
  })
  it('refuses nothing and zero', () => {
    expect(refusal('')).toBe('validation.amount')
    expect(refusal('   ')).toBe('validation.amount')
    expect(refusal('0')).toBe('tipsUi.amountZero')
    expect(refusal('0,00')).toBe('tipsUi.amountZero')
  })
})

describe('the form and the input agree', () => {
  it('parses the dialog form, from a query string as from a posted form', () => {
    const ok = parseWithZod(new URLSearchParams('amount=12%2C50'), { schema: tipLinkSchema })
    expect(ok.status).toBe('success')
    expect(ok.status === 'success' && ok.value.amount).toBe(1250)
    const missing = parseWithZod(new URLSearchParams(''), { schema: tipLinkSchema })
    expect(missing.status === 'error' && missing.error?.amount).toEqual(['validation.amount'])
  })
  it("writes the same rule on the input as the pattern the browser checks (v flag, whole value)", () => {
    const pattern = new RegExp(`^(?:${TIP_AMOUNT_PATTERN})$`, 'v')
    for (const text of ['12,50', '12.5', '7', '9999999', ',5']) {
      expect(pattern.test(text), text).toBe(true)
      expect(refusal(text), text).toBeNull()
    }
    for (const text of ['-5', '1e5', '1,234', '1,2,3', 'abc']) {
      expect(pattern.test(text), text).toBe(false)
      expect(refusal(text), text).not.toBeNull()
    }
  })
})
