/**
 * Six-digit tokens (the card ID on a tip box or a member's card): unique across boxes and
 * members together, which no single index can say, so writes that set one hold a lock on it.
 */
import { randomInt } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { Database } from '../db/client.js'
import { isUniqueViolation } from '../db/constraint-errors.js'
import { boxes, boxMembers } from '../db/schema/index.js'
import { DomainError } from './errors.js'

export const tokenTaken = () =>
  new DomainError(ErrorCode.TOKEN_TAKEN, 'This token is already in use', { fields: { token: ['Token is taken'] } })

/** True when a box or a member (other than `except`) already uses the token. */
export async function isTokenTaken(db: Database, token: string, except?: string): Promise<boolean> {
  const [box] = await db.select({ id: boxes.id }).from(boxes).where(eq(boxes.token, token)).limit(1)
  if (box && box.id !== except) return true
  const [member] = await db.select({ id: boxMembers.id }).from(boxMembers).where(eq(boxMembers.token, token)).limit(1)
  return Boolean(member && member.id !== except)
}

/** A few free six-digit tokens to offer (SPEC.md: example tokens 111111 to 999999). */
export async function availableTokens(db: Database, count = 10): Promise<string[]> {
  const candidates = new Set<string>()
  while (candidates.size < count * 3) candidates.add(String(randomInt(111_111, 1_000_000)))
  const list = [...candidates]
  const taken = new Set(
    [
      ...(await db.select({ t: boxes.token }).from(boxes).where(inArray(boxes.token, list))),
      ...(await db.select({ t: boxMembers.token }).from(boxMembers).where(inArray(boxMembers.token, list))),
    ].map((r) => r.t),
  )
  return list.filter((t) => !taken.has(t)).slice(0, count).sort()
}

/**
 * Runs a write in a transaction that holds a lock on the token, so two requests with one
 * token cannot both pass the "is it taken" check. A token index that still refuses the write
 * answers TOKEN_TAKEN, not 500.
 */
export async function withTokenLock<T>(
  db: Database,
  token: string | null | undefined,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (token) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`token:${token}`}))`)
      return write(tx as unknown as Database)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'token')) throw tokenTaken()
    throw error
  }
}
