/** Change the recipient of an activity, over the Box screen. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ActivityDialog } from '../components/activity-dialog'
import { activityDialogAction, activityDialogLoader } from '../services/activity-edit.server'

export const loader = (args: LoaderFunctionArgs) => activityDialogLoader(args)
export const action = (args: ActionFunctionArgs) => activityDialogAction(args)

export default function BoxActivityDialog() {
  const data = useLoaderData<typeof loader>()
  return <ActivityDialog {...data} lastResult={useActionData<typeof action>()} />
}
