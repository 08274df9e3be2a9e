/**
 * Signed webhooks of the embedded providers (verification and guest payments): the header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with a secret the provider and
 * the platform share, the scheme Stripe uses. The time inside the signed text lets the platform
 * refuse an old delivery replayed later; the event id (kept in provider_events) makes a delivery
 * repeated within that window change nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a signature's time may be from the platform's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const digest = (secret: string, seconds: number, body: string) =>
  createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')

export function signV1(secret: string, body: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `t=${seconds},v1=${digest(secret, seconds, body)}`
}

/** True when the header signs exactly this body with the secret, at a time close to now. */
export function verifyV1(secret: string, body: string, header: string | null | undefined, now = Date.now()): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '')
  if (!match) return false
  const seconds = Number(match[1])
  if (Math.abs(now / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(digest(secret, seconds, body), 'hex')
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))
}
