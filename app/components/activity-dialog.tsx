import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Activity } from '../../contract/tips'
import { formatActivityDate, formatMoney } from '../utils/format'
import { recipientSchema } from '../utils/tips-schemas'
import { Button } from './button'
import { ErrorList } from './field'
import { Dialog, FormActions } from './dialog'
import { useAppForm } from './use-app-form'

/** Activity details with the choice of a new recipient among the box's members. */
export function ActivityDialog({
  activity,
  members,
  timeZone,
  lastResult,
}: {
  activity: Activity
  members: { id: string; name: string; role: string }[]
  timeZone: string
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const back = pathname.replace(/\/activities\/[^/]+$/, '') + search
  const [form, fields] = useAppForm({
    id: 'activity-recipient',
    schema: recipientSchema,
    lastResult,
  })
  return (
    <Dialog title={t('activity.details')} closeTo={back} width={500}>
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">{t('activity.date')}</dt>
        <dd>{formatActivityDate(activity.ts, timeZone, i18n.language)}</dd>
        <dt className="text-slate-600">{t('activity.amount')}</dt>
        <dd>{formatMoney(activity.amount, activity.currency)}</dd>
        <dt className="text-slate-600">{t('activity.box')}</dt>
        <dd>{activity.boxName || t('boxes.default')}</dd>
        <dt className="text-slate-600">{t('activity.member')}</dt>
        <dd>{activity.memberName ?? '—'}</dd>
      </dl>
      {activity.status === 'PENDING' ? (
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('activity.chooseRecipient')}</legend>
            {members.map((m) => (
              <label key={m.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name={fields.memberId.name} value={m.id} />
                {m.name}
              </label>
            ))}
            <ErrorList errors={fields.memberId.errors} />
          </fieldset>
          <ErrorList id={form.errorId} errors={form.errors} />
          <FormActions cancelTo={back}>
            <Button disabled={members.length === 0}>{t('activity.save')}</Button>
          </FormActions>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t('activity.notPending')}</p>
      )}
    </Dialog>
  )
}
