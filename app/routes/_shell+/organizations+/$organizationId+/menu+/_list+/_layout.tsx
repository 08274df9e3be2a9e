/**
 * Menus (SPEC.md section 2 "Menu screens", VIEW_MENU on a menuEnabled organization): the
 * language selector (more than one menu language) and beside it the menu languages dialog's
 * link, the draft's status with Publish and Revert, the menus in order (hidden icon, title,
 * active hours, description, waiter badges, counts) with their actions (edit, copy, hide/show, remove, add category, move up/down),
 * 'New menu', 'Preview published', 'Versions' and, with allowCustomization and orphans,
 * 'Restore orphans'. Every button is a form or a link; the dialogs render in the <Outlet/>.
 * With JavaScript the menus are also dragged into place (features/menu/sortable-list.tsx).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { LanguageBar } from '~/features/menu/language-bar'
import { PublishBanner } from '~/features/menu/publish-banner'
import { ReorderButtons } from '~/features/menu/reorder-buttons'
import { SortableList } from '~/features/menu/sortable-list'
import { VisibilityToggle } from '~/features/menu/visibility-toggle'
import { ShellErrorBoundary } from '~/components/not-found'
import { Badge } from '~/components/ui/badge'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { listMenus, moveMenu, publishMenu, setMenuVisible, translateMissing } from '~/features/menu/menus.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { menusScreenSchema } from '~/features/menu/menu-schemas'
import { readHighlight } from '~/utils/highlight'
import { requireMenus, rowRefusal, sameScreen } from '../__menus.server'
import { actionLinkClass, Flags, HiddenIcon, shownText, Title, removeLinkClass } from '../__menu-view'
import type { LiveHandle } from '~/components/live/live-status'
import type { TitleHandle } from '~/utils/document-title'
import { attr, live, marks } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang, url } = await requireMenus(args)
  const list = await listMenus(api, organization.id)
  return json({
    organization: { id: organization.id, name: organization.name, allowCustomization: organization.allowCustomization },
    highlight: readHighlight(url.searchParams),
    languages,
    lang,
    hasUnpublishedChanges: list.hasUnpublishedChanges,
    orphanCount: list.orphanCount,
    publishedVersion: list.publishedVersion,
    menus: list.menus.map((m) => ({
      id: m.id,
      title: shownText(m.title, lang),
      // The name buttons are labelled with: some text, whichever language has it.
      name: pickText(m.title, lang) || shownText(m.title, lang).text,
      description: pickText(m.description, lang),
      active: m.active,
      archive: m.archive,
      activeHours: m.activeHours,
      waiterPrice: m.waiterPrice,
      waiterOrderOnly: m.waiterOrderOnly,
      categoryCount: m.categoryCount,
      itemCount: m.itemCount,
      // Per menu language, in the order the organization lists them (issue 8 item 6).
      translation: languages.map((l) => ({ code: l.code, title: l.title, ...(m.translation[l.code] ?? { approved: 0, suggested: 0, missing: 0 }) })),
    })),
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: menusScreenSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const value = submission.value
  const back = sameScreen(request)
  switch (value.intent) {
    case 'publish':
      try {
        await publishMenu(api, organization.id)
      } catch (error) {
        return rowRefusal(form, error, 'menu.status.publishError')
      }
      return redirectWithToast(request, back, { type: 'success', key: 'menu.status.published' })
    case 'menuVisibility':
      try {
        await setMenuVisible(api, organization.id, value.menuId, value.visible)
      } catch (error) {
        return rowRefusal(form, error, 'menu.errors.unableToUpdateMenu')
      }
      return redirectWithToast(request, back, { type: 'success', key: value.visible ? 'menu.menuShown' : 'menu.menuHidden' })
    case 'menuMove':
      try {
        await moveMenu(api, organization.id, value.menuId, value.position)
      } catch (error) {
        return rowRefusal(form, error, 'menu.positionError')
      }
      return redirectWithToast(request, back, { type: 'success', key: 'menu.moved' })
    case 'translateMissing': {
      let answer
      try {
        answer = await translateMissing(api, organization.id, value.menuId)
      } catch (error) {
        return rowRefusal(form, error, 'menuTranslate.errors.unableToSuggest')
      }
      // The demo glossary says it is one, every time it is used.
      const key = answer.changed === 0 ? 'menu.translation.nothingMissing' : answer.provider.demo ? 'menu.translation.suggestedDemo' : 'menu.translation.suggested'
      return redirectWithToast(request, back, { type: 'success', key, values: { count: answer.changed } })
    }
  }
}

export default function MenusScreen() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const { search } = useLocation()
  const base = `/organizations/${data.organization.id}/menu`
  return (
    <>
      {/* Swapped for the server's new one when the menu changes elsewhere (browser/live-page.ts). */}
      <div className="space-y-6 p-4 sm:p-6" {...attr(live.region, 'screen')}>
        <header className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold">{t('menu.menusTitle')}</h1>
            <div className="flex flex-wrap gap-2">
              <Link to={`${base}/preview${search}`} preventScrollReset className={buttonClass('secondary')}>
                {t('menu.previewPublished')}
              </Link>
              <Link to={`${base}/versions${search}`} preventScrollReset className={buttonClass('secondary')}>
                {t('menu.versions.title')}
              </Link>
              {data.organization.allowCustomization && data.orphanCount > 0 ? (
                <Link to={`${base}/orphans${search}`} preventScrollReset className={buttonClass('secondary')}>
                  {t('menu.orphans.restore')} ({data.orphanCount})
                </Link>
              ) : null}
              <Link to={`${base}/new${search}`} preventScrollReset className={buttonClass('primary')}>
                {t('menu.newMenu')}
              </Link>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <LanguageBar languages={data.languages} lang={data.lang} />
            <Link to={`${base}/languages${search}`} preventScrollReset className={actionLinkClass}>
              {t('menu.languages.title')}
            </Link>
          </div>
          {data.hasUnpublishedChanges ? <PublishBanner revertTo={`${base}/revert${search}`} /> : null}
          <ErrorList errors={resultMessages(result)} />
        </header>
        {data.menus.length === 0 ? (
          <EmptyState title={t('menu.noMenus')}>
            <Link to={`${base}/new${search}`} className="text-brand-700 hover:underline">
              {t('menu.newMenu')}
            </Link>
          </EmptyState>
        ) : (
          <SortableList
            rows={data.menus}
            label={t('menu.menusTitle')}
            className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
            rowClassName="space-y-2 bg-white p-4"
            rowData={(menu) => ({ ...attr(marks.menu, menu.name) })}
            highlight={data.highlight}
            moveFields={(menu) => ({ intent: 'menuMove', menuId: menu.id })}
          >
            {(menu, index, handle) => (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  {handle}
                  <HiddenIcon hidden={!menu.active} />
                  <Link to={`${base}/${menu.id}${search}`} className="text-lg font-medium text-brand-800 hover:underline [overflow-wrap:anywhere]">
                    <Title value={menu.title} lang={data.lang} />
                  </Link>
                  {!menu.active ? <Badge>{t('menu.hidden')}</Badge> : null}
                  {menu.archive ? <Badge tone="warning">{t('menu.archive')}</Badge> : null}
                  <Flags hours={menu.activeHours} waiterPrice={menu.waiterPrice} waiterOrderOnly={menu.waiterOrderOnly} />
                </div>
                {menu.description ? <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{menu.description}</p> : null}
                <p className="text-sm text-slate-500">{t('menu.counts', { categories: menu.categoryCount, items: menu.itemCount })}</p>
                {data.languages.length > 1 ? <TranslationProgress menuId={menu.id} name={menu.name} rows={menu.translation} /> : null}
                <div className="flex flex-wrap items-center gap-1">
                  <Link to={`${base}/${menu.id}/edit${search}`} preventScrollReset className={actionLinkClass} aria-label={t('menu.editNamed', { name: menu.name })}>
                    {t('menu.edit')}
                  </Link>
                  <Link to={`${base}/${menu.id}/copy${search}`} preventScrollReset className={actionLinkClass} aria-label={t('menu.copyNamed', { name: menu.name })}>
                    {t('menu.copy')}
                  </Link>
                  <VisibilityToggle visible={menu.active} fields={{ intent: 'menuVisibility', menuId: menu.id }} name={menu.name} />
                  <Link
                    to={`${base}/${menu.id}/remove${search}`}
                    preventScrollReset
                    className={removeLinkClass}
                    aria-label={t('menu.removeNamed', { name: menu.name })}
                  >
                    {t('menu.remove')}
                  </Link>
                  <Link
                    to={`${base}/${menu.id}/categories/new${search}`}
                    className={actionLinkClass}
                    aria-label={t('menu.addCategoryNamed', { name: menu.name })}
                  >
                    {t('menu.addCategory')}
                  </Link>
                  <ReorderButtons index={index} count={data.menus.length} fields={{ intent: 'menuMove', menuId: menu.id }} name={menu.name} />
                </div>
              </>
            )}
          </SortableList>
        )}
        {data.publishedVersion !== null ? (
          <p className="text-sm text-slate-500">{t('menu.versions.live', { number: data.publishedVersion })}</p>
        ) : (
          <p className="text-sm text-slate-500">{t('menu.versions.neverPublished')}</p>
        )}
      </div>
      <Outlet />
    </>
  )
}

/**
 * How far each language of the menu is: texts approved, only suggested (to be accepted or
 * rejected in the editors), missing; and a button that fills the missing ones with suggestions.
 */
function TranslationProgress({ menuId, name, rows }: { menuId: string; name: string; rows: { code: string; title: string; approved: number; suggested: number; missing: number }[] }) {
  const { t } = useTranslation()
  const missing = rows.some((r) => r.missing > 0)
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="text-slate-600">{t('menu.translation.title')}</span>
      {rows.map((row) => (
        <span key={row.code} {...attr(marks.language, row.code)} className={row.missing || row.suggested ? 'text-amber-800' : 'text-emerald-700'}>
          {t('menu.translation.progress', { language: row.title, approved: row.approved, suggested: row.suggested, missing: row.missing })}
        </span>
      ))}
      {missing ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="translateMissing" />
          <input type="hidden" name="menuId" value={menuId} />
          <button className={actionLinkClass} aria-label={t('menu.translation.suggestNamed', { name })}>
            {t('menu.translation.suggest')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** The screen follows the menu live (browser/live-page.ts, run by the shell island). */
export const handle: LiveHandle & TitleHandle = { live: true, title: 'menu.menusTitle' }


export const ErrorBoundary = ShellErrorBoundary
