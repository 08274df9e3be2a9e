/**
 * The query of a list screen as its links carry it on (to a dialog, a download): everything of
 * the screen's URL but a refused download's message, which belongs to the page it was shown on.
 */
import { DOWNLOAD_ERROR_PARAM } from '~/features/payments/payment-downloads'

export function screenQueryOf(search: string, drop: readonly string[] = []): string {
  const params = new URLSearchParams(search)
  for (const name of [DOWNLOAD_ERROR_PARAM, ...drop]) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
