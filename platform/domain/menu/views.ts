/**
 * Rows of the menu tables as the contract's shapes (contract/menu.ts), with what the platform
 * computes for clients: an item's price state and its prices under a price modifier, an
 * option's computed title.
 */
import type {
  ActiveHours,
  Category,
  GalleryImage,
  ItemModifier,
  Localized,
  Menu,
  MenuItem,
  Modifier,
  ModifierOption,
  OptionPrice,
  PriceState,
  Size,
} from '../../../contract/menu.js'
import type { menuCategories, menuItems, menuModifiers, menus } from '../../db/schema/index.js'
import { sizeTitle } from './reference.js'

export type MenuRow = typeof menus.$inferSelect
export type CategoryRow = typeof menuCategories.$inferSelect
export type ItemRow = typeof menuItems.$inferSelect
export type ModifierRow = typeof menuModifiers.$inferSelect

/** An option as stored in menu_modifiers.options (computedTitle is derived, not stored). */
export type StoredOption = Omit<ModifierOption, 'computedTitle'>

export function menuView(row: MenuRow): Menu {
  return {
    id: row.id,
    revision: row.revision,
    title: row.title as Localized,
    description: row.description as Localized,
    position: row.position,
    hideCategorySeparator: row.hideCategorySeparator,
    archive: row.archive,
    active: row.active,
    activeHours: (row.activeHours as ActiveHours | null) ?? null,
    waiterPrice: row.waiterPrice,
    waiterOrderOnly: row.waiterOrderOnly,
  }
}

export function categoryView(row: CategoryRow): Category {
  return {
    id: row.id,
    menuId: row.menuId,
    revision: row.revision,
    title: row.title as Localized,
    description: row.description as Localized,
    headerImageUrl: row.headerImageUrl as Localized,
    footerImageUrl: row.footerImageUrl as Localized,
    position: row.position,
    active: row.active,
    activeHours: (row.activeHours as ActiveHours | null) ?? null,
    waiterPrice: row.waiterPrice,
    waiterOrderOnly: row.waiterOrderOnly,
  }
}

export function modifierView(row: ModifierRow, languages: string[]): Modifier {
  const options = (row.options as StoredOption[]).map((o) => ({ ...o, computedTitle: computedTitle(o, languages) }))
  return {
    id: row.id,
    revision: row.revision,
    name: row.name,
    title: row.title as Localized,
    description: row.description as Localized,
    type: row.type as Modifier['type'],
    priceModifierId: row.priceModifierId,
    minOptions: row.minOptions,
    maxOptions: row.maxOptions,
    minCount: row.minCount,
    maxCount: row.maxCount,
    options,
  }
}

/** The option's title, or its size written out in each language when it has no title there. */
export function computedTitle(option: StoredOption, languages: string[]): Localized {
  const titled = Object.fromEntries(Object.entries(option.title).filter(([, v]) => v.trim() !== ''))
  if (!option.size || (!option.size.value && !option.size.multiplier)) return titled
  const sized = sizeTitle(option.size, languages)
  return { ...sized, ...titled }
}

/** What the view of an item needs to know about the organization's modifiers and settings. */
export interface ItemContext {
  modifiers: Map<string, ModifierRow>
  posIntegrationEnabled: boolean
}

/** The price of one option for this item: the item's own setting first, then the option's. */
function optionPrice(item: ItemModifier | undefined, option: StoredOption): number | null {
  const prices = (item?.options[option.id]?.prices ?? option.prices) as OptionPrice[]
  const price = prices.find((p) => p.enabled && p.requiredOptions.length === 0 && p.price !== null)
  return price?.price ?? null
}

/**
 * What an item's price shows as (SPEC.md 5: an item without price, or with a price
 * configuration the guest menu cannot show, is not shown to guests).
 */
export function itemPrices(row: ItemRow, context: ItemContext): { priceState: PriceState; prices: MenuItem['prices'] } {
  if (context.posIntegrationEnabled) return { priceState: 'POS', prices: [] }
  const attached = (row.modifiers as ItemModifier[]).map((m) => ({ link: m, row: context.modifiers.get(m.id) }))
  const priceModifiers = attached.filter((m) => m.row?.type === 'PRICE')
  if (priceModifiers.length > 1) return { priceState: 'NOT_SUPPORTED', prices: [] }
  const [priceModifier] = priceModifiers
  if (priceModifier?.row) {
    const prices = (priceModifier.row.options as StoredOption[])
      .filter((o) => !o.hidden && !priceModifier.link.options[o.id]?.hidden)
      .flatMap((o) => {
        const price = optionPrice(priceModifier.link, o)
        return price === null ? [] : [{ optionId: o.id, title: o.title, price }]
      })
    if (prices.length > 0) return { priceState: 'SET', prices }
    return { priceState: row.waiterPrice ? 'WAITER' : 'NOT_SUPPORTED', prices: [] }
  }
  if (row.price !== null) return { priceState: 'SET', prices: [] }
  return { priceState: row.waiterPrice ? 'WAITER' : 'NOT_SET', prices: [] }
}

export function itemView(row: ItemRow, categoryIds: string[], context: ItemContext): MenuItem {
  const gallery = row.gallery as GalleryImage[]
  return {
    id: row.id,
    revision: row.revision,
    title: row.title as Localized,
    description: row.description as Localized,
    hidden: row.hidden,
    gallery,
    tags: row.tags as string[],
    price: context.posIntegrationEnabled ? null : row.price,
    ...itemPrices(row, context),
    partialPrice: row.partialPrice,
    waiterPrice: row.waiterPrice,
    waiterOrderOnly: row.waiterOrderOnly,
    posMapping: row.posMapping as string[],
    size: storedSize(row.size),
    modifiers: row.modifiers as ItemModifier[],
    libraryItemId: row.libraryItemId,
    thumbnailUrl: gallery[0]?.url ?? null,
    categoryIds,
  }
}

/**
 * A size as stored (JSON): the demo seed once wrote `{value, unit}` without `multiplier`, and a
 * database seeded then still holds such rows, which the contract's schema refuses.
 */
export function storedSize(stored: unknown): Size | null {
  if (!stored || typeof stored !== 'object') return null
  const size = stored as Partial<Size>
  return { value: size.value ?? null, unit: size.unit ?? null, multiplier: size.multiplier ?? null }
}
