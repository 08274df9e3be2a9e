/**
 * The guest menu (issue 8 item 8; DESIGN.md 5a): /m/<organizationId>, public, server-rendered,
 * no JavaScript. The last published version, or the draft with the draft link's `?preview=`;
 * `?lang=` picks the language, else the browser's among the menu's, else English, else the
 * menu's first. One menu per page (`?menu=`, else the first open now), the others as tabs: the
 * benchmark's 5,000 items are not one page on a phone (issue 28). Categories list their items
 * as cards; closed menus and categories are hidden or greyed out by their active hours on the
 * venue's clock.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ScriptingHandle } from '~/components/document-scripts'
import { cx } from '~/components/ui/cx'
import { readGuestMenu } from '~/features/menu/guest-menu.server'
import { apiFor } from '~/services/api.server'
import { GuestFrame, headLanguage } from '~/features/guest/guest-frame'
import { CartBar, GuestError, ItemCardView, keptHeaders, Notice, Text } from './__guest'
import { guestHeaders, guestQuery, menuLanguage, menuPage, type MenuView } from '~/features/guest/menu-view.server'
import { keptOpenCart } from '~/features/guest/cart.server'
import type { TitleHandle } from '~/utils/document-title'
import type { LanguageHandle } from '~/utils/document-language'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  const query = guestQuery(request)
  const menu = await readGuestMenu(api, params.organizationId ?? '', query.preview, { menu: query.menu ?? 'first' })
  const cart = menu.ordering?.state === 'OPEN' ? await keptOpenCart(api, request, menu.organization.id, menuLanguage(menu, request)) : null
  const page = await menuPage({ menu, request, now: new Date(), cart })
  // With the cart bar (or the notice of an add) the page is the guest's own.
  return json(page, { headers: page.cartBar || page.added ? { 'Cache-Control': 'private, no-store' } : guestHeaders(menu.draft) })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => keptHeaders(loaderHeaders)

/** Plain HTML: fast on a cheap phone, nothing to download but the page, its CSS and pictures. */
export const handle: ScriptingHandle & TitleHandle & LanguageHandle = { scripts: false, title: false, lang: headLanguage }

/** Pictures of the first cards load at once; the rest when scrolled to. */
const EAGER_CARDS = 4

export default function GuestMenuPage() {
  const page = useLoaderData<typeof loader>()
  const eager = new Set(page.menus.flatMap((m) => m.categories.flatMap((c) => c.items.map((i) => i.id))).slice(0, EAGER_CARDS))
  const nav =
    page.tabs.length > 1 ? (
      <nav aria-label={page.labels.menus} className="mx-auto max-w-xl overflow-x-auto px-4 pb-2">
        <ul className="flex gap-2 whitespace-nowrap">
          {page.tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className={cx(
                  'block rounded-full border px-3 py-1 text-sm font-medium',
                  tab.current
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : cx('border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700', tab.unavailable && 'text-slate-500'),
                )}
              >
                {tab.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ) : null
  return (
    <GuestFrame head={page} nav={nav}>
      <h1 className="sr-only">{page.pageTitle}</h1>
      {page.added ? (
        <div className="pt-3">
          <Notice tone="done" text={page.added} />
        </div>
      ) : null}
      {page.ordering.note ? <p className="pt-3 text-sm text-slate-600">{page.ordering.note}</p> : null}
      {page.menus.length === 0 ? <p className="py-16 text-center text-slate-600">{page.labels.empty}</p> : null}
      {page.menus.map((menu) => (
        <MenuSection key={menu.id} menu={menu} labels={page.labels} eager={eager} />
      ))}
      {page.cartBar ? <CartBar bar={page.cartBar} /> : null}
    </GuestFrame>
  )
}

function MenuSection({ menu, labels, eager }: { menu: MenuView; labels: Record<'waiterOrderOnly' | 'add', string>; eager: Set<string> }) {
  return (
    <section id={menu.anchor} aria-labelledby={`${menu.anchor}-title`} className="scroll-mt-28 pt-6">
      <h2 id={`${menu.anchor}-title`} className="text-2xl font-bold text-slate-900" lang={menu.title?.lang}>
        {menu.title?.text ?? ''}
      </h2>
      <Text value={menu.description} as="p" className="mt-1 text-slate-600" />
      {menu.unavailable ? (
        <p className="mt-2 inline-block rounded-md bg-slate-200 px-2 py-1 text-sm font-medium text-slate-700">{menu.unavailable}</p>
      ) : null}
      {menu.categories.map((category) => (
        <section
          key={category.id}
          id={category.anchor}
          aria-label={category.title?.text}
          className={cx('scroll-mt-28 pt-5', !menu.hideCategorySeparator && 'mt-5 border-t border-slate-200')}
        >
          {category.header ? (
            <img
              src={category.header}
              alt=""
              width={430}
              height={143}
              loading="lazy"
              decoding="async"
              className="mb-3 aspect-[3/1] w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
          <Text value={category.title} as="h3" className="text-lg font-semibold text-slate-900" />
          <Text value={category.description} as="p" className="mt-0.5 text-sm text-slate-600" />
          {category.unavailable ? <p className="mt-1 text-sm font-medium text-slate-600">{category.unavailable}</p> : null}
          {category.waiterOrderOnly ? <p className="mt-1 text-xs text-slate-500">{labels.waiterOrderOnly}</p> : null}
          <ul className="mt-3 space-y-3">
            {category.items.map((item) => (
              <ItemCardView key={item.id} item={item} eager={eager.has(item.id)} addLabel={labels.add} />
            ))}
          </ul>
          {category.footer ? (
            <img
              src={category.footer}
              alt=""
              width={430}
              height={143}
              loading="lazy"
              decoding="async"
              className="mt-3 aspect-[3/1] w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
        </section>
      ))}
    </section>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // Without data the error page's title is the head's (components/document-title.tsx).
  if (!data) return []
  return [
    { title: data.pageTitle },
    { name: 'description', content: data.description },
    ...(data.draft ? [{ name: 'robots', content: 'noindex' }] : []),
    { name: 'theme-color', content: '#ffffff' },
  ]
}

export const ErrorBoundary = GuestError
