/**
 * The menu of the benchmark venue (issue 8 item 11): 10 menus, 300 categories, 5,000 items and
 * 500 modifiers, generated in SQL so seeding takes seconds. Two items in three carry a
 * modifier; every category shows about 17 items; the draft is published once.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { memberships, organizations } from '../db/schema/index.js'
import { publish } from '../domain/menu/state.js'

export const LARGE_MENU = { menus: 10, categoriesPerMenu: 30, items: 5_000, modifiers: 500 } as const

const option = (title: string, price: number) => sql`jsonb_build_object(
  'id', gen_random_uuid(), 'title', jsonb_build_object('en', ${title}::text), 'description', '{}'::jsonb, 'defaultCount', 0,
  'maxCount', null, 'tags', '[]'::jsonb, 'size', null,
  'prices', jsonb_build_array(jsonb_build_object('enabled', true, 'price', ${price}::int, 'requiredOptions', '[]'::jsonb)),
  'hidden', false, 'posMapping', '[]'::jsonb, 'posMappingByPriceModifierOption', '{}'::jsonb)`

export async function seedLargeMenu(db: Database, venueId: string) {
  const { menus, categoriesPerMenu, items, modifiers } = LARGE_MENU
  const languages = [
    { code: 'en', title: 'English', iconUrl: null },
    { code: 'lt', title: 'Lietuvių', iconUrl: null },
  ]
  await db.update(organizations).set({ menuEnabled: true, menuLanguages: languages, supportedLanguages: ['en', 'lt'] }).where(eq(organizations.id, venueId))
  const venue = sql`${venueId}::uuid`
  await db.execute(sql`
    insert into menus (organization_id, title, description, position)
    select ${venue}, jsonb_build_object('en', 'Bench menu ' || g, 'lt', 'Bandomasis meniu ' || g), '{}'::jsonb, g - 1
    from generate_series(1, ${menus}) g`)
  await db.execute(sql`
    insert into menu_categories (organization_id, menu_id, title, position)
    select ${venue}, m.id, jsonb_build_object('en', 'Category ' || (m.position + 1) || '.' || g), g - 1
    from menus m, generate_series(1, ${categoriesPerMenu}) g where m.organization_id = ${venue}`)
  await db.execute(sql`
    insert into menu_modifiers (organization_id, name, title, type, min_options, max_options, options)
    select ${venue}, 'Bench modifier ' || lpad(g::text, 3, '0'), jsonb_build_object('en', 'Modifier ' || g),
      (array['RADIO', 'CHECKBOX', 'STEPPER', 'CHECKBOX'])[1 + g % 4], null, null,
      jsonb_build_array(${option('Option A', 50)}, ${option('Option B', 80)}, ${option('Option C', 120)})
    from generate_series(1, ${modifiers}) g`)
  await db.execute(sql`
    with mods as (select array_agg(id order by name) as ids from menu_modifiers where organization_id = ${venue})
    insert into menu_items (organization_id, title, description, price, modifiers)
    select ${venue}, jsonb_build_object('en', 'Bench item ' || g, 'lt', 'Bandomasis patiekalas ' || g),
      jsonb_build_object('en', 'A generated dish for the benchmark'), 100 + (g * 37) % 2000,
      case when g % 3 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('id', mods.ids[1 + g % ${modifiers}], 'options', '{}'::jsonb)) end
    from generate_series(1, ${items}) g, mods`)
  await db.execute(sql`
    with c as (select id, (row_number() over (order by menu_id, position) - 1)::int as k from menu_categories where organization_id = ${venue}),
         i as (select id, (row_number() over (order by created_at, id) - 1)::int as k from menu_items where organization_id = ${venue})
    insert into menu_category_items (category_id, item_id, position)
    select c.id, i.id, i.k / ${menus * categoriesPerMenu} from i join c on c.k = i.k % ${menus * categoriesPerMenu}`)
  await db.execute(sql`analyze menu_items`)
  await db.execute(sql`analyze menu_category_items`)
  const [admin] = await db.select({ id: memberships.profileId }).from(memberships).limit(1)
  await publish(
    db,
    { id: venueId, currency: 'EUR', timeZone: 'Europe/Vilnius', allowCustomization: false, posIntegrationEnabled: false, customizeMenu: true, languages: ['en', 'lt'] },
    admin!.id,
  )
}
