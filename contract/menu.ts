/**
 * /api/v1 menu calls (SPEC.md sections 3 to 7 "Menu"): menus, categories, items, modifiers,
 * the draft and its published versions. Shapes the spec leaves open (the state read, copies,
 * positions of menus and categories, versions, orphans) are fixed here and in docs/api.md.
 *
 * Every write edits the organization's draft; guests see the last published version.
 */
import { z } from 'zod'
import { int, queryInt, text, uuid } from './primitives.js'

/** Menu writes carry this header; the answer echoes it (the live channel matches on it). */
export const REQUEST_ID_HEADER = 'X-Request-Id'
export { REQUEST_ID_PATTERN } from './request-id.js'

/* ---------- limits (SPEC.md sections 5 and 9) ---------- */

export const MENU_LIMITS = {
  title: 200,
  description: 2_000,
  name: 100,
  /** Price input is 8 digits of minor units at most. */
  priceMax: 99_999_999,
  multiplierMax: 999,
  sizeValue: 8,
  countMax: 99,
  galleryImages: 10,
  tags: 20,
  posMapping: 20,
  options: 100,
  modifiersPerItem: 30,
  linkItems: 500,
} as const

/** Field-error message keys the platform answers with (translated under menu.errors in locales/). */
export const MENU_ERRORS = {
  required: 'menu.errors.required',
  titleRequired: 'menu.errors.titleRequired',
  priceRequired: 'menu.errors.priceRequired',
  itemMappingRequired: 'menu.errors.itemMappingRequired',
  unknownModifier: 'menu.errors.unknownModifier',
  duplicateModifier: 'menu.errors.duplicateModifier',
  removeDependantModifiersFirst: 'menu.errors.removeDependantModifiersFirst',
  priceModifierMissing: 'menu.errors.priceModifierMissing',
  invalidPriceModifier: 'menu.errors.invalidPriceModifier',
  enableAtLeastOneOption: 'menu.errors.enableAtLeastOneOption',
  optionTitleRequired: 'menu.errors.optionTitleRequired',
  minAboveMax: 'menu.errors.minAboveMax',
  unknownCategory: 'menu.errors.unknownCategory',
  unknownItem: 'menu.errors.unknownItem',
  customizeMenuRequired: 'menu.errors.customizeMenuRequired',
  stale: 'menu.errors.staleRevision',
  versionLive: 'menu.versions.alreadyLive',
} as const

export const ARCHIVE_MENU_TITLE = 'Archived items'
export const ARCHIVE_CATEGORY_TITLE = 'Archive'

/* ---------- localized text ---------- */

/** A menu language code ('en'), or one with '?' (an automatic translation awaiting approval). */
export const LANGUAGE_KEY = /^[a-z]{2}\??$/

/** { en: 'Soup', 'lt?': 'Sriuba' }: a key ending in '?' holds a suggestion guests never see. */
export const localizedSchema = z.record(z.string())
export type Localized = z.infer<typeof localizedSchema>

export function localizedInput(max: number) {
  return z
    .record(z.string().regex(LANGUAGE_KEY, 'Invalid language'), text(max))
    .refine((value) => Object.keys(value).length <= 40, 'Too many languages')
}

/** True when at least one approved language has text (SPEC.md 5 "Localized required fields"). */
export function hasApprovedText(value: Localized | null | undefined): boolean {
  return Object.entries(value ?? {}).some(([key, v]) => !key.endsWith('?') && v.trim() !== '')
}

/* ---------- active hours ---------- */

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const timeSchema = z.string().regex(TIME_PATTERN, 'validation.time')

export const INACTIVE_BEHAVIOURS = ['HIDE', 'DISABLE'] as const
export const activeHoursSchema = z.object({
  inactiveBehaviour: z.enum(INACTIVE_BEHAVIOURS).default('DISABLE'),
  default: z.object({ open: timeSchema, close: timeSchema }).default({ open: '00:00', close: '00:00' }),
  /**
   * Null: every day uses the default. Otherwise only the listed weekdays (1 Monday … 7 Sunday)
   * are available, each with its own times or, without them, the default's.
   */
  days: z
    .array(z.object({ day: int(1, 7), open: timeSchema.nullable().default(null), close: timeSchema.nullable().default(null) }))
    .max(7)
    .nullable()
    .default(null),
})
export type ActiveHours = z.infer<typeof activeHoursSchema>

/* ---------- sizes, images, prices ---------- */

export const sizeSchema = z.object({
  value: z.string().nullable(),
  unit: z.string().nullable(),
  multiplier: z.number().int().nullable(),
})
export type Size = z.infer<typeof sizeSchema>
export const sizeInputSchema = z.object({
  value: z
    .string()
    .max(MENU_LIMITS.sizeValue)
    .regex(/^\d+([.,]\d+)?$/, 'validation.size')
    .nullable()
    .default(null),
  unit: text(16).nullable().default(null),
  multiplier: int(1, MENU_LIMITS.multiplierMax).nullable().default(null),
})

export const cropSchema = z.object({ x: int(0, 100_000), y: int(0, 100_000), width: int(1, 100_000), height: int(1, 100_000) })
export type Crop = z.infer<typeof cropSchema>

export const galleryImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Hex without '#'. */
  backgroundColor: z.string().nullable(),
  listCrop: cropSchema.nullable(),
  detailCrop: cropSchema.nullable(),
})
export type GalleryImage = z.infer<typeof galleryImageSchema>
export const galleryImageInputSchema = galleryImageSchema.extend({
  url: text(500, { min: 1 }),
  width: int(1, 3000),
  height: int(1, 3000),
  backgroundColor: z.string().regex(/^[0-9a-fA-F]{6}$/, 'Invalid colour').nullable().default(null),
})

export const optionPriceSchema = z.object({
  enabled: z.boolean(),
  /** Minor units; null when the POS sets it (option prices are sent empty with a POS). */
  price: z.number().int().nullable(),
  /** Options of the price modifier this price applies to (empty: any). */
  requiredOptions: z.array(z.string()),
})
export type OptionPrice = z.infer<typeof optionPriceSchema>
const optionPriceInputSchema = z.object({
  enabled: z.boolean().default(true),
  price: int(0, MENU_LIMITS.priceMax).nullable().default(null),
  requiredOptions: z.array(uuid()).max(MENU_LIMITS.options).default([]),
})

const posIds = z.array(text(64, { min: 1 })).max(MENU_LIMITS.posMapping)

/* ---------- menus and categories ---------- */

const visibilityFields = {
  active: z.boolean(),
  activeHours: activeHoursSchema.nullable(),
  waiterPrice: z.boolean(),
  waiterOrderOnly: z.boolean(),
}

export const menuSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  title: localizedSchema,
  description: localizedSchema,
  position: z.number().int(),
  hideCategorySeparator: z.boolean(),
  /** The menu 'Archived items' that restored orphans go to. */
  archive: z.boolean(),
  ...visibilityFields,
})
export type Menu = z.infer<typeof menuSchema>

export const categorySchema = z.object({
  id: z.string(),
  menuId: z.string(),
  revision: z.number().int(),
  title: localizedSchema,
  description: localizedSchema,
  /** Language code to image URL (CUSTOMIZE_MENU). */
  headerImageUrl: localizedSchema,
  footerImageUrl: localizedSchema,
  position: z.number().int(),
  ...visibilityFields,
})
export type Category = z.infer<typeof categorySchema>

const visibilityInput = {
  active: z.boolean().default(true),
  activeHours: activeHoursSchema.nullable().default(null),
  waiterPrice: z.boolean().default(false),
  waiterOrderOnly: z.boolean().default(false),
}

/** The revision the editor started from: a stale one answers 409 instead of overwriting. */
const revisionInput = { revision: int(0, 2_000_000_000).optional() }

export const menuInputSchema = z.object({
  title: localizedInput(MENU_LIMITS.title),
  description: localizedInput(MENU_LIMITS.description).default({}),
  hideCategorySeparator: z.boolean().optional(),
  ...visibilityInput,
  ...revisionInput,
})
export type MenuInput = z.input<typeof menuInputSchema>

export const categoryInputSchema = z.object({
  title: localizedInput(MENU_LIMITS.title),
  description: localizedInput(MENU_LIMITS.description).default({}),
  headerImageUrl: localizedInput(500).optional(),
  footerImageUrl: localizedInput(500).optional(),
  ...visibilityInput,
  ...revisionInput,
})
export type CategoryInput = z.input<typeof categoryInputSchema>

/** POST /business/menus/{menuId}/translate-missing: how many texts got suggestions, and from whom. */
export const translateMissingSchema = z.object({
  changed: z.number().int(),
  provider: z.object({ name: z.string(), demo: z.boolean(), description: z.string() }),
})

export const positionInputSchema = z.object({ position: int(0, 100_000) })
export const copyInputSchema = z.object({ title: localizedInput(MENU_LIMITS.title) })
export const categoryCopyInputSchema = copyInputSchema.extend({ menuId: uuid() })
/** Hide or show without sending the whole object (menus and categories: active; items: hidden). */
export const visibilityInputSchema = z.object({ visible: z.boolean() })

/* ---------- modifiers ---------- */

export const MODIFIER_TYPES = ['RADIO', 'CHECKBOX', 'STEPPER', 'PRICE'] as const
export const modifierTypeSchema = z.enum(MODIFIER_TYPES)
export type ModifierType = z.infer<typeof modifierTypeSchema>

export const modifierOptionSchema = z.object({
  id: z.string(),
  title: localizedSchema,
  /** The title, or the size written out ('0,5 l') when the option has none. */
  computedTitle: localizedSchema,
  description: localizedSchema,
  defaultCount: z.number().int(),
  maxCount: z.number().int().nullable(),
  tags: z.array(z.string()),
  size: sizeSchema.nullable(),
  prices: z.array(optionPriceSchema),
  hidden: z.boolean(),
  posMapping: z.array(z.string()),
  posMappingByPriceModifierOption: z.record(z.array(z.string())),
})
export type ModifierOption = z.infer<typeof modifierOptionSchema>

export const modifierSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  name: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  type: modifierTypeSchema,
  priceModifierId: z.string().nullable(),
  minOptions: z.number().int().nullable(),
  maxOptions: z.number().int().nullable(),
  minCount: z.number().int().nullable(),
  maxCount: z.number().int().nullable(),
  options: z.array(modifierOptionSchema),
})
export type Modifier = z.infer<typeof modifierSchema>

export const modifierOptionInputSchema = z.object({
  /** Absent for a new option; the platform gives it an id. */
  id: uuid().optional(),
  title: localizedInput(MENU_LIMITS.title).default({}),
  description: localizedInput(MENU_LIMITS.description).default({}),
  defaultCount: int(0, MENU_LIMITS.countMax).default(0),
  maxCount: int(1, MENU_LIMITS.countMax).nullable().default(null),
  tags: z.array(text(40, { min: 1 })).max(MENU_LIMITS.tags).default([]),
  size: sizeInputSchema.nullable().default(null),
  prices: z.array(optionPriceInputSchema).max(MENU_LIMITS.options).default([]),
  hidden: z.boolean().default(false),
  posMapping: posIds.default([]),
  posMappingByPriceModifierOption: z.record(uuid(), posIds).default({}),
})
export type ModifierOptionInput = z.input<typeof modifierOptionInputSchema>

export const modifierInputSchema = z.object({
  name: text(MENU_LIMITS.name, { trim: true }),
  title: localizedInput(MENU_LIMITS.title).default({}),
  description: localizedInput(MENU_LIMITS.description).default({}),
  type: modifierTypeSchema,
  priceModifierId: uuid().nullable().default(null),
  minOptions: int(0, MENU_LIMITS.countMax).nullable().default(null),
  maxOptions: int(0, MENU_LIMITS.countMax).nullable().default(null),
  minCount: int(0, MENU_LIMITS.countMax).nullable().default(null),
  maxCount: int(0, MENU_LIMITS.countMax).nullable().default(null),
  options: z.array(modifierOptionInputSchema).max(MENU_LIMITS.options).default([]),
  ...revisionInput,
})
export type ModifierInput = z.input<typeof modifierInputSchema>

export const modifierListQuerySchema = z.object({
  organizationId: uuid().optional(),
  q: text(100).optional(),
  limit: queryInt(1, 500).optional(),
  offset: queryInt(0, 100_000).optional(),
})

/* ---------- items ---------- */

/** An item's own settings for one of its modifiers' options (its prices under a price modifier). */
export const itemOptionSettingsSchema = z.object({
  prices: z.array(optionPriceSchema).optional(),
  hidden: z.boolean().optional(),
})
export const itemModifierSchema = z.object({
  id: z.string(),
  options: z.record(itemOptionSettingsSchema),
})
export type ItemModifier = z.infer<typeof itemModifierSchema>

export const PRICE_STATES = ['SET', 'NOT_SET', 'NOT_SUPPORTED', 'WAITER', 'POS'] as const
export type PriceState = (typeof PRICE_STATES)[number]

export const menuItemSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  title: localizedSchema,
  description: localizedSchema,
  hidden: z.boolean(),
  gallery: z.array(galleryImageSchema),
  tags: z.array(z.string()),
  price: z.number().int().nullable(),
  /** Prices the guest chooses between (a price modifier's options), computed by the platform. */
  prices: z.array(z.object({ optionId: z.string(), title: localizedSchema, price: z.number().int() })),
  /** What the price shows as: a price, 'price not set', 'price not supported', the waiter's, the POS's. */
  priceState: z.enum(PRICE_STATES),
  partialPrice: z.boolean(),
  waiterPrice: z.boolean(),
  waiterOrderOnly: z.boolean(),
  posMapping: z.array(z.string()),
  size: sizeSchema.nullable(),
  modifiers: z.array(itemModifierSchema),
  libraryItemId: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The categories the item is in (more than one: a shared item). */
  categoryIds: z.array(z.string()),
})
export type MenuItem = z.infer<typeof menuItemSchema>

export const itemOptionSettingsInputSchema = z.object({
  prices: z.array(optionPriceInputSchema).max(MENU_LIMITS.options).optional(),
  hidden: z.boolean().optional(),
})

export const menuItemInputSchema = z.object({
  /**
   * The category the item is created in or edited from. Editing a shared item from one of its
   * categories gives that category a copy; the others keep the original (SPEC.md 4).
   */
  categoryId: uuid(),
  title: localizedInput(MENU_LIMITS.title).default({}),
  description: localizedInput(MENU_LIMITS.description).default({}),
  hidden: z.boolean().default(false),
  gallery: z.array(galleryImageInputSchema).max(MENU_LIMITS.galleryImages).default([]),
  tags: z.array(text(40, { min: 1 })).max(MENU_LIMITS.tags).default([]),
  price: int(0, MENU_LIMITS.priceMax).nullable().default(null),
  partialPrice: z.boolean().default(false),
  waiterPrice: z.boolean().default(false),
  waiterOrderOnly: z.boolean().default(false),
  posMapping: posIds.default([]),
  size: sizeInputSchema.nullable().default(null),
  modifiers: z
    .array(z.object({ id: uuid(), options: z.record(uuid(), itemOptionSettingsInputSchema).default({}) }))
    .max(MENU_LIMITS.modifiersPerItem)
    .default([]),
  libraryItemId: uuid().nullable().default(null),
  ...revisionInput,
})
export type MenuItemInput = z.input<typeof menuItemInputSchema>

export const linkItemsInputSchema = z.object({ items: z.array(uuid()).min(1).max(MENU_LIMITS.linkItems) })
export const itemCopyInputSchema = z.object({ categoryId: uuid() })

/* ---------- reads ---------- */

/** An item's stop-list entry in force now (contract/stop-list.ts): the Menu page marks it sold out. */
export const itemStopSchema = z.object({ id: z.string(), activeUntil: z.string().nullable() })

/** A category with its items in order (the Menu page); each item says whether it is stopped now. */
export const categoryWithItemsSchema = categorySchema.extend({
  items: z.array(menuItemSchema.extend({ stop: itemStopSchema.nullable().default(null) })),
})
export const menuPageSchema = z.object({
  menu: menuSchema,
  categories: z.array(categoryWithItemsSchema),
  hasUnpublishedChanges: z.boolean(),
})
export type MenuPage = z.infer<typeof menuPageSchema>

/** GET /business/menus: the Menus screen. */
export const menuListSchema = z.object({
  menus: z.array(
    menuSchema.extend({
      categoryCount: z.number().int(),
      itemCount: z.number().int(),
      /** Per menu language: texts approved, only suggested, missing (issue 8 item 6). */
      translation: z.record(z.object({ approved: z.number().int(), suggested: z.number().int(), missing: z.number().int() })),
    }),
  ),
  hasUnpublishedChanges: z.boolean(),
  orphanCount: z.number().int(),
  /** The last published version's number, null before the first publish. */
  publishedVersion: z.number().int().nullable(),
})
export type MenuList = z.infer<typeof menuListSchema>

/** The whole draft (or a published version): SPEC.md section 3 "Menu state". */
export const menuStateSchema = z.object({
  menus: z.array(menuSchema),
  categories: z.array(categorySchema),
  items: z.array(menuItemSchema),
  modifiers: z.array(modifierSchema),
  menuCategories: z.array(z.object({ menuId: z.string(), categoryId: z.string(), position: z.number().int() })),
  categoryItems: z.array(z.object({ categoryId: z.string(), itemId: z.string(), position: z.number().int() })),
  hasUnpublishedChanges: z.boolean(),
})
export type MenuState = z.infer<typeof menuStateSchema>

export const menuVersionSchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** The version guests see now. */
  live: z.boolean(),
  menuCount: z.number().int(),
  itemCount: z.number().int(),
})
export type MenuVersion = z.infer<typeof menuVersionSchema>
export const MENU_VERSIONS_LIMIT = 50

export const orphanListSchema = z.object({ items: z.array(menuItemSchema) })
export const orphanRestoreInputSchema = z.object({ items: z.array(uuid()).max(MENU_LIMITS.linkItems).optional() })

export const organizationQuerySchema = z.object({ organizationId: uuid().optional() })
export const pagedOrganizationQuerySchema = organizationQuerySchema.extend({
  limit: queryInt(1, MENU_VERSIONS_LIMIT).optional(),
  offset: queryInt(0, 100_000).optional(),
})
