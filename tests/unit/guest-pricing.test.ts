/**
 * A guest's cart line priced from the published guest menu (platform/domain/guest/pricing.ts):
 * the modifier rules of SPEC.md 3 and 4, sizes and prices per size, the stop list, active hours
 * and waiter-only orders, each rule with the choice that breaks it.
 */
import { describe, expect, it } from 'vitest'
import type { GuestItem, GuestMenu, GuestMenuEntry, GuestModifier, GuestOption } from '../../contract/guest-menu.js'
import { optionPriceWith } from '../../contract/guest-menu.js'
import { priceLine, type ChosenOption } from '../../platform/domain/guest/pricing.js'

// Sunday 29 November 2026, 12:00 in Vilnius (UTC+2).
const NOON = new Date('2026-11-29T10:00:00Z')

const option = (id: string, en: string, more: Partial<GuestOption> = {}): GuestOption => ({
  id,
  title: { en, lt: `${en} (lt)` },
  description: {},
  defaultCount: 0,
  maxCount: null,
  price: null,
  pricesByPriceOption: {},
  soldOut: false,
  ...more,
})

const modifier = (id: string, type: GuestModifier['type'], options: GuestOption[], more: Partial<GuestModifier> = {}): GuestModifier => ({
  id,
  title: { en: id[0]!.toUpperCase() + id.slice(1), lt: `${id} (lt)` },
  description: {},
  type,
  priceModifierId: null,
  minOptions: null,
  maxOptions: null,
  minCount: null,
  maxCount: null,
  options,
  ...more,
})

const size = modifier('size', 'PRICE', [option('small', '250 ml', { price: 280 }), option('large', '400 ml', { price: 360 })])
const milk = modifier(
  'milk',
  'RADIO',
  [
    option('cow', 'Cow milk', { price: 0 }),
    option('oat', 'Oat milk', { pricesByPriceOption: { small: 40, large: 60 } }),
    option('soy', 'Soy milk', { pricesByPriceOption: { large: 70 } }),
  ],
  { priceModifierId: 'size' },
)
const extras = modifier('extras', 'CHECKBOX', [option('shot', 'Extra shot', { price: 70 }), option('vanilla', 'Vanilla', { price: 50 }), option('cream', 'Cream')], {
  minOptions: 1,
  maxOptions: 2,
})
const sides = modifier('sides', 'STEPPER', [option('bread', 'Bread', { price: 50, maxCount: 2 }), option('cream', 'Sour cream', { price: 40 })], {
  minCount: 1,
  maxCount: 3,
})

const item = (id: string, more: Partial<GuestItem> = {}): GuestItem => ({
  id,
  title: { en: id, lt: `${id} (lt)` },
  description: {},
  gallery: [],
  tags: [],
  price: 500,
  prices: [],
  priceState: 'SET',
  partialPrice: false,
  waiterOrderOnly: false,
  size: null,
  modifiers: [],
  soldOut: false,
  ...more,
})

const cappuccino = item('cappuccino', {
  price: null,
  prices: [
    { optionId: 'small', title: { en: '250 ml' }, price: 280 },
    { optionId: 'large', title: { en: '400 ml' }, price: 360 },
  ],
  modifiers: [size, milk, extras],
  gallery: [{ url: '/api/v1/images/cup.png', width: 10, height: 10, backgroundColor: null, listCrop: null, detailCrop: null }],
})
const soup = item('soup', { price: 590, modifiers: [sides] })
const plain = item('tea', { price: 300 })

function menuWith(items: GuestItem[], entry: Partial<GuestMenuEntry> = {}, category: Partial<GuestMenuEntry['categories'][number]> = {}): GuestMenu {
  return {
    organization: { id: 'org', name: 'Cafe', currency: 'EUR', timeZone: 'Europe/Vilnius' },
    languages: [
      { code: 'en', title: 'English' },
      { code: 'lt', title: 'Lietuvių' },
    ],
    version: 1,
    publishedAt: null,
    draft: false,
    selectedMenuId: null,
    menus: [
      {
        id: 'menu',
        title: { en: 'Menu' },
        description: {},
        activeHours: null,
        waiterPrice: false,
        waiterOrderOnly: false,
        hideCategorySeparator: false,
        ...entry,
        categories: [
          {
            id: 'category',
            title: { en: 'All' },
            description: {},
            headerImageUrl: {},
            footerImageUrl: {},
            activeHours: null,
            waiterPrice: false,
            waiterOrderOnly: false,
            ...category,
            items,
          },
        ],
      },
    ],
  }
}

const MENU = menuWith([cappuccino, soup, plain])
const pick = (modifierId: string, optionId: string, count = 1): ChosenOption => ({ modifierId, optionId, count })
const price = (itemId: string, options: ChosenOption[], count = 1, menu = MENU, language = 'en') =>
  priceLine(menu, NOON, { itemId, count, options }, language)
const refusal = (result: ReturnType<typeof price>) => (result.ok ? null : result.refusal)

describe('pricing a guest’s cart line', () => {
  it('prices a size, a milk priced per size and extras, times the count, in the guest’s language', () => {
    const result = price('cappuccino', [pick('size', 'large'), pick('milk', 'oat'), pick('extras', 'shot'), pick('extras', 'vanilla')], 2, MENU, 'lt')
    expect(result).toEqual({
      ok: true,
      line: {
        itemId: 'cappuccino',
        title: 'cappuccino (lt)',
        titles: { en: 'cappuccino', lt: 'cappuccino (lt)' },
        image: '/api/v1/images/cup.png',
        unitPrice: 360 + 60 + 70 + 50,
        total: 2 * (360 + 60 + 70 + 50),
        modifiers: [
          { title: 'size (lt)', options: [{ title: '400 ml (lt)', count: 1 }] },
          { title: 'milk (lt)', options: [{ title: 'Oat milk (lt)', count: 1 }] },
          { title: 'extras (lt)', options: [{ title: 'Extra shot (lt)', count: 1 }, { title: 'Vanilla (lt)', count: 1 }] },
        ],
      },
    })
    // The small size's oat milk costs what the small size says; a language the menu lacks falls back to the main one.
    const small = price('cappuccino', [pick('size', 'small'), pick('milk', 'oat'), pick('extras', 'cream')], 1, MENU, 'pl')
    expect(small.ok && [small.line.title, small.line.unitPrice]).toEqual(['cappuccino', 280 + 40])
  })

  it('prices options as the guest menu shows them (one function for both)', () => {
    const oat = milk.options[1]!
    expect([optionPriceWith(oat, 'small'), optionPriceWith(oat, 'large'), optionPriceWith(oat, undefined)]).toEqual([40, 60, null])
    expect(optionPriceWith(extras.options[2]!, 'small')).toBe(0)
    expect(optionPriceWith(extras.options[0]!, 'large')).toBe(70)
  })

  it('RADIO and PRICE: exactly one option', () => {
    expect(refusal(price('cappuccino', [pick('milk', 'cow'), pick('extras', 'shot')]))).toMatchObject({ problem: 'INVALID', modifierId: 'size' })
    expect(refusal(price('cappuccino', [pick('size', 'small'), pick('extras', 'shot')]))).toMatchObject({ problem: 'INVALID', modifierId: 'milk' })
    const two = [pick('size', 'small'), pick('milk', 'cow'), pick('milk', 'oat'), pick('extras', 'shot')]
    expect(refusal(price('cappuccino', two))).toMatchObject({ problem: 'INVALID', modifierId: 'milk' })
    const doubled = [pick('size', 'small'), pick('milk', 'cow', 2), pick('extras', 'shot')]
    expect(refusal(price('cappuccino', doubled))).toMatchObject({ problem: 'INVALID', modifierId: 'milk' })
  })

  it('an option priced only for other sizes is not offered with the one chosen', () => {
    const soyWithSmall = [pick('size', 'small'), pick('milk', 'soy'), pick('extras', 'shot')]
    expect(refusal(price('cappuccino', soyWithSmall))).toMatchObject({ problem: 'INVALID', modifierId: 'milk' })
    const soyWithLarge = price('cappuccino', [pick('size', 'large'), pick('milk', 'soy'), pick('extras', 'shot')])
    expect(soyWithLarge.ok && soyWithLarge.line.unitPrice).toBe(360 + 70 + 70)
  })

  it('CHECKBOX: between its least and most options, one of each', () => {
    const base = [pick('size', 'small'), pick('milk', 'cow')]
    expect(refusal(price('cappuccino', base))).toMatchObject({ problem: 'INVALID', modifierId: 'extras' })
    const three = [...base, pick('extras', 'shot'), pick('extras', 'vanilla'), pick('extras', 'cream')]
    expect(refusal(price('cappuccino', three))).toMatchObject({ problem: 'INVALID', modifierId: 'extras' })
    expect(refusal(price('cappuccino', [...base, pick('extras', 'shot', 2)]))).toMatchObject({ problem: 'INVALID', modifierId: 'extras' })
    expect(price('cappuccino', [...base, pick('extras', 'shot'), pick('extras', 'cream')]).ok).toBe(true)
  })

  it('STEPPER: the total count within its limits and each option within its own', () => {
    const ok = price('soup', [pick('sides', 'bread', 2), pick('sides', 'cream')])
    expect(ok.ok && [ok.line.unitPrice, ok.line.modifiers]).toEqual([590 + 2 * 50 + 40, [{ title: 'Sides', options: [{ title: 'Bread', count: 2 }, { title: 'Sour cream', count: 1 }] }]])
    expect(refusal(price('soup', []))).toMatchObject({ problem: 'INVALID', modifierId: 'sides' })
    expect(refusal(price('soup', [pick('sides', 'bread', 3)]))).toMatchObject({ problem: 'INVALID', modifierId: 'sides' })
    expect(refusal(price('soup', [pick('sides', 'bread', 2), pick('sides', 'cream', 2)]))).toMatchObject({ problem: 'INVALID', modifierId: 'sides' })
    // No maximum (0) and no minimum: anything goes.
    const open = menuWith([item('soup', { price: 590, modifiers: [{ ...sides, minCount: null, maxCount: 0 }] })])
    expect(price('soup', [], 1, open).ok).toBe(true)
  })

  it('refuses unknown ids, another modifier’s option and the same option twice', () => {
    const valid = [pick('size', 'small'), pick('milk', 'cow'), pick('extras', 'shot')]
    expect(refusal(price('cappuccino', [...valid, pick('nope', 'cow')]))).toMatchObject({ problem: 'INVALID', modifierId: null })
    expect(refusal(price('cappuccino', [...valid, pick('sides', 'bread')]))).toMatchObject({ problem: 'INVALID', modifierId: null })
    expect(refusal(price('cappuccino', [pick('size', 'small'), pick('milk', 'shot'), pick('extras', 'shot')]))).toMatchObject({
      problem: 'INVALID',
      modifierId: 'milk',
    })
    expect(refusal(price('cappuccino', [...valid, pick('extras', 'shot')]))).toMatchObject({ problem: 'INVALID', modifierId: 'extras' })
    expect(refusal(price('tea', [pick('size', 'small')]))).toMatchObject({ problem: 'INVALID' })
    expect(refusal(price('no-such-item', []))).toEqual({ problem: 'UNAVAILABLE', title: '', detail: null, modifierId: null })
  })

  it('sold out: the item, or an option named by its title', () => {
    const stopped = menuWith([{ ...plain, soldOut: true }, { ...soup, modifiers: [{ ...sides, options: [sides.options[0]!, { ...sides.options[1]!, soldOut: true }] }] }])
    expect(refusal(price('tea', [], 1, stopped))).toEqual({ problem: 'SOLD_OUT', title: 'tea', detail: null, modifierId: null })
    expect(refusal(price('soup', [pick('sides', 'cream')], 1, stopped))).toMatchObject({ problem: 'SOLD_OUT', title: 'soup', detail: 'Sour cream' })
    expect(price('soup', [pick('sides', 'bread')], 1, stopped).ok).toBe(true)
  })

  it('unavailable: waiter-only (item, category or menu), priceless, or closed by active hours either way', () => {
    expect(refusal(price('tea', [], 1, menuWith([{ ...plain, waiterOrderOnly: true }])))?.problem).toBe('UNAVAILABLE')
    expect(refusal(price('tea', [], 1, menuWith([plain], {}, { waiterOrderOnly: true })))?.problem).toBe('UNAVAILABLE')
    expect(refusal(price('tea', [], 1, menuWith([plain], { waiterOrderOnly: true })))?.problem).toBe('UNAVAILABLE')
    expect(refusal(price('tea', [], 1, menuWith([{ ...plain, price: null, priceState: 'WAITER' }])))?.problem).toBe('UNAVAILABLE')
    expect(refusal(price('tea', [], 1, menuWith([{ ...plain, priceState: 'NOT_SUPPORTED' }])))?.problem).toBe('UNAVAILABLE')
    for (const inactiveBehaviour of ['HIDE', 'DISABLE'] as const) {
      const evening = { inactiveBehaviour, default: { open: '18:00', close: '23:00' }, days: null }
      expect(refusal(price('tea', [], 1, menuWith([plain], { activeHours: evening })))?.problem).toBe('UNAVAILABLE')
      expect(refusal(price('tea', [], 1, menuWith([plain], {}, { activeHours: evening })))?.problem).toBe('UNAVAILABLE')
      const lunch = { inactiveBehaviour, default: { open: '11:00', close: '15:00' }, days: null }
      expect(price('tea', [], 1, menuWith([plain], { activeHours: lunch })).ok).toBe(true)
    }
  })

  it('an item in two categories can be ordered while one of them is open', () => {
    const menu = menuWith([plain], {}, { activeHours: { inactiveBehaviour: 'DISABLE', default: { open: '18:00', close: '23:00' }, days: null } })
    const open = { ...menu.menus[0]!.categories[0]!, id: 'open', activeHours: null }
    const both = { ...menu, menus: [{ ...menu.menus[0]!, categories: [...menu.menus[0]!.categories, open] }] }
    expect(price('tea', [], 1, both).ok).toBe(true)
  })
})
