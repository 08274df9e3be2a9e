/**
 * The back-office session: a sealed (encrypted and authenticated), signed, HttpOnly,
 * SameSite=Lax cookie (`__Host-session`, Secure, in production; `__session` elsewhere). It
 * holds the platform token of the signed-in user, the phone number being signed in, the
 * one-time-code state of the sign-in flows and flash messages, none of it readable in the
 * cookie. Nothing in it is trusted without the platform.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { createCookie, createSession, type Session, type SessionStorage } from '@remix-run/node'
import type { OtpScope, Profile } from '../../contract/session'
import { safeRedirectPath } from '#contract/safe-redirect'
import type { Toast } from '../utils/toast'
import { secureCookies, sessionCookieName } from './cookie-security.server'

export interface AuthUser {
  token: string
  profile: Profile
}

export interface OtpState {
  scope: OtpScope
  msisdn: string
  /** Null when sending was refused (RATE_LIMIT) and no earlier code of this flow exists. */
  id: string | null
  /** ISO time when another code may be sent. */
  nextOtpAfter: string | null
  verified: boolean
  /** The last send was refused by the throttle: the code screen must not say a code was sent. */
  refused?: boolean
}

export interface SessionData {
  auth: AuthUser
  msisdn: string
  otp: OtpState
  /** A registration password waiting for a fresh code, sealed (AES-GCM). */
  pendingPassword: string
  /** Where a signed-out user was going: sign-in ends there (see rememberReturnTo). */
  returnTo: { path: string; until: number }
}

export type { Toast }

interface FlashData {
  toast: Toast
}

/** SESSION_SECRET's list: the first signs, all verify (rotation). The device cookie is signed with them too. */
export function sessionSecrets(): string[] {
  const list = (process.env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (list.length === 0) throw new Error('SESSION_SECRET is not set (server.ts sets it before loading the app)')
  return list
}

/**
 * The key that seals the session with one secret of the list. The cookie holds nothing
 * readable: the phone number, the name and the platform token are encrypted and authenticated
 * (AES-256-GCM) as one opaque value, which no other server process needs to look up (ADR 0066).
 */
const sessionKey = (secret: string) => createHash('sha256').update(`session:${secret}`).digest()

function seal(data: unknown, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sessionKey(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

/** The data sealed with any secret of the list (rotation), or null: a cookie of an older release, or forged. */
function open(sealed: unknown, secrets: string[]): Record<string, unknown> | null {
  if (typeof sealed !== 'string') return null
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !tag || !body) return null
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', sessionKey(secret), iv)
      decipher.setAuthTag(tag)
      const data: unknown = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))
      return data && typeof data === 'object' ? (data as Record<string, unknown>) : null
    } catch {
      // Not this secret.
    }
  }
  return null
}

let storage: SessionStorage<SessionData, FlashData> | undefined
function createStorage(): SessionStorage<SessionData, FlashData> {
  const secrets = sessionSecrets()
  const cookie = createCookie(sessionCookieName(), {
    // __Host-session when Secure (production): Path=/ and no Domain, as the prefix requires.
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(),
    secrets,
    // As long as the platform's absolute session expiry.
    maxAge: 90 * 24 * 3600,
  })
  return {
    async getSession(cookieHeader, options) {
      const data = cookieHeader ? open(await cookie.parse(cookieHeader, options), secrets) : null
      return createSession<SessionData, FlashData>((data ?? {}) as unknown as SessionData)
    },
    async commitSession(session, options) {
      const serialized = await cookie.serialize(seal(session.data, secrets[0]!), options)
      // Browsers drop a larger cookie silently: refuse it here, as Remix's own storage does.
      if (serialized.length > 4096) throw new Error(`Cookie length will exceed browser maximum. Length: ${serialized.length}`)
      return serialized
    },
    async destroySession(_session, options) {
      return cookie.serialize('', { ...options, maxAge: undefined, expires: new Date(0) })
    },
  }
}
export function sessionStorage() {
  return (storage ??= createStorage())
}

export type AppSession = Session<SessionData, FlashData>

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session)
}

/** The bearer token in a cookie header, for the /api/v1 gateway's GET downloads. */
export async function tokenFromCookie(cookieHeader: string | null): Promise<string | null> {
  if (!cookieHeader) return null
  const session = await sessionStorage().getSession(cookieHeader)
  return session.get('auth')?.token ?? null
}

// The cookie is signed, not encrypted: a password waiting in it is sealed with a key
// derived from the signing secret, so it never travels readable.
function sealKey() {
  return createHash('sha256').update(`pending-password:${sessionSecrets()[0]}`).digest()
}
export function sealSecret(value: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv)
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}
export function unsealSecret(sealed: string | undefined): string | null {
  if (!sealed) return null
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), iv!)
    decipher.setAuthTag(tag!)
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A deep link is worth following for the length of a sign-in, not days later. */
const RETURN_TO_MS = 60 * 60 * 1000
/**
 * The app's own links are well under this. A longer one (junk in the query string) would push the
 * cookie past the 4 KB browsers keep, and Remix refuses to write such a cookie (a 500), so the
 * query is dropped, and a path that is still too long is not remembered at all.
 */
export const RETURN_TO_MAX_LENGTH = 1024

/**
 * Remembers the page a signed-out user asked for, so sign-in ends there. Kept in the cookie,
 * not the URL, because the sign-in flows span several screens (code, password, registration).
 * Only GET requests: a form post is not a place to go back to.
 */
export function rememberReturnTo(session: AppSession, request: Request, now = Date.now()) {
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  const full = url.pathname + url.search
  const path = safeRedirectPath(
    full.length <= RETURN_TO_MAX_LENGTH ? full : url.pathname.length <= RETURN_TO_MAX_LENGTH ? url.pathname : '',
    '',
  )
  // Landing on the logout dialog right after signing in would make no sense.
  if (path && !path.startsWith('/logout')) session.set('returnTo', { path, until: now + RETURN_TO_MS })
}

/** The remembered page (forgotten once read), or the fallback. */
export function takeReturnTo(session: AppSession, fallback: string, now = Date.now()): string {
  const saved = session.get('returnTo')
  session.unset('returnTo')
  if (!saved || typeof saved.until !== 'number' || saved.until < now) return fallback
  return safeRedirectPath(saved.path, fallback)
}
