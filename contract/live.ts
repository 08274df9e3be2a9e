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

// The channel's numbers live in a module without zod, so the browser's client stays small.
export { LIVE_CLOSE, LIVE_MAX_BUFFERED_BYTES, LIVE_TIMING } from './live-timing.js'

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
