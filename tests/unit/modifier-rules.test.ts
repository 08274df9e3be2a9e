import { describe, expect, it } from 'vitest'
import type { ModifierType } from '../../contract/menu'
import { addOption, moveOption, removeOption, setDefaultCount, withType } from '../../app/features/menu/modifier-rules'

interface Option {
  name: string
  defaultCount: number
  maxCount?: number | null
}
const option = (name: string, defaultCount = 0, maxCount: number | null = null): Option => ({ name, defaultCount, maxCount })
const modifier = (
  type: ModifierType,
  options: Option[],
  counts: Partial<Record<'minOptions' | 'maxOptions' | 'minCount' | 'maxCount', number>> = {}
) => ({
  type,
  minOptions: counts.minOptions ?? null,
  maxOptions: counts.maxOptions ?? null,
  minCount: counts.minCount ?? null,
  maxCount: counts.maxCount ?? null,
  options,
})
const defaults = (options: Option[]) => options.map((o) => o.defaultCount)

describe('changing a modifier type', () => {
  it('to RADIO clears every default and gives 1 to the first option that had one', () => {
    const stepper = modifier('STEPPER', [option('a'), option('b', 3), option('c', 2)])
    const radio = withType(stepper, 'RADIO')
    expect(radio.type).toBe('RADIO')
    expect(defaults(radio.options)).toEqual([0, 1, 0])
  })

  it('to RADIO with no default makes the first option the default (a RADIO always has one chosen)', () => {
    expect(defaults(withType(modifier('CHECKBOX', [option('a'), option('b')]), 'RADIO').options)).toEqual([1, 0])
  })

  it('CHECKBOX to STEPPER moves min/max options into min/max count, and back', () => {
    const checkbox = modifier('CHECKBOX', [option('a', 1), option('b', 1)], { minOptions: 1, maxOptions: 2 })
    const stepper = withType(checkbox, 'STEPPER')
    expect([stepper.minOptions, stepper.maxOptions, stepper.minCount, stepper.maxCount]).toEqual([null, null, 1, 2])
    expect(defaults(stepper.options)).toEqual([1, 1])
    const back = withType(stepper, 'CHECKBOX')
    expect([back.minOptions, back.maxOptions, back.minCount, back.maxCount]).toEqual([1, 2, null, null])
  })

  it('leaves the modifier alone when the type does not change', () => {
    const radio = modifier('RADIO', [option('a'), option('b', 1)])
    expect(withType(radio, 'RADIO').options).toBe(radio.options)
  })
})

describe('the options of a RADIO modifier', () => {
  it('makes the first option added the default, and later ones not', () => {
    let options = addOption('RADIO', [], option('a'))
    expect(defaults(options)).toEqual([1])
    options = addOption('RADIO', options, option('b', 1))
    expect(defaults(options)).toEqual([1, 0])
  })

  it('clears the others when a default is chosen, and keeps one chosen when zero is asked', () => {
    const options = [option('a', 1), option('b'), option('c')]
    expect(defaults(setDefaultCount('RADIO', options, 2, 1))).toEqual([0, 0, 1])
    expect(defaults(setDefaultCount('RADIO', options, 0, 0))).toEqual([1, 0, 0])
  })

  it('makes a lone remaining option the default', () => {
    expect(defaults(removeOption('RADIO', [option('a', 1), option('b')], 0))).toEqual([1])
  })

  it('moves a default with its option', () => {
    const moved = moveOption([option('a', 1), option('b'), option('c')], 0, 2)
    expect(moved.map((o) => o.name)).toEqual(['b', 'c', 'a'])
    expect(defaults(moved)).toEqual([0, 0, 1])
    expect(moveOption(moved, 0, -5).map((o) => o.name)).toEqual(['b', 'c', 'a'])
    expect(moveOption(moved, 2, 99)).toBe(moved)
  })
})

describe('the options of the other types', () => {
  it('keep their own defaults when options come and go', () => {
    const options = addOption('CHECKBOX', [option('a'), option('b', 1)], option('c'))
    expect(defaults(options)).toEqual([0, 1, 0])
    expect(defaults(removeOption('CHECKBOX', options, 1))).toEqual([0, 0])
    expect(defaults(removeOption('STEPPER', [option('a')], 0))).toEqual([])
  })

  it('caps a default count at the option maximum (a checkbox at 1)', () => {
    expect(defaults(setDefaultCount('STEPPER', [option('a', 0, 3)], 0, 7))).toEqual([3])
    expect(defaults(setDefaultCount('CHECKBOX', [option('a')], 0, 4))).toEqual([1])
    expect(defaults(setDefaultCount('STEPPER', [option('a')], 0, -2))).toEqual([0])
  })
})
