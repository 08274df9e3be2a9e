/**
 * Sessions: opaque bearer tokens stored as sha-256, with an idle expiry that slides on use
 * and an absolute expiry that does not.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import { profiles, sessions } from '../db/schema.js'
import { newToken, sha256 } from './crypto.js'

/** Sliding the idle expiry on every call would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000

export async function startSession(db: Database, config: PlatformConfig, profileId: string): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    profileId,
    lastSeenAt: new Date(now),
    idleExpiresAt: new Date(now + config.session.idleSeconds * 1000),
    absoluteExpiresAt: new Date(now + config.session.absoluteSeconds * 1000),
  })
  return token
}

export type SessionProfile = typeof profiles.$inferSelect & { sessionId: string }

/** The enabled profile behind a token, or null when the token is unknown, expired or disabled. */
export async function profileForToken(
  db: Database,
  config: PlatformConfig,
  token: string,
): Promise<SessionProfile | null> {
  const now = new Date()
  const [row] = await db
    .select({ session: sessions, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1)
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
