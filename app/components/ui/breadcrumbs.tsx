import { AppLink } from '~/components/ui/app-link'
import { useTranslation } from 'react-i18next'

export interface Crumb {
  label: string
  to?: string
}

/** Breadcrumbs; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('common.breadcrumbs')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
              {item.to && !last ? (
                <AppLink to={item.to} className="text-brand-700 hover:underline">
                  {item.label}
                </AppLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : ''}>
                  {item.label}
                </span>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
