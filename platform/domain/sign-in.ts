/**
 * Starting a session: with a verified one-time code (registration, password reset, or a
 * code-only sign-in) or with a password. Each code scope does one thing (ASVS 2.5).
 */
import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import { profiles } from '../db/schema/index.js'
import { isCommonPassword } from './common-passwords.js'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './crypto.js'
import { DomainError, invalid } from './errors.js'
import { consumeVerifiedCode, usableCode } from './otp.js'
import { findProfile } from './profiles.js'
import { hitRateLimit, refundRateLimit, resetRateLimit } from './rate-limit.js'
import { endAllSessions, startSession, type SessionDevice } from './sessions.js'

export const userNotFound = () => new DomainError(ErrorCode.USER_NOT_FOUND, 'User not found')
export const userExists = () => new DomainError(ErrorCode.USER_EXISTS, 'Phone number already registered')
/** A LOGIN code is only for profiles without a password; the others sign in with it (or reset it). */
export const passwordRequired = () =>
  new DomainError(ErrorCode.PASSWORD_REQUIRED, 'This phone signs in with a password; use RESET_PASSWORD to change it')
/** One answer for every failed password sign-in, whatever the phone: nothing tells which phones exist. */
const invalidPassword = () => new DomainError(ErrorCode.INVALID_PASSWORD, 'Invalid password')

type Profile = typeof profiles.$inferSelect
export interface Started {
  token: string
  profile: Profile
}

/**
 * A REGISTRATION code creates a profile with its password, a RESET_PASSWORD code sets the
 * password of an existing one and ends its other sessions, a LOGIN code signs in a profile
 * that has no password and never sets one.
 */
export async function startWithCode(
  db: Database,
  config: PlatformConfig,
  input: { otpId: string; newPassword?: string | null },
  device: SessionDevice,
): Promise<Started> {
  // Before the code is looked at, so the same verified code can be used with another password.
  if (input.newPassword && (await isCommonPassword(input.newPassword))) {
    throw new DomainError(ErrorCode.COMMON_PASSWORD, 'This password is too common', {
      fields: { newPassword: ['This password is too common'] },
    })
  }
  const code = await usableCode(db, input.otpId)
  if (code.scope === 'LOGIN' && input.newPassword) {
    throw invalid('A LOGIN code cannot set a password', { newPassword: ['Not allowed with a LOGIN code: use RESET_PASSWORD'] })
  }
  if (code.scope !== 'LOGIN' && !input.newPassword) throw invalid('A new password is required', { newPassword: ['Required'] })
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword, config.scrypt) : undefined
  const result = await db.transaction(async (tx) => {
    const used = await consumeVerifiedCode(tx, input.otpId)
    const existing = await findProfile(tx, used.msisdn)
    let profile = existing
    if (used.scope === 'REGISTRATION') {
      if (existing) throw userExists()
      ;[profile] = await tx.insert(profiles).values({ msisdn: used.msisdn, passwordHash }).returning()
    } else {
      if (!existing || !existing.enabled) throw userNotFound()
      if (used.scope === 'LOGIN') {
        // The profile got a password after the code was sent: the code no longer fits it.
        if (existing.passwordHash) throw passwordRequired()
      } else {
        ;[profile] = await tx.update(profiles).set({ passwordHash }).where(eq(profiles.id, existing.id)).returning()
        // Whoever knew the old password is signed out everywhere (ASVS 3.3.3).
        await endAllSessions(tx, existing.id)
      }
    }
    const token = await startSession(tx, config, profile!.id, device)
    return { token, profile: profile! }
  })
  await resetRateLimit(db, `password:phone:${result.profile.msisdn}`)
  return result
}

export async function startWithPassword(
  db: Database,
  config: PlatformConfig,
  input: { msisdn: string; password: string },
  device: SessionDevice & { clientAddress: string },
): Promise<Started> {
  const { msisdn, password } = input
  const { windowSeconds, maxAttemptsPerPhone, maxAttemptsPerAddress } = config.password
  for (const [key, max] of [
    [`password:phone:${msisdn}`, maxAttemptsPerPhone],
    [`password:address:${device.clientAddress}`, maxAttemptsPerAddress],
  ] as const) {
    const limit = await hitRateLimit(db, key, windowSeconds, max)
    if (!limit.allowed) {
      throw new DomainError(ErrorCode.RATE_LIMIT, 'Too many password attempts', { retryAfter: limit.retryAt.toISOString() })
    }
  }
  const profile = await findProfile(db, msisdn)
  const stored = profile && profile.enabled ? profile.passwordHash : null
  // An unknown, disabled or password-less phone still spends one scrypt at the current
  // cost, and gets the same answer as a wrong password (ASVS 2.2.1 / 3.x enumeration).
  const valid = stored ? await verifyPassword(password, stored) : await verifyAgainstDummy(password, config.scrypt)
  if (!valid || !profile || !stored) throw invalidPassword()
  if (needsRehash(stored, config.scrypt)) {
    // The password is at hand only now: re-hash at today's cost. The condition on the old
    // hash keeps a reset that happened meanwhile.
    const upgraded = await hashPassword(password, config.scrypt)
    await db
      .update(profiles)
      .set({ passwordHash: upgraded })
      .where(and(eq(profiles.id, profile.id), eq(profiles.passwordHash, stored)))
  }
  await resetRateLimit(db, `password:phone:${msisdn}`)
  // The address limit is against guessing: a venue's staff share one address (one router),
  // so a right password gives its attempt back instead of counting towards the 50.
  await refundRateLimit(db, `password:address:${device.clientAddress}`)
  return { token: await startSession(db, config, profile.id, device), profile }
}
