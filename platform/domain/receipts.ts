/**
 * Tip receipts as PDF (pdfkit). DejaVu Sans is embedded so Lithuanian, Polish and Russian
 * names print correctly; the standard PDF fonts cover Latin-1 only.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { formatMoney } from '../../contract/money.js'

const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export interface ReceiptData {
  number: string
  organizationName: string
  organizationAddress: string | null
  ts: Date
  timeZone: string
  currency: string
  amount: number
  billAmount: number | null
  boxName: string | null
  memberName: string | null
  placementTitle: string | null
  customerData: string | null
}

function localTime(ts: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ts)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`
}

export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: `Receipt ${data.number}`, Author: data.organizationName } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('body', FONT)
    doc.registerFont('bold', FONT_BOLD)

    doc.font('bold').fontSize(13).text(data.organizationName)
    if (data.organizationAddress) doc.font('body').fontSize(8).fillColor('#475569').text(data.organizationAddress)
    doc.moveDown().fillColor('#0f172a').font('bold').fontSize(11).text(`Tip receipt No. ${data.number}`)
    doc.font('body').fontSize(8).fillColor('#475569').text(localTime(data.ts, data.timeZone))
    doc.moveDown().fillColor('#0f172a')

    const row = (label: string, value: string | null) => {
      if (!value) return
      doc.font('body').fontSize(9).text(label, { continued: true }).font('bold').text(`  ${value}`)
    }
    row('Tip:', formatMoney(data.amount, data.currency))
    row('Bill:', data.billAmount === null ? null : formatMoney(data.billAmount, data.currency))
    row('Tip box:', data.boxName)
    row('Employee:', data.memberName)
    row('Table:', data.placementTitle)
    if (data.customerData) {
      doc.moveDown().font('body').fontSize(8).fillColor('#475569').text('Customer:').fillColor('#0f172a').text(data.customerData)
    }
    doc.moveDown(2).font('body').fontSize(7).fillColor('#64748b').text('Thank you!', { align: 'center' })
    doc.end()
  })
}
