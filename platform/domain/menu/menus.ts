/**
 * Menus of an organization: the list the Menus screen shows, one menu with its categories and
 * items (the Menu page), and their writes. Copies are created inactive (SPEC.md 4) and share
 * their items with the original: an item edited from one of them is copied then (items.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ARCHIVE_CATEGORY_TITLE, ARCHIVE_MENU_TITLE, hasApprovedText, MENU_ERRORS, type Localized, type copyInputSchema, type MenuList, type MenuPage, type menuInputSchema } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { menuCategories, menuItems, menus } from '../../db/schema/index.js'
import { forbidden, invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { copyCategoryRows } from './categories.js'
import { hasUnpublishedChanges, markChanged, withDraft, type Tx } from './draft.js'
import { modifiersOf } from './modifiers.js'
import { translationProgress, type TranslationProgress } from './translations.js'
import type { MenuOrganization } from './organization.js'
import { moveTo } from './positions.js'
import { stopsOfItems } from './stop-list.js'
import { checkRevision } from './revision.js'
import { sameJson } from '../../../contract/same-json.js'
import { categoryView, itemView, menuView, type MenuRow } from './views.js'

type MenuInput = z.output<typeof menuInputSchema>

export async function menuIn(db: Database | Tx, organizationId: string, id: string): Promise<MenuRow> {
  const [row] = isUuid(id) ? await db.select().from(menus).where(eq(menus.id, id)) : []
  if (!row || row.organizationId !== organizationId) throw notFound('Menu')
  return row
}

/**
 * The Menus screen's list. `translation: false` leaves each menu's translation progress empty:
 * it reads every text of every menu, the dearest part of the list, and only the Menus screen
 * shows it (the Menu page's switcher and the dialogs need the titles).
 */
export async function listMenus(db: Database, org: MenuOrganization, { translation = true } = {}): Promise<MenuList> {
  const [rows, counts, changed, orphans, published, progress] = await Promise.all([
    db.select().from(menus).where(eq(menus.organizationId, org.id)).orderBy(asc(menus.position), asc(menus.createdAt)),
    db.execute(sql`
      select c.menu_id, count(distinct c.id)::int as categories, count(ci.item_id)::int as items
      from menu_categories c left join menu_category_items ci on ci.category_id = c.id
      where c.organization_id = ${org.id} group by c.menu_id`) as unknown as Promise<{ rows: { menu_id: string; categories: number; items: number }[] }>,
    hasUnpublishedChanges(db, org.id),
    countOrphans(db, org.id),
    db.execute(sql`select max(number)::int as number from menu_versions where organization_id = ${org.id}`) as unknown as Promise<{
      rows: { number: number | null }[]
    }>,
    translation ? translationProgress(db, org.id, org.languages) : new Map<string, TranslationProgress>(),
  ])
  const byMenu = new Map(counts.rows.map((r) => [r.menu_id, r]))
  return {
    menus: rows.map((row) => ({
      ...menuView(row),
      categoryCount: byMenu.get(row.id)?.categories ?? 0,
      itemCount: byMenu.get(row.id)?.items ?? 0,
      translation: progress.get(row.id) ?? {},
    })),
    hasUnpublishedChanges: changed,
    orphanCount: orphans,
    publishedVersion: published.rows[0]?.number ?? null,
  }
}

export async function countOrphans(db: Database | Tx, organizationId: string): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from menu_items i
    where i.organization_id = ${organizationId}
      and not exists (select 1 from menu_category_items ci where ci.item_id = i.id)`)) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

/** The Menu page: the menu, its categories in order, each with its items in order. */
export async function menuPage(db: Database, org: MenuOrganization, id: string, now: Date): Promise<MenuPage> {
  const menu = await menuIn(db, org.id, id)
  const [categories, links, modifiers, changed] = await Promise.all([
    db.select().from(menuCategories).where(eq(menuCategories.menuId, id)).orderBy(asc(menuCategories.position), asc(menuCategories.createdAt)),
    db.execute(sql`
      select ci.category_id, ci.item_id, ci.position,
        (select array_agg(o.category_id::text) from menu_category_items o where o.item_id = ci.item_id) as category_ids
      from menu_category_items ci join menu_categories c on c.id = ci.category_id
      where c.menu_id = ${id} order by ci.category_id, ci.position`) as unknown as Promise<{
      rows: { category_id: string; item_id: string; category_ids: string[] | string }[]
    }>,
    modifiersOf(db, org.id),
    hasUnpublishedChanges(db, org.id),
  ])
  const itemIds = [...new Set(links.rows.map((l) => l.item_id))]
  const items = itemIds.length
    ? await db.select().from(menuItems).where(sql`${menuItems.id} = any(${`{${itemIds.join(',')}}`}::uuid[])`)
    : []
  const itemById = new Map(items.map((i) => [i.id, i]))
  const stops = await stopsOfItems(db, org.id, itemIds, now)
  const context = { modifiers, posIntegrationEnabled: org.posIntegrationEnabled }
  const perCategory = new Map<string, MenuPage['categories'][number]['items']>()
  for (const link of links.rows) {
    const row = itemById.get(link.item_id)
    if (!row) continue
    const list = perCategory.get(link.category_id) ?? []
    list.push({ ...itemView(row, pgArray(link.category_ids), context), stop: stops.get(row.id) ?? null })
    perCategory.set(link.category_id, list)
  }
  return {
    menu: menuView(menu),
    categories: categories.map((c) => ({ ...categoryView(c), items: perCategory.get(c.id) ?? [] })),
    hasUnpublishedChanges: changed,
  }
}

/** node-postgres parses uuid[] into arrays; PGlite may hand back the literal. */
export function pgArray(value: string[] | string | null): string[] {
  if (value === null) return []
  if (Array.isArray(value)) return value
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean)
}

function checkMenuInput(org: MenuOrganization, input: MenuInput, previous: MenuRow | null) {
  if (!hasApprovedText(input.title)) throw invalid('Title required', { title: [MENU_ERRORS.titleRequired] })
  // hideCategorySeparator is CUSTOMIZE_MENU's (SPEC.md 6): refused when changed without it.
  const wanted = input.hideCategorySeparator ?? previous?.hideCategorySeparator ?? false
  if (wanted !== (previous?.hideCategorySeparator ?? false) && !org.customizeMenu) throw forbidden()
  return wanted
}

const menuValues = (input: MenuInput, hideCategorySeparator: boolean) => ({
  title: input.title,
  description: input.description,
  active: input.active,
  activeHours: input.activeHours,
  waiterPrice: input.waiterPrice,
  waiterOrderOnly: input.waiterOrderOnly,
  hideCategorySeparator,
})

const storedMenuValues = (row: MenuRow) => ({
  title: row.title,
  description: row.description,
  active: row.active,
  activeHours: row.activeHours,
  waiterPrice: row.waiterPrice,
  waiterOrderOnly: row.waiterOrderOnly,
  hideCategorySeparator: row.hideCategorySeparator,
})

const nextMenuPosition = async (tx: Tx, organizationId: string) => {
  const result = (await tx.execute(
    sql`select coalesce(max(position) + 1, 0)::int as p from menus where organization_id = ${organizationId}`,
  )) as unknown as { rows: { p: number }[] }
  return result.rows[0]!.p
}

export function createMenu(db: Database, org: MenuOrganization, input: MenuInput) {
  return withDraft(db, org.id, async (tx) => {
    const hide = checkMenuInput(org, input, null)
    const [row] = await tx
      .insert(menus)
      .values({ organizationId: org.id, ...menuValues(input, hide), position: await nextMenuPosition(tx, org.id) })
      .returning()
    await markChanged(tx, org.id)
    return menuView(row!)
  })
}

export function updateMenu(db: Database, org: MenuOrganization, id: string, input: MenuInput) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await menuIn(tx, org.id, id)
    checkRevision(previous.revision, input.revision)
    const values = menuValues(input, checkMenuInput(org, input, previous))
    if (sameJson(values, storedMenuValues(previous))) return menuView(previous)
    const [row] = await tx.update(menus).set({ ...values, revision: previous.revision + 1 }).where(eq(menus.id, id)).returning()
    await markChanged(tx, org.id)
    return menuView(row!)
  })
}

export function setMenuVisible(db: Database, org: MenuOrganization, id: string, visible: boolean) {
  return withDraft(db, org.id, async (tx) => {
    const previous = await menuIn(tx, org.id, id)
    if (previous.active === visible) return menuView(previous)
    const [row] = await tx.update(menus).set({ active: visible, revision: previous.revision + 1 }).where(eq(menus.id, id)).returning()
    await markChanged(tx, org.id)
    return menuView(row!)
  })
}

/** Deletes the menu and its categories; items then in no category are orphans. */
export function deleteMenu(db: Database, org: MenuOrganization, id: string) {
  return withDraft(db, org.id, async (tx) => {
    await menuIn(tx, org.id, id)
    await tx.delete(menus).where(eq(menus.id, id))
    await renumberMenus(tx, org.id)
    await markChanged(tx, org.id)
  })
}

async function renumberMenus(tx: Tx, organizationId: string) {
  await tx.execute(sql`
    update menus m set position = o.p from (
      select id, (row_number() over (order by position, created_at) - 1)::int as p from menus where organization_id = ${organizationId}
    ) o where m.id = o.id and m.position <> o.p`)
}

export function moveMenu(db: Database, org: MenuOrganization, id: string, position: number) {
  return withDraft(db, org.id, async (tx) => {
    await menuIn(tx, org.id, id)
    const moved = await moveTo(
      tx,
      sql`select id from menus where organization_id = ${org.id} order by position, created_at`,
      id,
      position,
      (values) => sql`update menus m set position = v.p from (values ${values}) as v(id, p) where m.id = v.id and m.position <> v.p`,
    )
    if (moved) await markChanged(tx, org.id)
  })
}

/** A copy of the menu, inactive, with copies of its categories sharing their items. */
export function copyMenu(db: Database, org: MenuOrganization, id: string, input: z.output<typeof copyInputSchema>) {
  return withDraft(db, org.id, async (tx) => {
    const source = await menuIn(tx, org.id, id)
    if (!hasApprovedText(input.title)) throw invalid('Title required', { title: [MENU_ERRORS.titleRequired] })
    const [copy] = await tx
      .insert(menus)
      .values({
        organizationId: org.id,
        title: input.title,
        description: source.description,
        active: false,
        activeHours: source.activeHours,
        waiterPrice: source.waiterPrice,
        waiterOrderOnly: source.waiterOrderOnly,
        hideCategorySeparator: source.hideCategorySeparator,
        position: await nextMenuPosition(tx, org.id),
      })
      .returning()
    const categories = await tx.select().from(menuCategories).where(eq(menuCategories.menuId, id)).orderBy(asc(menuCategories.position))
    for (const category of categories) await copyCategoryRows(tx, category, copy!.id, category.title as Localized, category.active, category.position)
    await markChanged(tx, org.id)
    return menuView(copy!)
  })
}

/** Used by restoring orphans: the organization's archive menu and category, made inactive if missing. */
export async function archiveCategory(tx: Tx, organizationId: string): Promise<{ menuId: string; categoryId: string }> {
  const [existing] = await tx.select().from(menus).where(and(eq(menus.organizationId, organizationId), eq(menus.archive, true)))
  const menu =
    existing ??
    (
      await tx
        .insert(menus)
        .values({ organizationId, title: { en: ARCHIVE_MENU_TITLE }, active: false, archive: true, position: await nextMenuPosition(tx, organizationId) })
        .returning()
    )[0]!
  const [category] = await tx.select().from(menuCategories).where(eq(menuCategories.menuId, menu.id)).orderBy(asc(menuCategories.position)).limit(1)
  if (category) return { menuId: menu.id, categoryId: category.id }
  const [created] = await tx
    .insert(menuCategories)
    .values({ organizationId, menuId: menu.id, title: { en: ARCHIVE_CATEGORY_TITLE }, active: false, position: 0 })
    .returning()
  return { menuId: menu.id, categoryId: created!.id }
}

