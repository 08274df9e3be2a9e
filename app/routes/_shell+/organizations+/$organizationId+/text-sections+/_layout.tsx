/**
 * Text sections (SPEC.md 2 "Text sections", MANAGE_TEXT_SECTIONS, else Home): the payment
 * page's header list and footer list, each entry with its title, text and detail action (in
 * the user's language, else the first menu language that has it) and the languages it has text
 * in; 'Add' per list, edit, remove (a confirmation), and move up / move down (beyond the spec:
 * small POST forms to this route's action). The editor and the question are dialogs in the
 * <Outlet/>. Every change saves both lists whole with the revision they were read at; `?stale=1`
 * is the notice that someone else changed them meanwhile (ADR 0043).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { TEXT_SECTION_LIMITS } from '#contract/organizations'
import { ShellErrorBoundary } from '~/components/not-found'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { RowRemoveLink } from '~/components/ui/row-remove-link'
import { cx } from '~/components/ui/cx'
import { HIGHLIGHTED_ROW_CLASS, readHighlight, rowAnchor } from '~/utils/highlight'
import { SECTION_KEY_PATTERN, SECTION_LISTS, sectionKey, sectionViews, type SectionList, type SectionView } from '~/features/tips/text-sections'
import { moveAction, requireTextSections, screenLanguages } from './__text-sections.server'
import type { TitleHandle } from '~/utils/document-title'
import { attr, marks } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { organization } = await requireTextSections(args)
  const params = new URL(args.request.url).searchParams
  const stale = params.get('stale') === '1'
  return json({
    organization: { id: organization.id, name: organization.name },
    highlight: readHighlight(params, SECTION_KEY_PATTERN),
    revision: organization.textSectionsRevision,
    lists: sectionViews(organization, await screenLanguages(args.request, organization)),
    stale,
    maxSections: TEXT_SECTION_LIMITS.sections,
    full: {
      header: organization.headerTextSections.length >= TEXT_SECTION_LIMITS.sections,
      footer: organization.footerTextSections.length >= TEXT_SECTION_LIMITS.sections,
    },
  })
}

export async function action(args: ActionFunctionArgs) {
  return moveAction(args)
}

export default function TextSectionsScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const base = `/organizations/${data.organization.id}/text-sections`
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <Breadcrumbs items={[{ label: data.organization.name, to: `/organizations/${data.organization.id}` }, { label: t('textSections.title') }]} />
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('textSections.title')}</h1>
        <p className="text-sm text-slate-600">{t('textSections.intro')}</p>
      </header>
      {data.stale ? (
        <Banner tone="warning" title={t('textSections.stale.title')}>
          {t('textSections.stale.message')}
        </Banner>
      ) : null}
      <ErrorList errors={resultMessages(result)} />
      {SECTION_LISTS.map((list) => (
        <ListSection
          key={list}
          list={list}
          sections={data.lists[list]}
          revision={data.revision}
          base={base}
          full={data.full[list] ? data.maxSections : null}
          highlight={data.highlight}
        />
      ))}
      <Outlet />
    </div>
  )
}

interface ListSectionProps {
  list: SectionList
  sections: SectionView[]
  revision: number
  base: string
  /** The most sections a list holds, when this one holds that many ('Add' is then not offered). */
  full: number | null
  /** The sectionKey of a section just added: marked current, its anchor scrolled to (utils/highlight.ts). */
  highlight: string | null
}

function ListSection({ list, sections, revision, base, full, highlight }: ListSectionProps) {
  const { t } = useTranslation()
  const titleId = `text-sections-${list}`
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {t(`textSections.lists.${list}`)}
        </h2>
        {full !== null ? (
          <span className="text-sm text-slate-500">{t('textSections.full', { max: full })}</span>
        ) : (
          <Link to={`${base}/${list}/new`} preventScrollReset className={buttonClass('primary')} aria-label={t(`textSections.add.${list}`)}>
            {t('textSections.add.label')}
          </Link>
        )}
      </div>
      {sections.length === 0 ? (
        <EmptyState title={t(`textSections.empty.${list}`)} />
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {sections.map((section, index) => {
            const name = section.title || section.text
            const key = sectionKey(list, index)
            const current = highlight === key
            return (
              <li
                key={index}
                id={current ? rowAnchor(key) : undefined}
                aria-current={current ? 'true' : undefined}
                className={cx('flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between', current && HIGHLIGHTED_ROW_CLASS)}
                {...attr(marks.section, true)}
              >
                <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
                  {section.title ? <p className="font-medium text-slate-900">{section.title}</p> : null}
                  <p className="text-sm text-slate-700">{section.text}</p>
                  {section.detailAction ? <p className="text-sm font-medium text-brand-700">{section.detailAction} →</p> : null}
                  <div className="flex flex-wrap items-center gap-1">
                    <span className="sr-only">{t('textSections.languages')}:</span>
                    {section.languages.map((code) => (
                      <Badge key={code}>{code.toUpperCase()}</Badge>
                    ))}
                  </div>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <MoveButtons list={list} index={index} count={sections.length} revision={revision} name={name} />
                  <Link to={`${base}/${list}/${index}/edit`} preventScrollReset className={buttonClass('secondary')} aria-label={t('textSections.editNamed', { name })}>
                    {t('textSections.edit')}
                  </Link>
                  <RowRemoveLink to={`${base}/${list}/${index}/remove`} label={t('textSections.removeNamed', { name })} />
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/** Move up / move down: each a small POST form naming the section, its new place and the revision read. */
function MoveButtons({ list, index, count, revision, name }: { list: SectionList; index: number; count: number; revision: number; name: string }) {
  const { t } = useTranslation()
  if (count < 2) return null
  const button = (to: number, label: string, arrow: string, disabled: boolean) => (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="revision" value={revision} />
      <button
        type="submit"
        disabled={disabled}
        aria-label={label}
        title={label}
        className="inline-flex h-9 w-9 items-center justify-center rounded text-slate-600 hover:bg-slate-100 disabled:opacity-30"
      >
        <span aria-hidden="true">{arrow}</span>
      </button>
    </Form>
  )
  return (
    <div className="inline-flex">
      {button(index - 1, t('textSections.moveUpNamed', { name }), '↑', index === 0)}
      {button(index + 1, t('textSections.moveDownNamed', { name }), '↓', index >= count - 1)}
    </div>
  )
}


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'textSections.title' }
