import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DocumentScripts } from './components/document-scripts'
import { DocumentTitle } from './components/document-title'
import { Snackbar } from './components/snackbar'
import { useRouteErrorKind } from './components/route-error'
import { useNonce } from './components/nonce'
import { islandUrls } from './services/islands.server'
import { appVersion } from './services/version.server'
import { commitSession, getSession } from './services/session.server'
import { i18n } from './services/i18n.server'
import { isLanguage, FALLBACK_LANGUAGE } from './i18n'
import styles from './tailwind.css'
import { attr, page } from '~/browser/protocol'
import { pageLanguage } from '~/utils/document-language'

export async function loader({ request }: LoaderFunctionArgs) {
  const found = await i18n.getLocale(request)
  const locale = isLanguage(found) ? found : FALLBACK_LANGUAGE
  const session = await getSession(request)
  const toast = session.get('toast') ?? null
  return json(
    {
      locale,
      toast,
      version: appVersion(),
      // The built islands, the only scripts pages ship (components/document-scripts.tsx).
      islands: islandUrls(),
    },
    { headers: toast ? { 'Set-Cookie': await commitSession(session) } : undefined },
  )
}

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const lang = pageLanguage(useMatches()) ?? data?.locale ?? FALLBACK_LANGUAGE
  return (
    // data-version: what the shell and error-page islands compare with (browser/version-watch.ts).
    <html lang={lang} className="h-full bg-slate-50" {...attr(page.version, data?.version)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <DocumentTitle />
        <Links />
      </head>
      <body className="h-full text-slate-900 antialiased">
        {children}
        <DocumentScripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  return (
    <>
      <Snackbar toast={toast} />
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  const kind = useRouteErrorKind()
  const { t } = useTranslation()
  const [title, text] =
    kind === 'notFound'
      ? [t('errors.notFoundTitle'), t('errors.notFound')]
      : kind === 'unavailable'
        ? [t('errors.unavailableTitle'), t('errors.unavailable')]
        : [t('errors.generalTitle'), t('errors.unknown')]
  return (
    <main className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <a href="/" className="mt-6 inline-block text-brand-700 underline">
        {t('common.backHome')}
      </a>
    </main>
  )
}
