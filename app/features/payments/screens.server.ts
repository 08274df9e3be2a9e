/**
 * What the Payments, Invoices and Payouts screens share on the server: the guard (the screen's
 * permission of SPEC.md 6 on a paymentsEnabled organization, else Home or 404, as the Orders
 * screen), reading a list page with 'Unable to load …' in place of an error page (SPEC.md 8), and
 * the download routes: a file of the platform streamed on as an attachment, or the browser sent
 * back to the page with `?downloadError=` (app/features/payments/payment-downloads.ts).
 */
import { redirect } from '@remix-run/node'
import type { Permission } from '#contract/organizations'
import { requireOrgPermission, type GuardArgs } from '~/services/organizations.server'
import { ApiError } from '~/services/api.server'
import { i18n } from '~/services/i18n.server'
import { readOrMessage } from '~/features/orders/orders-list.server'
import { listTotal, readPaymentList, type PaymentListQuery } from '~/features/payments/payment-list'
import { DOWNLOAD_ERROR_PARAM, downloadErrorOf, type DownloadError } from '~/features/payments/payment-downloads'

export async function requirePaymentsScreen(args: GuardArgs, permission: Permission) {
  const found = await requireOrgPermission(args, permission)
  // SPEC.md 6: the payments areas need paymentsEnabled; the drawer has no entry without it.
  if (!found.organization.paymentsEnabled) throw new Response('Not found', { status: 404 })
  const url = new URL(args.request.url)
  return { ...found, url, list: readPaymentList(url.searchParams), language: await i18n.getLocale(args.request) }
}

/**
 * One page of a list as the screen draws it: the rows, or `loadError` (the screen's 'Unable to
 * load …') with no rows, and what the paging can tell of the total.
 */
export async function loadListPage<Page extends { hasMore: boolean }, Row>(
  read: Promise<Page>,
  rowsOf: (page: Page) => Row[],
  list: PaymentListQuery,
  failed: string,
) {
  const page = await readOrMessage(read, failed)
  const rows = page.value ? rowsOf(page.value) : null
  return {
    rows,
    loadError: page.message,
    paging: listTotal(list, page.value && rows ? { rows: rows.length, hasMore: page.value.hasMore } : null),
  }
}

/** `url` with `downloadError` set: where a refused download sends the browser (its own path's page). */
export function backWithError(pagePath: string, url: URL, reason: DownloadError) {
  const search = new URLSearchParams(url.searchParams)
  search.set(DOWNLOAD_ERROR_PARAM, reason)
  return redirect(`${pagePath}?${search}`)
}

/**
 * Streams a file of the platform on to the browser as an attachment, or sends the browser back
 * to `pagePath` saying why not. `read` may throw an ApiError (the platform's refusal).
 */
export async function passFile(
  read: () => Promise<Response>,
  file: { type: string; name: string },
  back: { pagePath: string; url: URL; vatAsked?: boolean },
): Promise<Response> {
  let answer: Response
  try {
    answer = await read()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return backWithError(back.pagePath, back.url, downloadErrorOf(error.status, error.params.reason, back.vatAsked))
  }
  if (!answer.headers.get('content-type')?.startsWith(file.type) || !answer.body) return backWithError(back.pagePath, back.url, 'failed')
  const headers = new Headers({
    'Content-Type': answer.headers.get('content-type') ?? file.type,
    'Content-Disposition': answer.headers.get('content-disposition') ?? `attachment; filename="${file.name}"`,
    'Cache-Control': 'private, no-store',
  })
  const length = answer.headers.get('content-length')
  if (length) headers.set('Content-Length', length)
  return new Response(answer.body, { status: 200, headers })
}

