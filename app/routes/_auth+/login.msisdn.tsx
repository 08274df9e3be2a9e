/** Login (SPEC.md section 2): phone entry with a country picker; the lookup decides the next step. */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { lookupPhone } from '~/features/auth/sign-in.server'
import { AuthCard } from '~/routes/_auth+/__auth-card'
import { Button } from '~/components/ui/button'
import { PhoneCountrySelect } from '~/components/ui/country-flag'
import { ErrorList, Field } from '~/components/ui/field'
import { ApiError, apiFor } from '~/services/api.server'
import { i18n } from '~/services/i18n.server'
import { sendCode } from '~/features/auth/otp-flow.server'
import { commitSession } from '~/services/session.server'
import { lookupMessage } from '~/features/auth/api-errors'
import { encodeMessage } from '~/utils/messages'
import { countryOptions, defaultCountry, maskCountries } from '~/utils/phone-countries.server'
import { applyMask, numberCountry, toE164 } from '~/utils/phone'
import { phoneLoginSchema } from '~/utils/schemas'
import { readForm } from '~/services/form.server'
import { useAppForm } from '~/components/ui/use-app-form'
import type { TitleHandle } from '~/utils/document-title'
import { attr, signIn } from '~/browser/protocol'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const locale = await i18n.getLocale(request)
  const countries = await countryOptions(api, locale)
  const known = api.session.get('msisdn')
  const code = (known && numberCountry(known)) || defaultCountry(request, locale, countries)
  const country = countries.find((c) => c.code === code)
  return json({
    countries,
    maskCountries: maskCountries(countries),
    defaultCountry: country?.code ?? '',
    phone: known && country ? applyMask(known, country) : '',
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: phoneLoginSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const msisdn = toE164(submission.value.phone, submission.value.country)!
  const api = await apiFor(request, context)
  const session = api.session
  const fail = (key: string) => json(submission.reply({ formErrors: [encodeMessage({ key })] }), { status: 400 })

  let lookup
  try {
    lookup = await lookupPhone(api, msisdn)
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'VALIDATION') {
      return json(submission.reply({ fieldErrors: { phone: ['validation.phone'] } }), { status: 400 })
    }
    if (!(error instanceof ApiError)) return fail('errors.unknown')
    // RATE_LIMIT (too many lookups from this address) says when to retry.
    return json(submission.reply({ formErrors: [encodeMessage(lookupMessage(error))] }), { status: error.status === 429 ? 429 : 400 })
  }
  if (!lookup.enabled) return fail('errors.userNotFound')

  session.set('msisdn', lookup.msisdn)
  if (lookup.status === 'PASSWORD') {
    session.unset('otp')
    return redirect('/login/password', { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  const scope = lookup.status === 'UNREGISTERED' ? 'REGISTRATION' : 'LOGIN'
  const next = scope === 'REGISTRATION' ? '/registration/otp' : '/login/otp'
  const sent = await sendCode(api, session, lookup.msisdn, scope, request)
  if (!sent.ok) return fail(sent.warning!.key)
  // A refused send (throttle) still goes on: the code screen says no code was sent and why.
  return redirect(next, { headers: { 'Set-Cookie': await commitSession(session) } })
}

export default function LoginScreen() {
  const { t } = useTranslation()
  const { countries, maskCountries, defaultCountry, phone } = useLoaderData<typeof loader>()
  const lastResult = useActionResult<typeof action>()
  const [form, fields] = useAppForm({
    id: 'login',
    schema: phoneLoginSchema,
    lastResult,
    defaultValue: { country: defaultCountry, phone },
  })
  const selected = countries.find((c) => c.code === (fields.country.value ?? defaultCountry)) ?? countries[0]

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <PhoneCountrySelect field={fields.country} countries={countries} />
        <Field
          label={t('login.phone')}
          inputProps={{
            ...getInputProps(fields.phone, { type: 'tel' }),
            autoComplete: 'tel',
            inputMode: 'tel',
            autoFocus: true,
            placeholder: selected?.mask.replace(/#/g, '_'),
            // With JavaScript the field takes the mask of the country typed or chosen (browser/phone-mask.ts).
            ...attr(signIn.phoneCountries, maskCountries),
          }}
          errors={fields.phone.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button className="w-full">{t('login.continue')}</Button>
      </Form>
    </AuthCard>
  )
}

export const handle: TitleHandle = { title: 'login.title' }
