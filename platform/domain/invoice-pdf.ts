/**
 * The one layout of the platform's invoice PDFs (a venue's monthly fee invoice and its
 * subscription invoice): title and dates, seller and buyer side by side, a table of lines and
 * the totals under its last column. Each invoice kind decides only its texts and columns, so
 * the two documents cannot drift apart in how they look.
 */
import { startPdf } from './pdf.js'

export interface InvoiceLayout {
  title: string
  author: string
  /** Lines under the title: date, period, due date or paid. */
  dates: string[]
  seller: { heading: string; lines: (string | null)[] }
  /** Buyer lines are text people typed: they are cleaned of what the font cannot draw. */
  buyer: { heading: string; lines: (string | null)[] }
  /** Column widths as fractions of the text width; the first column is left-aligned, the others right. */
  columns: number[]
  header: string[]
  rows: string[][]
  /** Under the last column: [label, value, bold]. */
  totals: [string, string, boolean][]
}

export function renderInvoicePdf(layout: InvoiceLayout): Promise<Buffer> {
  const { doc, clean, done } = startPdf({ size: 'A4', margin: 50, info: { Title: layout.title, Author: layout.author } })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(18).fillColor('#0f172a').text(layout.title)
  doc.font('body').fontSize(10).fillColor('#475569')
  for (const line of layout.dates) doc.text(line)
  doc.moveDown()

  // Seller and buyer side by side, the table starting under the longer of the two.
  const top = doc.y
  const party = (x: number, heading: string, lines: (string | null)[]) => {
    doc.font('bold').fontSize(10).fillColor('#0f172a').text(heading, x, top, { width: width / 2 - 10 })
    doc.font('body').fontSize(9)
    for (const line of lines) if (line) doc.text(line, { width: width / 2 - 10 })
    return doc.y
  }
  const sellerEnd = party(left, layout.seller.heading, layout.seller.lines)
  const buyerEnd = party(left + width / 2, layout.buyer.heading, layout.buyer.lines.map((line) => clean(line)))
  doc.x = left
  doc.y = Math.max(sellerEnd, buyerEnd) + 20

  const columns = layout.columns.map((fraction) => width * fraction)
  const cells = (values: string[], font: 'body' | 'bold') => {
    const y = doc.y
    let x = left
    let bottom = y
    values.forEach((value, i) => {
      doc.font(font).fontSize(9).text(value, x, y, { width: columns[i]! - 6, align: i === 0 ? 'left' : 'right' })
      bottom = Math.max(bottom, doc.y)
      x += columns[i]!
    })
    doc.x = left
    doc.y = bottom + 4
  }
  const rule = () => doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#cbd5e1').stroke()
  cells(layout.header, 'bold')
  rule()
  doc.y += 4
  for (const row of layout.rows) cells(row, 'body')
  rule()
  doc.moveDown()

  const last = columns[columns.length - 1]!
  for (const [label, value, bold] of layout.totals) {
    const y = doc.y
    doc.font(bold ? 'bold' : 'body').fontSize(10).text(label, left, y, { width: width - last - 6, align: 'right' })
    doc.text(value, left + width - last, y, { width: last - 6, align: 'right' })
    doc.x = left
  }
  doc.end()
  return done
}
