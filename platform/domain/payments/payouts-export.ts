/**
 * The payouts spreadsheet (GET /business/payouts/export, payouts.xlsx): one row per payout day,
 * newest payout first and its days in date order, with the payout's arrival date and statement,
 * the day's transfer, refunds, adjustments (their total and descriptions) and what the day adds
 * to the payout (PAYOUT_DAY_NET). Money is numbers in major units with the currency's number
 * format, dates are real dates. Streamed in keyset batches as the orders export is (ADR 0033).
 */
import { PassThrough } from 'node:stream'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { PAYOUT_DAY_NET } from '../../../contract/payments.js'
import type { Database } from '../../db/client.js'
import { drained } from '../orders/export.js'
import { moneyFormat } from '../orders/export-text.js'
import { rowsOf } from '../orders/views.js'
import type { ReceiptLanguage } from '../receipt-text.js'
import { PAYMENTS_TEXT } from './document-text.js'
import type { PaymentsOrganization } from './organization.js'
import { PAYOUT_COLUMNS, toPayout, type PayoutRow } from './views.js'

/** Payouts per query (each carries a few days). */
const BATCH = 500

/** Transfer, refunds, adjustments and the day's total (1-based, as exceljs counts cells). */
const MONEY_COLUMNS = [4, 5, 6, 8]

/** A calendar day as a spreadsheet date (exceljs writes a Date by its UTC fields). */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`)

async function batch(db: Database, org: PaymentsOrganization, after: { arrival: string; id: string } | null) {
  const next = after ? sql`and (p.arrival_date, p.id) < (${after.arrival}::date, ${after.id}::uuid)` : sql``
  return rowsOf<PayoutRow>(
    await db.execute(sql`select ${PAYOUT_COLUMNS} from payouts p where p.organization_id = ${org.id} ${next}
      order by p.arrival_date desc nulls last, p.id desc nulls last limit ${BATCH}`),
  )
}

async function write(db: Database, org: PaymentsOrganization, language: ReceiptLanguage, out: PassThrough) {
  const text = PAYMENTS_TEXT[language].payouts
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  const money: Partial<ExcelJS.Style> = { numFmt: moneyFormat(org.currency) }
  const date: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' }
  sheet.columns = text.columns.map((header, i) => ({ header, width: [14, 18, 14, 14, 14, 14, 40, 14][i] }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  let after: { arrival: string; id: string } | null = null
  for (;;) {
    const rows = await batch(db, org, after)
    if (out.destroyed) return
    for (const payout of rows.map(toPayout)) {
      for (const [day, d] of Object.entries(payout.dates).sort(([a], [b]) => a.localeCompare(b))) {
        const line = sheet.addRow([
          calendarDay(payout.arrivalDate),
          payout.statement,
          calendarDay(day),
          d.transferAmount / 100,
          d.refundAmount / 100,
          d.adjustments.reduce((sum, a) => sum + a.amount, 0) / 100,
          d.adjustments.map((a) => a.description).join('; '),
          PAYOUT_DAY_NET(d) / 100,
        ])
        line.getCell(1).style = date
        line.getCell(3).style = date
        for (const column of MONEY_COLUMNS) line.getCell(column).style = money
        line.commit()
      }
    }
    if (rows.length < BATCH) break
    after = { arrival: rows.at(-1)!.arrival_date, id: rows.at(-1)!.id }
    await drained(out)
  }
  sheet.commit()
  await workbook.commit()
}

/** Starts writing and answers the stream at once; a failure part-way ends it with an error. */
export function exportPayouts(db: Database, org: PaymentsOrganization, language: ReceiptLanguage): PassThrough {
  const out = new PassThrough()
  write(db, org, language, out).catch((error: unknown) => {
    console.error('[platform] payouts export failed', error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return out
}
