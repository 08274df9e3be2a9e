/**
 * Library item finder (VIEW_MENU, allowCustomization; SPEC.md 2): a GET search form (`?q=`,
 * every word must start a word of the item), the matching library items a page at a time, and
 * 'Load', which opens the new-item editor of `?categoryId=` filled from the item.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageLinks } from '~/components/ui/page-links'
import { imageUrl } from '#contract/images'
import { LIBRARY_PAGE_SIZE } from '#contract/menu-reference'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { DialogStartField } from '~/components/ui/dialog-start'
import { EmptyState } from '~/components/ui/empty-state'
import { inputClass } from '~/components/ui/field'
import { SearchIcon } from '~/components/ui/icons'
import { readMenuForItems } from '~/features/menu/menu-items.server'
import { searchLibrary } from '~/features/menu/menu-reference.server'
import { i18n } from '~/services/i18n.server'
import { pickText } from '~/features/menu/localized'
import { pagingOf, readPage } from '~/utils/paging'
import { menuLanguageOf } from '~/features/menu/menu-form'
import { requireMenuOrganization } from '~/features/menu/menu-editor.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireMenuOrganization(args)
  if (!organization.allowCustomization) throw new Response('Not found', { status: 404 })
  const url = new URL(args.request.url)
  const page = await readMenuForItems(api, organization.id, args.params.menuId)
  const category = page.categories.find((c) => c.id === url.searchParams.get('categoryId'))
  if (!category) throw new Response('Not found', { status: 404 })
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const requested = readPage(url.searchParams)
  const [found, uiLanguage] = await Promise.all([searchLibrary(api, organization.id, q, requested), i18n.getLocale(args.request)])
  const lang = menuLanguageOf(
    organization.menuLanguages.map((l) => l.code),
    url.searchParams.get('lang'),
    uiLanguage
  )
  const base = `/organizations/${organization.id}/menu/${page.menu.id}`
  return json({
    q,
    categoryId: category.id,
    newItem: `${base}/items/new?categoryId=${category.id}`,
    paging: pagingOf(found.total ?? found.items.length, requested, LIBRARY_PAGE_SIZE),
    results: found.items.map((item) => ({
      id: item.id,
      title: pickText(item.title, lang),
      description: pickText(item.description, lang),
      image: item.gallery[0] ? imageUrl(item.gallery[0], 'list', 96) : null,
    })),
  })
}

export default function LibraryFinderDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('menuItem.libraryTitle')} width={800} dialogParams={['categoryId', 'q', 'page', 'lang']}>
      <div className="space-y-4">
        <Form method="get" role="search" className="flex gap-2">
          <input type="hidden" name="categoryId" value={data.categoryId} />
          <label htmlFor="library-search" className="sr-only">
            {t('menuItem.librarySearch')}
          </label>
          <DialogStartField>
            {(autoFocus) => (
              <input
                id="library-search"
                type="search"
                name="q"
                defaultValue={data.q}
                maxLength={200}
                placeholder={t('menuItem.librarySearch')}
                className={inputClass()}
                autoFocus={autoFocus}
              />
            )}
          </DialogStartField>
          <Button variant="secondary" aria-label={t('menuItem.librarySearchSubmit')}>
            <SearchIcon />
          </Button>
        </Form>
        {data.results.length === 0 ? (
          <EmptyState title={t('menuItem.libraryNone')} />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {data.results.map((item) => (
              <li key={item.id} className="flex items-center gap-3 p-3" data-testid="library-item">
                {item.image ? (
                  <img src={item.image} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded object-cover" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{item.title}</p>
                  {item.description ? <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p> : null}
                </div>
                <Link
                  to={`${data.newItem}&libraryItemId=${item.id}`}
                  className={buttonClass('secondary')}
                  aria-label={t('menuItem.libraryLoadNamed', { title: item.title })}
                >
                  {t('menuItem.libraryLoad')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <PageLinks paging={data.paging} label={t('menuItem.libraryPages')} />
        <p>
          <Link to={data.newItem} className="text-sm font-medium text-brand-700 hover:underline">
            {t('menuItem.libraryBack')}
          </Link>
        </p>
      </div>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menuItem.libraryTitle' }
