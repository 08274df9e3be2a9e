/**
 * Disable until a date and time (SPEC.md 2 "Until-dialog for disabling", 4, 5): order taking
 * (`order`) or bill payment (`billPayment`), only when the organization offers that switch.
 * The date (DD.MM.YYYY) and time (HH:mm) are read on the venue's clock; a time not in the future
 * is refused with a message and nothing changes. Saved with PUT organization, then back to the
 * screen with a flash message.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { typedDateProps, typedTimeProps } from '~/components/ui/typed-date-fields'
import { useAppForm } from '~/components/ui/use-app-form'
import { updateOrganization } from '~/services/organizations.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { availabilityFields, isAvailabilityTarget, offersSwitch, typedUntilOf, typedUntilSchema } from '~/features/orders/disable-until'
import { instantToLocalInput, localToTyped } from '~/utils/venue-time'
import { requireOrders } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'

/** The organization and the switch of the URL, or 404 when it names none the organization offers. */
async function requireSwitch(args: LoaderFunctionArgs) {
  const found = await requireOrders(args)
  const target = args.params.target
  if (!isAvailabilityTarget(target) || !offersSwitch(found.organization, target)) throw new Response('Not found', { status: 404 })
  return { ...found, target }
}

export async function loader(args: LoaderFunctionArgs) {
  const { organization, target } = await requireSwitch(args)
  const { timeZone } = organization
  return json({ target, timeZone, date: localToTyped(instantToLocalInput(new Date(), timeZone)).date })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, target } = await requireSwitch(args)
  const submission = parseWithZod(form, { schema: typedUntilSchema(organization.timeZone) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const typed = typedUntilOf(submission.value, organization.timeZone, new Date())
  // The schema has just checked the time: this only happens across the exact instant it passes.
  if ('errors' in typed) return json(submission.reply({ fieldErrors: { time: ['orders.availability.notFuture'] } }), { status: 400 })
  try {
    await updateOrganization(api, organization.id, availabilityFields(target, { disabled: true, until: typed.until }))
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'orders.errors.unableToUpdateOrganization'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: `orders.availability.${target}.disabled` })
}

export default function DisableUntilDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const schema = useMemo(() => typedUntilSchema(data.timeZone), [data.timeZone])
  const [form, fields] = useAppForm({ id: 'orders-disable-until', schema, lastResult, defaultValue: { date: data.date } })
  return (
    <Dialog title={t(`orders.availability.${data.target}.untilTitle`)} width={300}>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <BackToField />
        <p className="text-xs text-slate-600">{t('orders.period.zone', { zone: data.timeZone })}</p>
        <Field
          label={t('orders.availability.date')}
          inputProps={{ ...getInputProps(fields.date, { type: 'text' }), ...typedDateProps(t) }}
          errors={fields.date.errors}
        />
        <Field
          label={t('orders.availability.time')}
          inputProps={{ ...getInputProps(fields.time, { type: 'text' }), ...typedTimeProps(t) }}
          errors={fields.time.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('orders.availability.disableSubmit')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}

/** The dialog's own title, of the switch it disables. */
export const handle: TitleHandle = { title: (data) => `orders.availability.${(data as { target?: string } | undefined)?.target ?? 'order'}.untilTitle` }
