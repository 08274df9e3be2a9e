/**
 * Cross-site request forgery: every request that may change something (any method but GET
 * and HEAD) must come from a page of this origin, whatever it is (a document, a Remix data
 * request `?_data=`, /dev/kyb, /api/v1). The browser says where a request comes from in
 * `Origin` (or, from older browsers, `Referer`); it is compared with the origin the request
 * was made to (server/proxy.ts). A refused request is answered 403 before anything reads
 * its body, so it changes nothing.
 *
 *   - pages: a foreign origin, `Origin: null`, or neither header is refused;
 *   - /api/v1: writes need a Bearer token, which a foreign page cannot make a browser send,
 *     so scripts without Origin are let through; a foreign Origin is still refused.
 *
 * docs/decisions/0013-client-address-and-forgery.md
 */
import type { IncomingMessage } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { ErrorCode } from '../contract/errors.js'
import { sendRefusalPage } from './refusal-page.js'
import { requestOrigin, type ProxyTrust } from './proxy.js'

const API = /^\/api\/v1(\/|$)/

export type OriginVerdict = 'same' | 'foreign' | 'absent'

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

/** Whether the request says it comes from the origin it was made to. */
export function judgeOrigin(req: IncomingMessage, trust: ProxyTrust): OriginVerdict {
  const origin = single(req.headers.origin)
  const referer = single(req.headers.referer)
  if (origin === undefined && referer === undefined) return 'absent'
  const expected = requestOrigin(req, trust)
  if (!expected) return 'foreign'
  try {
    // 'null' (a sandboxed frame, a redirect from elsewhere) and junk do not parse: foreign.
    const claimed = new URL(origin !== undefined ? origin.trim() : referer!.trim())
    if (claimed.protocol !== 'http:' && claimed.protocol !== 'https:') return 'foreign'
    return claimed.origin === expected ? 'same' : 'foreign'
  } catch {
    return 'foreign'
  }
}

/** Express middleware, before the body is read and before any route (see the module comment). */
export function forgeryGuard(trust: ProxyTrust) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const verdict = judgeOrigin(req, trust)
    const api = API.test(req.path)
    if (verdict === 'same' || (api && verdict === 'absent')) return next()
    res.set('cache-control', 'no-store')
    if (api) {
      res.status(403).json({ errorCode: ErrorCode.FORBIDDEN, message: 'Cross-origin request refused', params: { reason: 'ORIGIN' } })
      return
    }
    sendRefusalPage(req, res, 403, 'forbidden.title', 'errors.invalidRequest').catch(next)
  }
}
