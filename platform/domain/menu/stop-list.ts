/**
 * The stop list (contract/stop-list.ts): items and modifier options out of stock.
 *
 * An entry is in force while `active_until` is null or later than the platform's clock; every
 * read compares, so an entry whose time has passed is back in stock by itself with no job to
 * run, and a test moves the clock instead of sleeping. Expired rows stay until the same target
 * is stopped again (they are removed then, under the organization's draft lock).
 *
 * The stop list is not part of the draft: it applies to the published menu at once and never
 * marks the draft as changed. Both lists page items first, then options, in one sequence.
 */
import { sql, type SQL } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import type { Localized } from '../../../contract/menu.js'
import { STOP_LIST_ERRORS, STOP_LIST_LIMITS, type StopListEntry, type StopListTarget } from '../../../contract/stop-list.js'
import type { Database } from '../../db/client.js'
import { isUniqueViolation } from '../../db/constraint-errors.js'
import { DomainError, invalid, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { containsPattern } from '../search.js'
import { withDraft } from './draft.js'
import type { MenuOrganization } from './organization.js'
import { computedTitle, type StoredOption } from './views.js'

export interface StopListQuery {
  q?: string
  page?: number
  size?: number
  /** An entry in force (stopped mode): the page that holds it is answered instead of `page`. */
  around?: string
}

type Mode = 'stopped' | 'candidates'

/** Whether any language of a localized jsonb column contains the search. */
const localizedMatches = (column: SQL, like: string) => sql`exists (select 1 from jsonb_each_text(${column}) t where t.value ilike ${like})`

const inForce = (now: Date) => sql`(s.active_until is null or s.active_until > ${now.toISOString()}::timestamptz)`

/** The entry in force of each row (stopped mode); candidates have none. */
const entryJoin = (mode: Mode, target: SQL, now: Date) =>
  mode === 'stopped'
    ? sql`left join lateral (select s.id, s.active_until, s.created_at from menu_stop_list s where ${target} and ${inForce(now)} order by s.created_at desc limit 1) e on true`
    : sql`left join lateral (select null::uuid as id, null::timestamptz as active_until, null::timestamptz as created_at) e on true`

function itemsWhere(org: MenuOrganization, mode: Mode, q: string, now: Date) {
  const stop = sql`select 1 from menu_stop_list s where s.menu_item_id = i.id and ${inForce(now)}`
  const parts = [
    sql`i.organization_id = ${org.id}`,
    mode === 'stopped' ? sql`exists (${stop})` : sql`not exists (${stop})`,
    // What may be stopped is what guests can meet: an item in some category.
    ...(mode === 'candidates' ? [sql`exists (select 1 from menu_category_items l where l.item_id = i.id)`] : []),
    ...(q ? [localizedMatches(sql`i.title`, containsPattern(q))] : []),
  ]
  return sql.join(parts, sql` and `)
}

function optionsWhere(org: MenuOrganization, mode: Mode, q: string, now: Date) {
  const stop = sql`select 1 from menu_stop_list s where s.menu_modifier_id = m.id and s.menu_option_id::text = o.value->>'id' and ${inForce(now)}`
  const like = containsPattern(q)
  const parts = [
    sql`m.organization_id = ${org.id}`,
    mode === 'stopped' ? sql`exists (${stop})` : sql`not exists (${stop})`,
    ...(q ? [sql`(m.name ilike ${like} or ${localizedMatches(sql`o.value->'title'`, like)})`] : []),
  ]
  return sql.join(parts, sql` and `)
}

interface ItemHit {
  id: string
  title: Localized
  pos_mapping: string[]
  placements: { menuId: string; menuTitle: Localized; categoryId: string; categoryTitle: Localized }[] | null
  entry_id: string | null
  active_until: Date | string | null
  created_at: Date | string | null
}

interface OptionHit {
  modifier_id: string
  name: string
  option: StoredOption
  entry_id: string | null
  active_until: Date | string | null
  created_at: Date | string | null
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The lists' orders: items by title in the first menu language, options by modifier name and their place in it. */
const itemOrder = (language: string) => sql`lower(coalesce(i.title->>${language}, '')), i.id`
const optionOrder = sql`lower(m.name), m.id, o.ord`

/**
 * The place (0-based) of the entry `id` in the stopped list `items` then `options` select, or
 * null when it is not there (unknown, another organization's, expired, or left out by the search).
 */
async function placeOf(db: Database, org: MenuOrganization, id: string, where: { items: SQL; options: SQL; itemCount: number }, now: Date) {
  if (!isUuid(id)) return null
  const [entry] = rowsOf<{ menu_item_id: string | null; menu_modifier_id: string | null; menu_option_id: string | null }>(
    await db.execute(sql`select s.menu_item_id, s.menu_modifier_id, s.menu_option_id from menu_stop_list s
      where s.id = ${id} and s.organization_id = ${org.id} and ${inForce(now)}`),
  )
  if (!entry) return null
  const language = org.languages[0] ?? 'en'
  if (entry.menu_item_id) {
    const [found] = rowsOf<{ n: number }>(
      await db.execute(sql`select t.n from (select i.id, row_number() over (order by ${itemOrder(language)}) as n from menu_items i where ${where.items}) t
        where t.id = ${entry.menu_item_id}`),
    )
    return found ? Number(found.n) - 1 : null
  }
  const [found] = rowsOf<{ n: number }>(
    await db.execute(sql`select t.n from (select m.id as modifier_id, o.value->>'id' as option_id, row_number() over (order by ${optionOrder}) as n
        from menu_modifiers m cross join lateral jsonb_array_elements(m.options) with ordinality o(value, ord) where ${where.options}) t
      where t.modifier_id = ${entry.menu_modifier_id} and t.option_id = ${entry.menu_option_id}`),
  )
  return found ? where.itemCount + Number(found.n) - 1 : null
}
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The organization's items and options stopped now, or those that may still be stopped. */
async function targets(db: Database, org: MenuOrganization, mode: Mode, query: StopListQuery, now: Date) {
  const q = (query.q ?? '').trim().slice(0, STOP_LIST_LIMITS.query)
  const size = Math.min(query.size ?? STOP_LIST_LIMITS.pageSize, STOP_LIST_LIMITS.pageSizeMax)
  const language = org.languages[0] ?? 'en'
  const items = itemsWhere(org, mode, q, now)
  const options = optionsWhere(org, mode, q, now)
  const [{ items: itemCount, options: optionCount }] = rowsOf<{ items: number; options: number }>(
    await db.execute(sql`select
      (select count(*)::int from menu_items i where ${items}) as items,
      (select count(*)::int from menu_modifiers m cross join lateral jsonb_array_elements(m.options) o(value) where ${options}) as options`),
  ) as [{ items: number; options: number }]
  const place = mode === 'stopped' && query.around ? await placeOf(db, org, query.around, { items, options, itemCount }, now) : null
  const page = place === null ? query.page ?? 0 : Math.floor(place / size)
  const offset = page * size

  let itemRows: ItemHit[] = []
  if (offset < itemCount) {
    itemRows = rowsOf<ItemHit>(
      await db.execute(sql`
        select i.id, i.title, i.pos_mapping,
          (select json_agg(json_build_object('menuId', mn.id, 'menuTitle', mn.title, 'categoryId', c.id, 'categoryTitle', c.title) order by mn.position, c.position)
             from menu_category_items l join menu_categories c on c.id = l.category_id join menus mn on mn.id = c.menu_id
            where l.item_id = i.id) as placements,
          e.id as entry_id, e.active_until, e.created_at
        from menu_items i
        ${entryJoin(mode, sql`s.menu_item_id = i.id`, now)}
        where ${items}
        order by ${itemOrder(language)}
        offset ${offset} limit ${size}`),
    )
  }
  let optionRows: OptionHit[] = []
  const left = size - itemRows.length
  if (left > 0 && optionCount > 0) {
    optionRows = rowsOf<OptionHit>(
      await db.execute(sql`
        select m.id as modifier_id, m.name, o.value as option,
          e.id as entry_id, e.active_until, e.created_at
        from menu_modifiers m
        cross join lateral jsonb_array_elements(m.options) with ordinality o(value, ord)
        ${entryJoin(mode, sql`s.menu_modifier_id = m.id and s.menu_option_id::text = o.value->>'id'`, now)}
        where ${options}
        order by ${optionOrder}
        offset ${Math.max(0, offset - itemCount)} limit ${left}`),
    )
  }
  return { itemRows, optionRows, total: itemCount + optionCount, page, size, languages: org.languages }
}

function itemTarget(row: ItemHit): StopListTarget {
  return { kind: 'ITEM', menuItemId: row.id, title: row.title, placements: row.placements ?? [], posMapping: row.pos_mapping ?? [] }
}

function optionTarget(row: OptionHit, languages: string[]): StopListTarget {
  return {
    kind: 'OPTION',
    menuModifierId: row.modifier_id,
    menuOptionId: row.option.id,
    modifierName: row.name,
    optionTitle: computedTitle(row.option, languages),
  }
}

/** GET /business/stop-list: the entries in force now. */
export async function listStopList(db: Database, org: MenuOrganization, query: StopListQuery, now: Date) {
  const found = await targets(db, org, 'stopped', query, now)
  const entries: StopListEntry[] = [
    ...found.itemRows.map((row) => ({ id: row.entry_id!, activeUntil: iso(row.active_until), createdAt: iso(row.created_at)!, target: itemTarget(row) })),
    ...found.optionRows.map((row) => ({
      id: row.entry_id!,
      activeUntil: iso(row.active_until),
      createdAt: iso(row.created_at)!,
      target: optionTarget(row, found.languages),
    })),
  ]
  return { entries, total: found.total, page: found.page, size: found.size }
}

/** GET /business/stop-list/candidates: what is not stopped now. */
export async function listStopCandidates(db: Database, org: MenuOrganization, query: StopListQuery, now: Date) {
  const found = await targets(db, org, 'candidates', query, now)
  const candidates = [...found.itemRows.map(itemTarget), ...found.optionRows.map((row) => optionTarget(row, found.languages))]
  return { candidates, total: found.total, page: found.page, size: found.size }
}

export type StopListAddInput = { menuItemId: string; activeUntil: string | null } | { menuModifierId: string; menuOptionId: string; activeUntil: string | null }

const alreadyStopped = () =>
  new DomainError(ErrorCode.CONFLICT, 'Already on the stop list', { key: STOP_LIST_ERRORS.alreadyStopped, fields: { target: [STOP_LIST_ERRORS.alreadyStopped] } })

/** Stops an item or an option. Under the draft lock, so two adds of one target cannot both win. */
export async function addToStopList(db: Database, org: MenuOrganization, input: StopListAddInput, now: Date): Promise<StopListEntry> {
  const until = input.activeUntil === null ? null : new Date(input.activeUntil)
  if (until && until.getTime() <= now.getTime()) {
    throw invalid('activeUntil must be in the future', { activeUntil: [STOP_LIST_ERRORS.untilInPast] })
  }
  const id = await withDraft(db, org.id, async (tx) => {
    let targetSql: SQL
    let values: SQL
    if ('menuItemId' in input) {
      const known = rowsOf(await tx.execute(sql`select 1 from menu_items where id = ${input.menuItemId} and organization_id = ${org.id}`))
      if (known.length === 0) throw invalid('Unknown item', { menuItemId: [STOP_LIST_ERRORS.unknownItem] })
      targetSql = sql`s.menu_item_id = ${input.menuItemId}`
      values = sql`${input.menuItemId}::uuid, null, null`
    } else {
      const known = rowsOf(
        await tx.execute(sql`select 1 from menu_modifiers m cross join lateral jsonb_array_elements(m.options) o(value)
          where m.id = ${input.menuModifierId} and m.organization_id = ${org.id} and o.value->>'id' = ${input.menuOptionId}`),
      )
      if (known.length === 0) throw invalid('Unknown option', { menuOptionId: [STOP_LIST_ERRORS.unknownOption] })
      targetSql = sql`s.menu_modifier_id = ${input.menuModifierId} and s.menu_option_id = ${input.menuOptionId}`
      values = sql`null, ${input.menuModifierId}::uuid, ${input.menuOptionId}::uuid`
    }
    const current = rowsOf<{ id: string }>(await tx.execute(sql`select s.id from menu_stop_list s where ${targetSql} and ${inForce(now)}`))
    if (current.length > 0) throw alreadyStopped()
    // Rows whose time has passed only said "was out of stock": the new entry replaces them.
    await tx.execute(sql`delete from menu_stop_list s where ${targetSql} and s.organization_id = ${org.id}`)
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into menu_stop_list (organization_id, menu_item_id, menu_modifier_id, menu_option_id, active_until)
        values (${org.id}, ${values}, ${until ? until.toISOString() : null}::timestamptz) returning id`),
    )
    return row!.id
  }).catch((error: unknown) => {
    // The draft lock makes this unreachable; the unique indexes (migration 0006) are the backstop.
    throw isUniqueViolation(error, 'menu_stop_list_') ? alreadyStopped() : error
  })
  const entry = await entryById(db, org, id)
  if (!entry) throw notFound('Stop-list entry')
  return entry
}

/** One entry in force, with its target as the lists show it (the answer to an add). */
async function entryById(db: Database, org: MenuOrganization, id: string): Promise<StopListEntry | null> {
  const [row] = rowsOf<{ menu_item_id: string | null; menu_modifier_id: string | null; menu_option_id: string | null; active_until: string | Date | null; created_at: string | Date }>(
    await db.execute(sql`select * from menu_stop_list where id = ${id} and organization_id = ${org.id}`),
  )
  if (!row) return null
  if (row.menu_item_id) {
    const [item] = rowsOf<ItemHit>(
      await db.execute(sql`select i.id, i.title, i.pos_mapping,
        (select json_agg(json_build_object('menuId', mn.id, 'menuTitle', mn.title, 'categoryId', c.id, 'categoryTitle', c.title) order by mn.position, c.position)
           from menu_category_items l join menu_categories c on c.id = l.category_id join menus mn on mn.id = c.menu_id where l.item_id = i.id) as placements
        from menu_items i where i.id = ${row.menu_item_id}`),
    )
    return { id, activeUntil: iso(row.active_until), createdAt: iso(row.created_at)!, target: itemTarget({ ...item!, entry_id: id, active_until: null, created_at: null }) }
  }
  const [option] = rowsOf<OptionHit>(
    await db.execute(sql`select m.id as modifier_id, m.name, o.value as option from menu_modifiers m cross join lateral jsonb_array_elements(m.options) o(value)
      where m.id = ${row.menu_modifier_id} and o.value->>'id' = ${row.menu_option_id}`),
  )
  return { id, activeUntil: iso(row.active_until), createdAt: iso(row.created_at)!, target: optionTarget(option!, org.languages) }
}

/** Puts an entry's item or option back in stock. Unknown, another organization's or expired: 404. */
export async function removeFromStopList(db: Database, org: MenuOrganization, id: string, now: Date) {
  if (!isUuid(id)) throw notFound('Stop-list entry')
  const removed = rowsOf(
    await db.execute(sql`delete from menu_stop_list s where s.id = ${id} and s.organization_id = ${org.id} and ${inForce(now)} returning s.id`),
  )
  if (removed.length === 0) throw notFound('Stop-list entry')
}

/** The entries in force for some items of the organization (the Menu page's sold-out marks). */
export async function stopsOfItems(db: Database, organizationId: string, itemIds: string[], now: Date) {
  if (itemIds.length === 0) return new Map<string, { id: string; activeUntil: string | null }>()
  const rows = rowsOf<{ id: string; menu_item_id: string; active_until: string | Date | null }>(
    await db.execute(sql`select s.id, s.menu_item_id, s.active_until from menu_stop_list s
      where s.organization_id = ${organizationId} and s.menu_item_id = any(${`{${itemIds.join(',')}}`}::uuid[]) and ${inForce(now)}`),
  )
  return new Map(rows.map((r) => [r.menu_item_id, { id: r.id, activeUntil: iso(r.active_until) }]))
}

/** Stopped item ids and option keys (`modifierId:optionId`) in force now (the guest menu). */
export async function stoppedNow(db: Database, organizationId: string, now: Date) {
  const rows = rowsOf<{ menu_item_id: string | null; menu_modifier_id: string | null; menu_option_id: string | null }>(
    await db.execute(sql`select s.menu_item_id, s.menu_modifier_id, s.menu_option_id from menu_stop_list s
      where s.organization_id = ${organizationId} and ${inForce(now)}`),
  )
  return {
    items: new Set(rows.flatMap((r) => (r.menu_item_id ? [r.menu_item_id] : []))),
    options: new Set(rows.flatMap((r) => (r.menu_modifier_id && r.menu_option_id ? [`${r.menu_modifier_id}:${r.menu_option_id}`] : []))),
  }
}
