/** The item page's price table (item-price.ts), from the guest menu's prices as the platform reads them (optionPriceWith). */
import { optionPriceWith, type GuestItem } from '#contract/guest-menu'
import type { ItemPriceSetup } from './item-price'

export function itemPriceSetup(item: GuestItem, currency: string): ItemPriceSetup {
  const sizes = Object.fromEntries(item.prices.map((p) => [p.optionId, p.price]))
  const extras: ItemPriceSetup['extras'] = {}
  for (const modifier of item.modifiers) {
    if (modifier.type === 'PRICE') continue
    for (const option of modifier.options) {
      extras[option.id] = {
        any: optionPriceWith(option, undefined) ?? 0,
        bySize: Object.fromEntries(Object.keys(sizes).map((size) => [size, optionPriceWith(option, size) ?? 0])),
      }
    }
  }
  return { currency, base: item.price ?? 0, sizes, extras }
}
