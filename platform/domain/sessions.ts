/**
 * Sessions: opaque bearer tokens stored as sha-256, with an idle expiry that slides on use
 * and an absolute expiry that does not.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { DeviceSession } from '../../contract/session.js'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import { preparedPerDatabase } from '../db/prepared.js'
import { profiles, sessions } from '../db/schema/index.js'
import { newToken, sha256 } from './crypto.js'
import { isUuid } from './ids.js'

/** Sliding the idle expiry on every call would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000

/** Where a session was started from, as the signed-in devices list shows it. */
export interface SessionDevice {
  userAgent?: string | null
  clientAddress?: string | null
}

/** Headers are bounded by the server, but a stored value needs no more than this. */
const DEVICE_TEXT_MAX = 512

function deviceText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, DEVICE_TEXT_MAX) : null
}

export async function startSession(
  db: Database,
  config: PlatformConfig,
  profileId: string,
  device: SessionDevice = {},
): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    profileId,
    // One clock for both, so 'last used' is never before 'signed in'.
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    idleExpiresAt: new Date(now + config.session.idleSeconds * 1000),
    absoluteExpiresAt: new Date(now + config.session.absoluteSeconds * 1000),
    userAgent: deviceText(device.userAgent),
    clientAddress: deviceText(device.clientAddress),
  })
  return token
}

export type SessionProfile = typeof profiles.$inferSelect & { sessionId: string }

/** The enabled profile behind a token, or null when the token is unknown, expired or disabled. */
/** The session lookup every request makes (platform/db/prepared.ts). */
const sessionLookup = preparedPerDatabase((db) => {
  const now = sql.placeholder('now')
  return db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1)
    .prepare('session_by_token')
})

export async function profileForToken(
  db: Database,
  config: PlatformConfig,
  token: string,
): Promise<SessionProfile | null> {
  const now = new Date()
  const [row] = await sessionLookup(db).execute({ hash: sha256(token), now })
  if (!row || !row.profile.enabled) return null
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(now.getTime() + config.session.idleSeconds * 1000) })
      .where(eq(sessions.id, row.session.id))
  }
  return { ...row.profile, sessionId: row.session.id }
}

export async function finishSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a profile (a password reset: whoever knew the old password is out). */
export async function endAllSessions(db: Database, profileId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.profileId, profileId))
}

/** A profile has few sessions; the list stops here so one answer stays small whatever happens. */
export const DEVICE_SESSIONS_MAX = 50

/** The profile's live sessions, most recently used first, at most DEVICE_SESSIONS_MAX. */
export async function listSessions(db: Database, profileId: string, currentSessionId: string): Promise<DeviceSession[]> {
  const now = new Date()
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.profileId, profileId), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(DEVICE_SESSIONS_MAX)
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    userAgent: row.userAgent,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
  }))
}

/**
 * Ends one of the profile's own sessions. False when there is no such session of this
 * profile (another profile's session id is not found either, so ids reveal nothing).
 */
export async function endProfileSession(db: Database, profileId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.profileId, profileId)))
    .returning({ id: sessions.id })
  return deleted.length > 0
}
