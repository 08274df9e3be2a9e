/**
 * The live channel (SPEC.md sections 4 and 7 "Live channel", DESIGN.md section 4):
 * `GET /api/v1/business/websocket/{organizationId}` upgrades to a websocket for a caller who may
 * follow at least one scope of that organization:
 * - MENU: VIEW_MENU or VIEW_STOP_LIST on a menuEnabled organization;
 * - TIPS: VIEW_BOXES (docs/decisions/0080).
 *
 * The client sends SUBSCRIBE with its scopes once, then HEARTBEAT every 30 s; a scope the caller
 * may not follow closes the socket (4999). For MENU the server answers SUBSCRIBE with the whole
 * draft state, and after every menu or stop-list write of the organization sends
 * MENU_INCREMENTAL_STATE again, carrying the X-Request-Id of that write. For TIPS it answers
 * SUBSCRIBE, and every recorded guest tip of the organization or of a venue below it, with a bare
 * TIPS_CHANGED: the page reads what it shows itself.
 */
import { z } from 'zod'
import { menuStateSchema } from './menu.js'

export const LIVE_PATH_PREFIX = '/business/websocket/'
export const livePath = (organizationId: string) => `${LIVE_PATH_PREFIX}${organizationId}`

// The channel's numbers live in a module without zod, so the browser's client stays small.
export { LIVE_CLOSE, LIVE_MAX_BUFFERED_BYTES, LIVE_TIMING } from './live-timing.js'

export const LIVE_SCOPES = ['MENU', 'TIPS'] as const
export const liveScopeSchema = z.enum(LIVE_SCOPES)
export type LiveScope = z.infer<typeof liveScopeSchema>

/**
 * The scopes the caller may follow, named by the 426 answer of the plain GET (comma-separated),
 * so the upgrade and the SUBSCRIBE that follows share the route's one permission check.
 */
export const LIVE_SCOPES_HEADER = 'X-Live-Scopes'

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUBSCRIBE'), scopes: z.array(liveScopeSchema).min(1).max(4) }),
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

/** Something on the tips screens of this organization changed: read them again. */
export const tipsChangedSchema = z.object({ type: z.literal('TIPS_CHANGED'), organizationId: z.string() })
export type TipsChanged = z.infer<typeof tipsChangedSchema>

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  menuIncrementalStateSchema,
  tipsChangedSchema,
  z.object({ type: z.literal('HEARTBEAT') }),
])
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>
