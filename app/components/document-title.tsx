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
  const shell = matches.find((m) => m.id === SHELL)
  const organization = (shell?.data as { selected?: { name: string } | null } | undefined)?.selected?.name ?? t('app.name')
  // An error page is named by its error, as its heading says ("Access forbidden · Old Town Bistro",
  // not the section it refused): inside the shell, whose error boundary heads the page with it, and
  // on a page whose `meta` writes its title, which has none when its loader failed. The router's
  // state holds the error (the error boundary is drawn after the head).
  const error = Object.values(useContext(RouterState)?.errors ?? {})[0]
  if (error !== undefined && (shell || key === false)) return <title>{documentTitle(t(ERROR_TITLES[errorKindOf(error)]), organization)}</title>
  if (key === false) return null
  if (key === null) return <title>{t('app.name')}</title>
  return <title>{documentTitle(t(key), organization)}</title>
}
