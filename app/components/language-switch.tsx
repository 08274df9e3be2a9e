import { Form, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '~/i18n'
import { attr, autosubmit } from '~/browser/protocol'

/**
 * Language choice, remembered in a cookie. The form reloads the whole document so the
 * browser gets the new language's strings; with JavaScript a change submits at once.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const location = useLocation()
  const root = useRouteLoaderData('root') as { locale: string } | undefined
  return (
    <Form method="post" action="/language" reloadDocument className="flex items-center gap-2 text-sm">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="language-switch" className="sr-only">
        {t('common.language')}
      </label>
      <select
        id="language-switch"
        name="language"
        defaultValue={root?.locale}
        // With JavaScript a change submits at once (browser/autosubmit.ts).
        {...attr(autosubmit.field, true)}
        className="rounded border border-slate-300 bg-white px-2 py-1"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded border border-slate-300 bg-white px-2 py-1 text-slate-700 hover:bg-slate-50">
        {t('common.apply')}
      </button>
    </Form>
  )
}
