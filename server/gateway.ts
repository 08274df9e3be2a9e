/**
 * /api/v1 for the outside world (browsers, scripts). GET requests may carry the back-office
 * session cookie instead of a Bearer token (downloads opened by the browser); every other
 * method needs the token, so a cookie alone never changes data (DESIGN.md section 2).
 */
import { getRequestListener } from '@hono/node-server'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { CLIENT_ADDRESS_HEADER, type ApiTransport } from '../contract/transport.js'

export interface GatewayOptions {
  transport: ApiTransport
  tokenFromCookie: (cookieHeader: string | null) => Promise<string | null>
}

export function apiGateway({ transport, tokenFromCookie }: GatewayOptions) {
  const listener = getRequestListener(async (request: Request) => {
    const headers = new Headers(request.headers)
    if (request.method === 'GET' && !headers.has('authorization')) {
      const token = await tokenFromCookie(headers.get('cookie'))
      if (token) headers.set('authorization', `Bearer ${token}`)
    }
    // The platform authenticates by token only; it never sees the back-office cookie.
    headers.delete('cookie')
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return transport(
      new Request(request.url, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        // Node's fetch needs duplex for streamed bodies.
        duplex: hasBody ? 'half' : undefined,
      }),
    )
  }, { overrideGlobalObjects: false })
  return (req: ExpressRequest, res: ExpressResponse) => {
    // The address as the server saw it (trust proxy applied), replacing anything sent.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? 'unknown'
    void listener(req, res)
  }
}

/** The embedded platform in-process, or a remote one at API_URL (same paths). */
export function remoteTransport(apiUrl: string): ApiTransport {
  return async (request) => {
    const url = new URL(request.url)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return fetch(`${apiUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      // Node's fetch needs duplex for streamed bodies.
      duplex: hasBody ? 'half' : undefined,
    })
  }
}
