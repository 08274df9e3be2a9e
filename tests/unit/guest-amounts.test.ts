/** The guest payment page's amount (features/guest/amounts.ts): the SPEC.md 5 mask, the presets and a tip link's ?a=. */
import { describe, expect, it } from 'vitest'
import { amountToMinor, chosenAmount, maskAmount, minorToField, prefilledAmount } from '~/features/guest/amounts'

const PRESETS = [200, 500, 1000]
const LIMITS = { min: 100, max: 50_000 }

describe('the mask', () => {
  it.each([
    ['12', '12'],
    ['12.5', '12,5'],
    ['12,555', '12,55'],
    ['1,2,3', '1,23'],
    ['-5', '5'],
    ['1e5', '15'],
    ['5 €', '5'],
    ['12345678', '1234567'],
    ['\u0000', ''],
  ])('%j → %j', (typed, masked) => {
    expect(maskAmount(typed)).toBe(masked)
  })
})

describe('the typed amount in minor units', () => {
  it.each([
    ['5', 500],
    ['5,5', 550],
    ['5.05', 505],
    [',5', 50],
    ['1234567', 123_456_700],
  ])('%j → %d', (text, minor) => {
    expect(amountToMinor(text)).toBe(minor)
  })

  it.each(['', ',', '5,555', '-5', '1e5', '12345678', '5 €'])('%j is not an amount', (text) => {
    expect(amountToMinor(text)).toBeNull()
  })

  it('writes minor units back as the field does', () => {
    expect(minorToField(500)).toBe('5')
    expect(minorToField(250)).toBe('2,50')
    expect(minorToField(1205)).toBe('12,05')
  })
})

describe('a tip link’s ?a=', () => {
  it('checks its preset', () => {
    expect(prefilledAmount('500', PRESETS, LIMITS)).toEqual({ preset: 500, custom: '' })
  })
  it('fills the custom field with any other amount', () => {
    expect(prefilledAmount('750', PRESETS, LIMITS)).toEqual({ preset: null, custom: '7,50' })
  })
  it.each([null, '', 'abc', '-500', '5.5', '50', '99999999', '1'.repeat(20)])('ignores %j', (a) => {
    expect(prefilledAmount(a, PRESETS, LIMITS)).toEqual({ preset: null, custom: '' })
  })
})

describe('the amount asked', () => {
  it('is the typed one when there is one, else the preset', () => {
    expect(chosenAmount(500, '7')).toBe(700)
    expect(chosenAmount(500, '')).toBe(500)
    expect(chosenAmount(500, '  ')).toBe(500)
    expect(chosenAmount(undefined, '')).toBeNull()
    expect(chosenAmount(500, 'x')).toBeNull()
  })
})
