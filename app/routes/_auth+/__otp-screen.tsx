import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import type { otpScreenAction, OtpScreenData } from '~/features/auth/otp-flow.server'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatCountdown } from '~/utils/countdown'
import { AuthCard } from '~/routes/_auth+/__auth-card'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { ErrorList, Field } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { attr, signIn } from '~/browser/protocol'

const codeSchema = z.object({
  intent: z.literal('verify'),
  code: z.string({ required_error: 'validation.required' }).trim().regex(/^\d{6}$/, 'validation.otp'),
})

/**
 * A code-entry screen. It says a code was sent only when one was: when the throttle refused
 * the send (`refused`), it says so, points to the earlier code of this flow if there is one
 * (`hasCode`), and when another may be requested.
 */
export function OtpScreen({ title, backTo = '/login/msisdn' }: { title: string; backTo?: string }) {
  // Every code-entry route answers these: its loader `otpScreenData`, its action `otpScreenAction`.
  const { msisdn, nextOtpAfter, hasCode = true, refused = false, waitSeconds = 0 } = useLoaderData<OtpScreenData>()
  const lastResult = useActionResult<typeof otpScreenAction>()
  const { t } = useTranslation()
  const [form, fields] = useAppForm({
    id: 'otp-form',
    schema: codeSchema,
    lastResult,
    constraint: { code: { required: true, pattern: '\\d{6}', maxLength: 6, minLength: 6 } },
  })
  return (
    <AuthCard title={title} subtitle={refused ? undefined : t('otp.sentTo', { phone: msisdn })}>
      {refused ? (
        <Banner tone="warning" className="mb-4" title={t(hasCode ? 'otp.notSentUseEarlier' : 'otp.notSent', { phone: msisdn })}>
          {waitSeconds > 0 ? t('otp.requestIn', { time: formatCountdown(waitSeconds) }) : t('otp.requestNow')}
        </Banner>
      ) : null}
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
        <Button
          variant="ghost"
          name="intent"
          value="resend"
          className="w-full"
          // Enabled as drawn (the server refuses an early resend and says why); with JavaScript it
          // waits, ticking, until another code may be requested (browser/resend-countdown.ts).
          {...attr(signIn.countdownUntil, nextOtpAfter ?? '')}
          {...attr(signIn.countdownWaiting, t('otp.resendIn', { time: '{time}' }))}
          {...attr(signIn.countdownReady, t('otp.resend'))}
        >
          {t('otp.resend')}
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
