/**
 * Tables (SPEC.md section 2 "Tables", VIEW_TABLES on a paymentsEnabled organization): a top bar
 * that stays in view with breadcrumbs, the search box (`?q=`, a GET form; part of the number,
 * case ignored), 'New table' and, with MANAGE_TABLES, 'Batch update'; then the tables by number
 * a page at a time (`?page=`, `?size=`: 10 rows unless 20, 50 or 100 are chosen), each with its tip box and a chip with its POS table's title. A
 * row opens the editor, its trash icon the remove question; the dialogs render in the <Outlet/>
 * and go back here with the search and page kept, a new table to the page that holds it,
 * highlighted (`?highlight=`, utils/highlight.ts). With JavaScript the search runs as it is typed.
 * Each row's QR action opens the table's QR code (issue 28), and 'Print QR codes' all of them.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useOutlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TABLE_LIMITS, type TablesPage } from '#contract/tables'
import { ShellErrorBoundary } from '~/components/not-found'
import { AppLink } from '~/components/ui/app-link'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { QrIcon } from '~/components/ui/icons'
import { RowRemoveLink } from '~/components/ui/row-remove-link'
import { ListPaging } from '~/components/ui/page-links'
import { SearchForm } from '~/components/ui/search-form'
import { Table } from '~/components/ui/table'
import { listTables } from '~/features/tables/tables.server'
import { ApiError } from '~/services/api.server'
import { readHighlight } from '~/utils/highlight'
import { pagingOf, readPage, readPageSize } from '~/utils/paging'
import { readPosTables } from './__tables.server'
import { requireTables } from '~/features/tables/tables-guard.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireTables(args)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, TABLE_LIMITS.query)
  const requested = readPage(url.searchParams)
  const size = readPageSize(url.searchParams)
  // A table just created: its page, unless a page was chosen since.
  const highlight = readHighlight(url.searchParams)
  const around = highlight && !url.searchParams.has('page') ? highlight : undefined
  let list: TablesPage | null = null
  try {
    list = await listTables(api, organization.id, { q, page: requested, size, around })
    // A page past the end (the list shrank) shows the last one.
    const last = pagingOf(list.total, requested, size).page
    if (!around && last !== requested) list = await listTables(api, organization.id, { q, page: last, size })
  } catch (error) {
    // A refusal of the read is the screen's message, not an error page.
    if (!(error instanceof ApiError)) throw error
  }
  const pos = organization.posIntegrationEnabled ? await readPosTables(api, organization.id) : { tables: [], failed: false }
  const posTitles = new Map(pos.tables.map((t) => [t.id, t.title]))
  const boxes = new Map(organization.boxes.map((b) => [b.id, b.name ?? '']))
  return json({
    organization: { id: organization.id, name: organization.name },
    q,
    highlight,
    canBatch: organization.permissions.includes('MANAGE_TABLES'),
    loadFailed: list === null,
    posFailed: pos.failed,
    paging: pagingOf(list?.total ?? 0, (list?.page ?? 0) + 1, size),
    rows: (list?.tables ?? []).map((table) => ({
      id: table.id,
      number: table.number,
      // '' is the unnamed box (DEFAULT); null no box.
      box: table.boxId === null ? null : boxes.get(table.boxId) ?? null,
      pos: table.posId === null ? null : posTitles.get(table.posId) ?? table.posId,
    })),
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['rows'][number]

export default function TablesScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  // The dialog open over the screen, if any; the search box takes the focus only without one.
  const dialog = useOutlet()
  const base = `/organizations/${data.organization.id}/tables`
  return (
    <div>
      <header className="sticky top-0 z-10 space-y-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
        <Breadcrumbs items={[{ label: data.organization.name, to: `/organizations/${data.organization.id}` }, { label: t('tables.title') }]} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('tables.title')}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to={`${base}/print`} className={buttonClass('secondary')}>
              {t('tables.print.open')}
            </Link>
            {data.canBatch ? (
              <Link to={`${base}/batch${search}`} preventScrollReset className={buttonClass('secondary')}>
                {t('tables.batch.open')}
              </Link>
            ) : null}
            <Link to={`${base}/new${search}`} preventScrollReset className={buttonClass('primary')}>
              {t('tables.new')}
            </Link>
          </div>
        </div>
        <SearchForm
          id="tables-search"
          label={t('tables.search')}
          submitLabel={t('tables.searchSubmit')}
          value={data.q}
          maxLength={TABLE_LIMITS.query}
          autoFocus={dialog === null}
          results="tables-results"
        />
      </header>
      <div id="tables-results" className="space-y-4 p-4 sm:p-6">
        {data.loadFailed ? <Banner tone="error">{t('tables.loadFailed')}</Banner> : null}
        {data.posFailed ? <Banner tone="error">{t('tables.posLoadFailed')}</Banner> : null}
        <Table
          caption={t('tables.title')}
          rows={data.rows}
          rowKey={(row) => row.id}
          rowTo={(row) => `${base}/${row.id}/edit${search}`}
          highlight={data.highlight}
          empty={data.loadFailed ? null : <EmptyState title={t('tables.none')} />}
          columns={[
            { key: 'number', header: t('tables.columns.number'), cell: (row) => row.number },
            { key: 'box', header: t('tables.columns.box'), cell: (row: Row) => (row.box === null ? '—' : row.box || t('boxes.default')), long: true },
            { key: 'pos', header: t('tables.columns.pos'), cell: (row: Row) => (row.pos ? <Badge tone="info">{row.pos}</Badge> : null) },
            {
              key: 'actions',
              header: <span className="sr-only">{t('tables.actions')}</span>,
              className: 'text-right whitespace-nowrap',
              cell: (row: Row) => (
                <>
                  <AppLink
                    to={`${base}/${row.id}/qr${search}`}
                    preventScrollReset
                    className="inline-flex rounded p-2 text-brand-700 hover:bg-brand-50"
                    aria-label={t('tables.qr.open', { number: row.number })}
                  >
                    <QrIcon />
                  </AppLink>
                  <RowRemoveLink to={`${base}/${row.id}/remove${search}`} label={t('tables.removeNamed', { number: row.number })} />
                </>
              ),
            },
          ]}
        />
        <ListPaging paging={data.paging} label={t('tables.pages')} />
      </div>
      {dialog}
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'tables.title' }
