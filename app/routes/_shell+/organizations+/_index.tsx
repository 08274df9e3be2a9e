/**
 * Organizations: with none, the forbidden alert; otherwise the first top-level organization,
 * at its only box when it has exactly one, else at its home (utils/drawer.ts: the Organization
 * screen with VIEW_BOXES, else the stop list).
 */
import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { ShellErrorBoundary } from '~/components/not-found'
import { apiFor } from '~/services/api.server'
import { firstTopLevel, listOrganizations } from '~/services/organizations.server'
import { getProfile } from '~/services/profile.server'
import { organizationLandingPath } from '~/utils/drawer'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const first = firstTopLevel(await listOrganizations(api))
  // What to do next: be invited, by this very number (SPEC.md 2 shows no drawer meanwhile).
  if (!first) return json({ phone: (await getProfile(api)).msisdn })
  const [onlyBox] = first.boxes
  if (first.permissions.includes('VIEW_BOXES') && first.boxes.length === 1 && onlyBox) {
    throw redirect(`/organizations/${first.id}/boxes/${onlyBox.id}`)
  }
  throw redirect(organizationLandingPath(first))
}

export default function OrganizationsScreen() {
  const { t } = useTranslation()
  const { phone } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6">
      <Banner tone="error" title={t('forbidden.title')} heading>
        <p>{t('forbidden.message')}</p>
        <p className="mt-2" data-testid="forbidden-hint">
          {t('forbidden.noOrganization', { phone })}
        </p>
      </Banner>
    </div>
  )
}

export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'forbidden.title' }
