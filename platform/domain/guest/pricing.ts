/**
 * A cart line priced from the guest menu as published now (issue 28 item 6, ADR 0081): the
 * only place an order's money comes from. Pure: the menu (with the stop list's sold-out marks),
 * the moment on the venue's clock and what the guest chose go in; a priced line or the reason it
 * cannot be ordered comes out. The rules are SPEC.md 3 and 4's:
 *
 * - RADIO and PRICE: exactly one option; CHECKBOX: between minOptions and maxOptions options;
 *   STEPPER: a total count between minCount and maxCount, each option at most its maxCount
 *   (a max of 0 or none is no limit, as the guest menu says it);
 * - an item with `prices` costs the chosen size's price; an option costs what the guest menu
 *   shows for it with the chosen size (contract/guest-menu.ts optionPriceWith), times its count;
 * - hidden, priceless, waiter-order-only, closed (active hours, HIDE or DISABLE) or gone:
 *   UNAVAILABLE; on the stop list: SOLD_OUT; options that break a rule: INVALID.
 */
import { isAvailableAt } from '../../../contract/active-hours.js'
import type { CartLineProblem } from '../../../contract/guest-order.js'
import { optionPriceWith, type GuestItem, type GuestMenu, type GuestModifier } from '../../../contract/guest-menu.js'
import type { Localized } from '../../../contract/menu.js'

/** One chosen option, as a cart line keeps it. */
export interface ChosenOption {
  modifierId: string
  optionId: string
  count: number
}

/** What a line asks for: the fields of contract CartLineInput pricing reads. */
export interface LineChoice {
  itemId: string
  count: number
  options: ChosenOption[]
}

export interface PricedLine {
  itemId: string
  title: string
  /** The item's title in every language, which a cart keeps to name the line should the item leave the menu. */
  titles: Localized
  image: string | null
  /** One unit with its options, minor units. */
  unitPrice: number
  total: number
  /** [{title, options: [{title, count}]}] in the item's modifier order, as order items keep them. */
  modifiers: { title: string; options: { title: string; count: number }[] }[]
}

export interface LineRefusal {
  problem: CartLineProblem
  /** The item's title ('' when it is not on the menu at all). */
  title: string
  /** SOLD_OUT of an option: that option's title. */
  detail: string | null
  /** INVALID: the modifier whose rule the options break (null: an id that is no modifier of the item). */
  modifierId: string | null
}

export type LinePricing = { ok: true; line: PricedLine } | { ok: false; refusal: LineRefusal }

/** A menu text in `language`, else the menu's main language, else any (guest menu texts are approved only). */
export function textIn(localized: Localized, language: string, main: string): string {
  return localized[language] ?? localized[main] ?? Object.values(localized)[0] ?? ''
}

/** An item may sit in several categories: it can be ordered when one of them is open to guests now. */
function findItem(menu: GuestMenu, itemId: string, now: Date): { item: GuestItem; orderable: boolean } | null {
  let found: GuestItem | null = null
  for (const entry of menu.menus) {
    for (const category of entry.categories) {
      const item = category.items.find((i) => i.id === itemId)
      if (!item) continue
      found = item
      const open =
        !entry.waiterOrderOnly &&
        !category.waiterOrderOnly &&
        isAvailableAt(entry.activeHours, now, menu.organization.timeZone) &&
        isAvailableAt(category.activeHours, now, menu.organization.timeZone)
      if (open) return { item, orderable: true }
    }
  }
  return found ? { item: found, orderable: false } : null
}

const hasPrice = (item: GuestItem) =>
  item.priceState !== 'NOT_SET' && item.priceState !== 'NOT_SUPPORTED' && (item.prices.length > 0 || item.price !== null)

/** Whether `value` is within [min, max]; a max of 0 or none has no limit. */
const within = (value: number, min: number | null, max: number | null) => value >= (min ?? 0) && (!max || value <= max)

function breaksRule(modifier: GuestModifier, chosen: ChosenOption[]): boolean {
  const options = new Map(modifier.options.map((o) => [o.id, o]))
  switch (modifier.type) {
    case 'RADIO':
    case 'PRICE':
      return chosen.length !== 1 || chosen[0]!.count !== 1
    case 'CHECKBOX':
      return chosen.some((c) => c.count !== 1) || !within(chosen.length, modifier.minOptions, modifier.maxOptions)
    case 'STEPPER': {
      const total = chosen.reduce((sum, c) => sum + c.count, 0)
      const overOption = chosen.some((c) => {
        const max = options.get(c.optionId)!.maxCount
        return max !== null && max > 0 && c.count > max
      })
      return overOption || !within(total, modifier.minCount, modifier.maxCount)
    }
  }
}

export function priceLine(menu: GuestMenu, now: Date, choice: LineChoice, language: string): LinePricing {
  const main = menu.languages[0]?.code ?? language
  const refuse = (problem: CartLineProblem, title: string, more: Partial<LineRefusal> = {}): LinePricing => ({
    ok: false,
    refusal: { problem, title, detail: null, modifierId: null, ...more },
  })
  const found = findItem(menu, choice.itemId, now)
  if (!found) return refuse('UNAVAILABLE', '')
  const { item } = found
  const title = textIn(item.title, language, main)
  if (!found.orderable || item.waiterOrderOnly || !hasPrice(item)) return refuse('UNAVAILABLE', title)
  if (item.soldOut) return refuse('SOLD_OUT', title)

  // Every chosen option must be an option of one of the item's modifiers, each once.
  const modifiers = new Map(item.modifiers.map((m) => [m.id, m]))
  const seen = new Set<string>()
  for (const option of choice.options) {
    const modifier = modifiers.get(option.modifierId)
    const key = `${option.modifierId}:${option.optionId}`
    if (!modifier) return refuse('INVALID', title)
    if (seen.has(key) || !modifier.options.some((o) => o.id === option.optionId)) return refuse('INVALID', title, { modifierId: modifier.id })
    seen.add(key)
  }
  const chosenOf = (modifier: GuestModifier) => choice.options.filter((o) => o.modifierId === modifier.id)
  for (const modifier of item.modifiers) {
    if (breaksRule(modifier, chosenOf(modifier))) return refuse('INVALID', title, { modifierId: modifier.id })
  }
  for (const modifier of item.modifiers) {
    for (const chosen of chosenOf(modifier)) {
      const option = modifier.options.find((o) => o.id === chosen.optionId)!
      if (option.soldOut) return refuse('SOLD_OUT', title, { detail: textIn(option.title, language, main) })
    }
  }

  // The item's price: its chosen size's when it has sizes (the PRICE modifier's options), else its own.
  const priceModifier = item.modifiers.find((m) => m.type === 'PRICE')
  const chosenOption = (modifierId: string | null | undefined) =>
    modifierId ? choice.options.find((o) => o.modifierId === modifierId)?.optionId : undefined
  let unitPrice: number
  if (item.prices.length > 0) {
    const size = item.prices.find((p) => p.optionId === chosenOption(priceModifier?.id))
    if (!size) return refuse('INVALID', title, { modifierId: priceModifier?.id ?? null })
    unitPrice = size.price
  } else {
    unitPrice = item.price!
  }

  const lines: PricedLine['modifiers'] = []
  for (const modifier of item.modifiers) {
    const chosen = chosenOf(modifier)
    if (chosen.length === 0) continue
    const options: PricedLine['modifiers'][number]['options'] = []
    for (const option of modifier.options) {
      const pick = chosen.find((c) => c.optionId === option.id)
      if (!pick) continue
      if (modifier.type !== 'PRICE') {
        const price = optionPriceWith(option, chosenOption(modifier.priceModifierId) ?? chosenOption(priceModifier?.id))
        // Priced only for other sizes: not offered with the one chosen.
        if (price === null) return refuse('INVALID', title, { modifierId: modifier.id })
        unitPrice += price * pick.count
      }
      options.push({ title: textIn(option.title, language, main), count: pick.count })
    }
    lines.push({ title: textIn(modifier.title, language, main), options })
  }

  return {
    ok: true,
    line: {
      itemId: item.id,
      title,
      titles: item.title,
      image: item.gallery[0]?.url ?? null,
      unitPrice,
      total: unitPrice * choice.count,
      modifiers: lines,
    },
  }
}
