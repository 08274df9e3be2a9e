/**
 * Menu page (SPEC.md section 2 "Menu screens", VIEW_MENU on a menuEnabled organization): the
 * menu's title as a list of the other menus to switch to, its actions, the draft's status,
 * 'New category', and the categories in order, each with edit, copy, hide/show, remove, move
 * up/down and 'New item', and its items in order (thumbnail, title, price, hidden, shared, and
 * with a POS its mapping chips) with edit, copy, hide/show, remove and move up/down. A menu of more than COLLAPSE_AT items
 * (the benchmark venue has 5,000) shows its categories closed with their counts and opens one
 * at a time (`?category=`), so the page stays small. Dialogs render in the <Outlet/>, the menu's
 * own (edit, copy, remove, preview, revert) too: the Menus screen's dialogs, re-exported here so
 * they open over this page and come back to it. With JavaScript categories and items are also
 * dragged into place (features/menu/sortable-list.tsx).
 */
import { highlightPath, readHighlight } from '~/utils/highlight'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '#contract/images'
import type { MenuItem } from '#contract/menu'
import { LanguageBar } from '~/features/menu/language-bar'
import { PublishBanner } from '~/features/menu/publish-banner'
import { ReorderButtons } from '~/features/menu/reorder-buttons'
import { SortableList } from '~/features/menu/sortable-list'
import { VisibilityToggle } from '~/features/menu/visibility-toggle'
import { ShellErrorBoundary } from '~/components/not-found'
import { Badge } from '~/components/ui/badge'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { copyMenuItem, setMenuItemVisible } from '~/features/menu/menu-items.server'
import { getMenuPage, listMenuTitles, moveCategory, moveItem, publishMenu, setCategoryVisible, setMenuVisible } from '~/features/menu/menus.server'
import type { Api } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { priceDisplay, priceText } from '~/features/menu/menu-price'
import { menuPageSchema } from '~/features/menu/menu-schemas'
import { requireMenus, rowRefusal, sameScreen } from '../__menus.server'
import { actionLinkClass, Flags, HiddenIcon, shownText, Title, removeLinkClass } from '../__menu-view'
import { menusScreenUrl } from '../__menu-urls'
import { ItemStopAction, SoldOutBadge } from '~/features/menu/item-stop-action'
import { PosChips } from '~/features/menu/pos-chips'
import type { LiveHandle } from '~/components/live/live-status'
import type { TitleHandle } from '~/utils/document-title'
import { attr, live, marks } from '~/browser/protocol'

/** More items than this in a menu: categories are shown closed, one opened at a time. */
export const COLLAPSE_AT = 200
const THUMB = 48

/** `pos`: the organization has a POS integration, so the item's mapping means something and is shown. */
function itemRow(item: MenuItem & { stop: { id: string } | null }, currency: string, lang: string, pos: boolean) {
  const image = item.gallery[0]
  return {
    id: item.id,
    title: shownText(item.title, lang),
    name: pickText(item.title, lang) || shownText(item.title, lang).text,
    hidden: item.hidden,
    shared: item.categoryIds.length > 1,
    stopped: item.stop !== null,
    price: priceDisplay(item, currency, lang),
    thumb: image ? imageUrl(image, 'list', THUMB) : item.thumbnailUrl,
    pos: pos ? item.posMapping : [],
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang, url, customize } = await requireMenus(args)
  const [page, list] = await Promise.all([getMenuPage(api, organization.id, args.params.menuId), listMenuTitles(api, organization.id)])
  const itemTotal = page.categories.reduce((sum, c) => sum + c.items.length, 0)
  const collapsed = itemTotal > COLLAPSE_AT
  const highlight = readHighlight(url.searchParams)
  // The category opened: the one asked for, else the one holding an item just created.
  const open = url.searchParams.get('category') ?? page.categories.find((c) => c.items.some((i) => i.id === highlight))?.id
  const { menu } = page
  return json({
    organization: { id: organization.id, name: organization.name },
    customize,
    highlight,
    stopList: organization.permissions.includes('VIEW_STOP_LIST'),
    languages,
    lang,
    hasUnpublishedChanges: page.hasUnpublishedChanges,
    collapsed,
    itemTotal,
    menu: {
      id: menu.id,
      title: shownText(menu.title, lang),
      name: pickText(menu.title, lang) || shownText(menu.title, lang).text,
      description: pickText(menu.description, lang),
      active: menu.active,
      activeHours: menu.activeHours,
      waiterPrice: menu.waiterPrice,
      waiterOrderOnly: menu.waiterOrderOnly,
    },
    menus: list.menus.map((m) => ({ id: m.id, name: pickText(m.title, lang) || shownText(m.title, lang).text, active: m.active })),
    categories: page.categories.map((c) => ({
      id: c.id,
      title: shownText(c.title, lang),
      name: pickText(c.title, lang) || shownText(c.title, lang).text,
      description: pickText(c.description, lang),
      active: c.active,
      activeHours: c.activeHours,
      waiterPrice: c.waiterPrice,
      waiterOrderOnly: c.waiterOrderOnly,
      itemCount: c.items.length,
      // Closed categories send no items: the page of a 5,000-item menu stays small.
      items: !collapsed || c.id === open ? c.items.map((item) => itemRow(item, organization.currency, lang, organization.posIntegrationEnabled)) : null,
    })),
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: menuPageSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const menuId = args.params.menuId ?? ''
  const [run, failure] = pageAction(api, organization.id, menuId, submission.value)
  let done: Done
  try {
    done = await run()
  } catch (error) {
    return rowRefusal(form, error, failure)
  }
  // A copy is shown highlighted where it lands, right after its original in the category the
  // page has open, so the page's query is kept whole (issue 25 item 17).
  const back = sameScreen(request)
  return redirectWithToast(request, done.created ? highlightPath(back, done.created, []) : back, { type: 'success', key: done.toast })
}

type PageIntent = Extract<ReturnType<typeof menuPageSchema.safeParse>, { success: true }>['data']

/** What a button of the page did: its toast's key, and the row it created. */
interface Done {
  toast: string
  created?: string
}

/** What a button of the page does and what a refusal of it says. */
function pageAction(api: Api, organizationId: string, menuId: string, value: PageIntent): [() => Promise<Done>, string] {
  switch (value.intent) {
    case 'publish':
      return [() => publishMenu(api, organizationId).then(() => ({ toast: 'menu.status.published' })), 'menu.status.publishError']
    case 'menuVisibility':
      return [
        () => setMenuVisible(api, organizationId, menuId, value.visible).then(() => ({ toast: value.visible ? 'menu.menuShown' : 'menu.menuHidden' })),
        'menu.errors.unableToUpdateMenu',
      ]
    case 'categoryVisibility':
      return [
        () =>
          setCategoryVisible(api, organizationId, menuId, value.categoryId, value.visible).then(() => ({
            toast: value.visible ? 'menu.categoryShown' : 'menu.categoryHidden',
          })),
        'menu.errors.unableToUpdateCategory',
      ]
    case 'categoryMove':
      return [() => moveCategory(api, organizationId, menuId, value.categoryId, value.position).then(() => ({ toast: 'menu.moved' })), 'menu.positionError']
    case 'itemVisibility':
      return [
        () => setMenuItemVisible(api, organizationId, value.itemId, value.visible).then(() => ({ toast: value.visible ? 'menu.itemShown' : 'menu.itemHidden' })),
        'menu.errors.unableToUpdateItem',
      ]
    case 'itemMove':
      return [
        () => moveItem(api, organizationId, menuId, value.categoryId, value.itemId, value.position).then(() => ({ toast: 'menu.moved' })),
        'menu.itemPositionError',
      ]
    case 'itemCopy':
      return [
        () => copyMenuItem(api, organizationId, value.itemId, value.categoryId).then((copy) => ({ toast: 'menu.itemCopied', created: copy.id })),
        'menu.errors.unableToCopyItem',
      ]
  }
}

/** `path` with the screen's query and `extra` parameters. */
function withQuery(path: string, search: string, extra: Record<string, string | null> = {}) {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}`
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

export default function MenuPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const { search } = useLocation()
  const base = `/organizations/${data.organization.id}/menu/${data.menu.id}`
  return (
    <>
      {/* Swapped for the server's new one when the menu changes elsewhere (browser/live-page.ts). */}
      <div className="space-y-6 p-4 sm:p-6" {...attr(live.region, 'screen')}>
        <Breadcrumbs items={[{ label: t('menu.menusTitle'), to: menusScreenUrl(data.organization.id, search) }, { label: data.menu.name || t('menu.untitled') }]} />
        <header className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <HiddenIcon hidden={!data.menu.active} />
              <MenuSwitch data={data} />
              {!data.menu.active ? <Badge>{t('menu.hidden')}</Badge> : null}
              <Flags hours={data.menu.activeHours} waiterPrice={data.menu.waiterPrice} waiterOrderOnly={data.menu.waiterOrderOnly} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={withQuery(`${base}/edit-menu`, search)} preventScrollReset className={actionLinkClass} aria-label={t('menu.editNamed', { name: data.menu.name })}>
                {t('menu.editMenu')}
              </Link>
              <Link to={withQuery(`${base}/copy-menu`, search)} preventScrollReset className={actionLinkClass} aria-label={t('menu.copyNamed', { name: data.menu.name })}>
                {t('menu.copyMenu')}
              </Link>
              <VisibilityToggle visible={data.menu.active} fields={{ intent: 'menuVisibility', menuId: data.menu.id }} name={data.menu.name} />
              <Link
                to={withQuery(`${base}/remove-menu`, search)}
                preventScrollReset
                className={removeLinkClass}
                aria-label={t('menu.removeNamed', { name: data.menu.name })}
              >
                {t('menu.removeMenu')}
              </Link>
              <Link to={withQuery(`${base}/preview`, search)} preventScrollReset className={actionLinkClass}>
                {t('menu.previewPublished')}
              </Link>
              <Link to={withQuery(`${base}/categories/new`, search)} preventScrollReset className={buttonClass('primary')}>
                {t('menu.newCategory')}
              </Link>
            </div>
          </div>
          {data.menu.description ? <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{data.menu.description}</p> : null}
          <LanguageBar languages={data.languages} lang={data.lang} />
          {data.hasUnpublishedChanges ? <PublishBanner revertTo={withQuery(`${base}/revert`, search)} /> : null}
          <ErrorList errors={resultMessages(result)} />
          {data.collapsed ? <p className="text-sm text-slate-600">{t('menu.collapsedHelp', { n: data.itemTotal })}</p> : null}
        </header>
        {data.categories.length === 0 ? (
          <EmptyState title={t('menu.noCategories')}>
            <Link to={withQuery(`${base}/categories/new`, search)} className="text-brand-700 hover:underline">
              {t('menu.newCategory')}
            </Link>
          </EmptyState>
        ) : (
          <SortableList
            rows={data.categories}
            label={t('menu.categories')}
            className="space-y-4"
            rowClassName="rounded-md border border-slate-200 bg-white"
            rowData={(category) => ({ ...attr(marks.category, category.name) })}
            highlight={data.highlight}
            moveFields={(category) => ({ intent: 'categoryMove', categoryId: category.id })}
          >
            {(category, index, handle) => <CategorySection data={data} category={category} index={index} handle={handle} base={base} search={search} />}
          </SortableList>
        )}
      </div>
      <Outlet />
    </>
  )
}

/** The menu's title, opening the list of the organization's menus (links: works without JavaScript). */
function MenuSwitch({ data }: { data: Data }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const others = data.menus.filter((m) => m.id !== data.menu.id)
  const title = (
    <h1 className="min-w-0 text-2xl font-semibold [overflow-wrap:anywhere]">
      <Title value={data.menu.title} lang={data.lang} />
    </h1>
  )
  if (others.length === 0) return title
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2" data-testid="menu-switch">
        {title}
        <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
          ▾
        </span>
        <span className="sr-only">{t('menu.switchMenu')}</span>
      </summary>
      <ul className="absolute z-30 mt-1 max-h-80 w-72 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        {others.map((m) => (
          <li key={m.id}>
            <Link
              to={withQuery(`/organizations/${data.organization.id}/menu/${m.id}`, search, { category: null })}
              className="block rounded px-2 py-1.5 text-sm hover:bg-slate-100 [overflow-wrap:anywhere]"
            >
              {m.name || t('menu.untitled')}
              {!m.active ? <span className="ml-1 text-slate-500">({t('menu.hidden')})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

type CategoryData = Data['categories'][number]

interface CategorySectionProps {
  data: Data
  category: CategoryData
  index: number
  /** The drag handle (null without JavaScript). */
  handle: ReactNode
  base: string
  search: string
}

/** A category's content: its `<li>` is the sortable list's. */
function CategorySection({ data, category, index, handle, base, search }: CategorySectionProps) {
  const { t } = useTranslation()
  const categoryBase = `${base}/categories/${category.id}`
  const headingId = `category-${category.id}`
  return (
    <>
      <div className="space-y-1 border-b border-slate-100 p-3">
        <div className="flex flex-wrap items-center gap-2">
          {handle}
          <HiddenIcon hidden={!category.active} />
          <h2 id={headingId} className="text-lg font-medium [overflow-wrap:anywhere]">
            <Title value={category.title} lang={data.lang} />
          </h2>
          {!category.active ? <Badge>{t('menu.hidden')}</Badge> : null}
          <Flags hours={category.activeHours} waiterPrice={category.waiterPrice} waiterOrderOnly={category.waiterOrderOnly} />
        </div>
        {category.description ? <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{category.description}</p> : null}
        <div className="flex flex-wrap items-center gap-1">
          <Link to={withQuery(`${categoryBase}/edit`, search)} preventScrollReset className={actionLinkClass} aria-label={t('menu.editNamed', { name: category.name })}>
            {t('menu.edit')}
          </Link>
          <Link to={withQuery(`${categoryBase}/copy`, search)} preventScrollReset className={actionLinkClass} aria-label={t('menu.copyNamed', { name: category.name })}>
            {t('menu.copy')}
          </Link>
          {data.customize ? (
            <Link to={withQuery(`${categoryBase}/images`, search)} preventScrollReset className={actionLinkClass} aria-label={t('menu.images.openNamed', { name: category.name })}>
              {t('menu.images.open')}
            </Link>
          ) : null}
          <VisibilityToggle visible={category.active} fields={{ intent: 'categoryVisibility', categoryId: category.id }} name={category.name} />
          <Link
            to={withQuery(`${categoryBase}/remove`, search)}
            preventScrollReset
            className={removeLinkClass}
            aria-label={t('menu.removeNamed', { name: category.name })}
          >
            {t('menu.remove')}
          </Link>
          <ReorderButtons index={index} count={data.categories.length} fields={{ intent: 'categoryMove', categoryId: category.id }} name={category.name} />
          <Link
            to={withQuery(`${base}/items/new`, search, { categoryId: category.id })}
            preventScrollReset
            className={buttonClass('secondary', 'ml-auto')}
            aria-label={t('menu.newItemIn', { name: category.name })}
          >
            {t('menu.newItem')}
          </Link>
        </div>
      </div>
      {category.items === null ? (
        <p className="flex flex-wrap items-center gap-3 p-3 text-sm text-slate-600">
          {t('menu.itemCount', { n: category.itemCount })}
          {category.itemCount > 0 ? (
            <Link to={withQuery(base, search, { category: category.id })} preventScrollReset className="text-brand-700 hover:underline">
              {t('menu.showItems', { name: category.name })}
            </Link>
          ) : null}
        </p>
      ) : (
        <>
          {data.collapsed ? (
            <p className="px-3 pt-2 text-sm">
              <Link to={withQuery(base, search, { category: null, highlight: null })} preventScrollReset className="text-brand-700 hover:underline">
                {t('menu.hideItems')}
              </Link>
            </p>
          ) : null}
          <ItemList data={data} category={category} items={category.items} base={base} search={search} />
        </>
      )}
    </>
  )
}

function ItemList({ data, category, items, base, search }: { data: Data; category: CategoryData; items: NonNullable<CategoryData['items']>; base: string; search: string }) {
  const { t } = useTranslation()
  if (items.length === 0) return <p className="p-3 text-sm text-slate-500">{t('menu.noItems')}</p>
  return (
    <SortableList
      rows={items}
      label={t('menu.itemsOf', { name: category.name })}
      className="divide-y divide-slate-100"
      rowClassName="flex flex-wrap items-center gap-3 bg-white px-3 py-2"
      rowData={(item) => ({ ...attr(marks.item, item.name) })}
      highlight={data.highlight}
      moveFields={(item) => ({ intent: 'itemMove', categoryId: category.id, itemId: item.id })}
    >
      {(item, index, handle) => (
        <>
          {handle}
          {item.thumb ? (
            <img src={item.thumb} alt="" width={THUMB} height={THUMB} loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-12 w-12 shrink-0 rounded bg-slate-100" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
              <HiddenIcon hidden={item.hidden} />
              <Title value={item.title} lang={data.lang} />
              {item.hidden ? <Badge>{t('menu.hidden')}</Badge> : null}
              {item.shared ? <Badge tone="info">{t('menu.shared')}</Badge> : null}
              <SoldOutBadge stopped={item.stopped} />
            </p>
            <p className="text-sm text-slate-600" data-testid="item-price">
              {priceText(item.price, t)}
            </p>
            <PosChips ids={item.pos} label={t('menuItem.posMapping')} />
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Link
              to={withQuery(`${base}/items/${item.id}/edit`, search, { categoryId: category.id })}
              preventScrollReset
              className={actionLinkClass}
              aria-label={t('menu.editNamed', { name: item.name })}
            >
              {t('menu.edit')}
            </Link>
            <Form method="post" preventScrollReset className="inline">
              <input type="hidden" name="intent" value="itemCopy" />
              <input type="hidden" name="itemId" value={item.id} />
              <input type="hidden" name="categoryId" value={category.id} />
              <button type="submit" className={actionLinkClass} aria-label={t('menu.copyNamed', { name: item.name })}>
                {t('menu.copy')}
              </button>
            </Form>
            <VisibilityToggle visible={!item.hidden} fields={{ intent: 'itemVisibility', itemId: item.id }} name={item.name} />
            <ItemStopAction allowed={data.stopList} stopped={item.stopped} itemPath={`${base}/items/${item.id}`} name={item.name} />
            <Link
              to={withQuery(`${base}/items/${item.id}/remove`, search, { categoryId: category.id })}
              preventScrollReset
              className={removeLinkClass}
              aria-label={t('menu.removeNamed', { name: item.name })}
            >
              {t('menu.remove')}
            </Link>
            <ReorderButtons
              index={index}
              count={items.length}
              fields={{ intent: 'itemMove', categoryId: category.id, itemId: item.id }}
              name={item.name}
            />
          </div>
        </>
      )}
    </SortableList>
  )
}

/** The screen follows the menu live (browser/live-page.ts, run by the shell island). */
export const handle: LiveHandle & TitleHandle = { live: true, title: 'drawer.menu' }


export const ErrorBoundary = ShellErrorBoundary
