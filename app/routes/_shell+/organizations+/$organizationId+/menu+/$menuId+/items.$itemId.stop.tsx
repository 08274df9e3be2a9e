/**
 * Add an item to the stop list from the Menu page (VIEW_MENU and VIEW_STOP_LIST; SPEC.md 2 "Menu
 * page"): until the end of the business day, a date and time on the venue's clock, or until put
 * back (the same choice as the Stop list's add dialog). Guests see the item sold out meanwhile.
 */
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { StopUntilFields } from '~/features/menu/stop-until-fields'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { addToStopList } from '~/features/menu/stop-list.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { stopRefusalReply } from '~/features/menu/stop-list-form.server'
import { redirectWithToast } from '~/services/toast.server'
import { formatDateTime } from '~/utils/format'
import { pickText } from '~/features/menu/localized'
import { activeUntilOf, businessDayEnd, DEFAULT_STOP_UNTIL, stopUntilSchema } from '~/features/menu/stop-until'
import { requireStoppableItem } from './__item-stop.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { organization, item, lang } = await requireStoppableItem(args)
  const { timeZone } = organization
  return json({
    name: pickText(item.title, lang),
    timeZone,
    businessDayEnd: formatDateTime(businessDayEnd(new Date(), timeZone).toISOString(), timeZone),
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, item } = await requireStoppableItem(args)
  const submission = parseWithZod(form, { schema: stopUntilSchema(organization.timeZone) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const until = activeUntilOf(submission.value, organization.timeZone, new Date())
  if ('errors' in until) {
    const fieldErrors = Object.fromEntries(Object.entries(until.errors).map(([field, key]) => [field, [key]]))
    return json(submission.reply({ fieldErrors }), { status: 400 })
  }
  try {
    await addToStopList(api, organization.id, { menuItemId: item.id, activeUntil: until.activeUntil })
  } catch (error) {
    return stopRefusalReply(submission, error, 'stopList.item.add.error')
  }
  return redirectWithToast(request, returnFromDialog(request, form), { type: 'success', key: 'stopList.item.add.success' })
}

export default function StopItemDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const schema = useMemo(() => stopUntilSchema(data.timeZone), [data.timeZone])
  const [form, fields] = useAppForm({ id: 'stop-item', schema, lastResult, defaultValue: { until: DEFAULT_STOP_UNTIL } })
  return (
    <Dialog title={t('stopList.addItem')} width={400}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        <p className="[overflow-wrap:anywhere]">{t('stopList.addItemMessage', { name: data.name || t('menu.untitled') })}</p>
        <StopUntilFields until={fields.until} date={fields.atDate} time={fields.atTime} businessDayEnd={data.businessDayEnd} timeZone={data.timeZone} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('stopList.addSubmit')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'stopList.addItem' }
