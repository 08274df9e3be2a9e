/**
 * The activity dialog (change the recipient of a pending tip), opened from the Boxes, Box and
 * Member screens: each of those routes re-exports this module, so it exists once.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import type { Activity } from '#contract/tips'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { activityDialogAction, activityDialogLoader } from '~/features/tips/activity-edit.server'
import { formatActivityDate, formatMoney } from '~/utils/format'
import { recipientSchema } from '~/features/tips/tips-schemas'
import { DialogStartField } from '~/components/ui/dialog-start'

export const loader = (args: LoaderFunctionArgs) => activityDialogLoader(args)
export const action = (args: ActionFunctionArgs) => activityDialogAction(args)

export default function ActivityDialogRoute() {
  const data = useLoaderData<typeof loader>()
  return <ActivityDialog {...data} lastResult={useActionResult<typeof action>()} />
}

/** Activity details with the choice of a new recipient among the box's members. */
function ActivityDialog({
  activity,
  members,
  lastResult,
}: {
  activity: Activity
  members: { id: string; name: string; role: string }[]
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t, i18n } = useTranslation()
  const [form, fields] = useAppForm({
    id: 'activity-recipient',
    schema: recipientSchema,
    lastResult,
  })
  return (
    <Dialog title={t('activity.details')} width={500}>
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t('activity.date')}</dt>
        <dd>{formatActivityDate(activity.localTime, i18n.language)}</dd>
        <dt className="text-slate-600">{t('activity.amount')}</dt>
        <dd>{formatMoney(activity.amount, activity.currency)}</dd>
        <dt className="text-slate-600">{t('activity.box')}</dt>
        <dd>{activity.boxName || t('boxes.default')}</dd>
        <dt className="text-slate-600">{t('activity.member')}</dt>
        <dd>{activity.memberName ?? '—'}</dd>
      </dl>
      {activity.status === 'PENDING' ? (
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <BackToField />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('activity.chooseRecipient')}</legend>
            {members.map((m) => (
              <label key={m.id} className="flex items-center gap-2 text-sm">
                <DialogStartField>{(autoFocus) => <input type="radio" name={fields.memberId.name} value={m.id} autoFocus={autoFocus} />}</DialogStartField>
                {m.name}
              </label>
            ))}
            <ErrorList errors={fields.memberId.errors} />
          </fieldset>
          <ErrorList id={form.errorId} errors={form.errors} />
          <FormActions>
            <Button disabled={members.length === 0}>{t('activity.save')}</Button>
          </FormActions>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t('activity.notPending')}</p>
      )}
    </Dialog>
  )
}
