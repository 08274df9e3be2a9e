/**
 * The guest payment pages (issue 27; ADR 0078): public, phone-first, no back-office shell. Each
 * page draws the guest frame itself with its loader's words; this layout names the island and
 * says a failure in the guest's words, with no way into the back-office.
 */
import { Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ScriptingHandle } from '~/components/document-scripts'
import { useRouteErrorKind } from '~/components/route-error'
import type { TitleHandle } from '~/utils/document-title'

export const handle: ScriptingHandle & TitleHandle = { island: 'guest', title: false }

export default function GuestPayLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  const kind = useRouteErrorKind()
  const { t } = useTranslation()
  const [title, text] =
    kind === 'notFound'
      ? [t('guestPay.notFoundTitle'), t('guestPay.notFound')]
      : kind === 'unavailable'
        ? [t('guestPay.errors.unavailableTitle'), t('guestPay.errors.unavailable')]
        : [t('errors.generalTitle'), t('errors.unknown')]
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </main>
  )
}
