/**
 * GET /public/pay/checkouts/{id}/receipt.pdf: the receipt of a paid guest tip, for the browser
 * holding the checkout's key; the same PDF the back-office downloads for the activity.
 */
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { activityReceipt } from '../receipt-data.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import { renderReceipt } from '../receipts.js'
import { checkoutWithKey } from './sync.js'

export async function guestReceipt(db: Database, id: string, key: string | undefined, language: ReceiptLanguage) {
  const checkout = await checkoutWithKey(db, id, key)
  // Paid tips only: a rating sent without paying has nothing to receipt.
  if (checkout.status !== 'SUCCEEDED' || checkout.provider === 'none' || !checkout.activityId) throw notFound('Receipt')
  const receipt = await activityReceipt(db, checkout.activityId)
  const pdf = await renderReceipt({ ...receipt.data, customerData: null, language })
  return { pdf, fileName: `receipt-${checkout.activityId.slice(0, 8)}.pdf` }
}
