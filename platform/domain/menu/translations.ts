/**
 * Translations of a whole menu (issue 8 item 6): filling every missing language of its texts
 * with suggestions (`lt?` keys, never shown to guests until an editor accepts them) in one
 * write, and how far each language is (approved / suggested / missing) for the Menus screen.
 * A menu's texts are its own, its categories', their items' and the modifiers those items
 * offer (the modifier's title and description, each option's title and description).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { Localized } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { menuCategories, menuItems, menuModifiers, menus } from '../../db/schema/index.js'
import type { TranslationProvider } from '../../providers/translation/index.js'
import { markChanged, withDraft } from './draft.js'
import { menuIn } from './menus.js'
import { modifiersById } from './modifiers.js'
import type { MenuOrganization } from './organization.js'
import { suggestMissingMany } from './translate.js'
import { sameJson } from '../../../contract/same-json.js'
import type { ModifierRow, StoredOption } from './views.js'

export type TranslationProgress = Record<string, { approved: number; suggested: number; missing: number }>

/** Per menu of the organization and menu language: texts with approved text, with only a suggestion, and with neither. */
export async function translationProgress(db: Database, organizationId: string, languages: string[]): Promise<Map<string, TranslationProgress>> {
  const result = new Map<string, TranslationProgress>()
  if (languages.length === 0) return result
  const rows = (await db.execute(sql`
    with texts as (
      select c.menu_id, x.value from menu_categories c
        cross join lateral (select c.title as value union all select c.description where c.description <> '{}'::jsonb) x
        where c.organization_id = ${organizationId}
      union all
      select m.id, x.value from menus m
        cross join lateral (select m.title as value union all select m.description where m.description <> '{}'::jsonb) x
        where m.organization_id = ${organizationId}
      union all
      select c.menu_id, x.value from menu_categories c
        join menu_category_items ci on ci.category_id = c.id join menu_items i on i.id = ci.item_id
        cross join lateral (select i.title as value union all select i.description where i.description <> '{}'::jsonb) x
        where c.organization_id = ${organizationId}
      union all
      select used.menu_id, x.value from (
        -- each modifier once per menu, however many of its items offer it
        -- (cast only what is a uuid, so the join below can use the primary key)
        select distinct c.menu_id, (link ->> 'id')::uuid as modifier_id from menu_categories c
          join menu_category_items ci on ci.category_id = c.id join menu_items i on i.id = ci.item_id
          cross join lateral jsonb_array_elements(i.modifiers) link
          where c.organization_id = ${organizationId}
            and link ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      ) used
        join menu_modifiers m on m.id = used.modifier_id
        cross join lateral (
          select m.title as value union all select m.description where m.description <> '{}'::jsonb
          union all select o -> 'title' from jsonb_array_elements(m.options) o where o -> 'title' <> '{}'::jsonb
          union all select o -> 'description' from jsonb_array_elements(m.options) o where o -> 'description' <> '{}'::jsonb
        ) x
    )
    select menu_id, l.code,
      count(*) filter (where coalesce(value ->> l.code, '') <> '')::int as approved,
      count(*) filter (where coalesce(value ->> l.code, '') = '' and coalesce(value ->> (l.code || '?'), '') <> '')::int as suggested,
      count(*) filter (where coalesce(value ->> l.code, '') = '' and coalesce(value ->> (l.code || '?'), '') = '')::int as missing
    from texts, unnest(${`{${languages.join(',')}}`}::text[]) as l(code)
    group by menu_id, l.code`)) as unknown as { rows: { menu_id: string; code: string; approved: number; suggested: number; missing: number }[] }
  for (const row of rows.rows) {
    const progress = result.get(row.menu_id) ?? {}
    progress[row.code] = { approved: row.approved, suggested: row.suggested, missing: row.missing }
    result.set(row.menu_id, progress)
  }
  return result
}

/** A modifier's texts in a fixed order: its title and description, then each option's. */
const modifierTexts = (m: ModifierRow): Localized[] => [
  m.title as Localized,
  m.description as Localized,
  ...(m.options as StoredOption[]).flatMap((o) => [o.title, o.description]),
]

/**
 * Fills every missing menu language of the menu's texts (its own, its categories', their
 * items', the modifiers those items offer) with the provider's suggestions. Shared items and
 * modifiers get them too: a suggestion is not an edit of their meaning, only an offer the
 * editor accepts or rejects.
 */
export function suggestMenuTranslations(db: Database, org: MenuOrganization, provider: TranslationProvider, menuId: string) {
  return withDraft(db, org.id, async (tx) => {
    const menu = await menuIn(tx, org.id, menuId)
    const categories = await tx.select().from(menuCategories).where(eq(menuCategories.menuId, menuId))
    const itemIds = categories.length
      ? ((await tx.execute(sql`select distinct ci.item_id as id from menu_category_items ci join menu_categories c on c.id = ci.category_id where c.menu_id = ${menuId}`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)
      : []
    const items = itemIds.length ? await tx.select().from(menuItems).where(inArray(menuItems.id, itemIds)) : []
    const modifierIds = [...new Set(items.flatMap((i) => (i.modifiers as { id: string }[]).map((m) => m.id)))]
    const modifiers = [...(await modifiersById(tx, org.id, modifierIds)).values()]
    const texts: Localized[] = [
      menu.title as Localized,
      menu.description as Localized,
      ...categories.flatMap((c) => [c.title as Localized, c.description as Localized]),
      ...items.flatMap((i) => [i.title as Localized, i.description as Localized]),
      ...modifiers.flatMap(modifierTexts),
    ]
    const filled = await suggestMissingMany(provider, texts, org.languages)
    let at = 0
    const next = () => filled[at++]!
    let changed = 0
    const [title, description] = [next(), next()]
    if (!sameJson([title, description], [menu.title, menu.description])) {
      await tx.update(menus).set({ title, description, revision: menu.revision + 1 }).where(eq(menus.id, menu.id))
      changed++
    }
    for (const c of categories) {
      const [t, d] = [next(), next()]
      if (sameJson([t, d], [c.title, c.description])) continue
      await tx.update(menuCategories).set({ title: t, description: d, revision: c.revision + 1 }).where(eq(menuCategories.id, c.id))
      changed++
    }
    for (const i of items) {
      const [t, d] = [next(), next()]
      if (sameJson([t, d], [i.title, i.description])) continue
      await tx.update(menuItems).set({ title: t, description: d, revision: i.revision + 1 }).where(eq(menuItems.id, i.id))
      changed++
    }
    for (const m of modifiers) {
      const [t, d] = [next(), next()]
      const options = (m.options as StoredOption[]).map((o) => ({ ...o, title: next(), description: next() }))
      if (sameJson([t, d, options], [m.title, m.description, m.options])) continue
      // A new revision: an editor open on the modifier saves over it only after reloading.
      await tx.update(menuModifiers).set({ title: t, description: d, options, revision: m.revision + 1 }).where(eq(menuModifiers.id, m.id))
      changed++
    }
    if (changed > 0) await markChanged(tx, org.id)
    return { changed, provider: { name: provider.name, demo: provider.demo, description: provider.describe() } }
  })
}

