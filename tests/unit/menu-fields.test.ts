/**
 * The menu editors' number fields (SPEC.md 5: price 8 characters, size 8, multiplier 3 digits,
 * counts 2): what each takes, the same rule as the pattern on its input, and the item editor's
 * phone preview leaving out a size the editor refuses ('xyz' once showed as a size).
 */
import { describe, expect, it } from 'vitest'
import { countOf, isSizeValue, MENU_PATTERNS, priceOf, sizeOf, type FieldErrors } from '../../app/features/menu/menu-form'
import { sizeLabel, type PreviewContext } from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/$menuId+/__phone-preview'

const pattern = (name: keyof typeof MENU_PATTERNS) => new RegExp(`^(?:${MENU_PATTERNS[name]})$`, 'v')

describe('price, size, multiplier and counts', () => {
  it('take numbers and refuse letters with a message', () => {
    expect(priceOf('12,50')).toEqual({ value: 1250 })
    expect(priceOf('1 200')).toEqual({ value: 120000 })
    expect(priceOf('~3,5', { tilde: true })).toEqual({ value: 350 })
    for (const junk of ['xyz', '12a', '-5', '1e5', '1,234', '~3']) expect(priceOf(junk).error, junk).toBe('menuItem.errors.invalidPrice')
    expect(isSizeValue('0,5')).toBe(true)
    expect(isSizeValue('330')).toBe(true)
    for (const junk of ['xyz', '0,5l', '1.2.3', '123456789']) expect(isSizeValue(junk), junk).toBe(false)
    const errors: FieldErrors = {}
    expect(sizeOf({ value: 'xyz', unit: '', multiplier: 'ab' }, [], errors)).toEqual({ value: 'xyz', unit: null, multiplier: null })
    expect(errors).toEqual({ 'size.value': ['menuItem.errors.invalidSize'], 'size.multiplier': ['menuItem.errors.wholeNumber'] })
    expect(countOf('x', 2).error).toBe('menuItem.errors.wholeNumber')
    expect(countOf('100', 2).error).toBe('menuItem.errors.wholeNumber')
  })

  it('write the same rule on the inputs as the server reads', () => {
    for (const text of ['12,50', '12', '1 200', '3.5']) expect(pattern('price').test(text), text).toBe(priceOf(text).error === undefined)
    for (const text of ['xyz', '12a', '-5', '1,234']) expect(pattern('price').test(text), text).toBe(false)
    for (const text of ['~3,5', '~ 3', '4']) expect(pattern('optionPrice').test(text), text).toBe(true)
    for (const text of ['0,5', '330', 'xyz', '1.2.3']) expect(pattern('sizeValue').test(text), text).toBe(isSizeValue(text))
    for (const text of ['1', '999', '1000', 'x']) expect(pattern('multiplier').test(text), text).toBe(/^\d{1,3}$/.test(text))
    for (const text of ['0', '99', '100', 'x']) expect(pattern('count').test(text), text).toBe(countOf(text, 2).error === undefined)
  })
})

describe("the item editor's preview of a size", () => {
  const context = { units: [{ unit: 'l', symbol: { en: 'l' } }], lang: 'en' } as unknown as PreviewContext
  it('writes a size out, and leaves out what the editor refuses', () => {
    expect(sizeLabel({ value: '0,5', unit: 'l', multiplier: '2' }, context)).toBe('2 × 0,5 l')
    expect(sizeLabel({ value: 'xyz', unit: '', multiplier: '' }, context)).toBe('')
    expect(sizeLabel({ value: 'xyz', unit: 'l', multiplier: '2' }, context)).toBe('2 l')
    expect(sizeLabel({ value: '0,5', unit: 'l', multiplier: 'ab' }, context)).toBe('0,5 l')
  })
})
