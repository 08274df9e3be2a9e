/**
 * /api/v1 reference calls of the menu editor (SPEC.md section 7 "Menu"): menu tags, size units
 * and written-out sizes, automatic translation, the menu library and the POS catalogue.
 * The spec names these calls but not their shapes; they are fixed here and in docs/api.md.
 */
import { z } from 'zod'
import {
  galleryImageInputSchema,
  galleryImageSchema,
  localizedInput,
  localizedSchema,
  MENU_LIMITS,
  sizeInputSchema,
  sizeSchema,
} from './menu.js'
import { queryInt, text, uuid } from './primitives.js'

/* ---------- tags and units ---------- */

/** GET /business/menu-tags: the fixed set an item's `tags` are chosen from (names). */
export const menuTagSchema = z.object({
  name: z.string(),
  title: localizedSchema,
  /** A small SVG icon, public and cached for good (the URL changes when the drawing does). */
  imageUrl: z.string(),
})
export type MenuTag = z.infer<typeof menuTagSchema>
export const menuTagsSchema = z.array(menuTagSchema)

/** GET /business/menu-size/units. */
export const menuUnitSchema = z.object({
  unit: z.string(),
  /** The unit's name for a choice list ('litre'). */
  title: localizedSchema,
  /** What a written-out size shows after the number ('l', 'л', 'vnt.'). */
  symbol: localizedSchema,
})
export type MenuUnit = z.infer<typeof menuUnitSchema>
export const menuUnitsSchema = z.array(menuUnitSchema)

/**
 * POST /business/menu-size/translate: a size written out in every menu language
 * ({en: '2 × 0.5 l', lt: '2 × 0,5 l'}); an empty object when the size says nothing.
 */
export const sizeTranslateInputSchema = sizeInputSchema
export const sizeTitleSchema = localizedSchema

/* ---------- translation ---------- */

/** Which translation service answered, so a screen can say 'demo glossary'. */
export const providerInfoSchema = z.object({
  name: z.string(),
  /** True for the embedded stand-ins (demo glossary, demo POS catalogue). */
  demo: z.boolean(),
  /** One sentence saying what the provider is. */
  description: z.string(),
})
export type ProviderInfo = z.infer<typeof providerInfoSchema>

/** POST /business/menus/translate body: language → text ({en: 'Beef soup'}). */
export const translateInputSchema = localizedInput(MENU_LIMITS.description)

/**
 * POST /business/menus/translate answer. `text` is the body as sent plus a suggestion
 * `'<lang>?'` for every menu language of the organization that had neither an approved nor a
 * suggested text; nothing sent is changed. `unavailable` lists the menu languages the provider
 * could not translate into this time (no suggestion for them).
 */
export const translateResponseSchema = z.object({
  text: localizedSchema,
  provider: providerInfoSchema,
  unavailable: z.array(z.string()),
})
export type TranslateResponse = z.infer<typeof translateResponseSchema>

/* ---------- library ---------- */

export const LIBRARY_PAGE_SIZE = 20
export const LIBRARY_PAGE_MAX = 100

/** SPEC.md section 3 "Library item". */
export const libraryItemSchema = z.object({
  id: z.string(),
  title: localizedSchema,
  description: localizedSchema,
  gallery: z.array(galleryImageSchema),
  size: sizeSchema.nullable(),
  tags: z.array(z.string()),
})
export type LibraryItem = z.infer<typeof libraryItemSchema>
export const libraryItemsSchema = z.array(libraryItemSchema)

/** GET /business/menu-library: every word of `q` must start a word of the item (any language). */
export const libraryQuerySchema = z.object({
  organizationId: uuid().optional(),
  q: text(200).optional(),
  limit: queryInt(1, LIBRARY_PAGE_MAX).optional(),
  offset: queryInt(0, 100_000).optional(),
})

/** POST /business/menu-library: title required in at least one language (menu.errors.titleRequired). */
export const libraryItemInputSchema = z.object({
  title: localizedInput(MENU_LIMITS.title),
  description: localizedInput(MENU_LIMITS.description).default({}),
  gallery: z.array(galleryImageInputSchema).max(MENU_LIMITS.galleryImages).default([]),
  size: sizeInputSchema.nullable().default(null),
  tags: z
    .array(text(40, { min: 1 }))
    .max(MENU_LIMITS.tags)
    .default([]),
})
export type LibraryItemInput = z.input<typeof libraryItemInputSchema>
export const libraryCreatedSchema = z.object({ id: z.string() })

/* ---------- POS ---------- */

/** The POS catalogue an item and its options map to (SPEC.md 3 "POS menu"); prices in minor units. */
export const posCatalogueSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), price: z.number().int() })),
  /** A size belongs to one POS item (`itemId`), or to any when it has none. */
  sizes: z.array(z.object({ id: z.string(), title: z.string(), itemId: z.string().optional() })),
  options: z.array(z.object({ id: z.string(), title: z.string(), price: z.number().int() })),
})
export type PosCatalogue = z.infer<typeof posCatalogueSchema>

/** GET /business/pos/menu (409 CONFLICT without a POS integration). */
export const posMenuSchema = posCatalogueSchema.extend({ provider: providerInfoSchema })
export type PosMenu = z.infer<typeof posMenuSchema>

export const posTableSchema = z.object({ id: z.string(), title: z.string() })
export type PosTable = z.infer<typeof posTableSchema>
/** GET /business/pos/tables (409 CONFLICT without a POS integration). */
export const posTablesSchema = z.object({ tables: z.array(posTableSchema), provider: providerInfoSchema })
