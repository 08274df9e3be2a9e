/**
 * Preview dialog (VIEW_MENU; SPEC.md 2 "Dialogs", 4 "Preview offers Published and Draft;
 * Draft only when there are changes"): the guest page's link for the published menu, or for
 * the draft (`?view=draft`, with the draft link's token), to open or copy. The guest page
 * cannot be framed here (frame-ancestors 'none'), so it opens in a tab of its own. Opened from
 * the Menus screen (`_list+/preview.tsx`) and the Menu page (`$menuId+/preview.tsx`), which
 * re-export this module.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { CopyLink } from '~/components/ui/copy-link'
import { cx } from '~/components/ui/cx'
import { Dialog, DialogBackLink } from '~/components/ui/dialog'
import { listMenuTitles } from '~/features/menu/menus.server'
import { requireMenus } from './__menus.server'

/** The dialog's own query parameter, dropped on the way back. */
const DIALOG_PARAMS = ['view'] as const

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireMenus(args)
  const list = await listMenuTitles(api, organization.id)
  const hasDraft = list.hasUnpublishedChanges
  const view = hasDraft && url.searchParams.get('view') === 'draft' ? 'draft' : 'published'
  const published = organization.publishedMenuUrl ?? `/m/${organization.id}`
  const path = view === 'draft' ? organization.draftMenuUrl : list.publishedVersion !== null ? published : null
  // The link a guest can open: the back-office's own origin (the guest page is served by it).
  const origin = `${url.protocol}//${url.host}`
  return json({ view, hasDraft, link: path ? origin + path : null, path })
}

export default function PreviewDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  const to = (view: string) => {
    const params = new URLSearchParams(search)
    if (view === 'draft') params.set('view', 'draft')
    else params.delete('view')
    const query = params.toString()
    return `${pathname}${query ? `?${query}` : ''}`
  }
  const tab = (view: 'published' | 'draft', label: string) => (
    <Link
      to={to(view)}
      replace
      preventScrollReset
      aria-current={data.view === view ? 'true' : undefined}
      className={cx(
        'rounded-full border px-3 py-1 text-sm',
        data.view === view ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
      )}
    >
      {label}
    </Link>
  )
  return (
    <Dialog
      title={t('menu.preview.title')}
      width={500}
      dialogParams={DIALOG_PARAMS}
      footer={<DialogBackLink className={buttonClass('secondary')}>{t('common.close')}</DialogBackLink>}
    >
      <div className="space-y-4">
        <nav aria-label={t('menu.preview.version')} className="flex gap-2">
          {tab('published', t('menu.preview.published'))}
          {data.hasDraft ? tab('draft', t('menu.preview.draft')) : null}
        </nav>
        {data.link && data.path ? (
          <>
            <CopyLink link={data.link} caption={data.view === 'draft' ? t('menu.preview.draftHelp') : t('menu.preview.publishedHelp')} />
            <a href={data.path} target="_blank" rel="noreferrer" className={buttonClass('primary')}>
              {t('menu.preview.open')}
            </a>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('menu.preview.nothingPublished')}</p>
        )}
      </div>
    </Dialog>
  )
}
