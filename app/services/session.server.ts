/**
 * The back-office session: a signed, HttpOnly, SameSite=Lax cookie. It holds the platform
 * token of the signed-in user, the phone number being signed in, the one-time-code state of
 * the sign-in flows and flash messages. Nothing in it is trusted without the platform.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import type { OtpScope, Profile } from '../../contract/session'
import type { Toast } from '../utils/toast'

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
}

export interface SessionData {
  auth: AuthUser
  msisdn: string
  otp: OtpState
  /** A registration password waiting for a fresh code, sealed (AES-GCM). */
  pendingPassword: string
}

export type { Toast }

interface FlashData {
  toast: Toast
}

function secrets(): string[] {
  const list = (process.env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (list.length === 0) throw new Error('SESSION_SECRET is not set (server.ts sets it before loading the app)')
  return list
}

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: process.env.NODE_ENV === 'production',
      secrets: secrets(),
      // As long as the platform's absolute session expiry.
      maxAge: 90 * 24 * 3600,
    },
  })
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
  return createHash('sha256').update(`pending-password:${secrets()[0]}`).digest()
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
