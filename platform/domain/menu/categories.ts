/**
 * Categories of a menu and the items they show: writes, copies to another menu (sharing the
 * items), linking existing items, moving and unlinking. An item unlinked from its last
 * category is deleted; from one of several, only unlinked (SPEC.md 4).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { hasApprovedText, MENU_ERRORS, type ActiveHours, type categoryCopyInputSchema, type categoryInputSchema, type Localized } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { categoryItems, menuCategories, menuItems, menus } from '../../db/schema/index.js'
import { forbidden, invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { markChanged, withDraft, type Tx } from './draft.js'
import type { MenuOrganization } from './organization.js'
import { moveTo } from './positions.js'
import { checkRevision } from './revision.js'
import { sameJson } from '../../../contract/same-json.js'
import { categoryView, type CategoryRow } from './views.js'

type CategoryInput = z.output<typeof categoryInputSchema>

export async function categoryIn(db: Database | Tx, organizationId: string, menuId: string, id: string): Promise<CategoryRow> {
  const [row] = isUuid(id) && isUuid(menuId) ? await db.select().from(menuCategories).where(eq(menuCategories.id, id)) : []
  if (!row || row.organizationId !== organizationId || row.menuId !== menuId) throw notFound('Category')
  return row
}

async function menuOf(tx: Tx, organizationId: string, menuId: string) {
  const [row] = isUuid(menuId) ? await tx.select().from(menus).where(eq(menus.id, menuId)) : []
  if (!row || row.organizationId !== organizationId) throw notFound('Menu')
  return row
}

/** Hours with their own weekdays are CUSTOMIZE_MENU's for categories (SPEC.md 6). */
const hasWeekdays = (hours: unknown) => !!(hours as ActiveHours | null)?.days

function values(org: MenuOrganization, input: CategoryInput, previous: CategoryRow | null) {
  if (!hasApprovedText(input.title)) throw invalid('Title required', { title: [MENU_ERRORS.titleRequired] })
  const header = input.headerImageUrl ?? (previous?.headerImageUrl as Localized | undefined) ?? {}
  const footer = input.footerImageUrl ?? (previous?.footerImageUrl as Localized | undefined) ?? {}
  if (!org.customizeMenu) {
    // Without CUSTOMIZE_MENU these stay as they are: refused when a request changes them.
    const same = (a: unknown, b: unknown) => sameJson(a, b)
    if (!same(header, previous?.headerImageUrl ?? {}) || !same(footer, previous?.footerImageUrl ?? {})) throw forbidden()
    if (hasWeekdays(input.activeHours) && !same(input.activeHours, previous?.activeHours ?? null)) throw forbidden()
  }
  return {
    title: input.title,
    description: input.description,
    headerImageUrl: header,
    footerImageUrl: footer,
    active: input.active,
    activeHours: input.activeHours,
    waiterPrice: input.waiterPrice,
    waiterOrderOnly: input.waiterOrderOnly,
  }
}

const stored = (row: CategoryRow) => ({
  title: row.title,
  description: row.description,
  headerImageUrl: row.headerImageUrl,
  footerImageUrl: row.footerImageUrl,
  active: row.active,
  activeHours: row.activeHours,
  waiterPrice: row.waiterPrice,
  waiterOrderOnly: row.waiterOrderOnly,
})

const nextPosition = async (tx: Tx, menuId: string) => {
  const result = (await tx.execute(
    sql`select coalesce(max(position) + 1, 0)::int as p from menu_categories where menu_id = ${menuId}`,
  )) as unknown as { rows: { p: number }[] }
  return result.rows[0]!.p
}

export function createCategory(db: Database, org: MenuOrganization, menuId: string, input: CategoryInput) {
  return withDraft(db, org.id, async (tx) => {
    await menuOf(tx, org.id, menuId)
    const [row] = await tx
      .insert(menuCategories)
      .values({ organizationId: org.id, menuId, ...values(org, input, null), position: await nextPosition(tx, menuId) })
      .returning()
    await markChanged(tx, org.id)
    return categoryView(row!)
  })
}

export function updateCategory(db: Database, org: MenuOrganization, menuId: string, id: string, input: CategoryInput) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await categoryIn(tx, org.id, menuId, id)
    checkRevision(previous.revision, input.revision)
    const next = values(org, input, previous)
    if (sameJson(next, stored(previous))) return categoryView(previous)
    const [row] = await tx.update(menuCategories).set({ ...next, revision: previous.revision + 1 }).where(eq(menuCategories.id, id)).returning()
    await markChanged(tx, org.id)
    return categoryView(row!)
  })
}

export function setCategoryVisible(db: Database, org: MenuOrganization, menuId: string, id: string, visible: boolean) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await categoryIn(tx, org.id, menuId, id)
    if (previous.active === visible) return categoryView(previous)
    const [row] = await tx
      .update(menuCategories)
      .set({ active: visible, revision: previous.revision + 1 })
      .where(eq(menuCategories.id, id))
      .returning()
    await markChanged(tx, org.id)
    return categoryView(row!)
  })
}

/** Deletes the category; its items then in no category are orphans. */
export function deleteCategory(db: Database, org: MenuOrganization, menuId: string, id: string) {
  return withDraft(db, org.id, async (tx) => {
    await categoryIn(tx, org.id, menuId, id)
    await tx.delete(menuCategories).where(eq(menuCategories.id, id))
    await tx.execute(sql`
      update menu_categories c set position = o.p from (
        select id, (row_number() over (order by position, created_at) - 1)::int as p from menu_categories where menu_id = ${menuId}
      ) o where c.id = o.id and c.position <> o.p`)
    await markChanged(tx, org.id)
  })
}

export function moveCategory(db: Database, org: MenuOrganization, menuId: string, id: string, position: number) {
  return withDraft(db, org.id, async (tx) => {
    await categoryIn(tx, org.id, menuId, id)
    const moved = await moveTo(
      tx,
      sql`select id from menu_categories where menu_id = ${menuId} order by position, created_at`,
      id,
      position,
      (v) => sql`update menu_categories c set position = v.p from (values ${v}) as v(id, p) where c.id = v.id and c.position <> v.p`,
    )
    if (moved) await markChanged(tx, org.id)
  })
}

/** A new category in `menuId` with the source's settings and the same (now shared) items. */
export async function copyCategoryRows(tx: Tx, source: CategoryRow, menuId: string, title: Localized, active: boolean, position: number) {
  const [copy] = await tx
    .insert(menuCategories)
    .values({ ...stored(source), organizationId: source.organizationId, menuId, title, active, position })
    .returning()
  await tx.execute(sql`
    insert into menu_category_items (category_id, item_id, position)
    select ${copy!.id}, item_id, position from menu_category_items where category_id = ${source.id}`)
  return copy!
}

export function copyCategory(db: Database, org: MenuOrganization, menuId: string, id: string, input: z.output<typeof categoryCopyInputSchema>) {
  return withDraft(db, org.id, async (tx) => {
    const source = await categoryIn(tx, org.id, menuId, id)
    await menuOf(tx, org.id, input.menuId)
    if (!hasApprovedText(input.title)) throw invalid('Title required', { title: [MENU_ERRORS.titleRequired] })
    const copy = await copyCategoryRows(tx, source, input.menuId, input.title, source.active, await nextPosition(tx, input.menuId))
    await markChanged(tx, org.id)
    return categoryView(copy)
  })
}

/** Links existing items of the organization at the end of the category (ones already there stay). */
export function linkItems(db: Database, org: MenuOrganization, menuId: string, id: string, itemIds: string[]) {
  return withDraft(db, org.id, async (tx) => {
    await categoryIn(tx, org.id, menuId, id)
    const wanted = [...new Set(itemIds)]
    const found = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.organizationId, org.id), inArray(menuItems.id, wanted)))
    if (found.length !== wanted.length) throw invalid('Unknown item', { items: [MENU_ERRORS.unknownItem] })
    const present = new Set(
      (await tx.select({ id: categoryItems.itemId }).from(categoryItems).where(eq(categoryItems.categoryId, id))).map((r) => r.id),
    )
    const added = wanted.filter((itemId) => !present.has(itemId))
    if (added.length === 0) return
    await tx.insert(categoryItems).values(added.map((itemId, i) => ({ categoryId: id, itemId, position: present.size + i })))
    await markChanged(tx, org.id)
  })
}

async function linkOf(tx: Tx, org: MenuOrganization, menuId: string, id: string, itemId: string) {
  await categoryIn(tx, org.id, menuId, id)
  const [link] = isUuid(itemId)
    ? await tx.select().from(categoryItems).where(and(eq(categoryItems.categoryId, id), eq(categoryItems.itemId, itemId)))
    : []
  if (!link) throw notFound('Item')
  return link
}

export function moveItem(db: Database, org: MenuOrganization, menuId: string, id: string, itemId: string, position: number) {
  return withDraft(db, org.id, async (tx) => {
    await linkOf(tx, org, menuId, id, itemId)
    const moved = await moveTo(
      tx,
      sql`select item_id as id from menu_category_items where category_id = ${id} order by position, item_id`,
      itemId,
      position,
      (v) => sql`
        update menu_category_items ci set position = v.p from (values ${v}) as v(id, p)
        where ci.category_id = ${id} and ci.item_id = v.id and ci.position <> v.p`,
    )
    if (moved) await markChanged(tx, org.id)
  })
}

/** Takes the item out of the category; deletes it when no other category shows it. */
export function unlinkItem(db: Database, org: MenuOrganization, menuId: string, id: string, itemId: string) {
  return withDraft(db, org.id, async (tx) => {
    await linkOf(tx, org, menuId, id, itemId)
    await tx.delete(categoryItems).where(and(eq(categoryItems.categoryId, id), eq(categoryItems.itemId, itemId)))
    await renumberItems(tx, id)
    const [other] = await tx.select().from(categoryItems).where(eq(categoryItems.itemId, itemId)).limit(1)
    if (!other) await tx.delete(menuItems).where(eq(menuItems.id, itemId))
    await markChanged(tx, org.id)
    return { deleted: !other }
  })
}

export async function renumberItems(tx: Tx, categoryId: string) {
  await tx.execute(sql`
    update menu_category_items ci set position = o.p from (
      select item_id, (row_number() over (order by position, item_id) - 1)::int as p from menu_category_items where category_id = ${categoryId}
    ) o where ci.category_id = ${categoryId} and ci.item_id = o.item_id and ci.position <> o.p`)
}

