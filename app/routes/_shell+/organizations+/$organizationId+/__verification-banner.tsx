import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { attr, reload } from '~/browser/protocol'

/** SPEC.md section 9: verification status re-polled every 60 s while PENDING. */
export const VERIFICATION_POLL_MS = 60_000

type Status = 'NOT_STARTED' | 'PENDING' | 'ACTION_REQUIRED' | 'VERIFIED' | 'DISABLED'

/**
 * The business-verification banner (SPEC.md section 4). Starting and dismissing are form
 * posts to the screen's action (intents `kyb-start` and `kyb-dismiss`).
 */
export function VerificationBanner({ status, startedHere }: { status: Status; startedHere: boolean }) {
  const { t } = useTranslation()
  if (status === 'DISABLED') return null
  if (status === 'VERIFIED') {
    if (!startedHere) return null
    return (
      <Banner
        tone="success"
        title={t('kyb.verifiedTitle')}
        action={
          <Form method="post">
            <Button variant="secondary" name="intent" value="kyb-dismiss">
              {t('common.close')}
            </Button>
          </Form>
        }
      >
        {t('kyb.verified')}
      </Banner>
    )
  }
  if (status === 'PENDING') {
    return (
      <Banner tone="info" title={t('kyb.pendingTitle')}>
        {t('kyb.pending')}
        {/* With JavaScript the page is read again as often (browser/reload.ts). */}
        <span hidden {...attr(reload.every, VERIFICATION_POLL_MS)} />
      </Banner>
    )
  }
  const actionRequired = status === 'ACTION_REQUIRED'
  return (
    <Banner
      tone="error"
      title={actionRequired ? t('kyb.actionRequiredTitle') : t('kyb.notStartedTitle')}
      action={
        <Form method="post">
          <Button name="intent" value="kyb-start">
            {actionRequired ? t('kyb.continue') : t('kyb.start')}
          </Button>
        </Form>
      }
    >
      {actionRequired ? t('kyb.actionRequired') : t('kyb.notStarted')}
    </Banner>
  )
}
