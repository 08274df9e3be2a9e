/**
 * What a MENU_INCREMENTAL_STATE message holds: the organization's whole draft (the shape of
 * `GET /business/menu-state`) and the stop-list entries in force now. Read once per change per
 * instance, and serialized once for all of that instance's subscribers (hub.ts).
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { MenuIncrementalState } from '../../contract/live.js'
import type { Database } from '../db/client.js'
import { stopList } from '../db/schema/index.js'
import { readDraftState } from '../domain/menu/state.js'

export type LiveState = Omit<MenuIncrementalState, 'requestId'>

export async function readLiveState(db: Database, organizationId: string, now: Date): Promise<LiveState> {
  const state = await readDraftState(db, organizationId)
  const stopped = await db
    .select({ item: stopList.menuItemId, modifier: stopList.menuModifierId, option: stopList.menuOptionId })
    .from(stopList)
    .where(and(eq(stopList.organizationId, organizationId), or(isNull(stopList.activeUntil), gt(stopList.activeUntil, now))))
  return {
    type: 'MENU_INCREMENTAL_STATE',
    organizationId,
    ...state,
    stoppedItemIds: stopped.flatMap((s) => (s.item ? [s.item] : [])),
    stoppedOptions: stopped.flatMap((s) => (s.modifier && s.option ? [{ menuModifierId: s.modifier, menuOptionId: s.option }] : [])),
  }
}

/** The message text for one request id, the state serialized once and the id spliced in. */
export function stateMessage(serializedState: string, requestId: string | null): string {
  // serializedState is `{"type":...}`; the request id goes first so a reader sees it at once.
  return `{"requestId":${JSON.stringify(requestId)},${serializedState.slice(1)}`
}
