/** Loading for the Box screen's dialogs: the box (with its members), after the permission check. */
import type { AppLoadContext } from '@remix-run/node'
import type { Permission } from '#contract/organizations'
import { getBox } from '~/features/tips/boxes.server'
import { requireOrgPermission } from '~/services/organizations.server'
import { rangeFromRequest } from './tips.server'

export interface DialogArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string; boxId?: string; memberId?: string }
}

/** The box of the URL, after checking the permission the dialog needs (else Home). */
export async function requireBox(args: DialogArgs, permission: Permission) {
  const { api, organization } = await requireOrgPermission(args, permission)
  // A range keeps the platform from summing a box's whole history for a dialog.
  const box = await getBox(api, organization.id, args.params.boxId, rangeFromRequest(args.request, organization.timeZone))
  const member = args.params.memberId ? box.members.find((m) => m.id === args.params.memberId) : undefined
  if (args.params.memberId && !member) throw new Response('Not found', { status: 404 })
  return { api, organization, box, member }
}
