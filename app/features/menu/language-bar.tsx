/**
 * The menu screens' language selector (SPEC.md 2 "Menus": only with more than one menu
 * language): links that set `?lang=`, keeping the rest of the query, so the choice is in the
 * URL, works without JavaScript and carries into the editors opened from the screen.
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cx } from '~/components/ui/cx'
import type { MenuLanguage } from './localized-input'

export function LanguageBar({ languages, lang }: { languages: MenuLanguage[]; lang: string }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (languages.length < 2) return null
  const to = (code: string) => {
    const params = new URLSearchParams(search)
    params.set('lang', code)
    return `${pathname}?${params}`
  }
  return (
    <nav aria-label={t('menu.language')} className="flex flex-wrap items-center gap-1 text-sm">
      <span className="mr-1 text-slate-600">{t('menu.language')}:</span>
      {languages.map((language) => (
        <Link
          key={language.code}
          to={to(language.code)}
          preventScrollReset
          aria-current={language.code === lang ? 'true' : undefined}
          className={cx(
            'rounded-full border px-3 py-1',
            language.code === lang ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
          )}
        >
          {language.title}
        </Link>
      ))}
    </nav>
  )
}
