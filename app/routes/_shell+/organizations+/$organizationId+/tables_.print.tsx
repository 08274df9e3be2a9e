/**
 * The tables' QR codes to print (issue 28 item 1; VIEW_TABLES, as the Tables screen): one card
 * per table with its number, its QR code and its link, QR_PAGE_SIZE tables a page by number
 * (`?page=`). Its own page, not a dialog over the list, so the browser prints the sheet alone:
 * the shell's drawer and this page's links stay off paper (`print:hidden`).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ShellErrorBoundary } from '~/components/not-found'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/ui/empty-state'
import { PageLinks } from '~/components/ui/page-links'
import { listTables } from '~/features/tables/tables.server'
import { tableQr } from '~/features/tables/table-qr.server'
import type { TitleHandle } from '~/utils/document-title'
import { pagingOf, readPage } from '~/utils/paging'
import { requireTables } from '~/features/tables/tables-guard.server'

/** Cards a page: eight rows of three on an A4 sheet. */
const QR_PAGE_SIZE = 24

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireTables(args)
  const requested = readPage(url.searchParams)
  let list = await listTables(api, organization.id, { q: '', page: requested, size: QR_PAGE_SIZE })
  // A page past the end (tables removed since) shows the last one.
  const paging = pagingOf(list.total, requested, QR_PAGE_SIZE)
  if (paging.page !== requested) list = await listTables(api, organization.id, { q: '', page: paging.page, size: QR_PAGE_SIZE })
  return json({
    organization: { id: organization.id, name: organization.name },
    paging,
    cards: await Promise.all(list.tables.map(tableQr)),
  })
}

export default function TableQrSheet() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const tables = `/organizations/${data.organization.id}/tables`
  return (
    <div className="space-y-4 p-4 sm:p-6 print:p-0">
      <div className="space-y-2 print:hidden">
        <Breadcrumbs
          items={[
            { label: data.organization.name, to: `/organizations/${data.organization.id}` },
            { label: t('tables.title'), to: tables },
            { label: t('tables.print.title') },
          ]}
        />
        <h1 className="text-2xl font-semibold">{t('tables.print.title')}</h1>
        <p className="text-sm text-slate-700">{t('tables.print.help')}</p>
        <PageLinks paging={data.paging} label={t('tables.print.pages')} />
      </div>
      {data.cards.length === 0 ? (
        <EmptyState title={t('tables.none')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-4" aria-label={t('tables.print.title')}>
          {data.cards.map((card) => (
            <li key={card.id} className="flex min-w-0 break-inside-avoid flex-col items-center gap-2 rounded-lg border border-slate-300 p-3 text-center" data-testid="qr-card">
              <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{t('tables.print.card', { number: card.number })}</h2>
              <div className="w-full max-w-40" role="img" aria-label={t('tables.qr.image', { number: card.number })} dangerouslySetInnerHTML={{ __html: card.qr }} />
              <p className="text-xs text-slate-700 [overflow-wrap:anywhere]">{card.url}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'tables.print.title' }
