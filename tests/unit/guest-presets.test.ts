import { describe, expect, it } from 'vitest'
import { tipPresets } from '../../platform/domain/guest/presets'

describe('tip presets', () => {
  it('are the average × 0.7, 1 and 1.5, rounded to 50', () => {
    expect(tipPresets(1000, 'EUR')).toEqual([700, 1000, 1500])
    expect(tipPresets(333, 'EUR')).toEqual([250, 350, 500])
    expect(tipPresets(4000, 'PLN')).toEqual([2800, 4000, 6000])
  })

  it('without history are the currency’s fixed amounts (EUR’s for any other)', () => {
    expect(tipPresets(null, 'EUR')).toEqual([200, 500, 1000])
    expect(tipPresets(null, 'PLN')).toEqual([1000, 2000, 5000])
    expect(tipPresets(null, 'USD')).toEqual([200, 500, 1000])
    // Only ratings so far (amount 0): no average to go by.
    expect(tipPresets(0, 'EUR')).toEqual([200, 500, 1000])
  })

  it('stay three different amounts within the limits when rounding or clamping makes them equal', () => {
    // 0.7 → 50 and 1 → 100, both clamped to the minimum 1.00.
    expect(tipPresets(100, 'EUR')).toEqual([100, 150, 200])
    expect(tipPresets(10, 'PLN')).toEqual([500, 550, 600])
    // All three past the maximum 500.00.
    expect(tipPresets(1_000_000, 'EUR')).toEqual([49_800, 49_900, 50_000])
    expect(tipPresets(180_000, 'PLN')).toEqual([126_000, 180_000, 200_000])
  })
})
