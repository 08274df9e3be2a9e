/**
 * Menu images (SPEC.md sections 3 "Gallery image", 5 "Images" and 9): what an upload accepts
 * and answers, the URLs of stored images and of their renditions (a crop rectangle drawn at a
 * fixed width), and the crop rules the cropper, the platform and the cards share. Pure
 * functions only: the platform and the back-office (server and browser) both import this.
 *
 *   GET /api/v1/images/<sha256>.<png|jpeg|pdf>                         the stored file
 *   GET /api/v1/images/<sha256>/<x>,<y>,<w>,<h>/<width>.<webp|jpeg>   a rendition
 */
import { z } from 'zod'

/* ---------- uploads ---------- */

/** Largest upload in bytes (the platform's config.maxImageBytes defaults to it). */
export const IMAGE_MAX_BYTES = 12 * 1024 * 1024
/** Longest side of a stored image; larger uploads are scaled down, smaller ones kept (SPEC.md 5). */
export const IMAGE_MAX_SIDE = 3000

/** Stored files by extension; the extension is the mime subtype, one spelling per type. */
export const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const
export type ImageExtension = keyof typeof IMAGE_TYPES
export type ImageMime = (typeof IMAGE_TYPES)[ImageExtension]

/** `menu`: gallery and category images (png, jpeg); `localized`: the localized image editor (also pdf). */
export const UPLOAD_PURPOSES = ['menu', 'localized'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]
export const UPLOAD_TYPES: Record<UploadPurpose, readonly ImageExtension[]> = {
  menu: ['png', 'jpeg'],
  localized: ['png', 'jpeg', 'pdf'],
}
/** What a file input offers (`accept`); the platform decides from the bytes, not from this. */
export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  menu: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  localized: 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf',
}

/** Query of POST /business/images (the organization is read by the menu middleware). */
export const imageUploadQuerySchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('menu') })

/** Field-error message keys of an upload (field `file`), translated under menu.errors in locales/. */
export const IMAGE_ERRORS = {
  /** The body was empty. */
  fileRequired: 'menu.errors.required',
  /** Not png or jpeg (or pdf where the purpose allows it), judged from the bytes. */
  unsupportedImageType: 'menu.errors.unsupportedImageType',
  /** The bytes claim a type but cannot be read as one (truncated, corrupt). */
  unableToProcessImage: 'menu.errors.unableToProcessImage',
  /** More pixels than the platform decodes (IMAGE_MAX_PIXELS); 413 answers a body over the byte limit. */
  imageTooLarge: 'menu.errors.imageTooLarge',
} as const

/**
 * Decoding costs time and memory per pixel (a 12 MiB file may unpack to gigabytes), so the
 * header's size is checked first. 64 Mi pixels (67,108,864) is above every photo a phone takes
 * that fits IMAGE_MAX_BYTES: 12 MP by default, 48-50 MP (8160 x 6144) and 64 MP (9248 x 6936)
 * in full-resolution modes; 108 and 200 MP photos are 20-60 MB files (ADR 0066).
 */
export const IMAGE_MAX_PIXELS = 2 ** 26

/** The answer of an upload. A pdf has no pixels: width and height are null. */
export const imageUploadSchema = z.object({
  url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  mime: z.enum([IMAGE_TYPES.png, IMAGE_TYPES.jpeg, IMAGE_TYPES.pdf]),
})
export type ImageUpload = z.infer<typeof imageUploadSchema>

/* ---------- URLs ---------- */

export const IMAGE_PATH = '/api/v1/images'
export const SHA256_PATTERN = /^[0-9a-f]{64}$/

const STORED_URL = /^(?:https?:\/\/[^/]+)?\/api\/v1\/images\/([0-9a-f]{64})\.(png|jpeg|pdf)$/

/** The URL of a stored file. */
export const storedImageUrl = (sha256: string, ext: ImageExtension) => `${IMAGE_PATH}/${sha256}.${ext}`

/** The hash and extension of a stored file's URL (path or absolute); null for any other URL. */
export function parseStoredImageUrl(url: string): { sha256: string; ext: ImageExtension } | null {
  const match = STORED_URL.exec(url)
  return match ? { sha256: match[1]!, ext: match[2] as ImageExtension } : null
}

/**
 * Widths renditions are drawn at, and no others (each one is stored once made). The list card
 * draws its square at 96 CSS px, the detail card fills the 430 px phone preview (SPEC.md 9),
 * 320 serves narrower previews; each has its 2x twin.
 */
export const RENDITION_WIDTHS = [96, 192, 320, 430, 640, 860] as const
export const RENDITION_FORMATS = ['webp', 'jpeg'] as const
export type RenditionFormat = (typeof RENDITION_FORMATS)[number]
export const RENDITION_MIME: Record<RenditionFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' }

/** The allowed width a picture `width` CSS px wide is drawn from: the next one up, else the largest. */
export function renditionWidth(width: number): number {
  return RENDITION_WIDTHS.find((w) => w >= width) ?? RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]
}

/** Height of a rendition of `crop` drawn `width` px wide (what the platform makes; for <img height>). */
export function renditionHeight(crop: Crop, width: number): number {
  return Math.max(1, Math.round((width * crop.height) / crop.width))
}

/** The URL of a rendition: `crop` is in the stored image's pixels, `width` one of RENDITION_WIDTHS. */
export function renditionUrl(sha256: string, crop: Crop, width: number, format: RenditionFormat = 'webp'): string {
  return `${IMAGE_PATH}/${sha256}/${crop.x},${crop.y},${crop.width},${crop.height}/${width}.${format}`
}

const RECT = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/
const FILE = /^(\d{1,4})\.(webp|jpeg)$/

/** The two last segments of a rendition URL, or null when they do not have its shape. */
export function parseRendition(rect: string, file: string): { crop: Crop; width: number; format: RenditionFormat } | null {
  const r = RECT.exec(rect)
  const f = FILE.exec(file)
  if (!r || !f) return null
  const [x, y, width, height] = r.slice(1, 5).map(Number) as [number, number, number, number]
  return { crop: { x, y, width, height }, width: Number(f[1]), format: f[2] as RenditionFormat }
}

/* ---------- crops ---------- */

/** A rectangle in the stored image's pixels (contract/menu.ts cropSchema has the same shape). */
export interface Crop {
  x: number
  y: number
  width: number
  height: number
}
export type CropKind = 'list' | 'detail'

/**
 * Crop ratios are width / height of the rectangle. The list card is square: 1. The detail
 * card's picture runs from square (1) to twice as wide as tall (2): SPEC.md says "detail crop
 * ratio between 1 and 2", and a cropper's aspect ratio is width over height; read that way the
 * picture at the top of the 430 px phone preview is 215 to 430 px tall, never taller than wide.
 */
export const LIST_RATIO = 1
export const DETAIL_RATIO_MIN = 1
export const DETAIL_RATIO_MAX = 2
/** Smallest crop side the cropper allows, when the image is at least that large. */
export const CROP_MIN = 100

/** [min, max] of width / height for a kind of crop. Both ranges hold 1 (a square), which the rules below rely on. */
export function cropRatioRange(kind: CropKind): [number, number] {
  return kind === 'list' ? [LIST_RATIO, LIST_RATIO] : [DETAIL_RATIO_MIN, DETAIL_RATIO_MAX]
}

/** The centred largest rectangle of the image whose ratio is allowed (the whole image when its own ratio is). */
export function defaultCrop(width: number, height: number, kind: CropKind): Crop {
  const [min, max] = cropRatioRange(kind)
  let w = width
  let h = height
  if (w > h * max) w = Math.floor(h * max)
  else if (w < h * min) h = Math.floor(w / min)
  return { x: Math.floor((width - w) / 2), y: Math.floor((height - h) / 2), width: w, height: h }
}

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.round(value) : fallback)
const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * Any numbers made into a valid crop of this kind: whole pixels inside the image, each side at
 * least CROP_MIN (or the image's shorter side when it is smaller), ratio within the kind's
 * range. Sides grow before they shrink: widening a detail crop past twice its height makes it
 * taller rather than undoing the change, until the image ends. The position then moves only
 * as far as needed to keep the rectangle inside. Used on numbers a user nudged by hand (no
 * JavaScript) and on stored crops before a URL is built, so a rendition URL is always one the
 * platform draws.
 */
export function clampCrop(crop: Partial<Crop> | null | undefined, width: number, height: number, kind: CropKind): Crop {
  if (!(width >= 1 && height >= 1)) return { x: 0, y: 0, width: Math.max(0, width | 0), height: Math.max(0, height | 0) }
  const fallback = defaultCrop(width, height, kind)
  const [min, max] = cropRatioRange(kind)
  const side = Math.min(CROP_MIN, width, height)
  let w = between(whole(crop?.width ?? NaN, fallback.width), side, width)
  let h = between(whole(crop?.height ?? NaN, fallback.height), side, height)
  if (w > h * max) {
    h = Math.ceil(w / max)
    if (h > height) [h, w] = [height, Math.floor(height * max)]
  } else if (w < h * min) {
    w = Math.ceil(h * min)
    if (w > width) [w, h] = [width, Math.floor(width / min)]
  }
  const x = between(whole(crop?.x ?? NaN, Math.floor((width - w) / 2)), 0, width - w)
  const y = between(whole(crop?.y ?? NaN, Math.floor((height - h) / 2)), 0, height - h)
  return { x, y, width: w, height: h }
}

/** What can be wrong with a crop as typed (SPEC.md 5 "Images"); none for a crop that is its own clamp. */
export type CropProblem = 'notNumber' | 'tooSmall' | 'ratio' | 'outside'

/**
 * The rules a typed crop breaks: a number that is not a whole number of pixels, a side under
 * CROP_MIN (or the image's shorter side when it is smaller), a ratio out of the kind's range
 * (list 1:1, detail 1 to 2), a rectangle reaching outside the image. A crop without any is
 * exactly what clampCrop makes of it, so the form that says them saves only valid crops.
 */
export function cropProblems(crop: Record<keyof Crop, number | null>, width: number, height: number, kind: CropKind): CropProblem[] {
  const { x, y, width: w, height: h } = crop
  if (x === null || y === null || w === null || h === null) return ['notNumber']
  const problems: CropProblem[] = []
  const side = Math.min(CROP_MIN, width, height)
  if (w < side || h < side) problems.push('tooSmall')
  const [min, max] = cropRatioRange(kind)
  if (w < h * min || w > h * max) problems.push('ratio')
  if (x < 0 || y < 0 || x + w > width || y + h > height) problems.push('outside')
  return problems
}

/** True when the crop is exactly what clampCrop would make of it (a crop a user may save). */
export function isValidCrop(crop: Crop, width: number, height: number, kind: CropKind): boolean {
  const clamped = clampCrop(crop, width, height, kind)
  return clamped.x === crop.x && clamped.y === crop.y && clamped.width === crop.width && clamped.height === crop.height
}

/* ---------- gallery images ---------- */

/** What a gallery image needs to be drawn (contract/menu.ts GalleryImage has these fields). */
export interface DrawableImage {
  url: string
  width: number
  height: number
  listCrop: Crop | null
  detailCrop: Crop | null
}

/**
 * The URL a card draws a gallery image from: its crop of this kind (the default one when none
 * was chosen, always clamped valid) at the allowed width for `width` CSS px. An image that is
 * not stored here (an outside URL, a pdf) is drawn from its own URL.
 */
export function imageUrl(image: DrawableImage, kind: CropKind, width: number, format: RenditionFormat = 'webp'): string {
  const stored = parseStoredImageUrl(image.url)
  if (!stored || stored.ext === 'pdf' || !(image.width >= 1 && image.height >= 1)) return image.url
  const crop = clampCrop(kind === 'list' ? image.listCrop : image.detailCrop, image.width, image.height, kind)
  return renditionUrl(stored.sha256, crop, renditionWidth(width), format)
}

/** `srcset` for a picture `width` CSS px wide: the 1x and 2x renditions. */
export function imageSrcSet(image: DrawableImage, kind: CropKind, width: number, format: RenditionFormat = 'webp'): string {
  const once = imageUrl(image, kind, width, format)
  const twice = imageUrl(image, kind, width * 2, format)
  return once === twice ? once : `${once} 1x, ${twice} 2x`
}
