/**
 * The guest menu (issue 8 item 8; DESIGN.md 5a): what GET /api/v1/public/menus/{organizationId}
 * answers without a session. It is the last published version filtered for guests, or, with
 * the draft link's `?preview=<token>`, the draft filtered the same way:
 *
 * - only approved text (no 'xx?' suggestion keys, no blank values);
 * - no inactive menus or categories, no hidden items, no items whose price cannot be shown
 *   (priceState NOT_SET or NOT_SUPPORTED, SPEC.md 5), no hidden options; categories left
 *   without items and menus left without categories are dropped too;
 * - active hours kept: the page hides or greys out what is closed on the venue's clock.
 */
import { z } from 'zod'
import { activeHoursSchema, galleryImageSchema, localizedSchema, MODIFIER_TYPES, PRICE_STATES, type Localized } from './menu.js'
import { guestSwitchSchema } from './guest-table.js'

export const PUBLIC_MENU_PATH = '/public/menus'

/** Approved, non-blank text only: a key ending in '?' is a suggestion guests never see. */
export function approvedOnly(localized: Localized | null | undefined): Localized {
  const result: Localized = {}
  for (const [key, value] of Object.entries(localized ?? {})) {
    if (!key.endsWith('?') && typeof value === 'string' && value.trim() !== '') result[key] = value
  }
  return result
}

/** `?preview=` of the draft link; anything longer cannot be a token. */
/**
 * `menu`: only that menu's categories ('first': the first open now), the other menus without
 * theirs (a page's tabs), its items as cards (no modifiers); `item`: only the categories holding
 * that item, with it alone and whole. A big menu is then not sent whole to a page that shows a
 * part of it.
 */
export const guestMenuQuerySchema = z.object({
  preview: z.string().max(200).optional(),
  menu: z.string().max(64).optional(),
  item: z.string().max(64).optional(),
})

export const guestTagSchema = z.object({ name: z.string(), title: localizedSchema, imageUrl: z.string() })
export type GuestTag = z.infer<typeof guestTagSchema>

export const guestOptionSchema = z.object({
  id: z.string(),
  /** The option's title, or its size written out when it has none (computedTitle). */
  title: localizedSchema,
  description: localizedSchema,
  defaultCount: z.number().int(),
  maxCount: z.number().int().nullable(),
  /** Minor units, for this item: its own setting first, then the option's. Null: no price of its own. */
  price: z.number().int().nullable(),
  /** Prices that apply only with an option of the price modifier chosen (price-modifier option id → minor units). */
  pricesByPriceOption: z.record(z.number().int()),
  /** On the stop list now: shown, but not choosable. */
  soldOut: z.boolean().default(false),
})
export type GuestOption = z.infer<typeof guestOptionSchema>

/**
 * What one unit of an option adds to its item with `sizeOptionId` (the chosen option of its
 * price modifier) chosen: its own price, else its price for that size; 0 when it has no price at
 * all; null when it is priced for other sizes only, so it is not offered with this one. The
 * guest menu shows these numbers and the platform prices orders with them.
 */
export function optionPriceWith(option: Pick<GuestOption, 'price' | 'pricesByPriceOption'>, sizeOptionId: string | undefined): number | null {
  if (option.price !== null) return option.price
  const bySize = sizeOptionId === undefined ? undefined : option.pricesByPriceOption[sizeOptionId]
  if (bySize !== undefined) return bySize
  return Object.keys(option.pricesByPriceOption).length > 0 ? null : 0
}

export const guestModifierSchema = z.object({
  id: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  type: z.enum(MODIFIER_TYPES),
  priceModifierId: z.string().nullable(),
  minOptions: z.number().int().nullable(),
  maxOptions: z.number().int().nullable(),
  minCount: z.number().int().nullable(),
  maxCount: z.number().int().nullable(),
  options: z.array(guestOptionSchema),
})
export type GuestModifier = z.infer<typeof guestModifierSchema>

export const guestItemSchema = z.object({
  id: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  gallery: z.array(galleryImageSchema),
  tags: z.array(guestTagSchema),
  price: z.number().int().nullable(),
  prices: z.array(z.object({ optionId: z.string(), title: localizedSchema, price: z.number().int() })),
  priceState: z.enum(PRICE_STATES),
  partialPrice: z.boolean(),
  waiterOrderOnly: z.boolean(),
  /** The size written out per menu language ('350 ml'); null without a size. */
  size: localizedSchema.nullable(),
  /**
   * Empty in a menu part's answer (`?menu=`): its cards need none, and they were 60 % of the
   * benchmark menu's answer. The whole menu and an item's part (`?item=`) carry them.
   */
  modifiers: z.array(guestModifierSchema),
  /** On the stop list now: 'Currently sold out', no add button. */
  soldOut: z.boolean().default(false),
})
export type GuestItem = z.infer<typeof guestItemSchema>

export const guestCategorySchema = z.object({
  id: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  /** Language → image URL. */
  headerImageUrl: localizedSchema,
  footerImageUrl: localizedSchema,
  activeHours: activeHoursSchema.nullable(),
  waiterPrice: z.boolean(),
  waiterOrderOnly: z.boolean(),
  items: z.array(guestItemSchema),
})
export type GuestCategory = z.infer<typeof guestCategorySchema>

export const guestMenuEntrySchema = z.object({
  id: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  activeHours: activeHoursSchema.nullable(),
  waiterPrice: z.boolean(),
  waiterOrderOnly: z.boolean(),
  hideCategorySeparator: z.boolean(),
  categories: z.array(guestCategorySchema),
})
export type GuestMenuEntry = z.infer<typeof guestMenuEntrySchema>

export const guestMenuSchema = z.object({
  organization: z.object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    /** Active hours are read on this clock. */
    timeZone: z.string(),
  }),
  /** The menu languages, the first the default (SPEC.md 3 Organization.menuLanguages). */
  languages: z.array(z.object({ code: z.string(), title: z.string() })),
  /** The published version's number; null for the draft. */
  version: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  /** True when this is the draft (a preview link). */
  draft: z.boolean(),
  /**
   * Whether guests may order from it now (issue 28): the Orders screen's switch, NOT_OFFERED for
   * the draft. The platform always answers it; a menu built without it (a test's) orders nothing.
   */
  ordering: guestSwitchSchema.optional(),
  /** With `menu` asked: the menu whose categories are in the answer. */
  selectedMenuId: z.string().nullable(),
  menus: z.array(guestMenuEntrySchema),
})
export type GuestMenu = z.infer<typeof guestMenuSchema>
