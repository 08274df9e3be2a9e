/**
 * Menu items (SPEC.md sections 3 to 5): validation of prices, POS mapping and modifiers, and
 * the shared-item rule: editing an item that several categories show, from one of them, gives
 * that category a copy (carrying the item's stop-list state) and leaves the others as they were.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { hasApprovedText, MENU_ERRORS, type ItemModifier, type menuItemInputSchema } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { categoryItems, menuCategories, menuItems, menus } from '../../db/schema/index.js'
import { invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { renumberItems } from './categories.js'
import { markChanged, withDraft, type Tx } from './draft.js'
import { modifiersById, modifiersOf } from './modifiers.js'
import type { MenuOrganization } from './organization.js'
import { checkRevision } from './revision.js'
import { validatePosMapping } from '../../providers/pos/mapping.js'
import type { PosCatalogue } from '../../../contract/menu-reference.js'
import { sameJson } from '../../../contract/same-json.js'
import { itemView, type ItemRow, type ModifierRow, type StoredOption } from './views.js'

type ItemInput = z.output<typeof menuItemInputSchema>
type Fields = Record<string, string[]>

export async function itemIn(db: Database | Tx, organizationId: string, id: string): Promise<ItemRow> {
  const [row] = isUuid(id) ? await db.select().from(menuItems).where(eq(menuItems.id, id)) : []
  if (!row || row.organizationId !== organizationId) throw notFound('Item')
  return row
}

async function categoryIdsOf(db: Database | Tx, itemId: string): Promise<string[]> {
  const rows = await db.select({ id: categoryItems.categoryId }).from(categoryItems).where(eq(categoryItems.itemId, itemId))
  return rows.map((r) => r.id)
}

export async function getItem(db: Database, org: MenuOrganization, id: string) {
  const row = await itemIn(db, org.id, id)
  const [categoryIds, modifiers] = await Promise.all([categoryIdsOf(db, id), modifiersOf(db, org.id)])
  return itemView(row, categoryIds, { modifiers, posIntegrationEnabled: org.posIntegrationEnabled })
}

/** The category the item is created in or edited from, with whether it or its menu sets a waiter price. */
async function categoryFor(tx: Tx, organizationId: string, categoryId: string) {
  const [row] = await tx
    .select({ id: menuCategories.id, waiterPrice: menuCategories.waiterPrice, menuWaiterPrice: menus.waiterPrice })
    .from(menuCategories)
    .innerJoin(menus, eq(menus.id, menuCategories.menuId))
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.organizationId, organizationId)))
  if (!row) throw invalid('Unknown category', { categoryId: [MENU_ERRORS.unknownCategory] })
  return row
}

/** The item's modifiers as stored: known ones only, option settings only for their own options. */
function itemModifiers(input: ItemInput, modifiers: Map<string, ModifierRow>, org: MenuOrganization): ItemModifier[] {
  return input.modifiers.map((m) => {
    const own = new Set(((modifiers.get(m.id)?.options ?? []) as StoredOption[]).map((o) => o.id))
    const options = Object.fromEntries(
      Object.entries(m.options)
        .filter(([id]) => own.has(id))
        .map(([id, settings]) => [
          id,
          // With a POS the option prices are the POS's: sent empty (SPEC.md 5).
          org.posIntegrationEnabled && settings.prices ? { ...settings, prices: settings.prices.map((p) => ({ ...p, price: null })) } : settings,
        ]),
    )
    return { id: m.id, options }
  })
}

function validate(
  org: MenuOrganization,
  input: ItemInput,
  modifiers: Map<string, ModifierRow>,
  previous: ItemRow | null,
  waiterPriceAbove: boolean,
  pos: PosCatalogue | null,
): Fields {
  const fields: Fields = {}
  const add = (key: string, message: string) => (fields[key] ??= []).push(message)
  if (!hasApprovedText(input.title)) add('title', MENU_ERRORS.titleRequired)
  const ids = input.modifiers.map((m) => m.id)
  if (new Set(ids).size !== ids.length) add('modifiers', MENU_ERRORS.duplicateModifier)
  if (ids.some((id) => !modifiers.has(id))) add('modifiers', MENU_ERRORS.unknownModifier)
  // A modifier whose option prices depend on a price modifier needs that modifier on the item.
  const had = new Set(((previous?.modifiers ?? []) as ItemModifier[]).map((m) => m.id))
  for (const id of ids) {
    const needed = modifiers.get(id)?.priceModifierId
    if (needed && !ids.includes(needed)) {
      add('modifiers', had.has(needed) ? MENU_ERRORS.removeDependantModifiersFirst : MENU_ERRORS.priceModifierMissing)
    }
  }
  if (org.posIntegrationEnabled) {
    // One POS item and one of its sizes (SPEC.md 5); without a catalogue, at least a mapping.
    const fault = pos ? validatePosMapping(pos, input.posMapping) : input.posMapping.length === 0 ? MENU_ERRORS.itemMappingRequired : null
    if (fault) add('posMapping', fault)
  } else {
    const priced = input.price !== null || input.waiterPrice || waiterPriceAbove || ids.some((id) => modifiers.get(id)?.type === 'PRICE')
    if (!priced) add('price', MENU_ERRORS.priceRequired)
  }
  return fields
}

function values(org: MenuOrganization, input: ItemInput, modifiers: Map<string, ModifierRow>) {
  return {
    title: input.title,
    description: input.description,
    hidden: input.hidden,
    gallery: input.gallery,
    tags: [...new Set(input.tags)],
    price: org.posIntegrationEnabled ? null : input.price,
    partialPrice: input.partialPrice,
    waiterPrice: input.waiterPrice,
    waiterOrderOnly: input.waiterOrderOnly,
    posMapping: input.posMapping,
    // Sent only when a value or a multiplier exists (SPEC.md 5).
    size: input.size && (input.size.value || input.size.multiplier) ? input.size : null,
    modifiers: itemModifiers(input, modifiers, org),
    libraryItemId: input.libraryItemId,
  }
}

const stored = (row: ItemRow) => ({
  title: row.title,
  description: row.description,
  hidden: row.hidden,
  gallery: row.gallery,
  tags: row.tags,
  price: row.price,
  partialPrice: row.partialPrice,
  waiterPrice: row.waiterPrice,
  waiterOrderOnly: row.waiterOrderOnly,
  posMapping: row.posMapping,
  size: row.size,
  modifiers: row.modifiers,
  libraryItemId: row.libraryItemId,
})

async function prepare(tx: Tx, org: MenuOrganization, input: ItemInput, previous: ItemRow | null) {
  const category = await categoryFor(tx, org.id, input.categoryId)
  const modifiers = await modifiersById(tx, org.id, input.modifiers.map((m) => m.id))
  const pos = org.posIntegrationEnabled && org.posCatalogue ? await org.posCatalogue() : null
  const fields = validate(org, input, modifiers, previous, category.waiterPrice || category.menuWaiterPrice, pos)
  if (Object.keys(fields).length > 0) throw invalid('Invalid item', fields)
  return values(org, input, modifiers)
}

async function view(tx: Tx, org: MenuOrganization, row: ItemRow, categoryIds: string[]) {
  const modifiers = await modifiersById(tx, org.id, (row.modifiers as ItemModifier[]).map((m) => m.id))
  return itemView(row, categoryIds, { modifiers, posIntegrationEnabled: org.posIntegrationEnabled })
}

/** Makes room at `position` in the category and links the item there (at the end when null). */
async function linkAt(tx: Tx, categoryId: string, itemId: string, position: number | null) {
  if (position === null) {
    const result = (await tx.execute(
      sql`select coalesce(max(position) + 1, 0)::int as p from menu_category_items where category_id = ${categoryId}`,
    )) as unknown as { rows: { p: number }[] }
    position = result.rows[0]!.p
  } else {
    await tx
      .update(categoryItems)
      .set({ position: sql`${categoryItems.position} + 1` })
      .where(and(eq(categoryItems.categoryId, categoryId), gt(categoryItems.position, position - 1)))
  }
  await tx.insert(categoryItems).values({ categoryId, itemId, position })
}

export function createItem(db: Database, org: MenuOrganization, input: ItemInput) {
  return withDraft(db, org.id, async (tx) => {
    const next = await prepare(tx, org, input, null)
    const [row] = await tx.insert(menuItems).values({ organizationId: org.id, ...next }).returning()
    await linkAt(tx, input.categoryId, row!.id, null)
    await markChanged(tx, org.id)
    return view(tx, org, row!, [input.categoryId])
  })
}

/**
 * Saves the item as edited from `input.categoryId`. Shared by other categories too, the edit
 * becomes a copy in that category only, at the same place, out of stock where the original was.
 */
export function updateItem(db: Database, org: MenuOrganization, id: string, input: ItemInput) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await itemIn(tx, org.id, id)
    checkRevision(previous.revision, input.revision)
    const categoryIds = await categoryIdsOf(tx, id)
    if (!categoryIds.includes(input.categoryId)) throw invalid('Unknown category', { categoryId: [MENU_ERRORS.unknownCategory] })
    const next = await prepare(tx, org, input, previous)
    if (sameJson(next, stored(previous))) return view(tx, org, previous, categoryIds)
    if (categoryIds.length > 1) {
      const [copy] = await tx.insert(menuItems).values({ organizationId: org.id, ...next }).returning()
      await tx
        .update(categoryItems)
        .set({ itemId: copy!.id })
        .where(and(eq(categoryItems.categoryId, input.categoryId), eq(categoryItems.itemId, id)))
      await tx.execute(sql`
        insert into menu_stop_list (organization_id, menu_item_id, active_until)
        select organization_id, ${copy!.id}, active_until from menu_stop_list where menu_item_id = ${id}`)
      await markChanged(tx, org.id)
      return view(tx, org, copy!, [input.categoryId])
    }
    const [row] = await tx.update(menuItems).set({ ...next, revision: previous.revision + 1 }).where(eq(menuItems.id, id)).returning()
    await markChanged(tx, org.id)
    return view(tx, org, row!, categoryIds)
  })
}

export function setItemVisible(db: Database, org: MenuOrganization, id: string, visible: boolean) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await itemIn(tx, org.id, id)
    const categoryIds = await categoryIdsOf(tx, id)
    if (previous.hidden === !visible) return view(tx, org, previous, categoryIds)
    const [row] = await tx
      .update(menuItems)
      .set({ hidden: !visible, revision: previous.revision + 1 })
      .where(eq(menuItems.id, id))
      .returning()
    await markChanged(tx, org.id)
    return view(tx, org, row!, categoryIds)
  })
}

/** Deletes the item from every category. */
export function deleteItem(db: Database, org: MenuOrganization, id: string) {
  return withDraft(db, org.id, async (tx) => {
    await itemIn(tx, org.id, id)
    const categoryIds = await categoryIdsOf(tx, id)
    await tx.delete(menuItems).where(eq(menuItems.id, id))
    for (const categoryId of categoryIds) await renumberItems(tx, categoryId)
    await markChanged(tx, org.id)
  })
}

/** A copy of the item (same texts) right after it in the category. */
export function copyItem(db: Database, org: MenuOrganization, id: string, categoryId: string) {
  return withDraft(db, org.id, async (tx) => {
    const source = await itemIn(tx, org.id, id)
    const [link] = await tx
      .select()
      .from(categoryItems)
      .where(and(eq(categoryItems.categoryId, categoryId), eq(categoryItems.itemId, id)))
    if (!link) throw invalid('Unknown category', { categoryId: [MENU_ERRORS.unknownCategory] })
    const [copy] = await tx.insert(menuItems).values({ organizationId: org.id, ...stored(source) }).returning()
    await linkAt(tx, categoryId, copy!.id, link.position + 1)
    await markChanged(tx, org.id)
    return view(tx, org, copy!, [categoryId])
  })
}

