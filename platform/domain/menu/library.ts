/**
 * The menu library (SPEC.md section 3 "Library item"): items an organization saved to reuse.
 * A search matches every word typed as the start of a word of the title or description in any
 * language (section 9), through the GIN index on the generated `search` vector, not a scan.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { hasApprovedText, MENU_ERRORS, type GalleryImage, type Localized } from '../../../contract/menu.js'
import { LIBRARY_PAGE_SIZE, type LibraryItem, type libraryItemInputSchema } from '../../../contract/menu-reference.js'
import type { Database } from '../../db/client.js'
import { menuLibraryItems } from '../../db/schema/index.js'
import { invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { storedSize } from './views.js'
import type { MenuOrganization } from './organization.js'

type Row = typeof menuLibraryItems.$inferSelect
type LibraryInput = z.output<typeof libraryItemInputSchema>

/** More words than this in a search add nothing but cost. */
const MAX_WORDS = 8

function view(row: Row): LibraryItem {
  return {
    id: row.id,
    title: row.title as Localized,
    description: row.description as Localized,
    gallery: row.gallery as GalleryImage[],
    size: storedSize(row.size),
    tags: row.tags as string[],
  }
}

/**
 * The words of a search, lower case: runs of letters, marks and digits. Everything else (the
 * tsquery operators & | ! ( ) : * < - > and quotes among it) only separates words, so no text
 * can change the query's shape.
 */
export function searchWords(q: string | undefined): string[] {
  const words =
    (q ?? '')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** `'w1':* & 'w2':*`: all words, each as a prefix; the words hold no quote to escape. */
function prefixQuery(words: string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((w) => `'${w}':*`).join(' & ')})`
}

/** The organization's items matching every word of `q` (all of them without words), and the query. */
function matching(organizationId: string, q: string | undefined) {
  const words = searchWords(q)
  const query = words.length > 0 ? prefixQuery(words) : null
  return {
    query,
    where: and(eq(menuLibraryItems.organizationId, organizationId), query ? sql`${menuLibraryItems.search} @@ ${query}` : undefined),
  }
}

/**
 * The query of one page of the organization's library: best match first, then by title.
 * Exported so a test can EXPLAIN the very statement the listing runs.
 */
export function libraryPageQuery(
  db: Database,
  organization: Pick<MenuOrganization, 'id' | 'languages'>,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const { query, where } = matching(organization.id, q)
  const language = organization.languages[0] ?? 'en'
  // Title in the default language, else the first approved one: what the list shows first.
  const titleKey = sql`lower(coalesce(nullif(${menuLibraryItems.title} ->> ${language}, ''), (select min(e.value) from jsonb_each_text(${menuLibraryItems.title}) e where e.key not like '%?'), ''))`
  return db
    .select()
    .from(menuLibraryItems)
    .where(where)
    .orderBy(...(query ? [sql`ts_rank(${menuLibraryItems.search}, ${query}) desc`] : []), titleKey, menuLibraryItems.id)
    .limit(limit)
    .offset(offset)
}

/** One page of the library matching every word of `q` (everything without words), and how many match. */
export async function searchLibrary(
  db: Database,
  organization: Pick<MenuOrganization, 'id' | 'languages'>,
  options: { q?: string; limit?: number; offset?: number },
): Promise<{ items: LibraryItem[]; total: number }> {
  const rows = await libraryPageQuery(db, organization, options.q, options.limit ?? LIBRARY_PAGE_SIZE, options.offset ?? 0)
  const [counted] = await db.select({ n: count() }).from(menuLibraryItems).where(matching(organization.id, options.q).where)
  return { items: rows.map(view), total: Number(counted?.n ?? 0) }
}

/** The organization's library item, or 404 (a malformed id or another organization's item too). */
export async function libraryItemIn(db: Database, organizationId: string, id: string): Promise<LibraryItem> {
  const [row] = isUuid(id) ? await db.select().from(menuLibraryItems).where(eq(menuLibraryItems.id, id)).limit(1) : []
  if (!row || row.organizationId !== organizationId) throw notFound('Library item')
  return view(row)
}

/** Saves an item to the library; its title needs text in at least one approved language. */
export async function saveLibraryItem(db: Database, organizationId: string, input: LibraryInput): Promise<{ id: string }> {
  if (!hasApprovedText(input.title)) throw invalid('A title is required in at least one language', { title: [MENU_ERRORS.titleRequired] })
  // A size is kept only when it says something (SPEC.md 5: sent only with a value or multiplier).
  const size = input.size && (input.size.value !== null || input.size.multiplier !== null) ? input.size : null
  const [row] = await db
    .insert(menuLibraryItems)
    .values({ organizationId, title: input.title, description: input.description, gallery: input.gallery, size, tags: input.tags })
    .returning({ id: menuLibraryItems.id })
  return { id: row!.id }
}
