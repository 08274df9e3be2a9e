/**
 * The pixel work of images, with sharp: an upload made into what is stored (SPEC.md 5: png or
 * jpeg, longest side at most 3000 px, upright, no metadata) and a crop drawn at a width.
 * Decoding a large image takes memory and a core, so at most two run at once (the rest wait)
 * and none starts for more pixels than IMAGE_MAX_PIXELS, judged from the header.
 */
import sharp from 'sharp'
import {
  IMAGE_ERRORS,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_TYPES,
  type Crop,
  type ImageExtension,
  type RenditionFormat,
} from '../../../contract/images.js'
import { concurrencyLimit } from '../concurrency.js'
import { invalid } from '../errors.js'

/** A file as it is stored. */
export interface PreparedImage {
  bytes: Buffer
  ext: ImageExtension
  mime: string
  width: number | null
  height: number | null
}

/**
 * Decodes at once in this process: each holds up to ~100 MB and a core for seconds, so more
 * would only make every upload slower and the process larger (ADR 0066). The stats are read
 * by the tests.
 */
export const decodes = concurrencyLimit(2)

const refuse = (message: string, key: string) => invalid(message, { file: [key] })

/**
 * Truncated or corrupt pixel data fails ('error'); the harmless warnings phone cameras
 * produce (extra bytes before a marker) do not. The timeout stops a file crafted to be slow.
 */
const decode = (bytes: Uint8Array) => sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).timeout({ seconds: 30 })

/**
 * A png stays png and a jpeg jpeg: turned upright by its EXIF orientation, scaled down to
 * IMAGE_MAX_SIDE on its longest side (never up), re-encoded without metadata, which also
 * drops what the camera recorded (place, device). The same file always gives the same bytes.
 */
export function prepareBitmap(bytes: Uint8Array, ext: 'png' | 'jpeg'): Promise<PreparedImage> {
  return decodes.run(async () => {
    let pixels: number
    try {
      // The header only, nothing decoded: with sharp's own pixel limit here, an image above it
      // (20000 x 20000) was 'cannot be read' instead of too large.
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
      if (meta.format !== ext || !meta.width || !meta.height) throw new Error(`not a ${ext}`)
      pixels = meta.width * meta.height
    } catch {
      throw refuse('The image cannot be read', IMAGE_ERRORS.unableToProcessImage)
    }
    if (pixels > IMAGE_MAX_PIXELS) throw refuse(`Images may have at most ${IMAGE_MAX_PIXELS} pixels`, IMAGE_ERRORS.imageTooLarge)
    try {
      const upright = decode(bytes)
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      const encoded = ext === 'png' ? upright.png() : upright.jpeg({ quality: 88 })
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
      return { bytes: data, ext, mime: IMAGE_TYPES[ext], width: info.width, height: info.height }
    } catch {
      throw refuse('The image cannot be read', IMAGE_ERRORS.unableToProcessImage)
    }
  })
}

/**
 * The crop of a stored image (already upright, in its pixels) drawn `width` px wide at the
 * crop's ratio. A jpeg has no transparency: transparent parts become white; webp keeps them.
 */
export function drawRendition(source: Buffer, crop: Crop, width: number, height: number, format: RenditionFormat): Promise<Buffer> {
  return decodes.run(async () => {
    const drawn = decode(source)
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(width, height, { fit: 'fill' })
    return format === 'webp'
      ? drawn.webp({ quality: 80 }).toBuffer()
      : drawn.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer()
  })
}
