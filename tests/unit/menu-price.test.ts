/**
 * An item's price on a card (app/features/menu/menu-price.ts, SPEC.md 8 and 9): one price, up to three
 * option prices inline, a from-price beyond three, and the words for the other price states,
 * in the English and Lithuanian texts of locales/.
 */
import { createInstance, type TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../locales/en/common.json'
import lt from '../../locales/lt/common.json'
import { isPriceShown, priceDisplay, priceText, type PricedItem } from '../../app/features/menu/menu-price'

const NBSP = '\u00a0'
const money = (text: string) => text.replace(/ /g, NBSP)

const item = (fields: Partial<PricedItem>): PricedItem => ({ price: null, prices: [], priceState: 'SET', partialPrice: false, ...fields })
const option = (optionId: string, price: number, title: Record<string, string> = { en: optionId }) => ({ optionId, price, title })

let tEn: TFunction
let tLt: TFunction
beforeAll(async () => {
  const i18n = createInstance()
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: en }, lt: { common: lt } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  })
  tEn = i18n.getFixedT('en')
  tLt = i18n.getFixedT('lt')
})

describe('priceDisplay', () => {
  it('shows one price in the venue currency, and "from" it when the price is partial', () => {
    expect(priceDisplay(item({ price: 450 }), 'EUR', 'en')).toEqual({ kind: 'price', amount: money('4,50 €'), from: false })
    expect(priceText(priceDisplay(item({ price: 123456 }), 'EUR', 'en'), tEn)).toBe(money('1 234,56 €'))
    expect(priceText(priceDisplay(item({ price: 1200, partialPrice: true }), 'PLN', 'en'), tEn)).toBe(`from ${money('12 zł')}`)
    expect(priceText(priceDisplay(item({ price: 1200, partialPrice: true }), 'PLN', 'lt'), tLt)).toBe(`nuo ${money('12 zł')}`)
  })

  it('lists up to three option prices with their titles in the language asked for', () => {
    const sizes = [
      option('s', 300, { en: 'Small', lt: 'Mažas' }),
      option('m', 350, { en: 'Medium', 'lt?': 'Vidutinis' }),
      option('l', 400, { en: 'Large' }),
    ]
    const display = priceDisplay(item({ prices: sizes }), 'EUR', 'lt')
    expect(display).toEqual({
      kind: 'options',
      prices: [
        { optionId: 's', title: 'Mažas', amount: money('3 €') },
        // A suggestion is not shown: English is.
        { optionId: 'm', title: 'Medium', amount: money('3,50 €') },
        { optionId: 'l', title: 'Large', amount: money('4 €') },
      ],
    })
    expect(priceText(display, tLt)).toBe(`Mažas ${money('3 €')} · Medium ${money('3,50 €')} · Large ${money('4 €')}`)
  })

  it('shows more than three option prices as from the lowest', () => {
    const four = [option('a', 500), option('b', 250), option('c', 900), option('d', 260)]
    expect(priceDisplay(item({ prices: four }), 'EUR', 'en')).toEqual({ kind: 'from', amount: money('2,50 €') })
    expect(priceText(priceDisplay(item({ prices: four }), 'USD', 'en'), tEn)).toBe(`from ${money('2,50 USD')}`)
  })

  it('names the price states that have no amount', () => {
    expect(priceText(priceDisplay(item({ priceState: 'NOT_SET' }), 'EUR', 'en'), tEn)).toBe('price not set')
    expect(priceText(priceDisplay(item({ priceState: 'NOT_SUPPORTED' }), 'EUR', 'en'), tEn)).toBe('price not supported')
    expect(priceText(priceDisplay(item({ priceState: 'NOT_SUPPORTED' }), 'EUR', 'lt'), tLt)).toBe('kaina nepalaikoma')
    expect(priceText(priceDisplay(item({ priceState: 'WAITER' }), 'EUR', 'en'), tEn)).toBe('Ask your waiter for the price')
    expect(priceDisplay(item({ priceState: 'POS', price: null }), 'EUR', 'en')).toEqual({ kind: 'pos' })
    // A SET state whose price went missing is not shown as 0.
    expect(priceDisplay(item({ priceState: 'SET', price: null }), 'EUR', 'en')).toEqual({ kind: 'notSet' })
  })

  it('shows guests only items whose price can be shown', () => {
    expect(isPriceShown({ priceState: 'SET' })).toBe(true)
    expect(isPriceShown({ priceState: 'WAITER' })).toBe(true)
    expect(isPriceShown({ priceState: 'NOT_SET' })).toBe(false)
    expect(isPriceShown({ priceState: 'NOT_SUPPORTED' })).toBe(false)
  })
})
