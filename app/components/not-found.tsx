import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { useRouteErrorKind } from '~/components/route-error'

/**
 * The error boundary of screens inside the Home shell: the drawer stays, the main area
 * says what happened (404 for screens that do not exist yet or organizations not yours, 403
 * for a section the user may not open, 503 while the platform's database is away for a moment).
 */
export function ShellErrorBoundary() {
  const kind = useRouteErrorKind()
  const { t } = useTranslation()
  const notFound = kind === 'notFound'
  if (kind === 'forbidden') {
    return (
      <div className="p-4 sm:p-6">
        <Banner tone="error" title={t('forbidden.title')} heading>
          {t('forbidden.message')}
        </Banner>
      </div>
    )
  }
  if (kind === 'unavailable') {
    return (
      <div className="p-4 sm:p-6">
        <Banner tone="warning" title={t('errors.unavailableTitle')} heading>
          {t('errors.unavailable')}
        </Banner>
      </div>
    )
  }
  return (
    <div className="p-4 sm:p-6">
      <Banner tone={notFound ? 'info' : 'error'} title={notFound ? t('errors.notFoundTitle') : t('errors.generalTitle')} heading>
        {notFound ? t('errors.notFound') : t('errors.unknown')}
      </Banner>
    </div>
  )
}
