/**
 * The orders spreadsheet (GET /business/orders/export): one row per order of the period, newest
 * first as on the screen, with the screen's columns plus paid and refunded. Money is numbers in
 * major units with the currency's number format, dates are real dates on the venue's clock.
 *
 * Streamed (docs/decisions/0033-orders-export-streamed-xlsx.md): exceljs's streaming writer
 * zips each row as it is committed and the client receives the bytes as they come; the rows are
 * read in keyset batches, each one short query, so a year of orders is never in memory and the
 * one PGlite connection is not held for the whole download. Before the next batch the writer
 * waits until the client has taken what was written, so a slow client slows the reading down
 * instead of filling memory.
 */
import { PassThrough } from 'node:stream'
import { TZDate } from '@date-fns/tz'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { ORDERS_EXPORT_NAME, type OrderStatusAppearance } from '../../../contract/orders.js'
import type { Database } from '../../db/client.js'
import { EXPORT_TEXT, moneyFormat, statusLabel, type ExportLanguage } from './export-text.js'
import type { OrdersOrganization } from './organization.js'
import { inPeriod, type OrdersPeriod } from './period.js'
import { orderStatus } from './status.js'
import { rowsOf } from './views.js'

/** Rows per query: big enough that the queries cost little, small enough to stay a few hundred kilobytes. */
export const EXPORT_BATCH = 2000

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

interface ExportRow {
  /** The row's place in the keyset order: created_at as the database writes it (microseconds kept) and the id. */
  key: string
  id: string
  order_number: string
  source: string
  status: string | null
  status_appearances: Record<string, OrderStatusAppearance>
  /** created_at on the venue's clock, 'YYYY-MM-DD HH:MM:SS[.ffffff]'. */
  local_created: string
  placement_title: string | null
  employee_name: string | null
  amount: string
  paid_amount: string
  refunded_amount: string
}

/** YYYYMMDDTHHmm on the venue's clock (the file name's from and to). */
export function exportStamp(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${local.getFullYear()}${two(local.getMonth() + 1)}${two(local.getDate())}T${two(local.getHours())}${two(local.getMinutes())}`
}

export function exportFileName(org: OrdersOrganization, period: OrdersPeriod, now: Date): string {
  return ORDERS_EXPORT_NAME(exportStamp(period.start, org.timeZone), exportStamp(period.finish ?? now, org.timeZone))
}

/**
 * A spreadsheet cell holds a wall-clock time without a zone; exceljs writes a Date by its UTC
 * fields, so the venue's local time is handed over as if it were UTC.
 */
const wallClock = (local: string) => new Date(`${local.replace(' ', 'T')}Z`)

async function batch(db: Database, org: OrdersOrganization, period: OrdersPeriod, after: { key: string; id: string } | null) {
  const next = after ? sql`and (o.created_at, o.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``
  return rowsOf<ExportRow>(
    await db.execute(sql`
      select o.created_at::text as key, o.id, o.order_number, o.source, o.status, o.status_appearances,
        (o.created_at at time zone ${org.timeZone})::text as local_created, o.placement_title, o.employee_name,
        o.amount::text, o.paid_amount::text, o.refunded_amount::text
      from orders o where ${inPeriod(org, period)} ${next}
      order by o.created_at desc nulls last, o.id desc nulls last limit ${EXPORT_BATCH}`),
  )
}

/**
 * The order number as a number cell when it is one (sorts and filters as a number in a
 * spreadsheet), as text otherwise (a POS may number orders 'A-12'; leading zeros are kept).
 */
export function orderNumberCell(orderNumber: string): number | string {
  return /^(?:0|[1-9]\d{0,14})$/.test(orderNumber) ? Number(orderNumber) : orderNumber
}

/** Amount, paid and refunded (1-based, as exceljs counts cells). */
const MONEY_COLUMNS = [6, 7, 8]

/** Until the client has taken what was written (or has gone away). */
export function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done)
      out.off('close', done)
      resolve()
    }
    out.on('drain', done)
    out.on('close', done)
  })
}

async function write(db: Database, org: OrdersOrganization, period: OrdersPeriod, language: ExportLanguage, out: PassThrough) {
  const text = EXPORT_TEXT[language]
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  // Styles set on each cell from two shared objects: exceljs resolves a column's style for every
  // cell anew, which made the whole export about half again as slow.
  const money: Partial<ExcelJS.Style> = { numFmt: moneyFormat(org.currency) }
  const date: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' }
  // No thousands separator: an order number reads as it does on the screen.
  const whole: Partial<ExcelJS.Style> = { numFmt: '0' }
  sheet.columns = text.columns.map((header, i) => ({ header, width: [18, 16, 18, 14, 24, 14, 14, 14][i] }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  let after: { key: string; id: string } | null = null
  for (;;) {
    const rows = await batch(db, org, period, after)
    if (out.destroyed) return
    for (const row of rows) {
      const [total, paidAmount] = [Number(row.amount), Number(row.paid_amount)]
      const state = orderStatus({ source: row.source, status: row.status, amount: total, paidAmount })
      const line = sheet.addRow([
        statusLabel(state, row.source === 'GUEST' ? row.status_appearances : {}, language),
        orderNumberCell(row.order_number),
        wallClock(row.local_created),
        row.placement_title,
        row.employee_name,
        total / 100,
        paidAmount / 100,
        Number(row.refunded_amount) / 100,
      ])
      line.getCell(2).style = whole
      line.getCell(3).style = date
      for (const column of MONEY_COLUMNS) line.getCell(column).style = money
      line.commit()
    }
    if (rows.length < EXPORT_BATCH) break
    after = { key: rows.at(-1)!.key, id: rows.at(-1)!.id }
    await drained(out)
  }
  sheet.commit()
  await workbook.commit()
}

/**
 * Starts writing the spreadsheet and answers the stream it goes to at once, so the first bytes
 * leave before the last order is read. A failure part-way ends the stream with an error (the
 * client sees a broken download, never a truncated file that looks whole).
 */
export function exportOrders(db: Database, org: OrdersOrganization, period: OrdersPeriod, language: ExportLanguage): PassThrough {
  const out = new PassThrough()
  write(db, org, period, language, out).catch((error: unknown) => {
    console.error('[platform] orders export failed', error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return out
}
