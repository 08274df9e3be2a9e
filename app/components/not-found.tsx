import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from './banner'

/**
 * The error boundary of screens inside the Home shell: the drawer stays, the main area
 * says what happened (404 for screens that do not exist yet or organizations not yours).
 */
export function ShellErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!notFound) console.error(error)
  return (
    <div className="p-4 sm:p-6">
      <Banner tone={notFound ? 'info' : 'error'} title={notFound ? t('errors.notFoundTitle') : t('errors.generalTitle')}>
        {notFound ? t('errors.notFound') : t('errors.unknown')}
      </Banner>
    </div>
  )
}
