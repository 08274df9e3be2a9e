/**
 * What one unit of a menu item costs with the options a guest has chosen, as the item page
 * shows it on "Add to order": drawn by the server, then kept in step by browser/guest-order.ts
 * as options change. Only for showing: the platform prices every cart and order itself from
 * the published menu, and nothing the browser says about a price is ever sent. Imports nothing,
 * so the island that uses it stays small (the setup is made by item-price.server.ts).
 */

export interface ItemPriceSetup {
  currency: string
  /** The item's own price; the chosen size's replaces it. */
  base: number
  /** Price-modifier option id → the item's price with that size. */
  sizes: Record<string, number>
  /** Option id → what one of it adds with no size chosen, and with each size. */
  extras: Record<string, { any: number; bySize: Record<string, number> }>
}

/** An option chosen `count` times (a size is an option of the price modifier). */
export interface ChosenOption {
  optionId: string
  count: number
}

export function unitPrice(setup: ItemPriceSetup, chosen: ChosenOption[]): number {
  const size = chosen.find((c) => c.count > 0 && setup.sizes[c.optionId] !== undefined)?.optionId
  let total = size ? setup.sizes[size]! : setup.base
  for (const { optionId, count } of chosen) {
    const extra = setup.extras[optionId]
    if (!extra || count <= 0) continue
    total += count * ((size ? extra.bySize[size] : undefined) ?? extra.any)
  }
  return total
}
