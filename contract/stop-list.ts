/**
 * /api/v1 stop-list calls (SPEC.md sections 3 "Stop-list entry", 4 "Stop list" and 7): items and
 * modifier options that are out of stock. The stop list applies to the published menu at once,
 * without a publish; an entry whose `activeUntil` has passed no longer counts, with no job having
 * to run (every read compares with the platform's clock).
 *
 *   GET    /business/stop-list?organizationId&q&page&size&around   entries in stock order (paged; with
 *          around=<entry id>, the page holding that entry)
 *   GET    /business/stop-list/candidates?organizationId&q&page&size   what may still be stopped
 *   POST   /business/stop-list?organizationId   {menuItemId} | {menuModifierId, menuOptionId}, activeUntil
 *   DELETE /business/stop-list/{id}?organizationId
 *
 * Every call needs VIEW_STOP_LIST on a menuEnabled organization (403 otherwise); writes carry
 * X-Request-Id like the menu writes, so the live channel echoes them.
 */
import { z } from 'zod'
import { queryInt, uuid } from './primitives.js'
import { localizedSchema } from './menu.js'

export const STOP_LIST_PATH = '/business/stop-list'

export const STOP_LIST_LIMITS = {
  /** Page size of both lists: the default, and the largest a caller may ask for. */
  pageSize: 50,
  pageSizeMax: 200,
  query: 100,
} as const

/** Message keys the platform answers with (translated under stopList.errors in locales/). */
export const STOP_LIST_ERRORS = {
  alreadyStopped: 'stopList.errors.alreadyStopped',
  unknownItem: 'stopList.errors.unknownItem',
  unknownOption: 'stopList.errors.unknownOption',
  untilInPast: 'stopList.errors.untilInPast',
  chooseOne: 'stopList.errors.chooseOne',
} as const

/** The hour (local to the organization) the business day ends: 'until end of the business day'. */
export const BUSINESS_DAY_END_HOUR = 8

/* ---------- requests ---------- */

export const stopListQuerySchema = z.object({
  q: z.string().trim().max(STOP_LIST_LIMITS.query).optional(),
  page: queryInt(0, 100_000).optional(),
  size: queryInt(1, STOP_LIST_LIMITS.pageSizeMax).optional(),
  /** An entry in force: the list answers the page that holds it instead of `page` (the candidates ignore it). */
  around: uuid().optional(),
})
export type StopListQuery = z.infer<typeof stopListQuerySchema>

/** An ISO date-time with its offset; null (or absent) means 'until put back'. */
const activeUntil = z.string().datetime({ offset: true }).nullable().default(null)

export const stopListAddSchema = z.union([
  z.object({ menuItemId: uuid(), activeUntil }).strict(),
  z.object({ menuModifierId: uuid(), menuOptionId: uuid(), activeUntil }).strict(),
])
export type StopListAdd = z.input<typeof stopListAddSchema>

/* ---------- answers ---------- */

/** Where an item is shown: one line per menu and category it is in (the draft's). */
export const stopListPlacementSchema = z.object({
  menuId: z.string(),
  menuTitle: localizedSchema,
  categoryId: z.string(),
  categoryTitle: localizedSchema,
})

export const stopListItemSchema = z.object({
  kind: z.literal('ITEM'),
  menuItemId: z.string(),
  title: localizedSchema,
  placements: z.array(stopListPlacementSchema),
  /** The POS item ids the item is mapped to (chips on the screen); empty without POS. */
  posMapping: z.array(z.string()),
})

export const stopListOptionSchema = z.object({
  kind: z.literal('OPTION'),
  menuModifierId: z.string(),
  menuOptionId: z.string(),
  modifierName: z.string(),
  optionTitle: localizedSchema,
})

/** What can be stopped: an item or a modifier option, with what the screen shows of it. */
export const stopListTargetSchema = z.discriminatedUnion('kind', [stopListItemSchema, stopListOptionSchema])
export type StopListTarget = z.infer<typeof stopListTargetSchema>

export const stopListEntrySchema = z.object({
  id: z.string(),
  /** Null: until put back. */
  activeUntil: z.string().nullable(),
  createdAt: z.string(),
  target: stopListTargetSchema,
})
export type StopListEntry = z.infer<typeof stopListEntrySchema>

/** GET /business/stop-list: the entries in force now, items then options, each by title. */
export const stopListPageSchema = z.object({
  entries: z.array(stopListEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type StopListPage = z.infer<typeof stopListPageSchema>

/** GET /business/stop-list/candidates: items and options not stopped now (the add dialog). */
export const stopListCandidatesSchema = z.object({
  candidates: z.array(stopListTargetSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type StopListCandidates = z.infer<typeof stopListCandidatesSchema>
