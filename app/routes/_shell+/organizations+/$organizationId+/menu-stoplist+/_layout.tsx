/**
 * Stop list (SPEC.md section 2 "Stop list", VIEW_STOP_LIST on a menuEnabled organization): a
 * search box (`?q=`, a GET form; the platform ignores case), 'Add', the menu language
 * (`?lang=`), and what is out of stock now a page at a time (`?page=`) in two sections: items
 * (menu, category, item title, POS mapping chips) and options (modifier name, option title),
 * each with until when; an entry just added is shown on the page that holds it, highlighted
 * (`?highlight=`, utils/highlight.ts). Clicking an entry opens the confirmation that puts it back in stock; the
 * dialogs render in the <Outlet/>. The screen is drawn on the server, so 'Add' is there once the
 * page is: there is no loading state to wait for.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { STOP_LIST_LIMITS, type StopListPage } from '#contract/stop-list'
import type { LiveHandle } from '~/components/live/live-status'
import { LanguageBar } from '~/features/menu/language-bar'
import { PosChips } from '~/features/menu/pos-chips'
import { ShellErrorBoundary } from '~/components/not-found'
import { Banner } from '~/components/ui/banner'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { PageLinks } from '~/components/ui/page-links'
import { SearchForm } from '~/components/ui/search-form'
import { Table } from '~/components/ui/table'
import { listStopList } from '~/features/menu/stop-list.server'
import { ApiError } from '~/services/api.server'
import { formatDateTime } from '~/utils/format'
import { readHighlight } from '~/utils/highlight'
import { pagingOf, readPage } from '~/utils/paging'
import { requireStopList, targetView } from './__stop-list.server'
import type { TitleHandle } from '~/utils/document-title'
import { attr, live } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url, languages, lang } = await requireStopList(args)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, STOP_LIST_LIMITS.query)
  const requested = readPage(url.searchParams)
  // An entry just added: its page, unless a page was chosen since (issue 25 item 17).
  const highlight = readHighlight(url.searchParams)
  const around = highlight && !url.searchParams.has('page') ? highlight : undefined
  let list: StopListPage | null = null
  try {
    list = await listStopList(api, organization.id, { q, page: requested, around })
    // A page past the end (the list shrank) shows the last one.
    const last = pagingOf(list.total, requested, STOP_LIST_LIMITS.pageSize).page
    if (!around && last !== requested) list = await listStopList(api, organization.id, { q, page: last })
  } catch (error) {
    // A refusal of the read is the screen's message (SPEC.md 8), not an error page.
    if (!(error instanceof ApiError)) throw error
  }
  const entries = (list?.entries ?? []).map((entry) => ({
    id: entry.id,
    until: entry.activeUntil ? formatDateTime(entry.activeUntil, organization.timeZone) : null,
    ...targetView(entry.target, lang),
  }))
  return json({
    organization: { id: organization.id },
    q,
    highlight,
    lang,
    languages,
    loadFailed: list === null,
    paging: pagingOf(list?.total ?? 0, (list?.page ?? 0) + 1, STOP_LIST_LIMITS.pageSize),
    items: entries.filter((e) => e.kind === 'ITEM'),
    options: entries.filter((e) => e.kind === 'OPTION'),
  })
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>['items'][number]

export default function StopListScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const base = `/organizations/${data.organization.id}/menu-stoplist`
  const putBack = (entry: Entry) => `${base}/${entry.id}/remove${search}`
  const until = (entry: Entry) => (entry.until ? t('stopList.untilTime', { time: entry.until }) : t('stopList.untilPutBack'))
  const empty = data.items.length === 0 && data.options.length === 0
  return (
    <>
      {/* Swapped for the server's new one when the menu changes elsewhere (browser/live-page.ts). */}
      <div className="space-y-6 p-4 sm:p-6" {...attr(live.region, 'screen')}>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('stopList.title')}</h1>
          <Link to={`${base}/add${search}`} preventScrollReset className={buttonClass('primary')}>
            {t('stopList.add')}
          </Link>
        </header>
        <SearchForm id="stop-list-search" label={t('stopList.search')} submitLabel={t('stopList.searchSubmit')} value={data.q} maxLength={STOP_LIST_LIMITS.query}>
          {/* A new search starts on page 1 and keeps the menu language. */}
          {data.languages.length > 1 ? <input type="hidden" name="lang" value={data.lang} /> : null}
        </SearchForm>
        <LanguageBar languages={data.languages} lang={data.lang} />
        {data.loadFailed ? <Banner tone="error">{t('stopList.errors.loadFailed')}</Banner> : null}
        {empty && !data.loadFailed ? <EmptyState title={data.q ? t('stopList.noneFound') : t('stopList.none')} /> : null}
        {data.items.length > 0 ? (
          <section className="space-y-2" aria-labelledby="stop-list-items">
            <h2 id="stop-list-items" className="text-lg font-medium">
              {t('stopList.items')}
            </h2>
            <Table
              caption={t('stopList.items')}
              rows={data.items}
              rowKey={(e) => e.id}
              rowTo={putBack}
              highlight={data.highlight}
              columns={[
                { key: 'title', header: t('stopList.columns.item'), cell: (e) => e.title || t('menu.untitled') },
                { key: 'menu', header: t('stopList.columns.menu'), cell: (e) => <Lines lines={e.placements.map((p) => p.menu)} />, long: true },
                {
                  key: 'category',
                  header: t('stopList.columns.category'),
                  cell: (e) => <Lines lines={e.placements.map((p) => p.category)} />,
                  long: true,
                },
                {
                  key: 'pos',
                  header: t('stopList.columns.pos'),
                  cell: (e) => <PosChips ids={e.pos} />,
                },
                { key: 'until', header: t('stopList.columns.until'), cell: until },
              ]}
            />
          </section>
        ) : null}
        {data.options.length > 0 ? (
          <section className="space-y-2" aria-labelledby="stop-list-options">
            <h2 id="stop-list-options" className="text-lg font-medium">
              {t('stopList.options')}
            </h2>
            <Table
              caption={t('stopList.options')}
              rows={data.options}
              rowKey={(e) => e.id}
              rowTo={putBack}
              highlight={data.highlight}
              columns={[
                { key: 'title', header: t('stopList.columns.option'), cell: (e) => e.title || t('menu.untitled') },
                { key: 'modifier', header: t('stopList.columns.modifier'), cell: (e) => e.modifier, long: true },
                { key: 'until', header: t('stopList.columns.until'), cell: until },
              ]}
            />
          </section>
        ) : null}
        <PageLinks paging={data.paging} label={t('stopList.pages')} />
      </div>
      <Outlet />
    </>
  )
}

/** One line per menu and category an item is shown in. */
function Lines({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>{line || '—'}</li>
      ))}
    </ul>
  )
}

/** The screen follows the menu live (browser/live-page.ts, run by the shell island): another tab's stop shows without reload. */
export const handle: LiveHandle & TitleHandle = { live: true, title: 'stopList.title' }


export const ErrorBoundary = ShellErrorBoundary
