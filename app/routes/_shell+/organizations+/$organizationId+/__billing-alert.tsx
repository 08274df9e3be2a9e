import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import type { BillingAlert as Alert } from '#contract/billing'

/** The billing alert (SPEC.md 4): what is missing, and the way to the Billing screen. */
export function BillingAlert({ organizationId, alert }: { organizationId: string; alert: Alert }) {
  const { t } = useTranslation()
  return (
    <Banner
      tone="warning"
      title={t('billing.alert.title')}
      action={
        <Link to={`/organizations/${organizationId}/billing`} className="font-medium underline">
          {t('billing.alert.link')}
        </Link>
      }
    >
      <span data-testid="billing-alert">
        {alert.noName ? <span className="block">{t('billing.alert.noName')}</span> : null}
        {alert.noCard ? <span className="block">{t('billing.alert.noCard')}</span> : null}
      </span>
    </Banner>
  )
}
