/** Layout of the public sign-in and registration routes (SPEC.md section 2 "Public routes"). */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ScriptingHandle } from '~/components/document-scripts'
import { LanguageSwitch } from '~/components/language-switch'
import { getSession } from '~/services/session.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request)
  // A signed-in user has nothing to do here: go Home.
  if (session.get('auth')) throw redirect('/')
  return null
}

/**
 * Sign-in pages are not hydrated: their forms work as plain HTML, and the sign-in island adds
 * the resend countdown, the phone mask and the language switch (docs/decisions/0025).
 */
export const handle: ScriptingHandle = { island: 'sign-in' }

export default function AuthLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between gap-4 px-4 py-3">
        <span className="text-lg font-semibold text-brand-700">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <Outlet />
      </main>
    </div>
  )
}
