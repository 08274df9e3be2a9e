/** The crop rules of contract/images.ts: default crops, clamping nudged numbers, rendition URLs. */
import { describe, expect, it } from 'vitest'
import {
  CROP_MIN,
  DETAIL_RATIO_MAX,
  DETAIL_RATIO_MIN,
  LIST_RATIO,
  clampCrop,
  cropProblems,
  defaultCrop,
  imageSrcSet,
  imageUrl,
  imageUploadSchema,
  isValidCrop,
  parseRendition,
  parseStoredImageUrl,
  renditionHeight,
  renditionWidth,
  type Crop,
  type CropKind,
} from '../../contract/images'

const SHA = 'ab'.repeat(32)
const KINDS: CropKind[] = ['list', 'detail']

/** Every rule a valid crop keeps, checked one by one so a failure says which. */
function expectValid(crop: Crop, width: number, height: number, kind: CropKind) {
  for (const n of [crop.x, crop.y, crop.width, crop.height]) expect(Number.isInteger(n)).toBe(true)
  expect(crop.x).toBeGreaterThanOrEqual(0)
  expect(crop.y).toBeGreaterThanOrEqual(0)
  expect(crop.x + crop.width).toBeLessThanOrEqual(width)
  expect(crop.y + crop.height).toBeLessThanOrEqual(height)
  const side = Math.min(CROP_MIN, width, height)
  expect(crop.width).toBeGreaterThanOrEqual(side)
  expect(crop.height).toBeGreaterThanOrEqual(side)
  const ratio = crop.width / crop.height
  if (kind === 'list') expect(ratio).toBe(LIST_RATIO)
  else {
    expect(ratio).toBeGreaterThanOrEqual(DETAIL_RATIO_MIN)
    expect(ratio).toBeLessThanOrEqual(DETAIL_RATIO_MAX)
  }
}

describe('ratios', () => {
  it('are width over height: the list card is square, the detail picture square to twice as wide as tall', () => {
    expect([LIST_RATIO, DETAIL_RATIO_MIN, DETAIL_RATIO_MAX, CROP_MIN]).toEqual([1, 1, 2, 100])
  })
})

describe('defaultCrop', () => {
  it('takes the centred square of a list card', () => {
    expect(defaultCrop(3000, 1500, 'list')).toEqual({ x: 750, y: 0, width: 1500, height: 1500 })
    expect(defaultCrop(1500, 3000, 'list')).toEqual({ x: 0, y: 750, width: 1500, height: 1500 })
    expect(defaultCrop(801, 800, 'list')).toEqual({ x: 0, y: 0, width: 800, height: 800 })
  })

  it('keeps the whole image for a detail card when its own ratio is between 1 and 2', () => {
    expect(defaultCrop(3000, 1500, 'detail')).toEqual({ x: 0, y: 0, width: 3000, height: 1500 })
    expect(defaultCrop(1200, 1200, 'detail')).toEqual({ x: 0, y: 0, width: 1200, height: 1200 })
    expect(defaultCrop(1600, 1000, 'detail')).toEqual({ x: 0, y: 0, width: 1600, height: 1000 })
  })

  it('centres the largest 2:1 of a wider image and the largest square of a taller one', () => {
    expect(defaultCrop(3000, 1000, 'detail')).toEqual({ x: 500, y: 0, width: 2000, height: 1000 })
    expect(defaultCrop(1000, 3000, 'detail')).toEqual({ x: 0, y: 1000, width: 1000, height: 1000 })
  })

  it('works for images smaller than the cropper minimum', () => {
    expect(defaultCrop(60, 40, 'list')).toEqual({ x: 10, y: 0, width: 40, height: 40 })
    expect(defaultCrop(60, 40, 'detail')).toEqual({ x: 0, y: 0, width: 60, height: 40 })
    expect(defaultCrop(1, 1, 'detail')).toEqual({ x: 0, y: 0, width: 1, height: 1 })
    expect(defaultCrop(5, 1, 'detail')).toEqual({ x: 1, y: 0, width: 2, height: 1 })
  })
})

describe('clampCrop', () => {
  it('leaves a valid crop as it is', () => {
    const crop = { x: 100, y: 200, width: 800, height: 500 }
    expect(clampCrop(crop, 3000, 2000, 'detail')).toEqual(crop)
    expect(isValidCrop(crop, 3000, 2000, 'detail')).toBe(true)
  })

  it('moves a rectangle back inside the image, keeping its size', () => {
    expect(clampCrop({ x: 2900, y: -40, width: 500, height: 500 }, 3000, 2000, 'list')).toEqual({ x: 2500, y: 0, width: 500, height: 500 })
    expect(clampCrop({ x: -10, y: 1900, width: 400, height: 300 }, 3000, 2000, 'detail')).toEqual({
      x: 0,
      y: 1700,
      width: 400,
      height: 300,
    })
  })

  it('makes a list crop square by growing its shorter side, shrinking only where the image ends', () => {
    expect(clampCrop({ x: 0, y: 0, width: 300, height: 200 }, 1000, 1000, 'list')).toEqual({ x: 0, y: 0, width: 300, height: 300 })
    expect(clampCrop({ x: 0, y: 0, width: 200, height: 300 }, 1000, 1000, 'list')).toEqual({ x: 0, y: 0, width: 300, height: 300 })
    expect(clampCrop({ x: 0, y: 0, width: 900, height: 200 }, 1000, 500, 'list')).toEqual({ x: 0, y: 0, width: 500, height: 500 })
  })

  it('brings a detail ratio into 1 to 2: a too wide crop gets taller, a too tall one wider', () => {
    expect(clampCrop({ x: 0, y: 0, width: 900, height: 300 }, 1000, 1000, 'detail')).toEqual({ x: 0, y: 0, width: 900, height: 450 })
    expect(clampCrop({ x: 0, y: 0, width: 300, height: 600 }, 1000, 1000, 'detail')).toEqual({ x: 0, y: 0, width: 600, height: 600 })
    // Only 300 px of height exist: the widest allowed is 600 wide.
    expect(clampCrop({ x: 0, y: 0, width: 1000, height: 300 }, 1000, 300, 'detail')).toEqual({ x: 0, y: 0, width: 600, height: 300 })
    // Only 200 px of width: a square 200 x 200.
    expect(clampCrop({ x: 0, y: 0, width: 150, height: 900 }, 200, 1000, 'detail')).toEqual({ x: 0, y: 0, width: 200, height: 200 })
  })

  it('enlarges sides below 100 px to 100 when the image allows it', () => {
    expect(clampCrop({ x: 10, y: 10, width: 20, height: 20 }, 1000, 1000, 'list')).toEqual({ x: 10, y: 10, width: 100, height: 100 })
    expect(clampCrop({ x: 10, y: 10, width: 150, height: 30 }, 1000, 1000, 'detail')).toEqual({ x: 10, y: 10, width: 150, height: 100 })
  })

  it('uses the shorter side of an image smaller than 100 px as the minimum', () => {
    expect(clampCrop({ x: 0, y: 0, width: 10, height: 10 }, 80, 60, 'list')).toEqual({ x: 0, y: 0, width: 60, height: 60 })
    expect(clampCrop({ x: 50, y: 50, width: 500, height: 500 }, 80, 60, 'list')).toEqual({ x: 20, y: 0, width: 60, height: 60 })
    expect(clampCrop({ x: 0, y: 0, width: 80, height: 60 }, 80, 60, 'detail')).toEqual({ x: 0, y: 0, width: 80, height: 60 })
    expect(clampCrop({ x: 3, y: 3, width: 1, height: 1 }, 1, 1, 'detail')).toEqual({ x: 0, y: 0, width: 1, height: 1 })
  })

  it('rounds fractions; numbers that are not numbers become the default crop, a missing position the centre', () => {
    expect(clampCrop({ x: 10.4, y: 9.6, width: 200.5, height: 150.2 }, 1000, 1000, 'detail')).toEqual({
      x: 10,
      y: 10,
      width: 201,
      height: 150,
    })
    expect(clampCrop({ x: NaN, y: Infinity, width: NaN, height: NaN }, 3000, 1000, 'detail')).toEqual(defaultCrop(3000, 1000, 'detail'))
    expect(clampCrop(null, 1200, 800, 'list')).toEqual(defaultCrop(1200, 800, 'list'))
    expect(clampCrop({ width: 300, height: 300 }, 1000, 1000, 'list')).toEqual({ x: 350, y: 350, width: 300, height: 300 })
  })

  it('always gives a valid crop, and a valid crop is its own clamp (a sweep of odd numbers)', () => {
    let seed = 42
    const next = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return Math.floor((seed / 2 ** 31) * max)
    }
    for (let i = 0; i < 3000; i++) {
      const width = 1 + next(i % 3 === 0 ? 150 : 3000)
      const height = 1 + next(i % 5 === 0 ? 150 : 3000)
      const wild = { x: next(4000) - 500, y: next(4000) - 500, width: next(4000) - 50, height: next(4000) - 50 }
      for (const kind of KINDS) {
        const crop = clampCrop(wild, width, height, kind)
        expectValid(crop, width, height, kind)
        expect(clampCrop(crop, width, height, kind)).toEqual(crop)
        expect(isValidCrop(crop, width, height, kind)).toBe(true)
        expectValid(defaultCrop(width, height, kind), width, height, kind)
      }
    }
    // About 40,000 assertions: well under a second alone, over five on a loaded two-core machine.
  }, 60_000)
})

describe('cropProblems (what the crop form without JavaScript says instead of clamping)', () => {
  const crop = (x: number | null, y: number | null, width: number | null, height: number | null) => ({ x, y, width, height })
  it('finds nothing wrong with a valid crop, and a crop without problems is its own clamp', () => {
    expect(cropProblems(crop(150, 0, 600, 600), 900, 600, 'list')).toEqual([])
    expect(cropProblems(crop(0, 75, 900, 450), 900, 600, 'detail')).toEqual([])
    for (const kind of KINDS) {
      for (const [x, y, w, h] of [[0, 0, 100, 100], [10, 20, 300, 200], [0, 0, 900, 600], [5, 5, 50, 50], [0, 0, 1000, 100]]) {
        const typed = { x: x!, y: y!, width: w!, height: h! }
        expect(cropProblems(typed, 900, 600, kind).length === 0, `${kind} ${[x, y, w, h]}`).toBe(isValidCrop(typed, 900, 600, kind))
      }
    }
  })
  it('names each broken rule: whole numbers, 100 × 100 at least, the ratio, inside the picture', () => {
    expect(cropProblems(crop(null, 0, 600, 600), 900, 600, 'list')).toEqual(['notNumber'])
    expect(cropProblems(crop(0, 0, 50, 50), 900, 600, 'list')).toEqual(['tooSmall'])
    expect(cropProblems(crop(0, 0, 300, 200), 900, 600, 'list')).toEqual(['ratio'])
    expect(cropProblems(crop(0, 0, 300, 100), 900, 600, 'detail')).toEqual(['ratio'])
    expect(cropProblems(crop(0, 0, 200, 300), 900, 600, 'detail')).toEqual(['ratio'])
    expect(cropProblems(crop(700, 0, 500, 500), 900, 600, 'list')).toEqual(['outside'])
    expect(cropProblems(crop(0, 0, 50, 200), 900, 600, 'detail')).toEqual(['tooSmall', 'ratio'])
    // A picture smaller than 100 px: its shorter side is the minimum.
    expect(cropProblems(crop(0, 0, 60, 60), 80, 60, 'list')).toEqual([])
  })
})

describe('image URLs', () => {
  const stored = { url: `/api/v1/images/${SHA}.jpeg`, width: 3000, height: 1500, listCrop: null, detailCrop: null }

  it('parses a stored file URL, path or absolute, and nothing else', () => {
    expect(parseStoredImageUrl(stored.url)).toEqual({ sha256: SHA, ext: 'jpeg' })
    expect(parseStoredImageUrl(`https://menu.example/api/v1/images/${SHA}.png`)).toEqual({ sha256: SHA, ext: 'png' })
    expect(parseStoredImageUrl(`/api/v1/images/${SHA}.gif`)).toBeNull()
    expect(parseStoredImageUrl(`/api/v1/images/${SHA.toUpperCase()}.png`)).toBeNull()
    expect(parseStoredImageUrl('https://cdn.example/soup.jpg')).toBeNull()
  })

  it('draws the default crop when none was chosen, at the allowed width for the CSS width', () => {
    expect(imageUrl(stored, 'list', 96)).toBe(`/api/v1/images/${SHA}/750,0,1500,1500/96.webp`)
    expect(imageUrl(stored, 'detail', 430, 'jpeg')).toBe(`/api/v1/images/${SHA}/0,0,3000,1500/430.jpeg`)
    expect(imageUrl(stored, 'list', 100)).toBe(`/api/v1/images/${SHA}/750,0,1500,1500/192.webp`)
    expect(imageUrl(stored, 'detail', 5000)).toBe(`/api/v1/images/${SHA}/0,0,3000,1500/860.webp`)
  })

  it('draws the chosen crop, clamped valid first', () => {
    const chosen = { ...stored, listCrop: { x: 10, y: 20, width: 300, height: 300 }, detailCrop: { x: 0, y: 0, width: 900, height: 100 } }
    expect(imageUrl(chosen, 'list', 96)).toBe(`/api/v1/images/${SHA}/10,20,300,300/96.webp`)
    expect(imageUrl(chosen, 'detail', 430)).toBe(`/api/v1/images/${SHA}/0,0,900,450/430.webp`)
  })

  it('gives 1x and 2x in srcset', () => {
    expect(imageSrcSet(stored, 'list', 96)).toBe(
      `/api/v1/images/${SHA}/750,0,1500,1500/96.webp 1x, /api/v1/images/${SHA}/750,0,1500,1500/192.webp 2x`
    )
    expect(imageSrcSet(stored, 'detail', 430)).toBe(
      `/api/v1/images/${SHA}/0,0,3000,1500/430.webp 1x, /api/v1/images/${SHA}/0,0,3000,1500/860.webp 2x`
    )
  })

  it('leaves outside URLs and pdfs as they are', () => {
    expect(imageUrl({ ...stored, url: 'https://cdn.example/soup.jpg' }, 'list', 96)).toBe('https://cdn.example/soup.jpg')
    expect(imageUrl({ ...stored, url: `/api/v1/images/${SHA}.pdf` }, 'detail', 430)).toBe(`/api/v1/images/${SHA}.pdf`)
    expect(imageSrcSet({ ...stored, url: 'https://cdn.example/soup.jpg' }, 'list', 96)).toBe('https://cdn.example/soup.jpg')
  })

  it('reads back what renditionUrl writes, and refuses other shapes', () => {
    expect(parseRendition('10,20,300,150', '430.webp')).toEqual({
      crop: { x: 10, y: 20, width: 300, height: 150 },
      width: 430,
      format: 'webp',
    })
    expect(parseRendition('10,20,300', '430.webp')).toBeNull()
    expect(parseRendition('-1,0,300,300', '96.jpeg')).toBeNull()
    expect(parseRendition('0,0,300,300', '96.png')).toBeNull()
    expect(parseRendition('0,0,300,300', '96.webp.webp')).toBeNull()
  })

  it('snaps widths up to an allowed one and computes the rendition height from the crop', () => {
    expect([1, 96, 97, 430, 431, 861].map(renditionWidth)).toEqual([96, 96, 192, 430, 640, 860])
    expect(renditionHeight({ x: 0, y: 0, width: 3000, height: 1500 }, 430)).toBe(215)
    expect(renditionHeight({ x: 0, y: 0, width: 301, height: 200 }, 96)).toBe(64)
  })

  it('validates an upload answer (a pdf has no size)', () => {
    expect(imageUploadSchema.parse({ url: stored.url, width: 3000, height: 1500, mime: 'image/jpeg' }).width).toBe(3000)
    expect(imageUploadSchema.parse({ url: `/api/v1/images/${SHA}.pdf`, width: null, height: null, mime: 'application/pdf' }).mime).toBe(
      'application/pdf'
    )
    expect(imageUploadSchema.safeParse({ url: stored.url, width: 1, height: 1, mime: 'image/gif' }).success).toBe(false)
  })
})
