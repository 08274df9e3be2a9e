/**
 * Images in the database, content-addressed (DESIGN.md section 3): an upload is checked and
 * prepared, then stored under the sha-256 of the stored bytes, so the same file uploaded twice
 * (by anyone) is one row and one URL. Renditions are drawn on first request and kept.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  IMAGE_ERRORS,
  IMAGE_TYPES,
  RENDITION_MIME,
  RENDITION_WIDTHS,
  UPLOAD_TYPES,
  renditionHeight,
  storedImageUrl,
  type Crop,
  type ImageExtension,
  type ImageUpload,
  type RenditionFormat,
  type UploadPurpose,
} from '../../../contract/images.js'
import type { Database } from '../../db/client.js'
import { imageRenditions, images } from '../../db/schema/index.js'
import { invalid, notFound } from '../errors.js'
import { detectType, looksLikeWholePdf } from './detect.js'
import { drawRendition, prepareBitmap, type PreparedImage } from './process.js'

/** A file ready to send: its bytes, type and an ETag that changes whenever the bytes do. */
export interface StoredFile {
  bytes: Buffer
  mime: string
  etag: string
}

/**
 * Renditions kept per image. Anyone may ask for any crop of a known image, so what is kept
 * is bounded: past this many, the oldest are dropped (and drawn again if asked for again).
 * An image needs about a dozen (list and detail crop, 1x and 2x, two formats).
 */
export const RENDITIONS_KEPT = 48

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** What an upload becomes before it is stored; 400 VALIDATION on field `file` when it cannot be. */
async function prepare(bytes: Uint8Array, purpose: UploadPurpose): Promise<PreparedImage> {
  if (bytes.length === 0) throw invalid('The file is empty', { file: [IMAGE_ERRORS.fileRequired] })
  const ext = detectType(bytes)
  if (!ext || !UPLOAD_TYPES[purpose].includes(ext)) {
    throw invalid(`Accepted here: ${UPLOAD_TYPES[purpose].join(', ')}`, { file: [IMAGE_ERRORS.unsupportedImageType] })
  }
  if (ext === 'pdf') {
    if (!looksLikeWholePdf(bytes)) throw invalid('The pdf is incomplete', { file: [IMAGE_ERRORS.unableToProcessImage] })
    return { bytes: Buffer.from(bytes), ext, mime: IMAGE_TYPES.pdf, width: null, height: null }
  }
  return prepareBitmap(bytes, ext)
}

/** Stores an upload (once per content) and answers its URL, size and type. */
export async function uploadImage(db: Database, organizationId: string, bytes: Uint8Array, purpose: UploadPurpose): Promise<ImageUpload> {
  return storeImage(db, organizationId, await prepare(bytes, purpose))
}

/** Stores an image already prepared (the demo's pictures, prepared at build time: ADR 0069). */
export async function storeImage(db: Database, organizationId: string, image: PreparedImage): Promise<ImageUpload> {
  const hash = sha256(image.bytes)
  await db
    .insert(images)
    .values({ sha256: hash, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes, organizationId })
    .onConflictDoNothing({ target: images.sha256 })
  return { url: storedImageUrl(hash, image.ext), width: image.width, height: image.height, mime: image.mime as ImageUpload['mime'] }
}

/** The stored file `<sha256>.<ext>`, or 404 (unknown hash, or an extension other than its type's). */
export async function storedImage(db: Database, hash: string, ext: ImageExtension): Promise<StoredFile> {
  const [row] = await db
    .select({ mime: images.mime, bytes: images.bytes })
    .from(images)
    .where(and(eq(images.sha256, hash), eq(images.mime, IMAGE_TYPES[ext])))
  if (!row) throw notFound('Image')
  return { bytes: row.bytes, mime: row.mime, etag: `"${hash}"` }
}

/** Why a rendition cannot be drawn from an image of this size, as 400 VALIDATION fields; null when it can. */
function renditionProblem(crop: Crop, width: number, image: { width: number; height: number }): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {}
  if (!(RENDITION_WIDTHS as readonly number[]).includes(width)) fields.width = [`One of ${RENDITION_WIDTHS.join(', ')}`]
  const inside = crop.width >= 1 && crop.height >= 1 && crop.x + crop.width <= image.width && crop.y + crop.height <= image.height
  if (!inside) fields.crop = ['The rectangle must lie inside the image']
  // Any list or detail crop: from square to twice as wide as tall (contract/images.ts).
  else if (crop.width < crop.height || crop.width > crop.height * 2) fields.crop = ['Width must be 1 to 2 times the height']
  return Object.keys(fields).length ? fields : null
}

/**
 * A rendition: the one kept, else drawn from the stored image and kept. 404 for an image
 * that is not stored or has no pixels (a pdf); 400 for a width or rectangle it cannot have.
 */
export async function rendition(db: Database, hash: string, crop: Crop, width: number, format: RenditionFormat): Promise<StoredFile> {
  const key = `${hash}/${crop.x},${crop.y},${crop.width},${crop.height}/${width}.${format}`
  const [kept] = await db
    .select({ bytes: imageRenditions.bytes, mime: imageRenditions.mime })
    .from(imageRenditions)
    .where(eq(imageRenditions.key, key))
  if (kept) return { ...kept, etag: `"${sha256(kept.bytes)}"` }

  const [source] = await db
    .select({ bytes: images.bytes, width: images.width, height: images.height })
    .from(images)
    .where(eq(images.sha256, hash))
  if (!source || source.width === null || source.height === null) throw notFound('Image')
  const problem = renditionProblem(crop, width, { width: source.width, height: source.height })
  if (problem) throw invalid('No such rendition', problem)

  const bytes = await drawRendition(source.bytes, crop, width, renditionHeight(crop, width), format)
  const mime = RENDITION_MIME[format]
  await db.transaction(async (tx) => {
    await tx.insert(imageRenditions).values({ key, sha256: hash, mime, bytes }).onConflictDoNothing({ target: imageRenditions.key })
    await tx.execute(sql`
      delete from ${imageRenditions}
      where ${imageRenditions.sha256} = ${hash}
        and ${imageRenditions.key} not in (
          select ${imageRenditions.key} from ${imageRenditions}
          where ${imageRenditions.sha256} = ${hash}
          order by ${imageRenditions.createdAt} desc, ${imageRenditions.key} desc
          limit ${RENDITIONS_KEPT})`)
  })
  return { bytes, mime, etag: `"${sha256(bytes)}"` }
}
