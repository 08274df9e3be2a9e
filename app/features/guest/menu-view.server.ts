/**
 * The guest menu's pages as plain data (issue 8 item 8): the language, which menus and
 * categories are open on the venue's clock, every text picked and every price and image URL
 * worked out on the server. The pages render it without JavaScript and without translations
 * in the browser, so they read the same after a client-side navigation from the back-office.
 */
import { translatorFor } from '~/services/i18n.server'
import type { TFunction } from 'i18next'
import { chooseLanguage } from '~/features/guest/guest-language.server'
import { activeHoursText, isAvailableAt } from '#contract/active-hours'
import { optionPriceWith, type GuestItem, type GuestMenu, type GuestModifier } from '#contract/guest-menu'
import { clampCrop, imageSrcSet, imageUrl, parseStoredImageUrl, renditionHeight } from '#contract/images'
import type { ActiveHours, GalleryImage, Localized } from '#contract/menu'
import { formatMoney } from '~/utils/format'
import { pickText, pickedLanguage } from '~/features/menu/localized'
import { priceDisplay, priceText } from '~/features/menu/menu-price'
import { isId } from '~/services/not-found.server'
import type { GuestCart } from '#contract/guest-order'
import type { GuestSwitch } from '#contract/guest-table'
import { orderingOffText } from '~/features/guest/cart-form.server'
import { unitPrice, type ItemPriceSetup } from '~/features/guest/item-price'
import { itemPriceSetup } from '~/features/guest/item-price.server'

/** Card and detail picture widths in CSS px (contract/images.ts RENDITION_WIDTHS has both). */
export const LIST_IMAGE = 96
export const DETAIL_IMAGE = 430

/* ---------- language and links ---------- */

/** The query every guest link keeps: the draft link's token, the chosen language, the menu shown and the table the guest orders for. */
export interface GuestQuery {
  preview: string | null
  lang: string | null
  menu: string | null
  /** `?table=` of a table's page: the cart is bound to it. */
  table: string | null
}

export function guestQuery(request: Request): GuestQuery {
  const params = new URL(request.url).searchParams
  const menu = params.get('menu')
  const table = params.get('table')
  return {
    preview: params.get('preview') || null,
    lang: params.get('lang') || null,
    menu: menu && menu.length <= 64 ? menu : null,
    table: isId(table) ? table : null,
  }
}

export function withQuery(path: string, query: GuestQuery, hash = '', extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (query.preview) params.set('preview', query.preview)
  if (query.lang) params.set('lang', query.lang)
  if (query.menu) params.set('menu', query.menu)
  if (query.table) params.set('table', query.table)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const search = params.toString()
  return `${path}${search ? `?${search}` : ''}${hash}`
}

/** The draft link's page is nobody's to keep or index. */
export function guestHeaders(draft: boolean): Record<string, string> {
  return draft ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } : {}
}

/* ---------- shared pieces ---------- */

/** A text and, when it came from another language than the page's, that language (for `lang`). */
export interface TextView {
  text: string
  lang?: string
}

function textIn(localized: Localized, language: string): TextView | null {
  const text = pickText(localized, language)
  if (!text) return null
  const from = pickedLanguage(localized, language)
  return from && from !== language ? { text, lang: from } : { text }
}

export interface ImageView {
  src: string
  srcSet: string
  width: number
  height: number
  background: string | null
}

function galleryImage(image: GalleryImage | undefined, kind: 'list' | 'detail', width: number): ImageView | null {
  if (!image || parseStoredImageUrl(image.url)?.ext === 'pdf') return null
  const stored = parseStoredImageUrl(image.url) !== null && image.width >= 1 && image.height >= 1
  const crop = clampCrop(kind === 'list' ? image.listCrop : image.detailCrop, image.width, image.height, kind)
  const height = stored ? renditionHeight(crop, width) : Math.max(1, Math.round((width * image.height) / Math.max(1, image.width)))
  return {
    src: imageUrl(image, kind, width),
    srcSet: imageSrcSet(image, kind, width),
    width,
    height,
    background: image.backgroundColor ? `#${image.backgroundColor}` : null,
  }
}

/** A category's header or footer picture in the language (or the fallback's); pdfs are not drawn. */
function localizedImage(urls: Localized, language: string): string | null {
  const url = pickText(urls, language)
  return url && !url.toLowerCase().endsWith('.pdf') ? url : null
}

/** Closed now by its active hours: HIDE leaves it out, DISABLE shows it greyed with its hours. */
type Availability = { show: false } | { show: true; note: string | null }

function availability(hours: ActiveHours | null, now: Date, timeZone: string, language: string, t: TFunction): Availability {
  if (!hours || isAvailableAt(hours, now, timeZone)) return { show: true, note: null }
  if (hours.inactiveBehaviour === 'HIDE') return { show: false }
  const text = activeHoursText(hours, language, { allDay: t('guestMenu.allDay') })
  return { show: true, note: text ? t('guestMenu.availableHours', { hours: text }) : t('guestMenu.notAvailableNow') }
}

/** What the card shows for the price: one line, or the options one under another. Nothing for a POS price. */
export type PriceView = { kind: 'text'; text: string } | { kind: 'options'; prices: { title: string; amount: string }[] } | null

function priceView(item: GuestItem, currency: string, language: string, t: TFunction): PriceView {
  const display = priceDisplay(item, currency, language)
  if (display.kind === 'pos') return null
  if (display.kind === 'options') return { kind: 'options', prices: display.prices.map(({ title, amount }) => ({ title, amount })) }
  return { kind: 'text', text: priceText(display, t) }
}

/* ---------- the menu page ---------- */

export interface ItemCard {
  id: string
  /**
   * The id of the item's first card, where its page's back link returns; an item in two
   * categories has a second card without one (an id is unique in a document).
   */
  anchor: string | null
  href: string
  title: TextView
  description: TextView | null
  size: string | null
  price: PriceView
  image: ImageView | null
  tags: { title: string; imageUrl: string }[]
  /** 'Available Mon–Fri 08:00–11:30' when its menu or category is closed now. */
  unavailable: string | null
  /** 'Currently sold out' while it is on the stop list: shown, but with no way to add it. */
  soldOut: string | null
  waiterOrderOnly: boolean
  /** The item page's address when a guest may add it to their order now (order taking open, orderable). */
  add: string | null
}

export interface CategoryView {
  id: string
  anchor: string
  title: TextView | null
  description: TextView | null
  header: string | null
  footer: string | null
  unavailable: string | null
  waiterOrderOnly: boolean
  items: ItemCard[]
}

export interface MenuView {
  id: string
  anchor: string
  title: TextView | null
  description: TextView | null
  unavailable: string | null
  hideCategorySeparator: boolean
  categories: CategoryView[]
}

/** Order taking as this page shows it: `open`, or why not (null when ordering is not offered at all). */
export interface OrderingView {
  open: boolean
  note: string | null
}

/** The bar at the bottom of the menu while the cart holds something: '2 items · 7,40 € · View order'. */
export interface CartBarView {
  summary: string
  href: string
  label: string
}

export interface PageHead {
  organizationName: string
  lang: string
  draft: boolean
  languages: { code: string; title: string; href: string; current: boolean }[]
  labels: Record<'menus' | 'language' | 'draftRibbon' | 'draftNote', string> & { previewOnly?: string }
}

/** A tab of the menu page: one menu per page, so a big menu is not one endless page on a phone. */
export interface MenuTab {
  id: string
  title: string
  href: string
  current: boolean
  /** Closed now (DISABLE): the tab is shown greyed. */
  unavailable: boolean
}

export interface MenuPage extends PageHead {
  pageTitle: string
  /** The page's meta description: the venue and its menus, for a search result or a shared link. */
  description: string
  tabs: MenuTab[]
  menus: MenuView[]
  ordering: OrderingView
  cartBar: CartBarView | null
  /** 'Added to your order' after an item was added (`?added=1`). */
  added: string | null
  labels: PageHead['labels'] & Record<'empty' | 'waiterOrderOnly' | 'add', string>
}

export interface PageContext {
  menu: GuestMenu
  request: Request
  now: Date
  /** The guest's open cart at this venue, read for the cart bar. */
  cart?: GuestCart | null
}

/** The content language of a guest menu page (its cart's titles are read in it). */
export function menuLanguage(menu: GuestMenu, request: Request): string {
  return chooseLanguage(
    request,
    menu.languages.map((l) => l.code),
  )
}

function orderingView(ordering: GuestSwitch | undefined, timeZone: string, language: string, t: TFunction): OrderingView {
  if (ordering?.state === 'OPEN') return { open: true, note: null }
  if (!ordering || ordering.state === 'NOT_OFFERED') return { open: false, note: null }
  return { open: false, note: orderingOffText(ordering.until, timeZone, language, t) }
}

export function cartBar(cart: GuestCart | null | undefined, organizationId: string, query: GuestQuery, t: TFunction): CartBarView | null {
  if (!cart || cart.orderId || cart.lines.length === 0) return null
  const count = cart.lines.reduce((sum, line) => sum + line.count, 0)
  return {
    summary: `${t('guestOrder.itemCount', { count })} · ${formatMoney(cart.total, cart.currency)}`,
    href: withQuery(`/m/${organizationId}/cart`, query),
    label: t('guestOrder.viewOrder'),
  }
}

/** Whether a guest may put the item in a cart: not sold out, open now, not for waiters only, with a price. */
function orderable(item: GuestItem, unavailable: string | null, waiterOrderOnly: boolean): boolean {
  if (item.soldOut || unavailable || waiterOrderOnly || item.waiterOrderOnly) return false
  if (item.priceState === 'WAITER' || item.priceState === 'NOT_SET' || item.priceState === 'NOT_SUPPORTED') return false
  return item.price !== null || item.prices.length > 0
}

export async function headOf({ menu, request }: PageContext) {
  const codes = menu.languages.map((l) => l.code)
  const language = chooseLanguage(request, codes)
  // The words of the page in the menu's language when the interface has it, else in English.
  const t = await translatorFor(language)
  const asked = guestQuery(request)
  // Links carry the language only when it was chosen (and is the menu's): else the browser's applies again.
  const query = { ...asked, lang: asked.lang && codes.includes(asked.lang) ? asked.lang : null }
  const ordering = orderingView(menu.ordering, menu.organization.timeZone, language, t)
  const path = new URL(request.url).pathname
  const head: PageHead = {
    organizationName: menu.organization.name,
    lang: language,
    draft: menu.draft,
    languages:
      menu.languages.length > 1
        ? menu.languages.map((l) => ({
            code: l.code,
            title: l.title,
            href: withQuery(path, { ...query, lang: l.code }),
            current: l.code === language,
          }))
        : [],
    labels: {
      menus: t('guestMenu.menus'),
      language: t('guestMenu.language'),
      draftRibbon: t('guestMenu.draftRibbon'),
      draftNote: t('guestMenu.draftNote'),
      // Nothing to say while guests can order here.
      ...(ordering.open ? {} : { previewOnly: t('guestMenu.previewOnly') }),
    },
  }
  return { head, t, language, query, ordering }
}

function itemCard(
  item: GuestItem,
  ctx: {
    menu: GuestMenu
    language: string
    t: TFunction
    query: GuestQuery
    unavailable: string | null
    anchored: Set<string>
    ordering: OrderingView
    waiterOrderOnly: boolean
  },
): ItemCard {
  const { menu, language, t, anchored } = ctx
  const first = !anchored.has(item.id)
  anchored.add(item.id)
  const href = withQuery(`/m/${menu.organization.id}/items/${item.id}`, ctx.query)
  return {
    id: item.id,
    anchor: first ? `item-${item.id}` : null,
    href,
    add: ctx.ordering.open && orderable(item, ctx.unavailable, ctx.waiterOrderOnly) ? href : null,
    title: textIn(item.title, language) ?? { text: '' },
    description: textIn(item.description, language),
    size: item.size ? pickText(item.size, language) || null : null,
    price: priceView(item, menu.organization.currency, language, t),
    image: galleryImage(item.gallery[0], 'list', LIST_IMAGE),
    tags: item.tags.map((tag) => ({ title: pickText(tag.title, language), imageUrl: tag.imageUrl })),
    unavailable: ctx.unavailable,
    soldOut: item.soldOut ? t('guestMenu.soldOut') : null,
    waiterOrderOnly: item.waiterOrderOnly,
  }
}

/** The menus, categories and items open or greyed out now, in order; closed HIDE ones left out. */
function visibleMenus(ctx: PageContext, language: string, t: TFunction, query: GuestQuery, ordering: OrderingView): MenuView[] {
  const { menu, now } = ctx
  const zone = menu.organization.timeZone
  const anchored = new Set<string>()
  return menu.menus.flatMap((entry): MenuView[] => {
    const menuState = availability(entry.activeHours, now, zone, language, t)
    if (!menuState.show) return []
    const categories = entry.categories.flatMap((category): CategoryView[] => {
      const state = availability(category.activeHours, now, zone, language, t)
      if (!state.show) return []
      const unavailable = state.note ?? menuState.note
      const waiterOrderOnly = category.waiterOrderOnly || entry.waiterOrderOnly
      return [
        {
          id: category.id,
          anchor: `category-${category.id}`,
          title: textIn(category.title, language),
          description: textIn(category.description, language),
          header: localizedImage(category.headerImageUrl, language),
          footer: localizedImage(category.footerImageUrl, language),
          unavailable: state.note,
          waiterOrderOnly,
          items: category.items.map((item) => itemCard(item, { menu, language, t, query, unavailable, anchored, ordering, waiterOrderOnly })),
        },
      ]
    })
    if (categories.length === 0) return []
    return [
      {
        id: entry.id,
        anchor: `menu-${entry.id}`,
        title: textIn(entry.title, language),
        description: textIn(entry.description, language),
        unavailable: menuState.note,
        hideCategorySeparator: entry.hideCategorySeparator,
        categories,
      },
    ]
  })
}

/** The menus as tabs (those closed and HIDE left out), the one whose categories the page shows current. */
function menuTabs(ctx: PageContext, language: string, query: GuestQuery): MenuTab[] {
  const { menu, now } = ctx
  const zone = menu.organization.timeZone
  return menu.menus.flatMap((entry) => {
    const open = !entry.activeHours || isAvailableAt(entry.activeHours, now, zone)
    if (!open && entry.activeHours?.inactiveBehaviour === 'HIDE') return []
    return [
      {
        id: entry.id,
        title: pickText(entry.title, language) || '—',
        href: withQuery(`/m/${menu.organization.id}`, { ...query, menu: entry.id }),
        current: entry.id === menu.selectedMenuId,
        unavailable: !open,
      },
    ]
  })
}

export async function menuPage(ctx: PageContext): Promise<MenuPage> {
  const { head, t, language, query, ordering } = await headOf(ctx)
  const added = new URL(ctx.request.url).searchParams.get('added') === '1'
  // Item links and the language links keep the menu shown, so Back returns to it.
  const shown = { ...query, menu: ctx.menu.selectedMenuId }
  const tabs = menuTabs(ctx, language, query)
  return {
    ...head,
    pageTitle: t('guestMenu.pageTitle', { name: ctx.menu.organization.name }),
    description: t('guestMenu.description', { name: ctx.menu.organization.name, menus: tabs.map((tab) => tab.title).join(', ') }),
    tabs,
    menus: visibleMenus(ctx, language, t, shown, ordering),
    ordering,
    cartBar: ordering.open ? cartBar(ctx.cart, ctx.menu.organization.id, query, t) : null,
    added: added && ordering.open ? t('guestOrder.added') : null,
    labels: { ...head.labels, empty: t('guestMenu.empty'), waiterOrderOnly: t('guestMenu.waiterOrderOnly'), add: t('guestOrder.add') },
  }
}

/* ---------- the item page ---------- */

export interface OptionView {
  id: string
  title: TextView
  description: TextView | null
  /** '4 €' for a price option (what the item costs with it), '+1 €' for an extra; null when free. */
  price: string | null
  checked: boolean
  count: number
  maxCount: number | null
  /** 'Sold out' while the option is on the stop list: listed, not choosable. */
  soldOut: string | null
}

export interface ModifierView {
  id: string
  title: TextView | null
  description: TextView | null
  /** RADIO and PRICE: one of; CHECKBOX: any of; STEPPER: counts. */
  control: 'radio' | 'checkbox' | 'stepper'
  rule: string | null
  required: boolean
  options: OptionView[]
}

/** The item page's order form, while the guest may add the item. */
export interface ItemOrderView {
  /** The form posts to the page itself (its query kept). */
  action: string
  price: ItemPriceSetup
  /** One unit with the options chosen by default, written out. */
  unitPrice: number
  cartBar: CartBarView | null
}

export interface ItemPage extends PageHead {
  pageTitle: string
  backHref: string
  item: ItemCard & { detailImage: ImageView | null }
  modifiers: ModifierView[]
  order: ItemOrderView | null
  orderingNote: string | null
  labels: PageHead['labels'] &
    Record<
      'back' | 'quantity' | 'specialInstructions' | 'specialInstructionsHint' | 'required' | 'waiterOrderOnly' | 'addToOrder',
      string
    >
}

function ruleOf(modifier: GuestModifier, t: TFunction): { rule: string | null; required: boolean } {
  if (modifier.type === 'RADIO' || modifier.type === 'PRICE') return { rule: t('guestMenu.chooseOne'), required: true }
  const [min, max] = modifier.type === 'CHECKBOX' ? [modifier.minOptions, modifier.maxOptions] : [modifier.minCount, modifier.maxCount]
  const required = (min ?? 0) > 0
  if (required && max !== null && max > 0)
    return { rule: min === max ? t('guestMenu.chooseExactly', { max }) : t('guestMenu.chooseBetween', { min, max }), required }
  if (required) return { rule: t('guestMenu.chooseAtLeast', { min }), required }
  if (max !== null && max > 0) return { rule: t('guestMenu.chooseUpTo', { max }), required }
  return { rule: null, required: false }
}

function modifierViews(item: GuestItem, currency: string, language: string, t: TFunction): ModifierView[] {
  const priceModifier = item.modifiers.find((m) => m.type === 'PRICE')
  // Extras priced per size read the size chosen by default (the preview shows quantity 1 of the default).
  const chosenPrice = priceModifier ? priceModifier.options.find((o) => o.defaultCount > 0) ?? priceModifier.options[0] : undefined
  const itemPrices = new Map(item.prices.map((p) => [p.optionId, p.price]))
  return item.modifiers.map((modifier) => {
    const control = modifier.type === 'CHECKBOX' ? 'checkbox' : modifier.type === 'STEPPER' ? 'stepper' : 'radio'
    const available = modifier.options.filter((o) => !o.soldOut)
    const defaulted = available.find((o) => o.defaultCount > 0) ?? available[0]
    return {
      id: modifier.id,
      title: textIn(modifier.title, language),
      description: textIn(modifier.description, language),
      control,
      ...ruleOf(modifier, t),
      options: modifier.options.map((option) => {
        let price: string | null = null
        if (modifier.type === 'PRICE') {
          const own = itemPrices.get(option.id)
          price = own === undefined ? null : formatMoney(own, currency)
        } else {
          const extra = optionPriceWith(option, chosenPrice?.id)
          price = extra ? `+${formatMoney(extra, currency)}` : null
        }
        return {
          id: option.id,
          title: textIn(option.title, language) ?? { text: '' },
          description: textIn(option.description, language),
          price,
          checked: !option.soldOut && (control === 'radio' ? option.id === defaulted?.id : option.defaultCount > 0),
          count: option.soldOut ? 0 : option.defaultCount,
          maxCount: option.maxCount,
          soldOut: option.soldOut ? t('guestMenu.optionSoldOut') : null,
        }
      }),
    }
  })
}

/** The item's page, or null when guests cannot see it now (not in the menu, or closed and hidden). */
export async function itemPage(ctx: PageContext, itemId: string): Promise<ItemPage | null> {
  const { head, t, language, query, ordering } = await headOf(ctx)
  const menus = visibleMenus(ctx, language, t, query, ordering)
  const card = menus.flatMap((m) => m.categories.flatMap((c) => c.items)).find((i) => i.id === itemId)
  const item = ctx.menu.menus.flatMap((m) => m.categories.flatMap((c) => c.items)).find((i) => i.id === itemId)
  if (!card || !item) return null
  const category = menus.flatMap((m) => m.categories).find((c) => c.items.some((i) => i.id === itemId))
  const modifiers = modifierViews(item, ctx.menu.organization.currency, language, t)
  const price = itemPriceSetup(item, ctx.menu.organization.currency)
  const defaults = modifiers.flatMap((m) => m.options.map((o) => ({ optionId: o.id, count: m.control === 'stepper' ? o.count : o.checked ? 1 : 0 })))
  return {
    ...head,
    pageTitle: `${card.title.text} · ${ctx.menu.organization.name}`,
    backHref: withQuery(`/m/${ctx.menu.organization.id}`, query, `#item-${itemId}`),
    item: {
      ...card,
      // With a price modifier its options show the prices, one per size: not twice.
      price: item.modifiers.some((m) => m.type === 'PRICE') ? null : card.price,
      waiterOrderOnly: card.waiterOrderOnly || (category?.waiterOrderOnly ?? false),
      detailImage: galleryImage(item.gallery[0], 'detail', DETAIL_IMAGE),
    },
    modifiers,
    order: card.add
      ? {
          action: withQuery(`/m/${ctx.menu.organization.id}/items/${itemId}`, query),
          price,
          unitPrice: unitPrice(price, defaults),
          cartBar: cartBar(ctx.cart, ctx.menu.organization.id, query, t),
        }
      : null,
    orderingNote: ordering.note,
    labels: {
      ...head.labels,
      back: t('guestMenu.back'),
      quantity: t('guestMenu.quantity'),
      specialInstructions: t('guestMenu.specialInstructions'),
      specialInstructionsHint: t('guestMenu.specialInstructionsHint'),
      required: t('guestMenu.required'),
      waiterOrderOnly: t('guestMenu.waiterOrderOnly'),
      addToOrder: t('guestOrder.addToOrder'),
    },
  }
}
