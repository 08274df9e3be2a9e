/**
 * Custom period (SPEC.md 2 "Orders", 5 "Period dialog", width 250): from date (required,
 * DD.MM.YYYY), from time, to date, to time (HH:mm), read on the venue's clock. It starts from
 * the period the screen shows. Posting it changes nothing anywhere: the action checks the
 * fields (the same schema as the browser) and sends the user to the screen with the period in
 * its address (`?period=custom&from=…&to=…`), page size and sort kept, page 1.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { typedDateProps, typedTimeProps } from '~/components/ui/typed-date-fields'
import { useAppForm } from '~/components/ui/use-app-form'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { customPeriodSchema, orderPeriodParams, PERIOD_PARAMS, periodToFields, type OrderPeriod } from '~/utils/order-periods'
import { safeRedirectPath } from '#contract/safe-redirect'
import { requireOrders, screenQuery } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { organization, url } = await requireOrders(args)
  const { period } = screenQuery(url, organization.timeZone)
  return json({ timeZone: organization.timeZone, fields: periodToFields(period, organization.timeZone, new Date()) })
}

/** The screen the dialog was opened over, with `period` instead of its own, back at page 1. */
function screenWithPeriod(back: string, period: OrderPeriod): string {
  const url = new URL(back, 'http://same-origin.invalid')
  for (const name of [...PERIOD_PARAMS, 'page']) url.searchParams.delete(name)
  for (const [name, value] of orderPeriodParams(period)) url.searchParams.set(name, value)
  return safeRedirectPath(url.pathname + url.search, url.pathname)
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { organization } = await requireOrders(args)
  const submission = parseWithZod(form, { schema: customPeriodSchema(organization.timeZone) })
  if (submission.status !== 'success' || !submission.value) return json(submission.reply(), { status: 400 })
  return redirect(screenWithPeriod(returnFromDialog(args.request, form), submission.value))
}

export default function CustomPeriodDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const schema = useMemo(() => customPeriodSchema(data.timeZone), [data.timeZone])
  const [form, fields] = useAppForm({ id: 'orders-period', schema, lastResult, defaultValue: data.fields })
  const input = (field: (typeof fields)['fromDate'], typed: ReturnType<typeof typedDateProps>) => ({
    ...getInputProps(field, { type: 'text' }),
    ...typed,
  })
  return (
    <Dialog title={t('orders.period.customTitle')} width={250}>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <BackToField />
        <p className="text-xs text-slate-600">{t('orders.period.zone', { zone: data.timeZone })}</p>
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

export const handle: TitleHandle = { title: 'orders.period.customTitle' }
