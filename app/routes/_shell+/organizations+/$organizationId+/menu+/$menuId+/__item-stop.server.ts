/**
 * The Menu page's stop-list dialogs (add an item to the stop list, put it back): the item of the
 * URL in this menu, for a user who may also use the stop list (VIEW_STOP_LIST, else Access
 * forbidden, as every guard does); 404 when the item is not in the menu.
 */
import type { AppLoadContext } from '@remix-run/node'
import { forbiddenSection } from '~/services/api.server'
import { getMenuPage } from '~/features/menu/menus.server'
import { requireMenus } from '../__menus.server'

interface GuardArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string; menuId?: string; itemId?: string }
}

export async function requireStoppableItem(args: GuardArgs) {
  const found = await requireMenus(args)
  if (!found.organization.permissions.includes('VIEW_STOP_LIST')) throw forbiddenSection()
  const page = await getMenuPage(found.api, found.organization.id, args.params.menuId)
  const item = page.categories.flatMap((c) => c.items).find((i) => i.id === args.params.itemId)
  if (!item) throw new Response('Not found', { status: 404 })
  return { ...found, page, item }
}
