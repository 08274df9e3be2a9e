/**
 * Menu images (SPEC.md 5 "Images", DESIGN.md 3): the upload (a menu write: the body is the
 * file itself, up to config.maxImageBytes, platform/app.ts) and the public, immutable reads
 * of stored files and their renditions, which guests' browsers load without a session.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ErrorCode } from '../../contract/errors.js'
import { SHA256_PATTERN, imageUploadQuerySchema, parseRendition } from '../../contract/images.js'
import { DomainError, invalid, notFound } from '../domain/errors.js'
import { rendition, storedImage, uploadImage, type StoredFile } from '../domain/images/store.js'
import type { PlatformDeps } from './context.js'
import { menuWrite, type MenuEnv } from './menu-access.js'
import { readQuery } from './read.js'

/** The upload's path under /api/v1 (app.ts gives it the larger body limit). */
export const IMAGE_UPLOAD_PATH = '/business/images'

/** A stored file never changes under its URL: caches may keep it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const STORED_FILE = /^([0-9a-f]{64})\.(png|jpeg|pdf)$/

function send(c: Context, file: StoredFile, name: string): Response {
  const headers = new Headers({
    'content-type': file.mime,
    'cache-control': IMMUTABLE,
    etag: file.etag,
    // Served from the site's own origin: the browser must take the type as given, and what
    // was uploaded runs nothing there (a pdf's script, an svg's) whatever a viewer makes of it.
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  })
  // A document (a pdf) is saved, never opened by a viewer in the app's origin.
  if (!file.mime.startsWith('image/')) headers.set('content-disposition', `attachment; filename="${name}"`)
  const asked = c.req.header('if-none-match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(new Uint8Array(file.bytes), { headers })
}

/** The body as bytes; over the limit (a body without a length is counted as it arrives) is 413. */
async function readBytes(c: Context, maxBytes: number): Promise<Uint8Array> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await c.req.arrayBuffer())
  } catch {
    throw invalid('The body could not be read', { file: ['Unreadable body'] })
  }
  if (bytes.length > maxBytes) throw new DomainError(ErrorCode.PAYLOAD_TOO_LARGE, 'Request body too large')
  return bytes
}

export function imageRoutes(deps: PlatformDeps) {
  const app = new Hono<MenuEnv>()

  app.post(IMAGE_UPLOAD_PATH, menuWrite(deps), async (c) => {
    const { purpose } = readQuery(c, imageUploadQuerySchema)
    const bytes = await readBytes(c, deps.config.maxImageBytes)
    return c.json(await uploadImage(deps.db, c.get('menu').id, bytes, purpose), 201)
  })

  app.get('/images/:file', async (c) => {
    const match = STORED_FILE.exec(c.req.param('file'))
    if (!match) throw notFound('Image')
    return send(c, await storedImage(deps.db, match[1]!, match[2] as 'png' | 'jpeg' | 'pdf'), match[0])
  })

  app.get('/images/:sha256/:rect/:file', async (c) => {
    const hash = c.req.param('sha256')
    const asked = parseRendition(c.req.param('rect'), c.req.param('file'))
    if (!SHA256_PATTERN.test(hash) || !asked) throw notFound('Image')
    return send(c, await rendition(deps.db, hash, asked.crop, asked.width, asked.format), c.req.param('file'))
  })

  return app
}
