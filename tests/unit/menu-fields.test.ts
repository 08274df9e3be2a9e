/**
 * The menu editors' number fields (SPEC.md 5: price 8 characters, size 8, multiplier 3 digits,
 * counts 2): what each takes, the same rule as the pattern on its input, and the item editor's
 * phone preview leaving out a size the editor refuses ('xyz' once showed as a size).
 */
import { describe, expect, it } from 'vitest'
import { countOf, isSizeValue, MENU_PATTERNS, priceOf, sizeOf, type FieldErrors } from '../../app/features/menu/menu-form'
import type { Modifier, ModifierOption } from '../../contract/menu'
import { defaultCountField, inputOfSaved, modifierInputOf, readModifierDraft } from '../../app/features/menu/modifier-draft'
import { modifierWithOption, readOptionDraft } from '../../app/routes/_shell+/organizations+/$organizationId+/menu-modifiers+/__option-form'
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

describe("the modifier editor's counts (issue 25 item 12)", () => {
  const option = (id: string, defaultCount: number): ModifierOption => ({
    id,
    title: { en: id },
    computedTitle: { en: id },
    description: {},
    defaultCount,
    maxCount: null,
    tags: [],
    size: null,
    prices: [],
    hidden: false,
    posMapping: [],
    posMappingByPriceModifierOption: {},
  })
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const
  const saved: Modifier = {
    id: '00000000-0000-4000-8000-0000000000aa',
    revision: 3,
    name: 'Syrups',
    title: { en: 'Syrups' },
    description: {},
    type: 'STEPPER',
    priceModifierId: null,
    minOptions: null,
    maxOptions: null,
    minCount: 0,
    maxCount: 4,
    options: [option(ids[0], 1), option(ids[1], 0)],
  }
  const posted = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ name: 'Syrups', 'title.en': 'Syrups', type: 'STEPPER', shownType: 'STEPPER', minCount: '0', maxCount: '4', ...fields }))
      form.append(name, value)
    for (const id of ids) form.append('option', id)
    return form
  }
  const save = (form: FormData) => modifierInputOf(readModifierDraft(form, saved), saved, { firstLanguage: 'en', priceModifiers: [] })

  it('refuse a default count that is no count with a message, and keep it as typed', () => {
    for (const junk of ['xyz', '1a', '-3', '123', ' 2 2']) {
      const form = posted({ [defaultCountField(ids[0])]: junk, [defaultCountField(ids[1])]: '2' })
      const draft = readModifierDraft(form, saved)
      expect(draft.options[0]!.typedCount, junk).toBe(junk)
      expect(save(form).errors, junk).toEqual({ [defaultCountField(ids[0])]: ['menuItem.errors.wholeNumber'] })
    }
    const good = save(posted({ [defaultCountField(ids[0])]: '3', [defaultCountField(ids[1])]: '' }))
    expect(good.errors).toEqual({})
    expect(good.input.options!.map((o) => o.defaultCount)).toEqual([3, 0])
  })

  it('refuse min and max counts that are no counts, three digits included', () => {
    expect(save(posted({ minCount: 'x1', maxCount: '123' })).errors).toEqual({
      minCount: ['menuItem.errors.wholeNumber'],
      maxCount: ['menuItem.errors.wholeNumber'],
    })
  })

  it('keep a wrong default count through a type change the rules do not touch it in, and drop it for RADIO', () => {
    const form = posted({ [defaultCountField(ids[0])]: 'xyz', type: 'CHECKBOX' })
    expect(readModifierDraft(form, saved).options[0]!.typedCount).toBe('xyz')
    form.set('type', 'RADIO')
    expect(readModifierDraft(form, saved).options.map((o) => o.typedCount)).toEqual([undefined, undefined])
  })

  it('in the option editor, refuse counts, a price, a size and a multiplier longer than their fields instead of cutting them', () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ defaultCount: '123', maxCount: '100', 'size.value': '123456789', 'size.multiplier': '1000', priceRows: '1', 'prices.0.enabled': 'on', 'prices.0.price': '~123456789' }))
      form.append(name, value)
    const { errors } = modifierWithOption(readOptionDraft(form, []), {
      modifier: saved,
      modifierInput: inputOfSaved(saved),
      optionId: ids[0],
      units: [],
      posOptions: null,
    })
    expect(errors).toEqual({
      defaultCount: ['menuItem.errors.wholeNumber'],
      maxCount: ['menuItem.errors.wholeNumber'],
      'size.value': ['menuItem.errors.invalidSize'],
      'size.multiplier': ['menuItem.errors.wholeNumber'],
      'prices.0': ['menuItem.errors.invalidPrice'],
    })
  })
})
