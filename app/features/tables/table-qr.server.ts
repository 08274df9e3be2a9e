/**
 * A table's QR code (issue 28 item 1): drawn from the address the platform gives the table
 * (contract/tables.ts `url`, its guest page), never built here, so APP_URL and
 * PAYMENT_PAGE_URL hold for it as they do for the boxes' links.
 */
import type { Table } from '#contract/tables'
import { qrSvg } from '~/features/tips/qr.server'

export interface TableQr {
  id: string
  number: string
  url: string
  /** The QR code as inline SVG. */
  qr: string
}

export async function tableQr(table: Table): Promise<TableQr> {
  return { id: table.id, number: table.number, url: table.url, qr: await qrSvg(table.url) }
}

/** The downloaded file's name: the table's number in characters any file system takes ('Terrace 1' is table-Terrace-1-qr). */
export const qrFileName = (number: string) => `table-${number.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr'}-qr.svg`
