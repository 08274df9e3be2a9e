/**
 * The change-recipient dialog of an activity, shared by the Boxes, Box and Member screens:
 * loads the activity and its box's members; saving gives the tip to the chosen employee.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type AppLoadContext } from '@remix-run/node'
import { changeRecipient, getActivity } from '~/features/tips/activities.server'
import { listMembers } from '~/features/tips/boxes.server'
import { parentChain, requireOrgPermission } from '~/services/organizations.server'
import { recipientSchema } from './tips-schemas'
import { returnFromDialog } from '../../services/dialog.server'
import { replyFromApiError } from '../../services/form-errors.server'
import { readForm } from '../../services/form.server'
import { redirectWithToast } from '../../services/toast.server'

interface Args {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string; activityId?: string }
}

export async function activityDialogLoader(args: Args) {
  const { api, organization, organizations } = await requireOrgPermission(args, 'MANAGE_BOXES')
  const activity = await getActivity(api, organization.id, args.params.activityId)
  // A group's tips screen lists its venues' tips: the box may belong to an organization
  // below this one, and only that organization can list the box's members.
  const owner = organizations.find((o) => o.boxes.some((b) => b.id === activity.boxId))
  if (!owner || !parentChain(owner, organizations).some((o) => o.id === organization.id)) {
    throw new Response('Not found', { status: 404 })
  }
  const members = await listMembers(api, owner.id, activity.boxId)
  return json({
    activity,
    members: members.map((m) => ({ id: m.id, name: m.name, role: m.role })),
  })
}

export async function activityDialogAction(args: Args) {
  const { api, organization } = await requireOrgPermission(args, null)
  const form = await readForm(args.request)
  const submission = parseWithZod(form, { schema: recipientSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await changeRecipient(api, organization.id, args.params.activityId, submission.value.memberId)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'errors.unableToUpdateActivity'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'activity.updated' })
}
