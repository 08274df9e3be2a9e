/**
 * GET /public/pay/checkouts/{id}/receipt.pdf: the receipt of a paid guest checkout, for the
 * browser holding the checkout's key: a tip's is the activity's receipt, a table bill's the
 * receipt of its payments (one per order it paid, the first carrying the tip), drawn as the
 * back-office's payment receipt is.
 */
import type { BillAllocation } from '../../../contract/guest-table.js'
import type { Database } from '../../db/client.js'
import { notFound } from '../errors.js'
import { paymentDetails } from '../payments/list.js'
import { paymentsOrganization } from '../payments/organization.js'
import { receiptNumber, renderPaymentReceipt } from '../payments/receipt.js'
import { activityReceipt } from '../receipt-data.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import { renderReceipt } from '../receipts.js'
import { checkoutWithKey } from './sync.js'

export async function guestReceipt(db: Database, id: string, key: string | undefined, language: ReceiptLanguage) {
  const checkout = await checkoutWithKey(db, id, key)
  if (checkout.status !== 'SUCCEEDED' || checkout.provider === 'none') throw notFound('Receipt')
  if (checkout.kind === 'BILL' && checkout.paymentId) {
    const org = await paymentsOrganization(db, checkout.organizationId)
    // One payment per order paid, the first (the checkout's) first: the receipt shows every one.
    const ids = (checkout.allocations as BillAllocation[]).flatMap((a) => (a.paymentId ? [a.paymentId] : []))
    const paid = await Promise.all((ids.length > 0 ? ids : [checkout.paymentId]).map((id) => paymentDetails(db, org, id)))
    return { pdf: await renderPaymentReceipt(org, paid, language), fileName: `receipt-${receiptNumber(checkout.paymentId)}.pdf` }
  }
  // Paid tips only: a rating sent without paying has nothing to receipt.
  if (!checkout.activityId) throw notFound('Receipt')
  const receipt = await activityReceipt(db, checkout.activityId)
  const pdf = await renderReceipt({ ...receipt.data, customerData: null, language })
  return { pdf, fileName: `receipt-${checkout.activityId.slice(0, 8)}.pdf` }
}
