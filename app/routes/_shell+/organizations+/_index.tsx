/**
 * Organizations: with none, the forbidden alert; otherwise the first top-level organization,
 * at its only box when it has exactly one, else at its Organization screen.
 */
import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { ShellErrorBoundary } from '~/components/not-found'
import { apiFor } from '~/services/api.server'
import { firstTopLevel, listOrganizations } from '~/models/organizations.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const first = firstTopLevel(await listOrganizations(api))
  if (!first) return json({ forbidden: true })
  const [onlyBox] = first.boxes
  if (first.boxes.length === 1 && onlyBox) throw redirect(`/organizations/${first.id}/boxes/${onlyBox.id}`)
  throw redirect(`/organizations/${first.id}`)
}

export default function OrganizationsScreen() {
  const { t } = useTranslation()
  return (
    <div className="p-4 sm:p-6">
      <Banner tone="error" title={t('forbidden.title')}>
        {t('forbidden.message')}
      </Banner>
    </div>
  )
}

export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'forbidden.title' }
