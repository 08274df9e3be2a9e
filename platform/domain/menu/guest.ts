/**
 * The guest menu (issue 8 item 8; contract/guest-menu.ts): the last published version filtered
 * for guests, or the draft for whoever holds the preview link's token. No session: anyone with
 * the organization's id may read what is published, and nothing else.
 *
 * Published versions never change, so the filtered view of one is kept in memory by
 * (organization, version, languages), a few hundred at most; a guest's read then costs two
 * small queries (the organization, the newest version's number). The draft is read fresh.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import {
  approvedOnly,
  type GuestItem,
  type GuestMenu,
  type GuestMenuEntry,
  type GuestModifier,
  type GuestOption,
  type GuestTag,
} from '../../../contract/guest-menu.js'
import { guestSwitchAt } from '../../../contract/guest-table.js'
import type { ItemModifier, Localized, MenuItem, MenuState, Modifier, OptionPrice } from '../../../contract/menu.js'
import type { Database } from '../../db/client.js'
import { menuDrafts, menuVersions, organizations } from '../../db/schema/index.js'
import { isAvailableAt } from '../../../contract/active-hours.js'
import { notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { sizeTitle } from './reference.js'
import { readDraftState, readPublishedState } from './state.js'
import { stoppedNow } from './stop-list.js'

/** Tag name → what a guest sees of it; null for a name the reference does not know. */
export type TagLookup = (name: string) => GuestTag | null

/* ---------- the filter (pure) ---------- */

const hasText = (localized: Localized) => Object.keys(localized).length > 0
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position

function guestOption(option: Modifier['options'][number], link: ItemModifier | undefined): GuestOption | null {
  const own = link?.options[option.id]
  if (option.hidden || own?.hidden) return null
  const prices = (own?.prices ?? option.prices) as OptionPrice[]
  const enabled = prices.filter((p) => p.enabled && p.price !== null)
  // An option whose every price is switched off is not offered with this item.
  if (prices.length > 0 && prices.every((p) => !p.enabled)) return null
  const pricesByPriceOption: Record<string, number> = {}
  for (const price of enabled) for (const required of price.requiredOptions) pricesByPriceOption[required] ??= price.price!
  return {
    id: option.id,
    title: approvedOnly(option.computedTitle ?? option.title),
    description: approvedOnly(option.description),
    defaultCount: option.defaultCount,
    maxCount: option.maxCount,
    price: enabled.find((p) => p.requiredOptions.length === 0)?.price ?? null,
    pricesByPriceOption,
    soldOut: false,
  }
}

function guestModifier(modifier: Modifier, link: ItemModifier): GuestModifier | null {
  const options = modifier.options.flatMap((o) => guestOption(o, link) ?? [])
  if (options.length === 0) return null
  return {
    id: modifier.id,
    title: approvedOnly(modifier.title),
    description: approvedOnly(modifier.description),
    type: modifier.type,
    priceModifierId: modifier.priceModifierId,
    minOptions: modifier.minOptions,
    maxOptions: modifier.maxOptions,
    minCount: modifier.minCount,
    maxCount: modifier.maxCount,
    options,
  }
}

/** A price option's title, or its size written out ('250 ml') when it has no title. */
function priceTitle(price: MenuItem['prices'][number], item: MenuItem, modifiers: Map<string, Modifier>): Localized {
  const own = approvedOnly(price.title)
  if (hasText(own)) return own
  for (const link of item.modifiers) {
    const option = modifiers.get(link.id)?.options.find((o) => o.id === price.optionId)
    if (option) return approvedOnly(option.computedTitle ?? option.title)
  }
  return own
}

/** What guests see of an item, or null when they do not see it (hidden, no price to show, no title). */
function guestItem(item: MenuItem, modifiers: Map<string, Modifier>, languages: string[], tagOf: TagLookup): GuestItem | null {
  if (item.hidden || item.priceState === 'NOT_SET' || item.priceState === 'NOT_SUPPORTED') return null
  const title = approvedOnly(item.title)
  if (!hasText(title)) return null
  const size = item.size ? sizeTitle(item.size, languages) : {}
  return {
    id: item.id,
    title,
    description: approvedOnly(item.description),
    gallery: item.gallery,
    tags: item.tags.flatMap((name) => tagOf(name) ?? []),
    price: item.price,
    prices: item.prices.map((p) => ({ ...p, title: priceTitle(p, item, modifiers) })),
    priceState: item.priceState,
    partialPrice: item.partialPrice,
    waiterOrderOnly: item.waiterOrderOnly,
    size: hasText(size) ? size : null,
    modifiers: item.modifiers.flatMap((link) => {
      const modifier = modifiers.get(link.id)
      return (modifier && guestModifier(modifier, link)) ?? []
    }),
    soldOut: false,
  }
}

/**
 * The stop list on a guest menu: items and options stopped now are marked sold out. Applied per
 * request on top of the (cached) version, so a stop or a put-back shows at once, without publish.
 */
export function markSoldOut(menus: GuestMenuEntry[], stopped: { items: Set<string>; options: Set<string> }): GuestMenuEntry[] {
  if (stopped.items.size === 0 && stopped.options.size === 0) return menus
  return menus.map((menu) => ({
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        ...item,
        soldOut: stopped.items.has(item.id),
        modifiers: item.modifiers.map((modifier) => ({
          ...modifier,
          options: modifier.options.map((option) => ({ ...option, soldOut: stopped.options.has(`${modifier.id}:${option.id}`) })),
        })),
      })),
    })),
  }))
}

/**
 * A menu state (published or draft) as guests see it: active menus in order, their active
 * categories in order, each with its visible items in order. Categories left empty and menus
 * left without categories are not shown.
 */
export function guestMenus(
  state: Pick<MenuState, 'menus' | 'categories' | 'items' | 'modifiers' | 'menuCategories' | 'categoryItems'>,
  languages: string[],
  tagOf: TagLookup,
): GuestMenuEntry[] {
  const categories = new Map(state.categories.map((c) => [c.id, c]))
  const items = new Map(state.items.map((i) => [i.id, i]))
  const modifiers = new Map(state.modifiers.map((m) => [m.id, m]))
  // One item in several categories is filtered once.
  const seen = new Map<string, GuestItem | null>()
  const itemFor = (id: string) => {
    if (!seen.has(id)) {
      const item = items.get(id)
      seen.set(id, item ? guestItem(item, modifiers, languages, tagOf) : null)
    }
    return seen.get(id) ?? null
  }
  return [...state.menus]
    .filter((menu) => menu.active && !menu.archive)
    .sort(byPosition)
    .flatMap((menu): GuestMenuEntry[] => {
      const entries = state.menuCategories
        .filter((link) => link.menuId === menu.id)
        .sort(byPosition)
        .flatMap((link) => {
          const category = categories.get(link.categoryId)
          if (!category || !category.active) return []
          const visible = state.categoryItems
            .filter((ci) => ci.categoryId === category.id)
            .sort(byPosition)
            .flatMap((ci) => itemFor(ci.itemId) ?? [])
          if (visible.length === 0) return []
          return [
            {
              id: category.id,
              title: approvedOnly(category.title),
              description: approvedOnly(category.description),
              headerImageUrl: approvedOnly(category.headerImageUrl),
              footerImageUrl: approvedOnly(category.footerImageUrl),
              activeHours: category.activeHours,
              waiterPrice: category.waiterPrice,
              waiterOrderOnly: category.waiterOrderOnly,
              items: visible,
            },
          ]
        })
      if (entries.length === 0) return []
      return [
        {
          id: menu.id,
          title: approvedOnly(menu.title),
          description: approvedOnly(menu.description),
          activeHours: menu.activeHours,
          waiterPrice: menu.waiterPrice,
          waiterOrderOnly: menu.waiterOrderOnly,
          hideCategorySeparator: menu.hideCategorySeparator,
          categories: entries,
        },
      ]
    })
}

/* ---------- the published views, remembered ---------- */

const CACHE_LIMIT = 200

/** A small LRU: a Map keeps insertion order, so the first key is the least recently used. */
class ViewCache {
  private readonly entries = new Map<string, GuestMenuEntry[]>()

  get(key: string): GuestMenuEntry[] | undefined {
    const value = this.entries.get(key)
    if (value) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: GuestMenuEntry[]) {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > CACHE_LIMIT) this.entries.delete(this.entries.keys().next().value!)
  }
}

/** One cache per database: tests run several platforms in one process. */
const caches = new WeakMap<Database, ViewCache>()
const cacheOf = (db: Database) => {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new ViewCache()))
  return cache
}

/* ---------- reading ---------- */

/** Which part of a menu a page shows: one menu ('first': the first open now), or one item. */
export type GuestMenuPart = { menu: string } | { item: string }

/**
 * A big menu (the benchmark's has 5,000 items) is not sent whole to a page that shows a part:
 * with `menu`, every menu stays (the page's tabs) but only the chosen one keeps its categories,
 * its items as cards (without modifiers: only an item's own page shows them);
 * the chosen one is the asked id, else the first menu open now on the venue's clock, else the
 * first. With `item`, only the categories holding the item stay, each with that item alone.
 */
export function selectPart(
  menus: GuestMenuEntry[],
  part: GuestMenuPart | undefined,
  now: Date,
  timeZone: string,
): { menus: GuestMenuEntry[]; selectedMenuId: string | null } {
  if (!part) return { menus, selectedMenuId: null }
  if ('item' in part) {
    const holding = menus.flatMap((menu) => {
      const categories = menu.categories.flatMap((category) => {
        const item = category.items.find((i) => i.id === part.item)
        return item ? [{ ...category, items: [item] }] : []
      })
      return categories.length > 0 ? [{ ...menu, categories }] : []
    })
    return { menus: holding, selectedMenuId: null }
  }
  const chosen =
    menus.find((m) => m.id === part.menu) ?? menus.find((m) => isAvailableAt(m.activeHours, now, timeZone)) ?? menus[0]
  const asCards = (menu: GuestMenuEntry): GuestMenuEntry => ({
    ...menu,
    categories: menu.categories.map((c) => ({ ...c, items: c.items.map((i) => (i.modifiers.length === 0 ? i : { ...i, modifiers: [] })) })),
  })
  return {
    menus: menus.map((m) => (m === chosen ? asCards(m) : { ...m, categories: [] })),
    selectedMenuId: chosen?.id ?? null,
  }
}

/** Equal tokens, compared in time that does not depend on where they differ (digests are of one length). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export interface GuestMenuRequest {
  /** The draft link's token: the draft instead of the published version. Wrong: 404. */
  preview?: string
  /** Only this part of the menu (contract GuestMenuQuery `menu` / `item`): see selectPart. */
  part?: GuestMenuPart
  tagOf: TagLookup
  /** The platform's clock: stop-list entries in force at this moment mark items sold out. */
  now: Date
}

/**
 * The guest menu of an organization. 404 when it does not exist, has no menu enabled, has
 * published nothing (without a preview token), or the token is not its draft link's.
 */
export async function readGuestMenu(db: Database, organizationId: string, request: GuestMenuRequest): Promise<GuestMenu> {
  if (!isUuid(organizationId)) throw notFound('Menu')
  const [org] = await db
    .select({
      name: organizations.name,
      currency: organizations.currency,
      timeZone: organizations.timeZone,
      menuEnabled: organizations.menuEnabled,
      languages: organizations.menuLanguages,
      allowOrder: organizations.allowOrder,
      allowOrderDisabled: organizations.allowOrderDisabled,
      allowOrderDisabledUntil: organizations.allowOrderDisabledUntil,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  if (!org || !org.menuEnabled) throw notFound('Menu')
  const languages = ((org.languages ?? []) as { code: string; title?: string | null }[]).map((l) => ({
    code: l.code,
    title: l.title ?? l.code,
  }))
  const codes = languages.map((l) => l.code)
  const head = { organization: { id: organizationId, name: org.name, currency: org.currency, timeZone: org.timeZone }, languages }
  const ordering = guestSwitchAt(org.allowOrder, org.allowOrderDisabled, org.allowOrderDisabledUntil, request.now)

  if (request.preview !== undefined) {
    const [draft] = await db
      .select({ token: menuDrafts.previewToken })
      .from(menuDrafts)
      .where(eq(menuDrafts.organizationId, organizationId))
    // A wrong token is answered like an unknown menu, never with the published one.
    if (!draft || request.preview.length > 200 || !sameToken(request.preview, draft.token)) throw notFound('Menu')
    const state = await readDraftState(db, organizationId, codes)
    const stopped = await stoppedNow(db, organizationId, request.now)
    const part = selectPart(guestMenus(state, codes, request.tagOf), request.part, request.now, org.timeZone)
    return { ...head, version: null, publishedAt: null, draft: true, ordering: { state: 'NOT_OFFERED', until: null }, selectedMenuId: part.selectedMenuId, menus: markSoldOut(part.menus, stopped) }
  }

  const [latest] = await db
    .select({ number: menuVersions.number, publishedAt: menuVersions.publishedAt })
    .from(menuVersions)
    .where(eq(menuVersions.organizationId, organizationId))
    .orderBy(desc(menuVersions.number))
    .limit(1)
  if (!latest) throw notFound('Menu')
  const key = `${organizationId}:${latest.number}:${codes.join(',')}`
  const cache = cacheOf(db)
  let menus = cache.get(key)
  if (!menus) {
    const published = await readPublishedState(db, organizationId, latest.number)
    if (!published) throw notFound('Menu')
    menus = guestMenus(published.state, codes, request.tagOf)
    cache.set(key, menus)
  }
  const stopped = await stoppedNow(db, organizationId, request.now)
  const part = selectPart(menus, request.part, request.now, org.timeZone)
  return {
    ...head,
    version: latest.number,
    publishedAt: latest.publishedAt.toISOString(),
    draft: false,
    ordering,
    selectedMenuId: part.selectedMenuId,
    menus: markSoldOut(part.menus, stopped),
  }
}
