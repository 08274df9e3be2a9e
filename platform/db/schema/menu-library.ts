/**
 * The menu library (SPEC.md section 3 "Library item"): items an organization saved to reuse,
 * found by words. `search` is a generated full-text vector over every language of the title and
 * description, indexed with GIN, so a search matches all words without scanning the table.
 */
import { sql } from 'drizzle-orm'
import { customType, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { organizations } from './organizations.js'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const menuLibraryItems = pgTable(
  'menu_library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: jsonb('title').notNull().default(sql`'{}'::jsonb`),
    description: jsonb('description').notNull().default(sql`'{}'::jsonb`),
    gallery: jsonb('gallery').notNull().default(sql`'[]'::jsonb`),
    size: jsonb('size'),
    tags: jsonb('tags').notNull().default(sql`'[]'::jsonb`),
    search: tsvector('search').generatedAlwaysAs(
      // Two vectors joined, not `title || description`: that merges the jsonb objects by key and
      // would keep only the description's text in a language both have.
      sql`jsonb_to_tsvector('simple'::regconfig, title, '["string"]'::jsonb) || jsonb_to_tsvector('simple'::regconfig, description, '["string"]'::jsonb)`,
    ),
    createdAt: createdAt(),
  },
  (t) => [index('menu_library_items_organization_idx').on(t.organizationId), index('menu_library_items_search_idx').using('gin', t.search)],
)
