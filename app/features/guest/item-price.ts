/**
 * What one unit of a menu item costs with the options a guest has chosen, as the item page
 * shows it on "Add to order" (drawn by the server, then kept in step by browser/guest-order.ts
 * as options change). Only for showing: the platform prices every cart and order itself from
 * the published menu, and nothing the browser says about a price is ever sent.
 */
import { optionPriceWith, type GuestItem } from '#contract/guest-menu'

export interface ItemPriceSetup {
  currency: string
  /** The item's own price; the chosen size's replaces it. */
  base: number
  /** Price-modifier option id → the item's price with that size. */
  sizes: Record<string, number>
  /** Option id → its own extra price, and its extra per chosen size (contract/guest-menu.ts optionPriceWith reads them). */
  extras: Record<string, { price: number | null; pricesByPriceOption: Record<string, number> }>
}

/** An option chosen `count` times (a size is an option of the price modifier). */
export interface ChosenOption {
  optionId: string
  count: number
}

export function itemPriceSetup(item: GuestItem, currency: string): ItemPriceSetup {
  const extras: ItemPriceSetup['extras'] = {}
  for (const modifier of item.modifiers) {
    if (modifier.type === 'PRICE') continue
    for (const option of modifier.options) extras[option.id] = { price: option.price, pricesByPriceOption: option.pricesByPriceOption }
  }
  return { currency, base: item.price ?? 0, sizes: Object.fromEntries(item.prices.map((p) => [p.optionId, p.price])), extras }
}

export function unitPrice(setup: ItemPriceSetup, chosen: ChosenOption[]): number {
  const size = chosen.find((c) => c.count > 0 && setup.sizes[c.optionId] !== undefined)?.optionId
  let total = size ? setup.sizes[size]! : setup.base
  for (const { optionId, count } of chosen) {
    const extra = setup.extras[optionId]
    if (!extra || count <= 0) continue
    total += count * (optionPriceWith(extra, size) ?? 0)
  }
  return total
}
