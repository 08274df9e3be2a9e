/**
 * The guest menu's one call (docs/api.md; a part of it, ADR 0082): the public read of an organization's
 * published menu, or of its draft with the draft link's token. No session is needed; a 404
 * (no such menu, nothing published, a wrong token) is the page's 404.
 */
import { guestMenuSchema, PUBLIC_MENU_PATH, type GuestMenu } from '#contract/guest-menu'
import type { Api } from '~/services/api.server'
import { isId, orNotFound } from '../../services/not-found.server'

/** Which part a page shows: one menu (its id, or 'first': the first open now), or one item. */
export type GuestMenuPart = { menu: string } | { item: string }

export function readGuestMenu(api: Api, organizationId: string, preview: string | null, part: GuestMenuPart): Promise<GuestMenu> {
  if (!isId(organizationId)) throw new Response('Not found', { status: 404 })
  return orNotFound(api.get(`${PUBLIC_MENU_PATH}/${organizationId}`, guestMenuSchema, { query: { preview, ...part } }))
}
