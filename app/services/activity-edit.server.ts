/**
 * The change-recipient dialog of an activity, shared by the Boxes, Box and Member screens:
 * loads the activity and its box's members; saving sends PUT /business/activities/{id}.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { activitySchema, memberSchema } from '../../contract/tips'
import { recipientSchema } from '../utils/tips-schemas'
import { ApiError, apiFor } from './api.server'
import { parentChain, requireOrganization } from './organizations.server'
import { idParam } from './tips.server'
import { redirectWithToast } from './toast.server'
import { readForm } from './form.server'
import { returnFromDialog } from './dialog.server'

interface Args {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string; activityId?: string }
}

export async function activityDialogLoader({ request, context, params }: Args) {
  const api = await apiFor(request, context)
  const { organization, organizations } = await requireOrganization(api, params.organizationId)
  if (!organization.permissions.includes('MANAGE_BOXES')) throw redirect('/')
  const activity = await api
    .get(`/business/activities/${idParam(params.activityId)}`, activitySchema, { organizationId: organization.id })
    .catch((error) => {
      if (error instanceof ApiError && error.status === 404) throw new Response('Not found', { status: 404 })
      throw error
    })
  // A group's tips screen lists its venues' tips: the box may belong to an organization
  // below this one, and only that organization can list the box's members.
  const owner = organizations.find((o) => o.boxes.some((b) => b.id === activity.boxId))
  if (!owner || !parentChain(owner, organizations).some((o) => o.id === organization.id)) {
    throw new Response('Not found', { status: 404 })
  }
  const members = await api.get(
    `/business/organizations/${owner.id}/boxes/${activity.boxId}/members`,
    z.array(memberSchema),
    { organizationId: owner.id },
  )
  return json({
    activity,
    timeZone: owner.timeZone,
    members: members.map((m) => ({ id: m.id, name: m.name, role: m.role })),
  })
}

export async function activityDialogAction({ request, context, params }: Args) {
  const api = await apiFor(request, context)
  const { organization } = await requireOrganization(api, params.organizationId)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: recipientSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await api.put(`/business/activities/${idParam(params.activityId)}`, { memberId: submission.value.memberId }, z.unknown(), {
      organizationId: organization.id,
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return json(submission.reply({ formErrors: ['errors.unableToUpdateActivity'] }), { status: 400 })
  }
  return redirectWithToast(request, returnFromDialog(request, form), { type: 'success', key: 'activity.updated' })
}
