/**
 * The document's title: what the deepest route names in its handle (`{ title: key }`, a screen
 * or a dialog) and the organization shown, in the user's language: "Orders · Old Town Bistro".
 * A route's `meta` cannot translate (the strings are not in any loader's data, ADR 0052), so the
 * head renders it with the page's i18next instead (ADR 0062).
 */
import { useContext } from 'react'
import { useMatches, type UIMatch } from '@remix-run/react'
import { UNSAFE_DataRouterStateContext as RouterState } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { documentTitle, titleKeyOf } from '~/utils/document-title'
import { ERROR_TITLES, errorKindOf } from './route-error'

/** The signed-in shell's layout, whose data names the organization shown. */
const SHELL = 'routes/_shell+/_layout'

export function DocumentTitle() {
  const matches = useMatches() as UIMatch<unknown, unknown>[]
  const { t } = useTranslation()
  const key = titleKeyOf(matches)
  // A page whose `meta` writes its title has none when its loader failed: its error page is
  // named by the error (the router's state holds it; the error boundary is drawn after the head).
  const error = Object.values(useContext(RouterState)?.errors ?? {})[0]
  if (key === false && error !== undefined) return <title>{documentTitle(t(ERROR_TITLES[errorKindOf(error)]), t('app.name'))}</title>
  if (key === false) return null
  if (key === null) return <title>{t('app.name')}</title>
  const shell = matches.find((m) => m.id === SHELL)?.data as { selected?: { name: string } | null } | undefined
  return <title>{documentTitle(t(key), shell?.selected?.name ?? t('app.name'))}</title>
}
