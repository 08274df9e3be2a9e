/**
 * Custom period (SPEC.md 2 "Orders", 5 "Period dialog", width 250), for every screen with a
 * period: from date (required, DD.MM.YYYY), from time, to date, to time (HH:mm), read on the
 * venue's clock, starting from the period the screen shows. Its route's action is
 * features/orders/period-dialog.server.ts.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { typedDateProps, typedTimeProps } from '~/components/ui/typed-date-fields'
import { useAppForm } from '~/components/ui/use-app-form'
import { customPeriodSchema, type CustomPeriodFields } from '~/features/orders/order-periods'

export function CustomPeriodDialog({
  id,
  timeZone,
  fields: start,
  lastResult,
}: {
  id: string
  timeZone: string
  fields: CustomPeriodFields
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { t } = useTranslation()
  const schema = useMemo(() => customPeriodSchema(timeZone), [timeZone])
  const [form, fields] = useAppForm({ id, schema, lastResult, defaultValue: start })
  const input = (field: (typeof fields)['fromDate'], typed: ReturnType<typeof typedDateProps>) => ({
    ...getInputProps(field, { type: 'text' }),
    ...typed,
  })
  return (
    <Dialog title={t('orders.period.customTitle')} width={250}>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <BackToField />
        <p className="text-xs text-slate-600">{t('orders.period.zone', { zone: timeZone })}</p>
        <Field label={t('orders.period.fromDate')} inputProps={input(fields.fromDate, typedDateProps(t))} errors={fields.fromDate.errors} />
        <Field label={t('orders.period.fromTime')} inputProps={input(fields.fromTime, typedTimeProps(t))} errors={fields.fromTime.errors} />
        <Field label={t('orders.period.toDate')} inputProps={input(fields.toDate, typedDateProps(t))} errors={fields.toDate.errors} />
        <Field label={t('orders.period.toTime')} inputProps={input(fields.toTime, typedTimeProps(t))} errors={fields.toTime.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('orders.period.show')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}
