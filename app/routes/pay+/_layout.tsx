/**
 * The guest payment pages (issue 27; ADR 0078): public, phone-first, no back-office shell. Each
 * page draws the guest frame itself with its loader's words; this layout names the island and
 * says a failure in the guest's words, with no way into the back-office.
 */
import { Outlet } from '@remix-run/react'
import type { ScriptingHandle } from '~/components/document-scripts'
import { GuestErrorPage } from '~/features/guest/guest-frame'
import type { TitleHandle } from '~/utils/document-title'

export const handle: ScriptingHandle & TitleHandle = { island: 'guest', title: false }

export default function GuestPayLayout() {
  return <Outlet />
}

export const ErrorBoundary = () => <GuestErrorPage notFound={['guestPay.notFoundTitle', 'guestPay.notFound']} />
