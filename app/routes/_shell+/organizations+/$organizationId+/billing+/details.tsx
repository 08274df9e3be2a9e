/**
 * The company billing dialog (SPEC.md 2 "Billing", width 500; 5 "Company billing"): e-mail
 * (required, valid), name, address, city, postal code and tax number (required), the
 * registration code (optional; invoices of a Lithuanian or Polish company need it). Saved through
 * PUT /business/subscription/billing; a refusal is logged and the dialog says the details were
 * not saved (a field the platform names shows its message there), with what was typed kept.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { BILLING_LIMITS } from '#contract/billing'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { getSubscription, saveBilling } from '~/features/billing/billing.server'
import { ApiError } from '~/services/api.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { BILLING_FIELDS, billingFormSchema } from '~/features/billing/billing-schemas'
import { isLoggedFailure, logBillingFailure, loggedRead, requireBilling } from './__billing.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireBilling(args)
  const subscription = await loggedRead('reading the company billing', organization.id, getSubscription(api, organization.id))
  return json({ billing: subscription?.billing ?? null, loadFailed: subscription === null })
}

/** The platform's field messages this dialog can show under its fields. */
const FIELD_MESSAGES = new Set(['validation.required', 'validation.tooLong', 'billing.errors.invalidEmail'])

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireBilling(args)
  const submission = parseWithZod(form, { schema: billingFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const { registrationCode, ...fields } = submission.value
  try {
    // An emptied field clears the stored code.
    await saveBilling(api, organization.id, { ...fields, registrationCode: registrationCode || null })
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    logBillingFailure('saving the company billing', organization.id, error)
    const fieldErrors: Record<string, string[]> = {}
    const named = error instanceof ApiError && error.params.fields && typeof error.params.fields === 'object' ? (error.params.fields as Record<string, unknown>) : {}
    for (const [field, messages] of Object.entries(named)) {
      const known = (Array.isArray(messages) ? messages : []).filter((m): m is string => typeof m === 'string' && FIELD_MESSAGES.has(m))
      if (known.length && (BILLING_FIELDS as readonly string[]).includes(field)) fieldErrors[field] = known
    }
    return json(submission.reply({ formErrors: ['billing.errors.saveFailed'], fieldErrors }), { status: 400 })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'billing.company.saved' })
}

export default function CompanyBillingDialog() {
  const { t } = useTranslation()
  const { billing, loadFailed } = useLoaderData<typeof loader>()
  const [form, fields] = useAppForm({
    id: 'company-billing',
    schema: billingFormSchema,
    lastResult: useActionResult<typeof action>(),
    defaultValue: {
      email: billing?.email ?? '',
      name: billing?.name ?? '',
      address: billing?.address ?? '',
      city: billing?.city ?? '',
      postalCode: billing?.postalCode ?? '',
      taxNumber: billing?.taxNumber ?? '',
      registrationCode: billing?.registrationCode ?? '',
    },
  })
  const limits: Record<(typeof BILLING_FIELDS)[number], number> = BILLING_LIMITS
  const types: Partial<Record<(typeof BILLING_FIELDS)[number], 'email'>> = { email: 'email' }
  const autoComplete: Record<(typeof BILLING_FIELDS)[number], string> = {
    email: 'email',
    name: 'organization',
    address: 'address-line1',
    city: 'address-level2',
    postalCode: 'postal-code',
    taxNumber: 'off',
    registrationCode: 'off',
  }
  const help: Partial<Record<(typeof BILLING_FIELDS)[number], string>> = { registrationCode: t('billing.company.registrationCodeHelp') }
  return (
    <Dialog title={t('billing.company.dialogTitle')} width={500}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <BackToField />
        {loadFailed ? <Banner tone="warning">{t('billing.company.loadFailed')}</Banner> : null}
        {BILLING_FIELDS.map((name) => (
          <Field
            key={name}
            label={t(`billing.company.${name}`)}
            // A type="email" input would have the browser refuse the form in its own words first.
            inputProps={{ ...getInputProps(fields[name], { type: 'text' }), inputMode: types[name], maxLength: limits[name], autoComplete: autoComplete[name] }}
            errors={fields[name].errors}
            help={help[name]}
          />
        ))}
        <ErrorList id={form.errorId} errors={form.errors} />
        <FormActions>
          <Button>{t('billing.company.save')}</Button>
        </FormActions>
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'billing.company.dialogTitle' }
