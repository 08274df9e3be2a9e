/** Loading for the Box screen's dialogs: the box (with its members), after the permission check. */
import { redirect, type AppLoadContext } from '@remix-run/node'
import type { Permission } from '../../contract/organizations'
import { apiFor } from './api.server'
import { requireOrganization } from './organizations.server'
import { loadBox, rangeFromRequest } from './tips.server'

export interface DialogArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string; boxId?: string; memberId?: string }
}

/** The box of the URL, after checking the permission the dialog needs (else Home). */
export async function requireBox({ request, context, params }: DialogArgs, permission: Permission) {
  const api = await apiFor(request, context)
  const { organization } = await requireOrganization(api, params.organizationId)
  if (!organization.permissions.includes(permission)) throw redirect('/')
  // A range keeps the platform from summing a box's whole history for a dialog.
  const box = await loadBox(api, organization.id, params.boxId, rangeFromRequest(request, organization.timeZone))
  const member = params.memberId ? box.members.find((m) => m.id === params.memberId) : undefined
  if (params.memberId && !member) throw new Response('Not found', { status: 404 })
  return { api, organization, box, member }
}
