/**
 * An editor dialog's way to its translation editor (SPEC.md 2 "translation editors"): the
 * sibling route `…/translate` of its `…/edit`, with the screen's query. Only with more than one
 * menu language: with one there is nothing to translate into.
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export function TranslationsLink({ languageCount }: { languageCount: number }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (languageCount < 2) return null
  return (
    <p className="mb-4">
      <Link to={`${pathname.replace(/\/edit$/, '/translate')}${search}`} className="text-sm font-medium text-brand-700 hover:underline">
        {t('menuTranslate.open')}
      </Link>
    </p>
  )
}
