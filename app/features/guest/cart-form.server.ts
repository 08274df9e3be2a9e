/**
 * The guest's cart forms read and answered on the server (issue 28 items 6 and 9): the item
 * page's choices as a cart line (only the item's own modifiers and options are read: a price or
 * any other field a browser adds is never looked at), adding it to the guest's cart (made on the
 * first add, kept in the cookie), and the platform's refusals in the guest's words.
 */
import type { TFunction } from 'i18next'
import { ErrorCode } from '#contract/errors'
import { CART_LIMITS, CART_LINE_PROBLEMS, ORDER_REFUSALS, type CartLineInput, type GuestCart, type GuestCartLine } from '#contract/guest-order'
import type { GuestItem, GuestMenu } from '#contract/guest-menu'
import { ApiError, type Api } from '~/services/api.server'
import { keepCart, keptCart } from './cart-cookie.server'
import { addLine, createCart, setCartTable } from './cart.server'

/** What the item form held, to draw it again after a refusal: option id → count, the quantity and note as typed. */
export interface PostedItem {
  options: Record<string, number>
  quantity: string
  note: string
}

/** A message on the whole form ('') or on a modifier's fieldset (its id) or a field ('quantity', 'note'). */
export type FormErrors = Record<string, string>

const wholeCount = (value: FormDataEntryValue | null): number | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  return /^\d{1,3}$/.test(text) ? Number(text) : text === '' ? 0 : null
}

export function readItemForm(item: GuestItem, form: FormData, t: TFunction): { line: CartLineInput | null; posted: PostedItem; errors: FormErrors } {
  const errors: FormErrors = {}
  const options: CartLineInput['options'] = []
  const posted: PostedItem = { options: {}, quantity: '', note: '' }
  for (const modifier of item.modifiers) {
    const known = new Set(modifier.options.map((o) => o.id))
    if (modifier.type === 'STEPPER') {
      for (const option of modifier.options) {
        const count = wholeCount(form.get(`modifier-${modifier.id}-${option.id}`))
        if (count === null || count > CART_LIMITS.optionCount) errors[modifier.id] = t('guestOrder.errors.count')
        else if (count > 0) {
          posted.options[option.id] = count
          options.push({ modifierId: modifier.id, optionId: option.id, count })
        }
      }
      continue
    }
    const chosen = new Set(form.getAll(`modifier-${modifier.id}`).filter((v): v is string => typeof v === 'string' && known.has(v)))
    for (const optionId of chosen) {
      posted.options[optionId] = 1
      options.push({ modifierId: modifier.id, optionId, count: 1 })
    }
  }
  const quantityText = form.get('quantity')
  posted.quantity = typeof quantityText === 'string' ? quantityText.slice(0, 6) : ''
  const count = wholeCount(quantityText)
  if (count === null || count < 1 || count > CART_LIMITS.count) errors.quantity = t('guestOrder.errors.quantity', { max: CART_LIMITS.count })
  const noteText = form.get('instructions')
  const note = typeof noteText === 'string' ? noteText.trim() : ''
  posted.note = note.slice(0, CART_LIMITS.note * 2)
  if (note.length > CART_LIMITS.note) errors.note = t('guestOrder.errors.note', { max: CART_LIMITS.note })
  const valid = Object.keys(errors).length === 0 && count !== null
  return { line: valid ? { itemId: item.id, count, options, ...(note ? { note } : {}) } : null, posted, errors }
}

/**
 * The line in the guest's cart at this venue: the kept one, or a new one when there is none
 * yet, it was placed, or the platform no longer knows it. Bound to `tableId` when the menu was
 * opened from a table. Answers the cart and the Set-Cookie to send when a new cart was made.
 */
export async function addToCart(
  api: Api,
  request: Request,
  organizationId: string,
  line: CartLineInput,
  { tableId, language }: { tableId: string | null; language: string },
): Promise<{ cart: GuestCart; cookie: string | null }> {
  const kept = (await keptCart(request, organizationId)).cart
  if (kept) {
    try {
      const cart = await addLine(api, kept, line, language)
      return { cart: tableId && cart.table?.id !== tableId ? await setCartTable(api, kept, tableId, language) : cart, cookie: null }
    } catch (error) {
      // A placed or forgotten cart: this line starts the next one.
      const stale = error instanceof ApiError && (error.status === 404 || error.params.reason === ORDER_REFUSALS.placed)
      if (!stale) throw error
    }
  }
  const created = await createCart(api, organizationId, tableId ?? undefined)
  const cart = await addLine(api, created, line, language)
  return { cart, cookie: await keepCart(request, organizationId, { cart: created }) }
}

/** What is wrong with a line, in the guest's words ('Currently sold out: Cheesecake'). */
export function lineProblemText(problem: GuestCartLine['problem'], title: string, detail: string | null, t: TFunction): string | null {
  if (!problem) return null
  return t(`guestOrder.problems.${problem}`, { item: detail ? `${title} (${detail})` : title })
}

/** 'Ordering is paused until Mon 14:00.' on the venue's clock, or without a time when it waits for a person. */
export function orderingOffText(until: string | null, timeZone: string, language: string, t: TFunction): string {
  if (!until) return t('guestOrder.orderingOff')
  const time = new Intl.DateTimeFormat(language, { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(until))
  return t('guestOrder.orderingOffUntil', { time })
}

/** A refusal of the platform in the guest's words, on the part of the form it is about ('' for the whole form). */
export function orderRefusal(error: unknown, t: TFunction, menu: GuestMenu, language: string): [field: string, message: string] {
  if (!(error instanceof ApiError)) {
    if (error instanceof Response && error.status === 503) return ['', t('guestOrder.errors.unavailable')]
    throw error
  }
  const { reason } = error.params
  if (error.errorCode === ErrorCode.RATE_LIMIT) {
    const retryAt = typeof error.params.retryAt === 'string' ? Date.parse(error.params.retryAt) : NaN
    const minutes = Number.isFinite(retryAt) ? Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000)) : 10
    return ['', t('guestOrder.errors.rateLimit', { minutes })]
  }
  if (reason === ORDER_REFUSALS.orderingOff) {
    const until = typeof error.params.until === 'string' ? error.params.until : null
    return ['', orderingOffText(until, menu.organization.timeZone, language, t)]
  }
  if (reason === ORDER_REFUSALS.modifierRule) return [typeof error.params.modifierId === 'string' ? error.params.modifierId : '', t('guestOrder.errors.modifierRule')]
  if (reason === ORDER_REFUSALS.itemNotOrderable) return ['', t('guestOrder.errors.notOrderable')]
  if (reason === ORDER_REFUSALS.emptyCart) return ['', t('guestOrder.errors.cartEmpty')]
  if (reason === ORDER_REFUSALS.tableRequired) return ['table', t('guestOrder.errors.tableRequired')]
  if (reason === ORDER_REFUSALS.posRefused) {
    const message = typeof error.params.message === 'string' ? error.params.message : ''
    return ['', t('guestOrder.errors.posRefused', { message })]
  }
  if (reason === ORDER_REFUSALS.linesUnavailable) {
    const lines = Array.isArray(error.params.lines) ? (error.params.lines as Record<string, unknown>[]) : []
    const said = lines.flatMap((line) => {
      const problem = CART_LINE_PROBLEMS.find((p) => p === line.problem) ?? 'UNAVAILABLE'
      const text = lineProblemText(problem, typeof line.title === 'string' ? line.title : '', typeof line.detail === 'string' ? line.detail : null, t)
      return text ? [text] : []
    })
    return ['', said.join(' · ') || t('guestOrder.errors.invalid')]
  }
  if (reason === ORDER_REFUSALS.placed) return ['', t('guestOrder.errors.placed')]
  if (error.status === 503) return ['', t('guestOrder.errors.unavailable')]
  if (error.status === 400 || error.status === 404 || error.status === 409) return ['', t('guestOrder.errors.invalid')]
  throw error
}
