/**
 * What the connection says about the caller, and only what it can be believed about: the
 * client address every per-address rate limit is keyed by, and the origin the request was
 * made to (the one a form must come from, server/forgery.ts). A caller's own headers say
 * nothing unless a proxy we were told to trust wrote them (docs/decisions/0013).
 *
 *   - TRUST_PROXY=n (default 0): the last n entries of X-Forwarded-For were written by our
 *     own proxies; the address is the one the outermost trusted proxy saw. X-Forwarded-Host
 *     and X-Forwarded-Proto are believed too.
 *   - on Fly.io (FLY_APP_NAME set) with TRUST_PROXY=0: Fly's proxy sets Fly-Client-IP itself
 *     (and X-Forwarded-Proto), whatever the caller sent.
 *   - otherwise: the socket's peer address.
 *
 * The address is never empty. X-Client-Address, the header that carries it to the platform,
 * is removed from every inbound request before anything reads it.
 */
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { CLIENT_ADDRESS_HEADER } from '../contract/transport.js'

export interface ProxyTrust {
  /** Reverse-proxy hops in front of the server whose X-Forwarded-* headers are believed. */
  hops: number
  /** Deployed on Fly.io: Fly's proxy writes Fly-Client-IP and X-Forwarded-Proto. */
  fly: boolean
}

/** The address when even the socket has none left (it closed while the request was parsed). */
export const UNKNOWN_ADDRESS = 'unknown'

/** TRUST_PROXY and FLY_APP_NAME; a TRUST_PROXY that is not a whole number stops the start. */
export function proxyTrustFrom(env: NodeJS.ProcessEnv): ProxyTrust {
  const raw = (env.TRUST_PROXY ?? '').trim()
  if (raw !== '' && !/^\d{1,2}$/.test(raw)) throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2, ...), not "${raw}"`)
  return { hops: raw === '' ? 0 : Number(raw), fly: Boolean(env.FLY_APP_NAME) }
}

/** '::ffff:192.0.2.1' is IPv4 192.0.2.1; anything that is not an IP address is null. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null
  let address = value.trim()
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address.toLowerCase() : null
}

function headerValues(req: IncomingMessage, name: string): string[] {
  const value = req.headers[name]
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))
}

/** The client address as this deployment can know it (see the module comment). */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const socket = normalizeAddress(req.socket?.remoteAddress) ?? UNKNOWN_ADDRESS
  if (trust.hops > 0) {
    const chain = headerValues(req, 'x-forwarded-for')
    let address = socket
    // Walk back from our side: each trusted hop vouches for the entry it appended.
    for (let hop = 0; hop < trust.hops && chain.length > 0; hop++) {
      const entry = normalizeAddress(chain.pop())
      if (!entry) break
      address = entry
    }
    return address
  }
  if (trust.fly) {
    const fly = headerValues(req, 'fly-client-ip')
    const address = fly.length === 1 ? normalizeAddress(fly[0]) : null
    if (address) return address
  }
  return socket
}

/** A host name or IP literal with an optional port, as a Host header carries it. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(:\d{1,5})?$/i

function firstValue(req: IncomingMessage, name: string): string | null {
  return headerValues(req, name)[0]?.trim() || null
}

/**
 * The origin the caller addressed ('https://host[:port]'), or null without a Host header.
 * Scheme: the TLS socket's, or a trusted proxy's X-Forwarded-Proto. Host: the Host header,
 * or a trusted proxy's X-Forwarded-Host.
 */
export function requestOrigin(req: IncomingMessage, trust: ProxyTrust): string | null {
  const proxied = trust.hops > 0
  let scheme = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'
  const forwardedProto = proxied || trust.fly ? firstValue(req, 'x-forwarded-proto')?.toLowerCase() : null
  if (forwardedProto === 'http' || forwardedProto === 'https') scheme = forwardedProto
  const host = (proxied ? firstValue(req, 'x-forwarded-host') : null) ?? req.headers.host
  // A Host with a path, credentials or anything else in it names no origin.
  if (!host || !HOST.test(host)) return null
  try {
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return null
  }
}

const known = new WeakMap<IncomingMessage, string>()

/**
 * Express middleware, first in the chain: removes any X-Client-Address the caller sent
 * (from `headers` and from `rawHeaders`, which @hono/node-server reads) and remembers the
 * address this server determined, for clientAddressOf.
 */
export function clientAddressMiddleware(trust: ProxyTrust) {
  return (req: IncomingMessage, _res: unknown, next: () => void) => {
    stripClientAddressHeader(req)
    known.set(req, clientAddress(req, trust))
    next()
  }
}

/** Removes every X-Client-Address the caller sent. */
export function stripClientAddressHeader(req: IncomingMessage) {
  delete req.headers[CLIENT_ADDRESS_HEADER]
  const raw = req.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2)
  }
}

/** The address clientAddressMiddleware determined (the socket's when it did not run). */
export function clientAddressOf(req: IncomingMessage): string {
  return known.get(req) ?? normalizeAddress(req.socket?.remoteAddress) ?? UNKNOWN_ADDRESS
}
