/**
 * A POS venue's guest menu carries no prices of its own (SPEC.md 5: with a menu integration the
 * POS has them, priceState POS). Guests order at the POS's prices: an item costs its mapped POS
 * item's price, an option its mapped POS option's. The same mapping tells the POS what was
 * ordered (PosProvider.placeOrder).
 */
import { approvedOnly, type GuestMenu } from '../../../contract/guest-menu.js'
import type { PosCatalogue } from '../../../contract/menu-reference.js'
import type { MenuState } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import type { PosOrder, PosProvider } from '../../providers/pos/index.js'
import { readPublishedState } from '../menu/state.js'
import type { StoredLine } from './carts.js'
import type { PricedLine } from './pricing.js'

type Mapped = Pick<MenuState, 'items' | 'modifiers'>

const optionKey = (modifierId: string, optionId: string) => `${modifierId}:${optionId}`

/** The menu with each POS-priced item and option priced from the catalogue (unmapped: no price, so not orderable). */
export function withPosPrices(menu: GuestMenu, state: Mapped, catalogue: PosCatalogue): GuestMenu {
  const itemPrices = new Map(catalogue.items.map((i) => [i.id, i.price]))
  const optionPrices = new Map(catalogue.options.map((o) => [o.id, o.price]))
  const itemMapping = new Map(state.items.map((i) => [i.id, i.posMapping]))
  const optionMapping = new Map(state.modifiers.flatMap((m) => m.options.map((o) => [optionKey(m.id, o.id), o.posMapping] as const)))
  const first = (ids: string[] | undefined, prices: Map<string, number>) => ids?.map((id) => prices.get(id)).find((p) => p !== undefined) ?? null
  return {
    ...menu,
    menus: menu.menus.map((entry) => ({
      ...entry,
      categories: entry.categories.map((category) => ({
        ...category,
        items: category.items.map((item) =>
          item.priceState !== 'POS'
            ? item
            : {
                ...item,
                price: first(itemMapping.get(item.id), itemPrices),
                modifiers: item.modifiers.map((modifier) => ({
                  ...modifier,
                  options: modifier.options.map((option) => ({
                    ...option,
                    price: first(optionMapping.get(optionKey(modifier.id, option.id)), optionPrices) ?? option.price,
                  })),
                })),
              },
        ),
      })),
    })),
  }
}

/**
 * A published guest menu as guests order from it: a POS venue's items and options at its POS's
 * prices (the menu page shows them and offers Add by them; the cart and the order are priced by
 * them). Any other menu as it is; null when the version read is no longer there.
 */
export async function atPosPrices(deps: { db: Database; pos: PosProvider }, organizationId: string, menu: GuestMenu): Promise<GuestMenu | null> {
  if (menu.draft || !menu.menus.some((m) => m.categories.some((c) => c.items.some((i) => i.priceState === 'POS')))) return menu
  const published = await readPublishedState(deps.db, organizationId, menu.version ?? undefined)
  return published ? withPosPrices(menu, published.state, await deps.pos.menu(organizationId)) : null
}

/** The order's lines with their POS ids: an option's own for the chosen size when it has them, else its general ones. */
export function posLines(state: Mapped, lines: { stored: StoredLine; priced: PricedLine }[]): PosOrder['lines'] {
  const items = new Map(state.items.map((i) => [i.id, i]))
  const options = new Map(state.modifiers.flatMap((m) => m.options.map((o) => [optionKey(m.id, o.id), o] as const)))
  return lines.map(({ stored, priced }) => {
    const chosenIds = stored.options.map((o) => o.optionId)
    return {
      title: priced.title,
      count: stored.count,
      posIds: items.get(stored.itemId)?.posMapping ?? [],
      options: stored.options.map((chosen) => {
        const option = options.get(optionKey(chosen.modifierId, chosen.optionId))
        const bySize = chosenIds.map((id) => option?.posMappingByPriceModifierOption[id]).find((ids) => ids && ids.length > 0)
        const title = option ? (Object.values(approvedOnly(option.computedTitle))[0] ?? '') : ''
        return { title, count: chosen.count, posIds: bySize ?? option?.posMapping ?? [] }
      }),
    }
  })
}
