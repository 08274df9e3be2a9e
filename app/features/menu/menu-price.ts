/**
 * What an item's price shows as on a card (SPEC.md 8 "Price states", 9 "Item shows up to 3
 * prices inline, else a from-price"): one price, the prices of its price modifier's options
 * (three at most, else 'from' the lowest), or the words for a price that is not there. Shared by
 * the back-office's item list and phone preview and by the guest menu.
 */
import type { TFunction } from 'i18next'
import type { Localized, MenuItem } from '#contract/menu'
import { formatMoney } from '../../utils/format'
import { pickText } from './localized'

/** More prices than this are shown as 'from' the lowest. */
export const INLINE_PRICES = 3

/** The fields of an item (contract menuItemSchema) its price is shown from. */
export type PricedItem = Pick<MenuItem, 'price' | 'priceState' | 'partialPrice'> & {
  prices: { optionId: string; title: Localized; price: number }[]
}

export type PriceDisplay =
  /** One price; `from` when the item's price is only part of what it costs (partialPrice). */
  | { kind: 'price'; amount: string; from: boolean }
  /** Each option of the price modifier with its price, in the modifier's order. */
  | { kind: 'options'; prices: { optionId: string; title: string; amount: string }[] }
  /** More options than INLINE_PRICES: the lowest of them. */
  | { kind: 'from'; amount: string }
  | { kind: 'notSet' }
  | { kind: 'notSupported' }
  /** The waiter tells the price (waiterPrice and no price). */
  | { kind: 'waiter' }
  /** The venue's POS sets the price. */
  | { kind: 'pos' }

export function priceDisplay(item: PricedItem, currency: string, language: string): PriceDisplay {
  switch (item.priceState) {
    case 'NOT_SET':
      return { kind: 'notSet' }
    case 'NOT_SUPPORTED':
      return { kind: 'notSupported' }
    case 'WAITER':
      return { kind: 'waiter' }
    case 'POS':
      return { kind: 'pos' }
  }
  if (item.prices.length > INLINE_PRICES) {
    return { kind: 'from', amount: formatMoney(Math.min(...item.prices.map((p) => p.price)), currency) }
  }
  if (item.prices.length > 0) {
    return {
      kind: 'options',
      prices: item.prices.map((p) => ({
        optionId: p.optionId,
        title: pickText(p.title, language),
        amount: formatMoney(p.price, currency),
      })),
    }
  }
  // SET without option prices is the item's own price; a missing one is not set after all.
  if (item.price === null) return { kind: 'notSet' }
  return { kind: 'price', amount: formatMoney(item.price, currency), from: item.partialPrice }
}

/** Guests see an item only when its price can be shown (SPEC.md 5): not 'not set', not 'not supported'. */
export function isPriceShown(item: Pick<PricedItem, 'priceState'>): boolean {
  return item.priceState !== 'NOT_SET' && item.priceState !== 'NOT_SUPPORTED'
}

/** The display as one line of text: '4,50 €', 'from 3 €', 'Small 3 € · Large 4 €', 'price not set'. */
export function priceText(display: PriceDisplay, t: TFunction): string {
  switch (display.kind) {
    case 'price':
      return display.from ? t('menuPrice.from', { price: display.amount }) : display.amount
    case 'options':
      return display.prices.map((p) => (p.title ? `${p.title} ${p.amount}` : p.amount)).join(' · ')
    case 'from':
      return t('menuPrice.from', { price: display.amount })
    case 'notSet':
      return t('menuPrice.notSet')
    case 'notSupported':
      return t('menuPrice.notSupported')
    case 'waiter':
      return t('menuPrice.waiter')
    case 'pos':
      return t('menuPrice.pos')
  }
}
