/**
 * Menu images over HTTP (SPEC.md 5 "Images", DESIGN.md 3): uploads checked from their bytes,
 * scaled, made upright and stored once per content; the public immutable reads; renditions
 * of a crop at a width, drawn once. Test images are drawn here with sharp.
 */
import { createHash, randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_ID_HEADER } from '../../contract/menu.js'
import { imageUploadSchema } from '../../contract/images.js'
import { imageRenditions, images } from '../../platform/db/schema/index.js'
import { decodes } from '../../platform/domain/images/process.js'
import { RENDITIONS_KEPT } from '../../platform/domain/images/store.js'
import { CLIENT_ADDRESS_HEADER } from '../../contract/transport.js'
import { DEMO, expectError, forEachDatabase, login, useHarness, type Harness, type JsonResponse } from './harness.js'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** 4000 x 2000: red on the left half, blue on the right, a white circle across the middle. */
const wideShapes = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="2000">
        <rect x="0" y="0" width="2000" height="2000" fill="#ff0000"/>
        <rect x="2000" y="0" width="2000" height="2000" fill="#0000ff"/>
        <circle cx="2000" cy="1000" r="300" fill="#ffffff"/>
      </svg>`
    )
  )
    .png()
    .toBuffer()

const solid = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } })

/**
 * A png that says it is `width` x `height` (its header, and a first scrap of pixel data):
 * what a decompression bomb looks like to anyone who reads the header before decoding.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A minimal one-page pdf, written by hand. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1'
)

interface Raw {
  status: number
  headers: Headers
  bytes: Buffer
}

/** The JSON view of a raw answer, for expectError. */
function asJson(raw: Raw): JsonResponse {
  const text = raw.bytes.toString('utf8')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: raw.status, headers: raw.headers, body, text }
}

async function fetchRaw(api: Harness, path: string, init: RequestInit = {}): Promise<Raw> {
  const response = await fetch(api.baseUrl + path, {
    ...init,
    headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', ...(init.headers as Record<string, string>) },
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const shaOf = (url: string) => /\/images\/([0-9a-f]{64})\./.exec(url)![1]!

forEachDatabase((kind) => {
  describe(`menu images on ${kind}`, () => {
    const api = useHarness(kind)
    let token: string
    let viewer: string
    let bistro: string

    beforeAll(async () => {
      token = await login(api, DEMO.admin)
      viewer = await login(api, DEMO.stopListViewer)
      const orgs = await api.fetchJson('/business/organizations', { token })
      bistro = orgs.body.find((o: { name: string }) => o.name === 'Old Town Bistro').id
    })

    interface UploadOptions {
      purpose?: string
      as?: string
      requestId?: string | null
      contentType?: string
      organizationId?: string
    }
    function upload(bytes: Uint8Array, options: UploadOptions = {}): Promise<Raw> {
      const query = new URLSearchParams({ organizationId: options.organizationId ?? bistro })
      if (options.purpose) query.set('purpose', options.purpose)
      const headers: Record<string, string> = {
        authorization: `Bearer ${options.as ?? token}`,
        'content-type': options.contentType ?? 'application/octet-stream',
      }
      if (options.requestId !== null) headers[REQUEST_ID_HEADER] = options.requestId ?? `req-${randomBytes(4).toString('hex')}`
      return fetchRaw(api, `/business/images?${query}`, { method: 'POST', body: new Uint8Array(bytes), headers })
    }
    async function uploaded(bytes: Uint8Array, options: UploadOptions = {}) {
      const answer = await upload(bytes, options)
      expect(answer.status, answer.bytes.toString()).toBe(201)
      return imageUploadSchema.parse(JSON.parse(answer.bytes.toString()))
    }
    const imageCount = async () => (await api.db.select({ n: count() }).from(images))[0]!.n
    const renditionCount = async (hash: string) =>
      (await api.db.select({ n: count() }).from(imageRenditions).where(eq(imageRenditions.sha256, hash)))[0]!.n
    /** GET of a path under /api/v1, as a guest: no session. */
    const read = (url: string, headers: Record<string, string> = {}) => fetchRaw(api, url.replace(/^\/api\/v1/, ''), { headers })

    describe('POST /business/images', () => {
      it('scales a 4000 x 2000 png to 3000 x 1500, keeps it png and serves it back from its content hash', async () => {
        const requestId = 'upload-wide-1'
        const answer = await upload(await wideShapes(), { requestId, contentType: 'image/png' })
        expect(answer.status).toBe(201)
        expect(answer.headers.get(REQUEST_ID_HEADER)).toBe(requestId)
        const body = imageUploadSchema.parse(JSON.parse(answer.bytes.toString()))
        expect(body).toMatchObject({ width: 3000, height: 1500, mime: 'image/png' })
        expect(body.url).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}\.png$/)

        const file = await read(body.url)
        expect(file.status).toBe(200)
        expect(file.headers.get('content-type')).toBe('image/png')
        expect(file.headers.get('cache-control')).toBe(IMMUTABLE)
        expect(file.headers.get('etag')).toBe(`"${shaOf(body.url)}"`)
        // A picture stays inline (an <img> shows it) but runs nothing if opened on its own.
        expect(file.headers.get('content-security-policy')).toBe('sandbox')
        expect(file.headers.get('content-disposition')).toBeNull()
        expect(sha256(file.bytes)).toBe(shaOf(body.url))
        const meta = await sharp(file.bytes).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 3000, 1500])
        // The halves are where they were: scaled, not cropped.
        const { data } = await sharp(file.bytes)
          .extract({ left: 10, top: 10, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true })
        expect([...data.subarray(0, 3)]).toEqual([255, 0, 0])

        // A cache that asks again with the ETag is told nothing changed.
        const again = await read(body.url, { 'if-none-match': file.headers.get('etag')! })
        expect(again.status).toBe(304)
        expect(again.bytes.length).toBe(0)
      })

      it('stores the same file once: a second upload answers the same URL and adds no row', async () => {
        const bytes = await solid(800, 600, '#336699').png().toBuffer()
        const first = await uploaded(bytes)
        const before = await imageCount()
        const second = await uploaded(bytes, { contentType: 'image/jpeg' })
        expect(second).toEqual(first)
        expect(await imageCount()).toBe(before)
        const rows = await api.db
          .select({ sha: images.sha256, org: images.organizationId })
          .from(images)
          .where(eq(images.sha256, shaOf(first.url)))
        expect(rows).toEqual([{ sha: shaOf(first.url), org: bistro }])
      })

      it('keeps a small jpeg at its size and a jpeg, without enlarging it', async () => {
        const body = await uploaded(await solid(640, 480, '#88aa22').jpeg().toBuffer(), { contentType: 'image/jpeg' })
        expect(body).toMatchObject({ width: 640, height: 480, mime: 'image/jpeg' })
        expect(body.url).toMatch(/\.jpeg$/)
        const meta = await sharp((await read(body.url)).bytes).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480])
      })

      it('turns a jpeg upright by its EXIF orientation, then drops the metadata', async () => {
        // Stored sideways (600 x 300) with orientation 6: it is shown 300 wide and 600 tall.
        const sideways = await solid(600, 300, '#cc3300')
          .jpeg()
          .withMetadata({ orientation: 6 })
          .withExif({ IFD0: { Copyright: 'camera owner', Make: 'PhoneCam' } })
          .toBuffer()
        expect((await sharp(sideways).metadata()).orientation).toBe(6)
        const body = await uploaded(sideways)
        expect(body).toMatchObject({ width: 300, height: 600, mime: 'image/jpeg' })
        const stored = (await read(body.url)).bytes
        const meta = await sharp(stored).metadata()
        expect([meta.width, meta.height, meta.orientation, meta.exif, meta.icc]).toEqual([300, 600, undefined, undefined, undefined])
        expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false)
      })

      it('takes files over the 1 MiB body limit of other calls (a 3 MB noisy png)', async () => {
        const noisy = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
          .png()
          .toBuffer()
        expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024)
        expect(await uploaded(noisy)).toMatchObject({ width: 1000, height: 1000, mime: 'image/png' })
      })

      it('refuses gif, text and junk as unsupported, whatever the Content-Type says, and stores nothing', async () => {
        const before = await imageCount()
        const gif = await solid(50, 50, '#ff00ff').gif().toBuffer()
        const webp = await solid(50, 50, '#ff00ff').webp().toBuffer()
        for (const [bytes, type] of [
          [gif, 'image/gif'],
          [gif, 'image/png'],
          [webp, 'image/jpeg'],
          [Buffer.from('just some text, not a picture'), 'image/png'],
          [randomBytes(4096), 'image/jpeg'],
          [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
        ] as const) {
          const params = expectError(asJson(await upload(bytes, { contentType: type })), 400, 'VALIDATION')
          expect(params.fields).toEqual({ file: ['menu.errors.unsupportedImageType'] })
        }
        expect(await imageCount()).toBe(before)
      })

      it('refuses an image of more pixels than any phone photo from its header, before decoding it (issue 25 item 25)', async () => {
        const before = await imageCount()
        // 20000 x 20000 is above sharp's own limit too: it was 'cannot be read'. 8193 x 8192 is one column over 64 Mi.
        for (const [width, height] of [[20000, 20000], [8193, 8192], [100000, 1000]]) {
          const started = Date.now()
          const params = expectError(asJson(await upload(pngClaiming(width, height), { contentType: 'image/png' })), 400, 'VALIDATION')
          expect(params.fields, `${width} x ${height}`).toEqual({ file: ['menu.errors.imageTooLarge'] })
          // Judged from the header: no decode ran (one of 400 megapixels takes many seconds).
          expect(Date.now() - started).toBeLessThan(2000)
        }
        expect(await imageCount()).toBe(before)
        // One just inside the limit is decoded as usual (its scrap of pixels is cut short here).
        const inside = expectError(asJson(await upload(pngClaiming(8192, 8192), { contentType: 'image/png' })), 400, 'VALIDATION')
        expect(inside.fields).toEqual({ file: ['menu.errors.unableToProcessImage'] })
      })

      it('decodes at most two images at once, however many arrive together', async () => {
        decodes.stats.peak = 0
        const total = decodes.stats.total
        const pictures = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => solid(1200 + i, 900, '#2266aa').jpeg().toBuffer()))
        const answers = await Promise.all(pictures.map((bytes) => upload(bytes, { contentType: 'image/jpeg' })))
        expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201])
        expect(decodes.stats.total - total).toBe(6)
        expect(decodes.stats.peak).toBeLessThanOrEqual(2)
        expect(decodes.stats.running).toBe(0)
      })

      it('refuses a png or jpeg that cannot be read (corrupt, cut short) and an empty body', async () => {
        const before = await imageCount()
        const png = await solid(300, 300, '#123456').png().toBuffer()
        const jpeg = await solid(300, 300, '#123456').jpeg().toBuffer()
        for (const bytes of [
          Buffer.concat([png.subarray(0, 8), Buffer.from('not the chunks of a png at all')]),
          png.subarray(0, png.length - 40),
          jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        ]) {
          const params = expectError(asJson(await upload(bytes)), 400, 'VALIDATION')
          expect(params.fields).toEqual({ file: ['menu.errors.unableToProcessImage'] })
        }
        const empty = expectError(asJson(await upload(new Uint8Array(0))), 400, 'VALIDATION')
        expect(empty.fields).toEqual({ file: ['menu.errors.required'] })
        expect(await imageCount()).toBe(before)
      })

      it('accepts a pdf only for the localized image editor, and serves it as it was sent', async () => {
        const refused = expectError(asJson(await upload(PDF, { contentType: 'application/pdf' })), 400, 'VALIDATION')
        expect(refused.fields).toEqual({ file: ['menu.errors.unsupportedImageType'] })
        const cut = expectError(asJson(await upload(PDF.subarray(0, 60), { purpose: 'localized' })), 400, 'VALIDATION')
        expect(cut.fields).toEqual({ file: ['menu.errors.unableToProcessImage'] })

        const body = await uploaded(PDF, { purpose: 'localized' })
        expect(body).toEqual({ url: `/api/v1/images/${sha256(PDF)}.pdf`, width: null, height: null, mime: 'application/pdf' })
        const file = await read(body.url)
        expect(file.headers.get('content-type')).toBe('application/pdf')
        expect(file.headers.get('cache-control')).toBe(IMMUTABLE)
        // Saved, never opened inline in the app's origin, and sandboxed if a viewer opens it anyway (issue 25 item 27).
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${sha256(PDF)}.pdf"`)
        expect(file.headers.get('content-security-policy')).toBe('sandbox')
        expect(file.headers.get('x-content-type-options')).toBe('nosniff')
        expect(file.bytes.equals(PDF)).toBe(true)
        // A pdf has no pixels, so no renditions.
        expectError(asJson(await read(`/images/${sha256(PDF)}/0,0,100,100/96.webp`)), 404, 'NOT_FOUND')
        // The localized editor takes pictures too.
        expect(await uploaded(await solid(120, 90, '#ffee00').png().toBuffer(), { purpose: 'localized' })).toMatchObject({
          mime: 'image/png',
        })
        const badPurpose = expectError(asJson(await upload(PDF, { purpose: 'avatar' })), 400, 'VALIDATION')
        expect(Object.keys(badPurpose.fields)).toEqual(['purpose'])
      })

      it('answers 413 for a body over the image limit', async () => {
        const before = await imageCount()
        const tooBig = Buffer.alloc(api.config.maxImageBytes + 1)
        expectError(asJson(await upload(tooBig)), 413, 'PAYLOAD_TOO_LARGE')
        expect(await imageCount()).toBe(before)
      })

      it('counts a body sent without a length (as the back-office sends files in-process) against the same limit', async () => {
        const streamed = (bytes: Uint8Array, chunk = 256 * 1024) =>
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.subarray(at, at + chunk))
              controller.close()
            },
          })
        const send = (bytes: Uint8Array) =>
          fetchRaw(api, `/business/images?organizationId=${bistro}`, {
            method: 'POST',
            body: streamed(bytes),
            duplex: 'half',
            headers: { authorization: `Bearer ${token}`, [REQUEST_ID_HEADER]: 'streamed-1' },
          } as RequestInit)
        const png = await solid(321, 123, '#654321').png().toBuffer()
        const answer = await send(png)
        expect(answer.status, answer.bytes.toString()).toBe(201)
        expect(JSON.parse(answer.bytes.toString())).toMatchObject({ width: 321, height: 123 })
        expectError(asJson(await send(new Uint8Array(api.config.maxImageBytes + 1))), 413, 'PAYLOAD_TOO_LARGE')
      })

      it('is a menu write: 401 without a session, 403 without VIEW_MENU, 400 without X-Request-Id', async () => {
        const png = await solid(200, 200, '#00ffff').png().toBuffer()
        const before = await imageCount()
        const anonymous = await fetchRaw(api, `/business/images?organizationId=${bistro}`, { method: 'POST', body: new Uint8Array(png) })
        expectError(asJson(anonymous), 401, 'UNAUTHORIZED')
        // The stop-list viewer of this very organization has VIEW_STOP_LIST only.
        expectError(asJson(await upload(png, { as: viewer })), 403, 'FORBIDDEN')
        expectError(asJson(await upload(png, { organizationId: 'not-an-id' })), 403, 'FORBIDDEN')
        const params = expectError(asJson(await upload(png, { requestId: null })), 400, 'VALIDATION')
        expect(Object.keys(params.fields)).toEqual([REQUEST_ID_HEADER])
        expect(await imageCount()).toBe(before)
      })
    })

    describe('GET /images/<sha256>/<x>,<y>,<w>,<h>/<width>.<format>', () => {
      let wide: { url: string; hash: string }
      beforeAll(async () => {
        const body = await uploaded(await wideShapes())
        wide = { url: body.url, hash: shaOf(body.url) }
      })
      const rendition = (rect: string, file: string) => read(`/images/${wide.hash}/${rect}/${file}`)
      const pixel = async (bytes: Buffer, left: number, top: number) => [
        ...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()).subarray(0, 3),
      ]

      it('draws the square list crop at 96 and 192 px, the 2:1 detail crop at 430 and 860, webp or jpeg', async () => {
        for (const [rect, file, format, width, height] of [
          ['750,0,1500,1500', '96.webp', 'webp', 96, 96],
          ['750,0,1500,1500', '192.webp', 'webp', 192, 192],
          ['0,0,3000,1500', '430.jpeg', 'jpeg', 430, 215],
          ['0,0,3000,1500', '860.webp', 'webp', 860, 430],
          ['100,100,300,200', '640.jpeg', 'jpeg', 640, 427],
        ] as const) {
          const answer = await rendition(rect, file)
          expect(answer.status, `${rect}/${file}`).toBe(200)
          expect(answer.headers.get('content-type')).toBe(`image/${format}`)
          expect(answer.headers.get('cache-control')).toBe(IMMUTABLE)
          expect(answer.headers.get('etag')).toBe(`"${sha256(answer.bytes)}"`)
          const meta = await sharp(answer.bytes).metadata()
          expect([meta.format, meta.width, meta.height]).toEqual([format, width, height])
        }
      })

      it('draws the rectangle asked for: the left square is red, the right one blue', async () => {
        const left = await rendition('0,0,1000,1000', '96.jpeg')
        const right = await rendition('2000,500,1000,1000', '96.jpeg')
        for (const [r, g, b] of [await pixel(left.bytes, 48, 48), await pixel(left.bytes, 5, 90)]) {
          expect(r).toBeGreaterThan(200)
          expect(g + b).toBeLessThan(60)
        }
        const [r, , b] = await pixel(right.bytes, 48, 48)
        expect(b).toBeGreaterThan(200)
        expect(r).toBeLessThan(40)
      })

      it('is made once: the second request answers the stored bytes and adds no row', async () => {
        const first = await rendition('300,300,600,600', '320.webp')
        const rows = await renditionCount(wide.hash)
        const second = await rendition('300,300,600,600', '320.webp')
        expect(second.bytes.equals(first.bytes)).toBe(true)
        expect(await renditionCount(wide.hash)).toBe(rows)
        const [row] = await api.db
          .select({ mime: imageRenditions.mime, bytes: imageRenditions.bytes })
          .from(imageRenditions)
          .where(eq(imageRenditions.key, `${wide.hash}/300,300,600,600/320.webp`))
        expect(row!.mime).toBe('image/webp')
        expect(row!.bytes.equals(first.bytes)).toBe(true)
        expect((await rendition('300,300,600,600', '320.webp').then((a) => a.headers.get('etag'))) === first.headers.get('etag')).toBe(true)
        const cached = await read(`/images/${wide.hash}/300,300,600,600/320.webp`, { 'if-none-match': first.headers.get('etag')! })
        expect(cached.status).toBe(304)
      })

      it('keeps at most RENDITIONS_KEPT renditions of an image, dropping the oldest', async () => {
        const small = shaOf((await uploaded(await solid(300, 300, '#abcdef').png().toBuffer())).url)
        const crops = Array.from({ length: RENDITIONS_KEPT + 3 }, (_, i) => `${i},0,${200 + i},${200 + i}`)
        for (const rect of crops) expect((await read(`/images/${small}/${rect}/96.webp`)).status).toBe(200)
        expect(await renditionCount(small)).toBe(RENDITIONS_KEPT)
        const kept = await api.db.select({ key: imageRenditions.key }).from(imageRenditions).where(eq(imageRenditions.sha256, small))
        expect(kept.map((r) => r.key)).toContain(`${small}/${crops[crops.length - 1]}/96.webp`)
        // One dropped is drawn again when asked for.
        expect((await read(`/images/${small}/${crops[0]}/96.webp`)).status).toBe(200)
      })

      it('refuses widths outside the set and rectangles outside the image or the 1 to 2 ratio with 400', async () => {
        const rows = await renditionCount(wide.hash)
        for (const [rect, file, field] of [
          ['0,0,1000,1000', '100.webp', 'width'],
          ['0,0,1000,1000', '0.webp', 'width'],
          ['0,0,1000,1000', '9999.webp', 'width'],
          ['2900,0,200,200', '96.webp', 'crop'],
          ['0,1400,200,200', '96.webp', 'crop'],
          ['0,0,0,0', '96.webp', 'crop'],
          ['0,0,99999,99999', '96.webp', 'crop'],
          ['0,0,900,300', '96.webp', 'crop'],
          ['0,0,300,400', '96.webp', 'crop'],
        ] as const) {
          const params = expectError(asJson(await rendition(rect, file)), 400, 'VALIDATION')
          expect(Object.keys(params.fields), `${rect}/${file}`).toEqual([field])
        }
        expect(await renditionCount(wide.hash)).toBe(rows)
      })

      it('answers 404, never 500, for unknown images and junk paths, without a session', async () => {
        const unknown = 'f'.repeat(64)
        for (const path of [
          `/images/${unknown}.png`,
          `/images/${wide.hash}.jpeg`,
          `/images/${wide.hash}.gif`,
          `/images/${wide.hash.toUpperCase()}.png`,
          `/images/${wide.hash}`,
          '/images/..%2F..%2Fetc%2Fpasswd',
          `/images/${wide.hash}.png.png`,
          `/images/${unknown}/0,0,100,100/96.webp`,
          `/images/${wide.hash}/0,0,100/96.webp`,
          `/images/${wide.hash}/-1,0,100,100/96.webp`,
          `/images/${wide.hash}/0,0,100,100/96.png`,
          `/images/${wide.hash}/0,0,100,100/96`,
          `/images/${wide.hash}/0,0,100,100/1e3.webp`,
          `/images/${wide.hash}/0,0,100,100/96.webp/more`,
          `/images/${wide.hash}/999999,0,100,100/96.webp`,
          '/images/x/y/z',
          `/images/${'%00'.repeat(10)}.png`,
        ]) {
          const answer = await read(path)
          expect(answer.status, path).toBe(404)
          expectError(asJson(answer), 404, 'NOT_FOUND')
        }
      })
    })
  })
})
