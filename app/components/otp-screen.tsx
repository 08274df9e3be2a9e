import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatCountdown, secondsUntil } from '../utils/countdown'
import { AuthCard } from './auth-card'
import { Button } from './button'
import { ErrorList, Field } from './field'

const codeSchema = z.object({
  intent: z.literal('verify'),
  code: z.string({ required_error: 'validation.required' }).trim().regex(/^\d{6}$/, 'validation.otp'),
})

/**
 * Seconds until resending is allowed, ticking every second. Null until hydrated, so the
 * server-rendered button is simply enabled and the server refuses an early resend.
 */
function useResendCountdown(nextOtpAfter: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    setLeft(secondsUntil(nextOtpAfter))
    const timer = setInterval(() => setLeft(secondsUntil(nextOtpAfter)), 1000)
    return () => clearInterval(timer)
  }, [nextOtpAfter])
  return left
}

export function OtpScreen({
  title,
  msisdn,
  nextOtpAfter,
  lastResult,
  backTo = '/login/msisdn',
}: {
  title: string
  msisdn: string
  nextOtpAfter: string | null
  lastResult?: SubmissionResult<string[]> | null
  backTo?: string
}) {
  const { t } = useTranslation()
  const left = useResendCountdown(nextOtpAfter)
  const [form, fields] = useForm({
    id: 'otp-form',
    lastResult,
    constraint: { code: { required: true, pattern: '\\d{6}', maxLength: 6, minLength: 6 } },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const waiting = left !== null && left > 0
  return (
    <AuthCard title={title} subtitle={t('otp.sentTo', { phone: msisdn })}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field
          label={t('otp.code')}
          inputProps={{
            ...getInputProps(fields.code, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            autoFocus: true,
            placeholder: '000000',
          }}
          errors={fields.code.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button name="intent" value="verify" className="w-full">
          {t('otp.verify')}
        </Button>
      </Form>
      <Form method="post" className="mt-3" noValidate>
        <Button variant="ghost" name="intent" value="resend" className="w-full" disabled={waiting}>
          {waiting ? t('otp.resendIn', { time: formatCountdown(left ?? 0) }) : t('otp.resend')}
        </Button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to={backTo} className="text-brand-700 hover:underline">
          {t('otp.changeNumber')}
        </Link>
      </p>
    </AuthCard>
  )
}
