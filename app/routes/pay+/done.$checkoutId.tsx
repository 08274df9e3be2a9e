/**
 * After paying, /pay/done/<checkoutId> (a tip, or a table's bill): thank you with the amount
 * and the receipt; "Confirming your payment…" while the provider has not said (the page reloads itself every 2 s, no script,
 * for about 30 s, then says so calmly); or declined, with "Try again" and "Send my rating
 * without paying". Only the browser that started the checkout holds its key (the cookie).
 */
import { translatorFor } from '~/services/i18n.server'
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { randomUUID } from 'node:crypto'
import { SUPPORTED_LANGUAGES } from '~/i18n'
import { ApiError } from '~/services/api.server'
import { isId } from '~/services/not-found.server'
import { formatMoney } from '~/utils/format'
import { keptCheckout } from '~/features/guest/checkout-cookie.server'
import { chooseLanguage } from '~/features/guest/guest-language.server'
import { checkoutStatus, guestApi } from '~/features/guest/guest-pay.server'
import { APP_NAME, documentTitle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

/** Reloads every 2 s: 15 of them is the ~30 s a confirmation may take before the calm message. */
const REFRESH_SECONDS = 2
const MAX_WAITS = 15

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const checkoutId = params.checkoutId
  if (!isId(checkoutId)) throw new Response('Not found', { status: 404 })
  const url = new URL(request.url)
  const language = chooseLanguage(request, [...SUPPORTED_LANGUAGES])
  const t = await translatorFor(language)
  const kept = await keptCheckout(request, checkoutId)
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (!kept) return json({ state: 'unknown' as const, language, title: t('guestPay.done.unknownTitle'), text: t('guestPay.done.unknown') }, { headers })
  const api = await guestApi(request, context)
  const status = await checkoutStatus(api, checkoutId, kept.key).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 401)) throw new Response('Not found', { status: 404 })
    throw error
  })
  const { table } = kept
  const tipPage = kept.memberId && !status.memberId ? `/pay/b/${kept.boxId}` : status.memberId ? `/pay/m/${status.memberId}` : `/pay/b/${status.boxId}`
  // A table's bill is tried again on the table's page, drawn as the bill is now.
  const page = table ? `/pay/table/${table.id}` : tipPage
  const amount = formatMoney(status.chargeAmount, status.currency)
  if (status.status === 'SUCCEEDED') {
    const paid = table !== null || status.amount > 0
    return json(
      {
        state: 'paid' as const,
        language,
        title: t('guestPay.done.thanksTitle'),
        text: table
          ? t('guestTable.done.paid', { amount, number: table.number })
          : status.amount > 0
            ? t('guestPay.done.thanksPaid', { amount })
            : t('guestPay.done.thanksFeedback'),
        receipt: paid ? { href: `/pay/done/${checkoutId}/receipt?lang=${language}`, text: t('guestPay.done.receipt') } : null,
      },
      { headers },
    )
  }
  if (status.status === 'FAILED' || status.status === 'EXPIRED') {
    const feedback = kept.rating !== null || kept.likes.length > 0 || !!kept.review
    return json(
      {
        state: 'declined' as const,
        language,
        title: t('guestPay.done.declinedTitle'),
        text: t('guestPay.done.declined'),
        retry: { href: table ? `${page}?lang=${language}` : `${page}?retry=${checkoutId}&lang=${language}`, text: t('guestPay.done.tryAgain') },
        feedback: feedback
          ? {
              // The tip page records a rating without a payment (a table page only pays).
              action: `${tipPage}?lang=${language}`,
              attempt: randomUUID(),
              rating: kept.rating,
              likes: kept.likes,
              review: kept.review ?? '',
              memberId: status.memberId,
              text: t('guestPay.done.sendWithoutPaying'),
            }
          : null,
      },
      { headers },
    )
  }
  const waits = Math.min(Number(url.searchParams.get('wait')) || 0, MAX_WAITS)
  if (waits >= MAX_WAITS) {
    return json({ state: 'slow' as const, language, title: t('guestPay.done.slowTitle'), text: t('guestPay.done.slow'), again: { href: `/pay/done/${checkoutId}?lang=${language}`, text: t('guestPay.done.checkAgain') } }, { headers })
  }
  return json(
    {
      state: 'confirming' as const,
      language,
      title: t('guestPay.done.confirmingTitle'),
      text: t('guestPay.done.confirming'),
      refresh: `${REFRESH_SECONDS};url=/pay/done/${checkoutId}?lang=${language}&wait=${waits + 1}`,
    },
    { headers },
  )
}

/** A page of no venue's: its heading, then the app's name (utils/document-title). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: documentTitle(data.title, APP_NAME) }, { name: 'robots', content: 'noindex' }] : [])
export const handle: LanguageHandle = { lang: (data) => (data as { language?: string } | undefined)?.language }

const BUTTON = 'block w-full rounded-lg bg-brand-600 px-4 py-3 text-center text-lg font-semibold text-white hover:bg-brand-700'
const SECOND = 'block w-full rounded-lg bg-white px-4 py-3 text-center font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50'

export default function DonePage() {
  const data = useLoaderData<typeof loader>()
  return (
    <main lang={data.language} className="mx-auto max-w-md space-y-4 px-6 py-16 text-center">
      {data.state === 'confirming' ? <meta httpEquiv="refresh" content={data.refresh} /> : null}
      <h1 className="text-2xl font-semibold text-slate-900">{data.title}</h1>
      <p className="text-slate-700" role={data.state === 'confirming' ? 'status' : undefined}>
        {data.text}
      </p>
      {data.state === 'paid' && data.receipt ? (
        <a href={data.receipt.href} download className={BUTTON}>
          {data.receipt.text}
        </a>
      ) : null}
      {data.state === 'slow' ? (
        <a href={data.again.href} className={SECOND}>
          {data.again.text}
        </a>
      ) : null}
      {data.state === 'declined' ? (
        <>
          <a href={data.retry.href} className={BUTTON}>
            {data.retry.text}
          </a>
          {data.feedback ? (
            <form method="post" action={data.feedback.action}>
              <input type="hidden" name="intent" value="feedback" />
              <input type="hidden" name="attempt" value={data.feedback.attempt} />
              {data.feedback.rating ? <input type="hidden" name="rating" value={data.feedback.rating} /> : null}
              {data.feedback.likes.map((like) => (
                <input key={like} type="hidden" name="likes" value={like} />
              ))}
              {data.feedback.review ? <input type="hidden" name="review" value={data.feedback.review} /> : null}
              {data.feedback.memberId ? <input type="hidden" name="memberId" value={data.feedback.memberId} /> : null}
              <button type="submit" className={SECOND}>
                {data.feedback.text}
              </button>
            </form>
          ) : null}
        </>
      ) : null}
    </main>
  )
}
