/**
 * The payment page's loader and action, shared by a box's link (/pay/b/<boxId>) and an
 * employee's (/pay/m/<memberId>): the page in the guest's language with a fresh attempt, and
 * Pay (a checkout, then the provider's page) or Send rating (feedback without paying). A refusal
 * comes back as the form's message in the guest's language, the fields as they were posted.
 */
import { translatorFor } from '~/services/i18n.server'
import { randomUUID } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { GUEST_PAY_REFUSALS, guestPayGoneSchema, type GuestPayPage } from '#contract/guest-pay'
import { ErrorCode } from '#contract/errors'
import { SUPPORTED_LANGUAGES } from '~/i18n'
import { ApiError, type Api } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { isId } from '~/services/not-found.server'
import { formatMoney } from '~/utils/format'
import { chosenAmount, prefilledAmount } from './amounts'
import { keepCheckout, keptCheckout } from './checkout-cookie.server'
import type { GuestHead } from './guest-frame'
import { chooseLanguage } from './guest-language.server'
import { guestApi, readPayPage, readPayPageOfMember, sendFeedback, startCheckout } from './guest-pay.server'
import { guestPayFormSchema, type GuestPayForm } from './guest-pay-schemas'
import { payLabels } from './labels.server'
import { chosenRecipient, type PayFormState } from './pay-view'

export type PayTarget = 'box' | 'member'

/** The page is drawn per visit: its attempt must never be shared by two guests through a cache. */
export const PAGE_HEADERS = { 'Cache-Control': 'private, no-store' }

export function notFound(): never {
  throw new Response('Not found', { status: 404 })
}

async function readPage(api: Api, target: PayTarget, id: string | undefined) {
  if (!isId(id)) notFound()
  try {
    return { page: await (target === 'box' ? readPayPage(api, id) : readPayPageOfMember(api, id)), gone: null }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    if (error instanceof ApiError && error.status === 410) {
      const gone = guestPayGoneSchema.safeParse(error.params)
      if (gone.success) return { page: null, gone: gone.data }
    }
    throw error
  }
}

/** The frame's head: the venue, its languages (links keep the query), the preview's ribbon. */
export function payHead(request: Request, page: Pick<GuestPayPage, 'organization'>, language: string, t: TFunction, preview: boolean): GuestHead {
  const url = new URL(request.url)
  const links = (code: string) => {
    const params = new URLSearchParams(url.search)
    params.set('lang', code)
    params.delete('retry')
    return `${url.pathname}?${params.toString()}`
  }
  return {
    organizationName: page.organization.name,
    lang: language,
    draft: preview,
    languages:
      page.organization.languages.length > 1
        ? page.organization.languages.map((code) => ({ code, title: code.toUpperCase(), href: links(code), current: code === language }))
        : [],
    labels: { language: t('guestPay.language'), draftRibbon: t('guestPay.previewRibbon'), draftNote: t('guestPay.previewNote') },
  }
}

/** A form as first drawn: nothing chosen, a new attempt. */
export function freshForm(overrides: Partial<PayFormState> = {}): PayFormState {
  return {
    attempt: randomUUID(),
    preset: null,
    custom: '',
    coverFee: false,
    rating: null,
    likes: [],
    review: '',
    memberId: null,
    formErrors: [],
    fieldErrors: {},
    ...overrides,
  }
}

export async function payPageLoader({ request, params, context }: LoaderFunctionArgs, target: PayTarget) {
  const api = await guestApi(request, context)
  const read = await readPage(api, target, target === 'box' ? params.boxId : params.memberId)
  if (read.gone) {
    // The venue's languages are not known here: the browser's among the interface's.
    const lang = chooseLanguage(request, [...SUPPORTED_LANGUAGES])
    const t = await translatorFor(lang)
    const { gone } = read
    return json(
      {
        kind: 'gone' as const,
        lang,
        title: t('guestPay.goneTitle'),
        text: t('guestPay.goneText', { venue: gone.organizationName }),
        link: gone.boxId ? { href: `/pay/b/${gone.boxId}`, text: t('guestPay.goneLink') } : null,
      },
      { status: 410, headers: PAGE_HEADERS },
    )
  }
  const { page } = read
  if (!page) notFound()
  const url = new URL(request.url)
  const language = chooseLanguage(request, page.organization.languages, 'main')
  const t = await translatorFor(language)
  const preview = url.searchParams.get('preview') === 'true'
  const retryId = url.searchParams.get('retry')
  const retry = retryId ? await keptCheckout(request, retryId) : null
  const form = retry
    ? freshForm({
        ...prefilledAmount(String(retry.amount), page.amounts.presets, page.amounts),
        coverFee: retry.coverFee,
        rating: retry.rating,
        likes: retry.likes,
        review: retry.review ?? '',
        memberId: retry.memberId,
      })
    : freshForm(prefilledAmount(url.searchParams.get('a'), page.amounts.presets, page.amounts))
  return json(
    {
      kind: 'page' as const,
      page,
      language,
      preview,
      form,
      labels: payLabels(t, page),
      head: payHead(request, page, language, t, preview),
      title: t('guestPay.pageTitle', { name: page.organization.name }),
    },
    { headers: preview ? { ...PAGE_HEADERS, 'X-Robots-Tag': 'noindex' } : PAGE_HEADERS },
  )
}

/** A path of this app, or the provider's page over https: nothing else is followed. */
export function safeNext(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  try {
    return new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The refusals every guest payment form words alike: the platform or the provider away (the
 * 503 page's Response, said on the form, which keeps its values) and too many attempts. Null
 * for a refusal the form words itself; anything that is no refusal is thrown on.
 */
export function commonRefusal(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) {
    if (error instanceof Response && error.status === 503) return t('guestPay.errors.unavailable')
    throw error
  }
  if (error.errorCode === ErrorCode.RATE_LIMIT) {
    const retryAt = typeof error.params.retryAt === 'string' ? Date.parse(error.params.retryAt) : NaN
    const minutes = Number.isFinite(retryAt) ? Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000)) : 10
    return t('guestPay.errors.rateLimit', { minutes })
  }
  if (error.params.reason === GUEST_PAY_REFUSALS.providerUnavailable || error.status === 503) return t('guestPay.errors.unavailable')
  return null
}

/** A refusal of the platform in the guest's words, on the field it is about ('' for the whole form). */
function refusal(error: unknown, t: TFunction, page: GuestPayPage): [field: string, message: string] {
  const common = commonRefusal(error, t)
  if (common !== null || !(error instanceof ApiError)) return ['', common ?? '']
  const reason = error.params.reason
  const range = { min: formatMoney(page.amounts.min, page.organization.currency), max: formatMoney(page.amounts.max, page.organization.currency) }
  if (reason === GUEST_PAY_REFUSALS.amountTooLow || reason === GUEST_PAY_REFUSALS.amountTooHigh) return ['custom', t('guestPay.errors.amountRange', range)]
  if (reason === GUEST_PAY_REFUSALS.notAvailable) return ['', t('guestPay.noPayments')]
  if (reason === GUEST_PAY_REFUSALS.feedbackEmpty) return ['', t('guestPay.errors.feedbackEmpty')]
  if (error.status === 410) return ['', t('guestPay.goneTitle')]
  if (error.status === 400 || error.status === 409) return ['', t('guestPay.errors.invalid')]
  throw error
}

/** The form as posted, for drawing it again with a message (the same attempt: a retry of the same press). */
function postedForm(formData: FormData, value: Partial<GuestPayForm> | undefined): PayFormState {
  const text = (name: string) => {
    const v = formData.get(name)
    return typeof v === 'string' ? v : ''
  }
  const attempt = text('attempt')
  return freshForm({
    ...(isId(attempt) ? { attempt } : {}),
    preset: value?.preset ?? null,
    custom: text('custom').slice(0, 7),
    coverFee: value?.coverFee ?? formData.get('coverFee') === 'on',
    rating: value?.rating ?? null,
    likes: value?.likes ?? [],
    review: text('review').slice(0, 500),
    memberId: value?.memberId ?? null,
  })
}

export const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

export async function payPageAction({ request, params, context }: ActionFunctionArgs, target: PayTarget) {
  const api = await guestApi(request, context)
  const read = await readPage(api, target, target === 'box' ? params.boxId : params.memberId)
  // Gone since the page was drawn: the page says so.
  if (read.gone) return redirect(new URL(request.url).pathname, 303)
  const { page } = read
  if (!page) notFound()
  const language = chooseLanguage(request, page.organization.languages, 'main')
  const t = await translatorFor(language)
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: guestPayFormSchema })
  const answer = (form: PayFormState, status = 400) => json({ form }, { status, headers: PAGE_HEADERS })
  if (submission.status !== 'success') {
    const fieldErrors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.length) fieldErrors[field] = [t(messages[0]!.startsWith('guestPay.') ? messages[0]! : 'guestPay.errors.invalid')]
    }
    return answer({ ...postedForm(formData, undefined), fieldErrors, formErrors: [t('guestPay.errors.invalid')] })
  }
  const value = submission.value
  const posted = postedForm(formData, value)
  const memberId = page.member?.id ?? chosenRecipient(page.recipients, value.memberId)
  const choice = {
    boxId: page.box.id,
    memberId,
    rating: value.rating,
    likes: value.likes,
    review: value.review?.trim() || undefined,
    attempt: value.attempt,
    language,
  }
  try {
    if (value.intent === 'feedback' || page.payments.provider === 'none') {
      if (!choice.rating && !choice.review && choice.likes.length === 0) return answer({ ...posted, formErrors: [t('guestPay.errors.feedbackEmpty')] })
      await sendFeedback(api, choice)
      return redirect(`/pay/thanks?${new URLSearchParams({ lang: language, b: page.box.id }).toString()}`, 303)
    }
    const amount = chosenAmount(value.preset, value.custom)
    if (amount === null) return answer({ ...posted, fieldErrors: { custom: [t('guestPay.errors.amountMissing')] } })
    if (amount < page.amounts.min || amount > page.amounts.max) {
      const range = { min: formatMoney(page.amounts.min, page.organization.currency), max: formatMoney(page.amounts.max, page.organization.currency) }
      return answer({ ...posted, fieldErrors: { custom: [t('guestPay.errors.amountRange', range)] } })
    }
    const started = await startCheckout(api, { ...choice, amount, coverFee: value.coverFee, mode: value.mode })
    const cookie = await keepCheckout(request, {
      checkoutId: started.checkoutId,
      key: started.key,
      boxId: page.box.id,
      memberId: memberId ?? null,
      amount,
      coverFee: value.coverFee,
      rating: value.rating ?? null,
      likes: value.likes,
      review: choice.review ?? null,
    })
    const headers = { 'Set-Cookie': cookie }
    if (wantsJson(request)) return json({ next: started.next }, { headers })
    const next = started.next.kind === 'redirect' ? safeNext(started.next.url) : null
    return redirect(next ?? `/pay/done/${started.checkoutId}?lang=${language}`, { status: 303, headers })
  } catch (error) {
    const [field, message] = refusal(error, t, page)
    return answer(field ? { ...posted, fieldErrors: { [field]: [message] } } : { ...posted, formErrors: [message] })
  }
}
