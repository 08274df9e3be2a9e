import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'

/**
 * The error boundary of screens inside the Home shell: the drawer stays, the main area
 * says what happened (404 for screens that do not exist yet or organizations not yours, 403
 * for a section the user may not open, 503 while the platform's database is away for a moment).
 */
export function ShellErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const unavailable = isRouteErrorResponse(error) && error.status === 503
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  if (!notFound && !unavailable && !forbidden) console.error(error)
  if (forbidden) {
    return (
      <div className="p-4 sm:p-6">
        <Banner tone="error" title={t('forbidden.title')}>
          {t('forbidden.message')}
        </Banner>
      </div>
    )
  }
  if (unavailable) {
    return (
      <div className="p-4 sm:p-6">
        <Banner tone="warning" title={t('errors.unavailableTitle')}>
          {t('errors.unavailable')}
        </Banner>
      </div>
    )
  }
  return (
    <div className="p-4 sm:p-6">
      <Banner tone={notFound ? 'info' : 'error'} title={notFound ? t('errors.notFoundTitle') : t('errors.generalTitle')}>
        {notFound ? t('errors.notFound') : t('errors.unknown')}
      </Banner>
    </div>
  )
}
