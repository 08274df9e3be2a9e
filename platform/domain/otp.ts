/**
 * One-time codes: six digits from a cryptographic RNG, stored hashed, single use, expiring,
 * with bounded attempts and a throttled resend (DESIGN.md section 4, SPEC.md section 8).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { OtpScope } from '../../contract/session.js'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import { oneTimeCodes } from '../db/schema/index.js'
import { DomainError } from './errors.js'
import { isUuid } from './ids.js'
import type { SmsProvider } from '../providers/sms/index.js'
import { newOneTimeCode, sameDigest, sha256 } from './crypto.js'
import { hitRateLimit } from './rate-limit.js'

const codeDigest = (id: string, code: string) => sha256(`${id}:${code}`)

export const rateLimited = (nextOtpAfter: Date) =>
  new DomainError(ErrorCode.RATE_LIMIT, 'Too many codes requested', {
    nextOtpAfter: nextOtpAfter.toISOString(),
  })

/** When the next code may be sent to this phone, or null when one may be sent now. */
export async function nextOtpAfter(db: Database, config: PlatformConfig, msisdn: string): Promise<Date | null> {
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.msisdn, msisdn))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  if (!last) return null
  const next = new Date(last.createdAt.getTime() + config.otp.resendSeconds * 1000)
  return next > new Date() ? next : null
}

export async function sendOtp(
  db: Database,
  sms: SmsProvider,
  config: PlatformConfig,
  input: { msisdn: string; scope: OtpScope; clientAddress: string; text: (code: string) => string },
): Promise<{ otpId: string; nextOtpAfter: Date }> {
  const blockedUntil = await nextOtpAfter(db, config, input.msisdn)
  if (blockedUntil) throw rateLimited(blockedUntil)
  // The address first: a capped client must not use up a victim phone's quota.
  const perAddress = await hitRateLimit(
    db,
    `otp:address:${input.clientAddress}`,
    3600,
    config.otp.maxSendsPerAddressPerHour,
  )
  if (!perAddress.allowed) throw rateLimited(perAddress.retryAt)
  const perPhone = await hitRateLimit(db, `otp:phone:${input.msisdn}`, 3600, config.otp.maxSendsPerPhonePerHour)
  if (!perPhone.allowed) throw rateLimited(perPhone.retryAt)

  const code = newOneTimeCode()
  const id = crypto.randomUUID()
  const now = new Date()
  await db.insert(oneTimeCodes).values({
    id,
    msisdn: input.msisdn,
    scope: input.scope,
    codeHash: codeDigest(id, code),
    attemptsLeft: config.otp.maxAttempts,
    expiresAt: new Date(now.getTime() + config.otp.ttlSeconds * 1000),
    createdAt: now,
  })
  await sms.send(input.msisdn, input.text(code))
  return { otpId: id, nextOtpAfter: new Date(now.getTime() + config.otp.resendSeconds * 1000) }
}

const invalidOtpId = () =>
  new DomainError(ErrorCode.INVALID_OTP_ID, 'Verification code expired or unknown')

type CodeRow = typeof oneTimeCodes.$inferSelect

/** A code that can still be used, or INVALID_OTP_ID. */
export async function usableCode(db: Database, otpId: string): Promise<CodeRow> {
  if (!isUuid(otpId)) throw invalidOtpId()
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, otpId)).limit(1)
  if (!row || row.usedAt || row.expiresAt <= new Date()) throw invalidOtpId()
  return row
}

/**
 * Checks a code. Every guess spends an attempt before it is judged, in one conditional
 * update, so guesses sent in parallel cannot share an attempt. A wrong code answers
 * INVALID_OTP with attemptsRemaining while some are left, INVALID_OTP without it after.
 */
export async function verifyOtp(db: Database, otpId: string, code: string): Promise<void> {
  const row = await usableCode(db, otpId)
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ attemptsLeft: sql`${oneTimeCodes.attemptsLeft} - 1` })
    .where(and(eq(oneTimeCodes.id, row.id), gt(oneTimeCodes.attemptsLeft, 0)))
    .returning({ attemptsLeft: oneTimeCodes.attemptsLeft })
  if (!spent) throw new DomainError(ErrorCode.INVALID_OTP, 'All attempts exhausted', {})
  if (sameDigest(row.codeHash, codeDigest(row.id, code))) {
    if (!row.verifiedAt) {
      await db.update(oneTimeCodes).set({ verifiedAt: new Date() }).where(eq(oneTimeCodes.id, row.id))
    }
    return
  }
  if (spent.attemptsLeft > 0) {
    throw new DomainError(ErrorCode.INVALID_OTP, 'Invalid verification code', { attemptsRemaining: spent.attemptsLeft })
  }
  throw new DomainError(ErrorCode.INVALID_OTP, 'All attempts exhausted', {})
}

/** Marks a verified code used; it cannot start a second session. */
export async function consumeVerifiedCode(db: Database, otpId: string): Promise<CodeRow> {
  const row = await usableCode(db, otpId)
  if (!row.verifiedAt) throw new DomainError(ErrorCode.INVALID_OTP, 'Code not verified', {})
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning()
  if (!used) throw invalidOtpId()
  return used
}
