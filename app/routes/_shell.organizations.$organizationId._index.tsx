/**
 * Organization (SPEC.md section 2 "Organization screens"): breadcrumbs with the parent
 * chain and, with VIEW_BOXES, the table of child organizations. The tips widgets, range
 * selector and banners arrive with the tips work (issue 3).
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/breadcrumbs'
import { EmptyState } from '../components/empty-state'
import { ShellErrorBoundary } from '../components/not-found'
import { Table } from '../components/table'
import { apiFor } from '../services/api.server'
import { parentChain, requireOrganization } from '../services/organizations.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const { organization, organizations } = await requireOrganization(api, params.organizationId)
  const canViewBoxes = organization.permissions.includes('VIEW_BOXES')
  return json({
    organization: { id: organization.id, name: organization.name, address: organization.address, currency: organization.currency },
    chain: parentChain(organization, organizations).map((o) => ({ id: o.id, name: o.name })),
    canViewBoxes,
    children: canViewBoxes
      ? organizations
          .filter((o) => o.parentId === organization.id)
          .map((o) => ({ id: o.id, name: o.name, address: o.address, currency: o.currency }))
      : [],
  })
}

export default function OrganizationScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={data.chain.map((o) => ({ label: o.name, to: `/organizations/${o.id}` }))} />
      <header>
        <h1 className="text-2xl font-semibold">{data.organization.name}</h1>
        {data.organization.address ? <p className="text-sm text-slate-600">{data.organization.address}</p> : null}
      </header>
      {data.canViewBoxes ? (
        <section aria-labelledby="children-title" className="space-y-3">
          <h2 id="children-title" className="text-lg font-semibold">
            {t('organization.children')}
          </h2>
          <Table
            caption={t('organization.children')}
            rows={data.children}
            rowKey={(o) => o.id}
            rowTo={(o) => `/organizations/${o.id}`}
            empty={<EmptyState title={t('organization.noChildren')} />}
            columns={[
              { key: 'name', header: t('organization.name'), cell: (o) => o.name },
              { key: 'address', header: t('organization.address'), cell: (o) => o.address ?? '—' },
              { key: 'currency', header: t('organization.currency'), cell: (o) => o.currency },
            ]}
          />
        </section>
      ) : (
        <EmptyState title={t('organization.chooseSection')} />
      )}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.organization.name} · Tipbox Business` : 'Tipbox Business' }]

export const ErrorBoundary = ShellErrorBoundary
