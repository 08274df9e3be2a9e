/** Every page's text of a PDF, joined by spaces: what the receipt and invoice tests (platform and browser) read. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    pages.push((await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join(' ')
}
