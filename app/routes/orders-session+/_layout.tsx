/**
 * The order management device's pages (contract/orders.ts "Orders session"): public, outside
 * the signed-in shell, in a frame of their own like the guest pages (DESIGN.md 5a). Plain HTML
 * with no script at all: a waiter's tablet of any age reads them, and every step is a link or a
 * form. Signed in by the device's own cookie (app/features/orders/orders-device.server.ts), never the
 * staff session.
 */
import type { MetaFunction } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { useRouteErrorKind } from '~/components/route-error'
import { useTranslation } from 'react-i18next'
import type { ScriptingHandle } from '~/components/document-scripts'
import { APP_NAME, type TitleHandle } from '~/utils/document-title'

export default function DeviceLayout() {
  const { t } = useTranslation()
  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <p className="text-sm font-semibold text-brand-700">{t('app.name')}</p>
      </header>
      <main className="mx-auto max-w-5xl space-y-4 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  )
}

export const handle: ScriptingHandle & TitleHandle = { scripts: false, title: false }

/** A device page's head: the title its loader wrote in the device's language (a route's `meta` cannot translate), never indexed. */
export const deviceMeta = (data: { title: string } | undefined) => [...(data ? [{ title: data.title }] : []), { name: 'robots', content: 'noindex' }]

/** The error page's title is the app's: the layout's own meta, which deeper routes replace. */
export const meta: MetaFunction = () => [{ title: APP_NAME }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  const kind = useRouteErrorKind()
  const { t } = useTranslation()
  const [title, text] = kind === 'unavailable' ? [t('errors.unavailableTitle'), t('errors.unavailable')] : [t('errors.generalTitle'), t('errors.unknown')]
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </main>
  )
}
