/**
 * /api/v1 for the outside world (browsers, scripts). GET requests may carry the back-office
 * session cookie instead of a Bearer token (downloads opened by the browser); every other
 * method needs the token, so a cookie alone never changes data (DESIGN.md section 2). The
 * platform learns the caller's address from X-Client-Address, which only this gateway writes
 * (server/proxy.ts); whatever the caller sent in it is gone.
 */
import type { IncomingMessage } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { ErrorCode } from '../contract/errors.js'
import { CLIENT_ADDRESS_HEADER, type ApiFetch } from '../contract/transport.js'

export interface GatewayOptions {
  /** The platform: embedded, or remote (`remotePlatform`); its answers go out as they are. */
  platform: ApiFetch
  tokenFromCookie: (cookieHeader: string | null) => Promise<string | null>
  /** The caller's address as the server determined it (server/proxy.ts). */
  clientAddress: (req: IncomingMessage) => string
}

export function apiGateway({ platform, tokenFromCookie, clientAddress }: GatewayOptions) {
  const listener = getRequestListener(async (request: Request, { incoming }) => {
    const headers = new Headers(request.headers)
    // Set here, on the request the platform receives: the listener builds its headers from
    // the raw ones, so rewriting the Express request's headers would not reach it.
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(incoming as IncomingMessage))
    if (request.method === 'GET' && !headers.has('authorization')) {
      const token = await tokenFromCookie(headers.get('cookie'))
      if (token) headers.set('authorization', `Bearer ${token}`)
    }
    // The platform authenticates by token only; it never sees the back-office cookie.
    headers.delete('cookie')
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return platform(
      new Request(request.url, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        // Node's fetch needs duplex for streamed bodies.
        duplex: hasBody ? 'half' : undefined,
      }),
    )
  }, { overrideGlobalObjects: false })
  return (req: ExpressRequest, res: ExpressResponse) => void listener(req, res)
}

/**
 * A remote platform at API_URL (same paths). That server sees this one as its client, so the
 * end user's address travels as the one X-Forwarded-For entry: run it with TRUST_PROXY=1.
 */
export function remotePlatform(apiUrl: string): ApiFetch {
  return async (request) => {
    const url = new URL(request.url)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    const headers = new Headers(request.headers)
    const address = headers.get(CLIENT_ADDRESS_HEADER)
    headers.delete(CLIENT_ADDRESS_HEADER)
    if (address) headers.set('x-forwarded-for', address)
    else headers.delete('x-forwarded-for')
    // Uncompressed between the two servers: fetch would decode a compressed answer but keep its
    // Content-Encoding, and the gateway would send the browser decoded bytes labelled br or
    // gzip. This server compresses what it sends on (server.ts).
    headers.set('accept-encoding', 'identity')
    try {
      return await fetch(`${apiUrl}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        // Node's fetch needs duplex for streamed bodies.
        duplex: hasBody ? 'half' : undefined,
      })
    } catch (error) {
      // The remote platform did not answer (restarting, unreachable): the same 503 the
      // embedded platform gives while its database is away, so screens say "try again
      // shortly" instead of failing with 500.
      console.warn('[gateway] remote platform unreachable:', (error as Error).cause ?? error)
      return remoteUnavailable()
    }
  }
}

/** Seconds a caller waits before trying again after the remote platform did not answer. */
const REMOTE_RETRY_AFTER_SECONDS = 2

function remoteUnavailable(): Response {
  const body = {
    errorCode: ErrorCode.SERVICE_UNAVAILABLE,
    message: 'The platform is unavailable for a moment; retry shortly',
    params: { retryAfterSeconds: REMOTE_RETRY_AFTER_SECONDS },
  }
  return Response.json(body, { status: 503, headers: { 'Retry-After': String(REMOTE_RETRY_AFTER_SECONDS) } })
}
