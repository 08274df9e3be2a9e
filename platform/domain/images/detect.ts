/**
 * What kind of file an upload is, from its first bytes (magic numbers): the Content-Type a
 * browser sends is a guess from the file name, so it decides nothing.
 */
import type { ImageExtension } from '../../../contract/images.js'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)

/** png, jpeg or pdf when the bytes begin as one; null for anything else (gif, webp, text, junk). */
export function detectType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PDF)) return 'pdf'
  return null
}

/**
 * A pdf whose last kilobyte holds the end-of-file marker every writer puts there; a file cut
 * short in transfer lacks it. Nothing more is checked: pdfs are stored and served as they are.
 */
export function looksLikeWholePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1')
  return tail.includes('%%EOF')
}
