/**
 * The menu draft of each organization and its published versions (SPEC.md sections 3 and 4).
 * These tables ARE the draft: every menu write edits them. Publishing stores the whole draft
 * as one numbered, immutable version (menu_versions.state); guests read only versions.
 * Localized text is jsonb keyed by language ('lt?' holds a suggestion awaiting approval).
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './auth.js'
import { createdAt } from './columns.js'
import { organizations } from './organizations.js'

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' })
const localized = (name: string) => jsonb(name).notNull().default(sql`'{}'::jsonb`)
/** Bumped by every change; an editor that saves an older revision gets 409 (stale copy). */
const revision = () => integer('revision').notNull().default(1)

export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: localized('title'),
    description: localized('description'),
    active: boolean('active').notNull().default(true),
    activeHours: jsonb('active_hours'),
    position: integer('position').notNull(),
    waiterPrice: boolean('waiter_price').notNull().default(false),
    waiterOrderOnly: boolean('waiter_order_only').notNull().default(false),
    hideCategorySeparator: boolean('hide_category_separator').notNull().default(false),
    archive: boolean('archive').notNull().default(false),
    revision: revision(),
    createdAt: createdAt(),
  },
  (t) => [index('menus_organization_idx').on(t.organizationId, t.position)],
)

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    title: localized('title'),
    description: localized('description'),
    headerImageUrl: localized('header_image_url'),
    footerImageUrl: localized('footer_image_url'),
    active: boolean('active').notNull().default(true),
    activeHours: jsonb('active_hours'),
    position: integer('position').notNull(),
    waiterPrice: boolean('waiter_price').notNull().default(false),
    waiterOrderOnly: boolean('waiter_order_only').notNull().default(false),
    revision: revision(),
    createdAt: createdAt(),
  },
  (t) => [index('menu_categories_menu_idx').on(t.menuId, t.position), index('menu_categories_organization_idx').on(t.organizationId)],
)

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: localized('title'),
    description: localized('description'),
    hidden: boolean('hidden').notNull().default(false),
    /** [{ url, width, height, backgroundColor, listCrop, detailCrop }] */
    gallery: jsonb('gallery').notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').notNull().default(sql`'[]'::jsonb`),
    price: integer('price'),
    partialPrice: boolean('partial_price').notNull().default(false),
    waiterPrice: boolean('waiter_price').notNull().default(false),
    waiterOrderOnly: boolean('waiter_order_only').notNull().default(false),
    posMapping: jsonb('pos_mapping').notNull().default(sql`'[]'::jsonb`),
    /** { value, unit, multiplier } or null */
    size: jsonb('size'),
    /** [{ id, options: { optionId: { prices?, hidden? } } }] in the order the guest sees them */
    modifiers: jsonb('modifiers').notNull().default(sql`'[]'::jsonb`),
    libraryItemId: uuid('library_item_id'),
    revision: revision(),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_organization_idx').on(t.organizationId)],
)

/** Which items each category shows, in order. An item in several categories is shared. */
export const categoryItems = pgTable(
  'menu_category_items',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.itemId] }), index('menu_category_items_item_idx').on(t.itemId)],
)

export const menuModifiers = pgTable(
  'menu_modifiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    title: localized('title'),
    description: localized('description'),
    type: text('type').notNull(),
    priceModifierId: uuid('price_modifier_id'),
    minOptions: integer('min_options'),
    maxOptions: integer('max_options'),
    minCount: integer('min_count'),
    maxCount: integer('max_count'),
    /** The options in order, each with its own id (the stop list and prices refer to them). */
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    revision: revision(),
    createdAt: createdAt(),
  },
  (t) => [index('menu_modifiers_organization_idx').on(t.organizationId, t.name)],
)

/** One row per organization with a menu: whether the draft differs from what guests see. */
export const menuDrafts = pgTable('menu_drafts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  hasUnpublishedChanges: boolean('has_unpublished_changes').notNull().default(false),
  /** The unguessable part of draftMenuUrl: whoever holds the link sees the draft. */
  previewToken: text('preview_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every publish, numbered per organization; the highest number is what guests see. */
export const menuVersions = pgTable(
  'menu_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    number: integer('number').notNull(),
    /** The whole menu state as published (contract/menu.ts menuStateSchema, without the flag). */
    state: jsonb('state').notNull(),
    menuCount: integer('menu_count').notNull(),
    itemCount: integer('item_count').notNull(),
    publishedBy: uuid('published_by').references(() => profiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menu_versions_number_idx').on(t.organizationId, t.number)],
)

/**
 * Items and options out of stock (platform/domain/menu/stop-list.ts). An entry counts while
 * `active_until` is null or later than the platform's clock; a row whose time has passed stays
 * until its target is stopped again. One row per item and per option: an add deletes the
 * target's expired row before inserting, and the unique indexes refuse a second row even from a
 * write that forgot the draft lock (NULLs never collide, so items and options do not meet).
 */
export const stopList = pgTable(
  'menu_stop_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    menuModifierId: uuid('menu_modifier_id').references(() => menuModifiers.id, { onDelete: 'cascade' }),
    menuOptionId: uuid('menu_option_id'),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_stop_list_organization_idx').on(t.organizationId),
    uniqueIndex('menu_stop_list_item_key').on(t.menuItemId),
    uniqueIndex('menu_stop_list_option_key').on(t.menuModifierId, t.menuOptionId),
  ],
)
