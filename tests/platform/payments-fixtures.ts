/**
 * What the payments tests share: payments written straight into the tables of a venue of the
 * test's own (so every expected number is worked out from the rows written), PDF text, an xlsx
 * read back, and paging through a whole list.
 */
import ExcelJS from 'exceljs'
import { payments } from '../../platform/db/schema/index.js'
import type { Harness, Json } from './harness.js'
import { addOrders } from './orders-fixtures.js'

export type PaymentInsert = typeof payments.$inferInsert

/** Payments of one venue (all for one order of it), with defaults for what the test does not care about. */
export async function addPayments(api: Harness, organizationId: string, rows: Partial<PaymentInsert>[]) {
  const [order] = await addOrders(api, organizationId, [{ amount: 1_000_000, paidAmount: 0 }])
  const values = rows.map((row) => {
    const orderAmount = row.orderAmount ?? 1000
    const tipAmount = row.tipAmount ?? 0
    const guestFee = row.guestFee ?? 0
    return {
      organizationId,
      orderId: order!.id,
      ts: new Date('2026-03-10T12:00:00Z'),
      orderNumber: order!.orderNumber,
      currency: 'EUR',
      orderAmount,
      tipAmount,
      guestFee,
      chargeAmount: orderAmount + tipAmount + guestFee,
      paymentMethod: 'card',
      paymentMethodCountry: 'LT',
      paymentMethodSummary: 'Visa •••• 4242',
      ...row,
    }
  })
  return api.db.insert(payments).values(values).returning()
}

export { pdfText } from '../pdf-text.js'

export async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  const sheet = workbook.worksheets[0]!
  const rows: ExcelJS.Row[] = []
  sheet.eachRow((row) => void rows.push(row))
  return { sheet, header: rows[0]!, rows: rows.slice(1) }
}

/** Every entry of a paged list, page by page at the largest size. */
export async function everyPage(get: (query: Record<string, string>) => Promise<{ status: number; text: string; body: Json }>, key: string, query: Record<string, string> = {}) {
  const all: Json[] = []
  for (let page = 0; ; page++) {
    const answer = await get({ ...query, size: '100', page: String(page) })
    if (answer.status !== 200) throw new Error(`page ${page}: ${answer.status} ${answer.text}`)
    all.push(...answer.body[key])
    if (!answer.body.hasMore) return all
  }
}

/** Fetches a file with the caller's token; `organizationId` in the query. */
export async function download(api: Harness, token: string, path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}`, ...headers } })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}
