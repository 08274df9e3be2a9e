/**
 * A pdfkit document set up as every PDF of the platform needs it (tip and payment receipts,
 * invoices): DejaVu Sans embedded in two weights ('body', 'bold') so Lithuanian, Polish and
 * Russian print correctly (the standard PDF fonts cover Latin-1 only), the bytes collected
 * into one Buffer, and `clean` for text users typed: characters the font has no glyph for
 * (most emoji) are left out rather than printed as empty boxes.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { drawableText } from './receipt-text.js'

const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

type GlyphCheck = (codePoint: number) => boolean

/**
 * Whether the document's current font has a glyph for a code point. pdfkit keeps the fontkit
 * font in `_font.font`, which its types do not show; should that change, pictographs (which
 * DejaVu mostly lacks) are left out and everything else is kept.
 */
function currentFontCheck(doc: PDFKit.PDFDocument): GlyphCheck {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } })._font?.font
  const has = font?.hasGlyphForCodePoint
  if (typeof has === 'function') return (codePoint) => has.call(font, codePoint)
  return (codePoint) => !/\p{Extended_Pictographic}/u.test(String.fromCodePoint(codePoint))
}

export interface PdfDraft {
  doc: PDFKit.PDFDocument
  /** Text without what either weight cannot draw; null for nothing left. */
  clean(text: string | null): string | null
  /** Resolves with the file once `doc.end()` was called and pdfkit has written it. */
  done: Promise<Buffer>
}

export function startPdf(options: PDFKit.PDFDocumentOptions): PdfDraft {
  const doc = new PDFDocument(options)
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('body', FONT)
  doc.registerFont('bold', FONT_BOLD)
  // Text users typed (names, customer details) is printed in both weights: keep what both can draw.
  const hasBody = currentFontCheck(doc.font('body'))
  const hasBold = currentFontCheck(doc.font('bold'))
  const clean = (text: string | null) => (text === null ? null : drawableText(text, (c) => hasBody(c) && hasBold(c)) || null)
  return { doc, clean, done }
}
