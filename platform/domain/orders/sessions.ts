/**
 * Order management sessions (contract/orders.ts): a device allowed to read the venue's orders
 * without anyone's phone and password. Created with a one-time code in its start URL; the
 * device that opens the URL gets a bearer token (stored as sha-256) that only the orders reads
 * of that venue accept (http/orders-access.ts); finishing the session ends the token at once,
 * since every call looks the token up anew.
 *
 * Times come from the platform's clock, so tests move a clock instead of sleeping.
 */
import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import {
  ORDER_ERRORS,
  ORDER_LIMITS,
  ordersSessionStartUrl,
  type OrdersSession,
  type OrdersSessionStarted,
} from '../../../contract/orders.js'
import type { Database } from '../../db/client.js'
import { newToken, sha256 } from '../crypto.js'
import { DomainError, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { rowsOf } from './views.js'

interface SessionRow {
  id: string
  organization_id: string
  start_code: string
  created_at: Date | string
  started_at: Date | string | null
  accessed_at: Date | string | null
  ip_address: string | null
  finished_at: Date | string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toSession(row: SessionRow): OrdersSession {
  return {
    id: row.id,
    startUrl: row.started_at === null ? ordersSessionStartUrl(row.start_code) : null,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    accessedAt: iso(row.accessed_at),
    ipAddress: row.ip_address,
  }
}

/** The venue's sessions not finished, newest first. */
export async function listOrdersSessions(db: Database, organizationId: string, query: { page?: number; size?: number }) {
  const page = query.page ?? 0
  const size = query.size ?? ORDER_LIMITS.sessionsPageSize
  const open = sql`organization_id = ${organizationId} and finished_at is null`
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from orders_sessions where ${open}`)) as [{ total: number }]
  const rows = rowsOf<SessionRow>(
    await db.execute(sql`select * from orders_sessions where ${open} order by created_at desc, id desc offset ${page * size} limit ${size}`),
  )
  return { sessions: rows.map(toSession), total, page, size }
}

/** A new session not started yet; at most ORDER_LIMITS.openSessions open at once (409 beyond). */
export async function createOrdersSession(db: Database, organizationId: string, profileId: string, now: Date): Promise<OrdersSession> {
  return db.transaction(async (tx) => {
    // Two creations at once must not both pass the count: they take the venue's row in turn.
    await tx.execute(sql`select 1 from organizations where id = ${organizationId} for update`)
    const [{ open }] = rowsOf<{ open: number }>(
      await tx.execute(sql`select count(*)::int as open from orders_sessions where organization_id = ${organizationId} and finished_at is null`),
    ) as [{ open: number }]
    if (open >= ORDER_LIMITS.openSessions) {
      throw new DomainError(ErrorCode.CONFLICT, `At most ${ORDER_LIMITS.openSessions} sessions may be open at once`, {
        key: ORDER_ERRORS.tooManySessions,
        limit: ORDER_LIMITS.openSessions,
      })
    }
    const [row] = rowsOf<SessionRow>(
      await tx.execute(sql`insert into orders_sessions (organization_id, start_code, created_by, created_at)
        values (${organizationId}, ${newToken()}, ${profileId}, ${now.toISOString()}::timestamptz) returning *`),
    )
    return toSession(row!)
  })
}

/**
 * Finishes a session: its token stops working at once. Finishing one already finished changes
 * nothing and answers as the first time did; an unknown one (or another venue's) is 404.
 */
export async function finishOrdersSession(db: Database, organizationId: string, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw notFound('Session')
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`update orders_sessions set finished_at = coalesce(finished_at, ${now.toISOString()}::timestamptz)
      where id = ${id} and organization_id = ${organizationId} returning id`),
  )
  if (rows.length === 0) throw notFound('Session')
}

const refusal = (code: ErrorCode, message: string, key: string) => new DomainError(code, message, { key, fields: { code: [key] } })

/** POST /orders-sessions/start: the device opening the start URL. The code works once. */
export async function startOrdersSession(db: Database, code: string, address: string, now: Date): Promise<OrdersSessionStarted> {
  const token = newToken()
  const at = now.toISOString()
  // One statement: of two devices opening the same URL at once, one starts it.
  const [started] = rowsOf<SessionRow>(
    await db.execute(sql`update orders_sessions set started_at = ${at}::timestamptz, accessed_at = ${at}::timestamptz,
        ip_address = ${address}, token_hash = ${sha256(token)}
      where start_code = ${code} and started_at is null and finished_at is null returning *`),
  )
  if (!started) {
    const [found] = rowsOf<SessionRow>(await db.execute(sql`select * from orders_sessions where start_code = ${code}`))
    if (!found) throw notFound('Session')
    if (found.finished_at !== null) throw refusal(ErrorCode.GONE, 'The session was finished', ORDER_ERRORS.sessionFinished)
    throw refusal(ErrorCode.CONFLICT, 'The session was started already', ORDER_ERRORS.sessionCodeUsed)
  }
  const [org] = rowsOf<{ id: string; name: string; currency: string; time_zone: string }>(
    await db.execute(sql`select id, name, currency, time_zone from organizations where id = ${started.organization_id}`),
  )
  return { token, session: toSession(started), organization: { id: org!.id, name: org!.name, currency: org!.currency, timeZone: org!.time_zone } }
}

/** A device calling with its token: its session and venue, or null when the token is unknown or finished. */
export interface OrdersDevice {
  sessionId: string
  organizationId: string
}

/** The device behind a token, recording when and from where it called (accessedAt, ipAddress). */
export async function touchOrdersDevice(db: Database, token: string, address: string, now: Date): Promise<OrdersDevice | null> {
  const [row] = rowsOf<{ id: string; organization_id: string }>(
    await db.execute(sql`update orders_sessions set accessed_at = ${now.toISOString()}::timestamptz, ip_address = ${address}
      where token_hash = ${sha256(token)} and finished_at is null returning id, organization_id`),
  )
  return row ? { sessionId: row.id, organizationId: row.organization_id } : null
}

/** Whether a token is a device's that still works (for refusing it with 403 outside the orders reads). */
export async function isOrdersDeviceToken(db: Database, token: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from orders_sessions where token_hash = ${sha256(token)} and finished_at is null`))
  return rows.length > 0
}
