/**
 * Modifiers (SPEC.md section 2, VIEW_MENU on a menuEnabled organization): a breadcrumb back to
 * the menu, a search box (`?q=`, a GET form), 'New modifier', and the list a page at a time
 * (`?page=`) with each modifier's name, its options' titles, a chip with its price modifier's
 * name and a remove button; a modifier just created is shown on its page, highlighted
 * (`?highlight=`). The editors open as dialogs in the <Outlet/>.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ListPaging } from '~/components/ui/page-links'
import { ShellErrorBoundary } from '~/components/not-found'
import { Badge } from '~/components/ui/badge'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { RowRemoveLink } from '~/components/ui/row-remove-link'
import { SearchForm } from '~/components/ui/search-form'
import { Table } from '~/components/ui/table'
import { listAllModifiers, listModifierPage } from '~/features/menu/menu-modifiers.server'
import { i18n } from '~/services/i18n.server'
import { readHighlight } from '~/utils/highlight'
import { pagingOf, readPage, readPageSize } from '~/utils/paging'
import { menuLanguageOf, pickText } from '~/features/menu/menu-form'
import { requireMenuOrganization } from '~/features/menu/menu-editor.server'
import type { LiveHandle } from '~/components/live/live-status'
import type { TitleHandle } from '~/utils/document-title'
import { attr, live } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireMenuOrganization(args)
  const url = new URL(args.request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 100)
  const size = readPageSize(url.searchParams)
  const [all, uiLanguage] = await Promise.all([listAllModifiers(api, organization.id), i18n.getLocale(args.request)])
  // A modifier just created opens the page that holds it (utils/highlight.ts): every modifier,
  // which the screen reads anyway for the price modifiers' names, is the list in its order.
  const highlight = readHighlight(url.searchParams)
  const at = highlight && !q && !url.searchParams.has('page') ? all.findIndex((m) => m.id === highlight) : -1
  const requested = at >= 0 ? Math.floor(at / size) + 1 : readPage(url.searchParams)
  const read = (page: number) => listModifierPage(api, organization.id, { q, limit: size, offset: (page - 1) * size })
  let found = await read(requested)
  let paging = pagingOf(found.total, requested, size)
  // A page past the end (the list shrank) shows the last one.
  if (paging.page !== requested) found = await read(paging.page)
  paging = pagingOf(found.total, paging.page, size)
  const names = new Map(all.map((m) => [m.id, m.name]))
  const lang = menuLanguageOf(
    organization.menuLanguages.map((l) => l.code),
    url.searchParams.get('lang'),
    uiLanguage
  )
  return json({
    organization: { id: organization.id, name: organization.name },
    q,
    paging,
    highlight,
    rows: found.items.map((m) => ({
      id: m.id,
      name: m.name,
      options: m.options
        .map((o) => pickText(o.computedTitle, lang))
        .filter(Boolean)
        .join(', '),
      priceModifier: m.priceModifierId ? names.get(m.priceModifierId) ?? null : null,
    })),
  })
}

export default function ModifiersScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const base = `/organizations/${data.organization.id}/menu-modifiers`
  return (
    <>
      {/* Swapped for the server's new one when the menu changes elsewhere (browser/live-page.ts). */}
      <div className="space-y-6 p-4 sm:p-6" {...attr(live.region, 'screen')}>
        <Breadcrumbs
          items={[{ label: t('modifiers.menu'), to: `/organizations/${data.organization.id}/menu` }, { label: t('modifiers.title') }]}
        />
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('modifiers.title')}</h1>
          <Link to={`${base}/new${search}`} preventScrollReset className={buttonClass('primary')}>
            {t('modifiers.new')}
          </Link>
        </header>
        <SearchForm id="modifier-search" label={t('modifiers.search')} submitLabel={t('modifiers.searchSubmit')} value={data.q} maxLength={100} />
        <Table
          caption={t('modifiers.title')}
          rows={data.rows}
          rowKey={(m) => m.id}
          rowTo={(m) => `${base}/${m.id}/edit${search}`}
          highlight={data.highlight}
          empty={<EmptyState title={data.q ? t('modifiers.noneFound') : t('modifiers.none')} />}
          columns={[
            { key: 'name', header: t('modifiers.name'), cell: (m) => m.name },
            {
              key: 'options',
              header: t('modifiers.options'),
              cell: (m) => <span className="text-slate-600">{m.options || '—'}</span>,
              long: true,
            },
            {
              key: 'price',
              header: t('modifiers.priceModifier'),
              cell: (m) => (m.priceModifier ? <Badge tone="info">{m.priceModifier}</Badge> : null),
            },
            {
              key: 'remove',
              header: <span className="sr-only">{t('modifiers.remove')}</span>,
              className: 'text-right',
              cell: (m) => <RowRemoveLink to={`${base}/${m.id}/remove${search}`} label={t('modifiers.removeNamed', { name: m.name })} />,
            },
          ]}
        />
        <ListPaging paging={data.paging} label={t('modifiers.pages')} />
      </div>
      <Outlet />
    </>
  )
}

/** The screen follows the menu live (browser/live-page.ts, run by the shell island). */
export const handle: LiveHandle & TitleHandle = { live: true, title: 'modifiers.title' }


export const ErrorBoundary = ShellErrorBoundary
