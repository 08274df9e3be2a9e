/**
 * The draft as a whole and its published versions (SPEC.md 4 "Menu"; issue 8 "history").
 * Publishing stores the whole draft as the next numbered version, immutable, with who and when;
 * guests read only the newest. Revert makes the draft the newest version again; rolling back
 * makes an older version the draft (to be published like any change); the live one is refused.
 *
 * Restoring a version writes it over the draft row by row (upsert by id, delete what it does
 * not hold) rather than deleting everything and inserting: items keep their ids, so the stop
 * list, which is not part of the draft, keeps pointing at them.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { MENU_ERRORS, type MenuState, type MenuVersion } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { categoryItems, menuCategories, menuDrafts, menuItems, menuModifiers, menus, menuVersions, organizations, profiles } from '../../db/schema/index.js'
import { conflict, notFound } from '../errors.js'
import { hasUnpublishedChanges, markChanged, withDraft, type Tx } from './draft.js'
import { archiveCategory } from './menus.js'
import type { MenuOrganization } from './organization.js'
import { categoryView, itemView, menuView, modifierView } from './views.js'

/** The organization's draft, whole (contract menuStateSchema). */
export async function readDraftState(db: Database | Tx, organizationId: string, languages?: string[]): Promise<MenuState> {
  const [org] = await db
    .select({ languages: organizations.menuLanguages, pos: organizations.posIntegrationEnabled })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  const codes = languages ?? ((org?.languages ?? []) as { code: string }[]).map((l) => l.code)
  // One after another: inside publish's transaction they share one connection.
  const menuRows = await db.select().from(menus).where(eq(menus.organizationId, organizationId)).orderBy(menus.position, menus.createdAt)
  const categoryRows = await db
    .select()
    .from(menuCategories)
    .where(eq(menuCategories.organizationId, organizationId))
    .orderBy(menuCategories.menuId, menuCategories.position)
  const itemRows = await db.select().from(menuItems).where(eq(menuItems.organizationId, organizationId)).orderBy(menuItems.createdAt, menuItems.id)
  const modifierRows = await db
    .select()
    .from(menuModifiers)
    .where(eq(menuModifiers.organizationId, organizationId))
    .orderBy(menuModifiers.name, menuModifiers.id)
  const links = await db
    .select({ categoryId: categoryItems.categoryId, itemId: categoryItems.itemId, position: categoryItems.position })
    .from(categoryItems)
    .innerJoin(menuCategories, eq(menuCategories.id, categoryItems.categoryId))
    .where(eq(menuCategories.organizationId, organizationId))
    .orderBy(categoryItems.categoryId, categoryItems.position)
  const changed = await hasUnpublishedChanges(db, organizationId)
  const modifiers = new Map(modifierRows.map((m) => [m.id, m]))
  const categoriesOfItem = new Map<string, string[]>()
  for (const link of links) categoriesOfItem.set(link.itemId, [...(categoriesOfItem.get(link.itemId) ?? []), link.categoryId])
  const context = { modifiers, posIntegrationEnabled: org?.pos ?? false }
  return {
    menus: menuRows.map(menuView),
    categories: categoryRows.map(categoryView),
    items: itemRows.map((row) => itemView(row, categoriesOfItem.get(row.id) ?? [], context)),
    modifiers: modifierRows.map((row) => modifierView(row, codes)),
    menuCategories: categoryRows.map((c) => ({ menuId: c.menuId, categoryId: c.id, position: c.position })),
    categoryItems: links,
    hasUnpublishedChanges: changed,
  }
}

/** The version guests see: the newest published one, or null before the first publish. */
export async function readPublishedState(db: Database, organizationId: string, number?: number) {
  const [row] = await db
    .select({ number: menuVersions.number, publishedAt: menuVersions.publishedAt, state: menuVersions.state })
    .from(menuVersions)
    .where(number === undefined ? eq(menuVersions.organizationId, organizationId) : and(eq(menuVersions.organizationId, organizationId), eq(menuVersions.number, number)))
    .orderBy(desc(menuVersions.number))
    .limit(1)
  if (!row) return null
  return { number: row.number, publishedAt: row.publishedAt.toISOString(), state: { ...(row.state as MenuState), hasUnpublishedChanges: false } }
}

/** Stores the draft as the next version; the draft then has no unpublished changes. */
export function publish(db: Database, org: MenuOrganization, profileId: string) {
  return withDraft(db, org.id, async (tx) => {
    const state = await readDraftState(tx, org.id, org.languages)
    const { hasUnpublishedChanges: _flag, ...published } = state
    const [next] = (
      (await tx.execute(sql`select coalesce(max(number), 0)::int + 1 as n from menu_versions where organization_id = ${org.id}`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    await tx.insert(menuVersions).values({
      organizationId: org.id,
      number: next!.n,
      state: published,
      menuCount: state.menus.length,
      itemCount: state.items.length,
      publishedBy: profileId,
    })
    await tx.update(menuDrafts).set({ hasUnpublishedChanges: false, updatedAt: new Date() }).where(eq(menuDrafts.organizationId, org.id))
    return { version: next!.n }
  })
}

/** The draft becomes what guests see again. */
export function revert(db: Database, org: MenuOrganization) {
  return withDraft(db, org.id, async (tx) => {
    const published = await latestVersion(tx, org.id)
    if (!published) throw conflict('Nothing has been published yet')
    await restoreState(tx, org.id, published)
    await tx.update(menuDrafts).set({ hasUnpublishedChanges: false, updatedAt: new Date() }).where(eq(menuDrafts.organizationId, org.id))
  })
}

/** An earlier version becomes the draft; guests see it once it is published. */
export function rollback(db: Database, org: MenuOrganization, number: number) {
  return withDraft(db, org.id, async (tx) => {
    const [row] = await tx
      .select({ state: menuVersions.state })
      .from(menuVersions)
      .where(and(eq(menuVersions.organizationId, org.id), eq(menuVersions.number, number)))
    if (!row) throw notFound('Version')
    // The live version is what Revert brings back; as a rollback it would read as going back.
    const [newest] = await tx.select({ max: sql<number | null>`max(number)::int` }).from(menuVersions).where(eq(menuVersions.organizationId, org.id))
    if (newest?.max === number) {
      const error = conflict(`Version ${number} is already live`)
      Object.assign(error.params, { messageKey: MENU_ERRORS.versionLive })
      throw error
    }
    await restoreState(tx, org.id, row.state as MenuState)
    await markChanged(tx, org.id)
  })
}

async function latestVersion(tx: Tx, organizationId: string): Promise<MenuState | null> {
  const [row] = await tx
    .select({ state: menuVersions.state })
    .from(menuVersions)
    .where(eq(menuVersions.organizationId, organizationId))
    .orderBy(desc(menuVersions.number))
    .limit(1)
  return (row?.state as MenuState | undefined) ?? null
}

export async function listVersions(db: Database, organizationId: string, limit: number, offset: number): Promise<{ items: MenuVersion[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        number: menuVersions.number,
        publishedAt: menuVersions.publishedAt,
        byId: menuVersions.publishedBy,
        byName: profiles.name,
        menuCount: menuVersions.menuCount,
        itemCount: menuVersions.itemCount,
      })
      .from(menuVersions)
      .leftJoin(profiles, eq(profiles.id, menuVersions.publishedBy))
      .where(eq(menuVersions.organizationId, organizationId))
      .orderBy(desc(menuVersions.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int`, max: sql<number | null>`max(number)::int` }).from(menuVersions).where(eq(menuVersions.organizationId, organizationId)),
  ])
  return {
    items: rows.map((r) => ({
      number: r.number,
      publishedAt: r.publishedAt.toISOString(),
      publishedBy: { id: r.byId, name: r.byName },
      live: r.number === count?.max,
      menuCount: r.menuCount,
      itemCount: r.itemCount,
    })),
    total: count?.n ?? 0,
  }
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
const ids = (list: { id: string }[]) => sql`${`{${list.map((r) => r.id).join(',')}}`}::uuid[]`

/** Writes `state` over the organization's draft tables in the caller's transaction. */
async function restoreState(tx: Tx, organizationId: string, state: MenuState) {
  const org = sql`${organizationId}::uuid`
  await tx.execute(sql`delete from menu_category_items ci using menu_categories c where ci.category_id = c.id and c.organization_id = ${org}`)
  await tx.execute(sql`delete from menu_items where organization_id = ${org} and id <> all(${ids(state.items)})`)
  await tx.execute(sql`delete from menu_categories where organization_id = ${org} and id <> all(${ids(state.categories)})`)
  await tx.execute(sql`delete from menus where organization_id = ${org} and id <> all(${ids(state.menus)})`)
  await tx.execute(sql`delete from menu_modifiers where organization_id = ${org} and id <> all(${ids(state.modifiers)})`)
  await tx.execute(sql`
    insert into menus (id, organization_id, title, description, active, active_hours, position, waiter_price, waiter_order_only, hide_category_separator, archive)
    select x.id, ${org}, x.title, x.description, x.active, x."activeHours", x.position, x."waiterPrice", x."waiterOrderOnly", x."hideCategorySeparator", x.archive
    from jsonb_to_recordset(${json(state.menus)}) as x(id uuid, title jsonb, description jsonb, active boolean, "activeHours" jsonb, position int,
      "waiterPrice" boolean, "waiterOrderOnly" boolean, "hideCategorySeparator" boolean, archive boolean)
    on conflict (id) do update set title = excluded.title, description = excluded.description, active = excluded.active,
      active_hours = excluded.active_hours, position = excluded.position, waiter_price = excluded.waiter_price,
      waiter_order_only = excluded.waiter_order_only, hide_category_separator = excluded.hide_category_separator,
      archive = excluded.archive, revision = menus.revision + 1`)
  await tx.execute(sql`
    insert into menu_categories (id, organization_id, menu_id, title, description, header_image_url, footer_image_url, active, active_hours, position, waiter_price, waiter_order_only)
    select x.id, ${org}, x."menuId", x.title, x.description, x."headerImageUrl", x."footerImageUrl", x.active, x."activeHours", x.position, x."waiterPrice", x."waiterOrderOnly"
    from jsonb_to_recordset(${json(state.categories)}) as x(id uuid, "menuId" uuid, title jsonb, description jsonb, "headerImageUrl" jsonb,
      "footerImageUrl" jsonb, active boolean, "activeHours" jsonb, position int, "waiterPrice" boolean, "waiterOrderOnly" boolean)
    on conflict (id) do update set menu_id = excluded.menu_id, title = excluded.title, description = excluded.description,
      header_image_url = excluded.header_image_url, footer_image_url = excluded.footer_image_url, active = excluded.active,
      active_hours = excluded.active_hours, position = excluded.position, waiter_price = excluded.waiter_price,
      waiter_order_only = excluded.waiter_order_only, revision = menu_categories.revision + 1`)
  // Options are stored without the computed title the state carries.
  const modifiers = state.modifiers.map((m) => ({ ...m, options: m.options.map(({ computedTitle: _c, ...o }) => o) }))
  await tx.execute(sql`
    insert into menu_modifiers (id, organization_id, name, title, description, type, price_modifier_id, min_options, max_options, min_count, max_count, options)
    select x.id, ${org}, x.name, x.title, x.description, x.type, x."priceModifierId", x."minOptions", x."maxOptions", x."minCount", x."maxCount", x.options
    from jsonb_to_recordset(${json(modifiers)}) as x(id uuid, name text, title jsonb, description jsonb, type text, "priceModifierId" uuid,
      "minOptions" int, "maxOptions" int, "minCount" int, "maxCount" int, options jsonb)
    on conflict (id) do update set name = excluded.name, title = excluded.title, description = excluded.description, type = excluded.type,
      price_modifier_id = excluded.price_modifier_id, min_options = excluded.min_options, max_options = excluded.max_options,
      min_count = excluded.min_count, max_count = excluded.max_count, options = excluded.options, revision = menu_modifiers.revision + 1`)
  await tx.execute(sql`
    insert into menu_items (id, organization_id, title, description, hidden, gallery, tags, price, partial_price, waiter_price, waiter_order_only, pos_mapping, size, modifiers, library_item_id)
    select x.id, ${org}, x.title, x.description, x.hidden, x.gallery, x.tags, x.price, x."partialPrice", x."waiterPrice", x."waiterOrderOnly",
      x."posMapping", x.size, x.modifiers, x."libraryItemId"
    from jsonb_to_recordset(${json(state.items)}) as x(id uuid, title jsonb, description jsonb, hidden boolean, gallery jsonb, tags jsonb, price int,
      "partialPrice" boolean, "waiterPrice" boolean, "waiterOrderOnly" boolean, "posMapping" jsonb, size jsonb, modifiers jsonb, "libraryItemId" uuid)
    on conflict (id) do update set title = excluded.title, description = excluded.description, hidden = excluded.hidden, gallery = excluded.gallery,
      tags = excluded.tags, price = excluded.price, partial_price = excluded.partial_price, waiter_price = excluded.waiter_price,
      waiter_order_only = excluded.waiter_order_only, pos_mapping = excluded.pos_mapping, size = excluded.size, modifiers = excluded.modifiers,
      library_item_id = excluded.library_item_id, revision = menu_items.revision + 1`)
  await tx.execute(sql`
    insert into menu_category_items (category_id, item_id, position)
    select x."categoryId", x."itemId", x.position from jsonb_to_recordset(${json(state.categoryItems)}) as x("categoryId" uuid, "itemId" uuid, position int)`)
}

/** Items in no category (SPEC.md 4), newest first. */
export async function listOrphans(db: Database, org: MenuOrganization) {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.organizationId, org.id), sql`not exists (select 1 from menu_category_items ci where ci.item_id = ${menuItems.id})`))
    .orderBy(desc(menuItems.createdAt))
    .limit(1000)
  const modifiers = new Map((await db.select().from(menuModifiers).where(eq(menuModifiers.organizationId, org.id))).map((m) => [m.id, m]))
  return { items: rows.map((row) => itemView(row, [], { modifiers, posIntegrationEnabled: org.posIntegrationEnabled })) }
}

/** Puts orphans (all, or the listed ones) into the inactive archive menu's category. */
export function restoreOrphans(db: Database, org: MenuOrganization, only: string[] | undefined) {
  return withDraft(db, org.id, async (tx) => {
    const target = await archiveCategory(tx, org.id)
    const listed = only ? sql`and i.id = any(${`{${only.join(',')}}`}::uuid[])` : sql``
    await tx.execute(sql`
      insert into menu_category_items (category_id, item_id, position)
      select ${target.categoryId}::uuid, i.id,
        (select coalesce(max(position) + 1, 0) from menu_category_items where category_id = ${target.categoryId})
          + (row_number() over (order by i.created_at, i.id) - 1)::int
      from menu_items i
      where i.organization_id = ${org.id} ${listed}
        and not exists (select 1 from menu_category_items ci where ci.item_id = i.id)`)
    await markChanged(tx, org.id)
    return target
  })
}

export { previewTokenOf } from './draft.js'
