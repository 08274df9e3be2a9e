/** Invite employee (MANAGE_BOXES): name, phone, optional token and external id; admin for GROUP boxes. */
import { getFormProps, getInputProps } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { MemberFormEnd } from '~/routes/_shell+/organizations+/$organizationId+/boxes+/$boxId+/_box+/__member-fields'
import { PhoneCountrySelect } from '~/components/ui/country-flag'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { availableTokens, inviteMember } from '~/features/tips/boxes.server'
import { i18n } from '~/services/i18n.server'
import { countryOptions, defaultCountry } from '~/utils/phone-countries.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { redirectWithToast } from '~/services/toast.server'
import { toE164 } from '~/utils/phone'
import { memberFormSchema } from '~/features/tips/tips-schemas'
import { readForm } from '~/services/form.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { useAppForm } from '~/components/ui/use-app-form'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, box } = await requireBox(args, 'MANAGE_BOXES')
  const locale = await i18n.getLocale(args.request)
  const [countries, tokens] = await Promise.all([countryOptions(api, locale), availableTokens(api, organization.id)])
  // The venue's country: that of the numbers of the people already in the box.
  const country = defaultCountry(args.request, locale, countries, box.members.map((m) => m.msisdn))
  return json({ countries, country, tokens, mode: box.mode })
}

export async function action(args: ActionFunctionArgs) {
  const { api, organization, box } = await requireBox(args, 'MANAGE_BOXES')
  const form = await readForm(args.request)
  const submission = parseWithZod(form, { schema: memberFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const value = submission.value
  let invited: { id: string }
  try {
    invited = await inviteMember(api, organization.id, box.id, {
      name: value.name,
      msisdn: toE164(value.phone, value.country ?? 'LT'),
      // SPEC.md section 6: the admin switch exists on invite only for GROUP boxes.
      role: box.mode === 'GROUP' && value.admin === 'on' ? 'ADMIN' : 'MEMBER',
      token: value.token || null,
      externalId: value.externalId || null,
    })
  } catch (error) {
    return replyFromApiError(submission, error, {
      TOKEN_TAKEN: ['token', 'errors.tokenTaken'],
      MEMBER_EXISTS: ['phone', 'errors.memberExists'],
      '*': ['', 'errors.unableToCreateMember'],
    })
  }
  // The new employee is shown highlighted, scrolled to (issue 25 item 17). The employees are not
  // paged: the screen's `page` is the activity table's, and is kept.
  return redirectWithToast(args.request, highlightPath(returnFromDialog(args.request, form), invited.id, []), { type: 'success', key: 'members.invited' })
}

export default function InviteMemberDialog() {
  const { t } = useTranslation()
  const { countries, country, tokens, mode } = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({
    id: 'invite-member',
    schema: memberFormSchema,
    lastResult,
    defaultValue: { country },
    constraint: getZodConstraint(memberFormSchema),
  })
  return (
    <Dialog title={t('members.invite')} width={500}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        <Field label={t('members.name')} inputProps={getInputProps(fields.name, { type: 'text' })} errors={fields.name.errors} />
        <div className="grid gap-2 sm:grid-cols-2">
          <PhoneCountrySelect field={fields.country} countries={countries} className="min-w-0" />
          <Field label={t('members.phone')} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'off' }} errors={fields.phone.errors} />
        </div>
        <MemberFormEnd fields={fields} form={form} showAdmin={mode === 'GROUP'} freeTokens={tokens} submitLabel={t('members.inviteSubmit')} />
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'members.invite' }
