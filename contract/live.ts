/**
 * The live menu channel (SPEC.md sections 4 and 7 "Live channel", DESIGN.md section 4):
 * `GET /api/v1/business/websocket/{organizationId}` upgrades to a websocket for a caller with
 * VIEW_MENU or VIEW_STOP_LIST on that menuEnabled organization.
 *
 * The client sends SUBSCRIBE with scopes [MENU] once, then HEARTBEAT every 30 s. The server answers
 * SUBSCRIBE with the whole draft state, and after every menu or stop-list write of the
 * organization sends MENU_INCREMENTAL_STATE again, carrying the X-Request-Id of that write.
 */
import { z } from 'zod'
import { menuStateSchema } from './menu.js'

export const LIVE_PATH_PREFIX = '/business/websocket/'
export const livePath = (organizationId: string) => `${LIVE_PATH_PREFIX}${organizationId}`

export const LIVE_TIMING = {
  /** The client's HEARTBEAT interval (SPEC.md section 9). */
  heartbeatMs: 30_000,
  /** A connection that has said nothing (no message, no pong) for this long is dropped. */
  idleTimeoutMs: 75_000,
  /**
   * How often an open connection's right to stay is checked again (on its heartbeat): a session
   * that ended or a permission withdrawn closes it with 4999 within this time.
   */
  recheckMs: 5 * 60_000,
  /** Reconnect delays after an unexpected close; after the last one the page reloads. */
  reconnectMs: [1_000, 5_000],
} as const

/**
 * Close codes. 4999: the server will not take this connection again (no permission, bad
 * message): the client must not retry. 4000: too far behind (a slow client); it may reconnect.
 */
export const LIVE_CLOSE = { normal: 1000, goingAway: 1001, slowClient: 4000, refused: 4999 } as const

/** A client that has this much unsent data is too slow; it is closed rather than buffered for. */
export const LIVE_MAX_BUFFERED_BYTES = 4 * 1024 * 1024

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUBSCRIBE'), scopes: z.array(z.literal('MENU')).min(1).max(4) }),
  z.object({ type: z.literal('HEARTBEAT') }),
])
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>

export const menuIncrementalStateSchema = menuStateSchema.extend({
  type: z.literal('MENU_INCREMENTAL_STATE'),
  organizationId: z.string(),
  /** The X-Request-Id of the write that caused this state; null for the answer to SUBSCRIBE. */
  requestId: z.string().nullable(),
  /** Stop-list entries in force now: ids of stopped items and of stopped options. */
  stoppedItemIds: z.array(z.string()),
  stoppedOptions: z.array(z.object({ menuModifierId: z.string(), menuOptionId: z.string() })),
})
export type MenuIncrementalState = z.infer<typeof menuIncrementalStateSchema>

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  menuIncrementalStateSchema,
  z.object({ type: z.literal('HEARTBEAT') }),
])
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>
