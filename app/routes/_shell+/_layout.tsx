/**
 * The Home shell (SPEC.md section 2 "Layout"): a 250 px drawer, shown when the user has an
 * organization, with the organization selector, the entries the permissions allow, and the
 * profile with logout; the screen in the main area.
 */
import { AppNavLink } from '~/components/ui/app-link'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useMatches, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cx } from '~/components/ui/cx'
import { SearchIcon } from '~/components/ui/icons'
import { LanguageSwitch } from '~/components/language-switch'
import { LiveStatus, liveScopeOf } from '~/components/live/live-status'
import type { ScriptingHandle } from '~/components/document-scripts'
import { ShellErrorBoundary } from '~/components/not-found'
import type { Organization } from '#contract/organizations'
import { apiFor } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { firstTopLevel, listOrganizations } from '~/services/organizations.server'
import { getProfile } from '~/services/profile.server'
import { drawerEntries, organizationLandingPath, type DrawerEntry } from '~/utils/drawer'
import { attr, filter, live, marks } from '~/browser/protocol'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  await requireUser(api.session, request)
  const [profile, organizations] = await Promise.all([getProfile(api), listOrganizations(api)])
  const selected = organizations.find((o) => o.id === params.organizationId) ?? firstTopLevel(organizations)
  const query = new URL(request.url).searchParams.get('orgq')?.trim().toLowerCase() ?? ''
  const menuUnpublished = selected ? menuHasUnpublishedChanges(selected) : false
  return json({
    profile,
    query,
    selected: selected ? { id: selected.id, name: selected.name } : null,
    organizations: organizations.map((o) => ({ id: o.id, name: o.name, to: organizationLandingPath(o) })),
    entries: selected ? drawerEntries(selected, { menuUnpublished }) : [],
  })
}

/**
 * The Menu entry's 'Unpublished' badge (SPEC.md 2 "Drawer entries"), for an organization whose
 * menu the user sees: the organization list says it, so no page reads the menu for it.
 */
function menuHasUnpublishedChanges(organization: Organization): boolean {
  return organization.menuEnabled && organization.permissions.includes('VIEW_MENU') && organization.menuUnpublished
}

/**
 * The shell has no path of its own, so Remix would keep its data when only the organization
 * in the URL changes; the drawer must follow the organization.
 */
/**
 * The signed-in screens are not hydrated (docs/decisions/0053): they ship the shell island, a
 * few kilobytes of script that adds what a page of plain forms and links lacks. What needs
 * more (drag reorder, image cropping, card entry) is an island of its own that the shell island
 * fetches where the page names it (docs/decisions/0056, 0060); no screen hydrates.
 */
export const handle: ScriptingHandle = { island: 'shell' }

export default function Shell() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const hasOrganizations = data.organizations.length > 0
  // The menu and tips screens follow their organization live (their handle says which).
  const { organizationId } = useParams()
  const liveScope = liveScopeOf(useMatches().map((match) => match.handle))
  return (
    <div className={cx('group/shell min-h-full', hasOrganizations && 'lg:flex')}>
      {hasOrganizations ? (
        <>
          {/*
            Small screens: a CSS-only toggle opens the drawer, so it works without JavaScript. It is
            in the header (the banner landmark: nothing is outside a landmark), and the drawer
            shows while the shell has it checked.
          */}
          <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2 lg:hidden print:hidden">
            <input type="checkbox" id="drawer-toggle" className="sr-only" aria-label={t('drawer.open')} />
            <label htmlFor="drawer-toggle" className="cursor-pointer rounded px-2 py-1 text-slate-700 ring-brand-500 hover:bg-slate-100">
              <span aria-hidden="true">☰ </span>
              {t('drawer.open')}
            </label>
            <span className="min-w-0 truncate font-medium" title={data.selected?.name}>
              {data.selected?.name}
            </span>
          </header>
          <aside
            className="hidden w-full shrink-0 flex-col border-r border-slate-200 bg-white group-has-[#drawer-toggle:checked]/shell:flex lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-drawer print:hidden"
            aria-label={t('drawer.label')}
          >
            <Drawer />
          </aside>
        </>
      ) : (
        // No organization, no drawer (SPEC.md 2): a top bar with the language and the profile.
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2">
          <span className="font-semibold text-brand-700">{t('app.name')}</span>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <LanguageSwitch />
            <ProfileBox />
          </div>
        </header>
      )}
      <main className="min-w-0 flex-1">
        {liveScope && organizationId ? <LiveStatus organizationId={organizationId} scope={liveScope} /> : null}
        <Outlet />
      </main>
    </div>
  )
}

function Drawer() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-slate-200 p-3">
        <p className="mb-2 text-sm font-semibold text-brand-700">{t('app.name')}</p>
        <OrganizationSelector />
      </div>
      {/* The Menu entry's Unpublished badge follows the live channel (browser/live-page.ts). */}
      <nav className="flex-1 overflow-y-auto p-2" aria-label={t('drawer.sections')} {...attr(live.region, 'drawer')}>
        <ul className="space-y-0.5">
          {data.entries.map((entry) => (
            <DrawerItem key={entry.key} entry={entry as DrawerEntry} />
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <LanguageSwitch />
        <ProfileBox className="mt-3" />
      </div>
    </div>
  )
}

// Names wrap anywhere: a box named with 100 characters and no space stays inside the drawer.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx('block rounded-md px-3 py-2 text-sm [overflow-wrap:anywhere]', isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100')

function DrawerItem({ entry }: { entry: DrawerEntry }) {
  const { t } = useTranslation()
  return (
    <li>
      {entry.badge ? (
        // Beside the link, not in it: the entry keeps its name; the badge describes it.
        <div className="relative">
          <AppNavLink to={entry.to} end className={linkClass} {...attr(marks.entry, entry.key)} aria-describedby={`drawer-badge-${entry.key}`}>
            {t(entry.label)}
          </AppNavLink>
          <span
            id={`drawer-badge-${entry.key}`}
            className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
            data-testid="drawer-badge"
          >
            {t(entry.badge)}
          </span>
        </div>
      ) : (
        <AppNavLink to={entry.to} end className={linkClass} {...attr(marks.entry, entry.key)}>
          {t(entry.label)}
        </AppNavLink>
      )}
      {entry.children?.length ? (
        <ul className="ml-3 border-l border-slate-200 pl-2">
          {entry.children.map((child) => (
            <li key={child.key}>
              <AppNavLink to={child.to} className={linkClass}>
                {child.label ?? t('boxes.default')}
              </AppNavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * One organization: its name. Several: a searchable list of links. The search is a GET form
 * (works without JavaScript); with JavaScript the list filters while typing.
 */
function OrganizationSelector() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const location = useLocation()
  const query = data.query.toLowerCase()
  // Every organization is drawn and those not matching the search are hidden, so that the
  // island can filter as one types (browser/filter.ts).
  const matching = new Set(data.organizations.filter((o) => !query || o.name.toLowerCase().includes(query)).map((o) => o.id))
  if (data.organizations.length === 1) {
    return (
      <p className="truncate font-medium" data-testid="organization-name" title={data.selected?.name}>
        {data.selected?.name}
      </p>
    )
  }
  return (
    <details className="group relative" open={Boolean(data.query) || undefined}>
      <summary
        className="flex cursor-pointer list-none items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-medium"
        data-testid="organization-selector"
      >
        <span className="truncate" title={data.selected?.name}>
          {data.selected?.name ?? t('organizations.choose')}
        </span>
        <span aria-hidden="true" className="ml-2 text-slate-500 group-open:rotate-180">▾</span>
      </summary>
      <div className="mt-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        <Form method="get" action={location.pathname} role="search" className="mb-2 flex gap-1">
          <label htmlFor="orgq" className="sr-only">
            {t('organizations.search')}
          </label>
          <input
            id="orgq"
            name="orgq"
            type="search"
            defaultValue={data.query}
            placeholder={t('organizations.search')}
            {...attr(filter.input, 'organization-list')}
            className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
          />
          <button type="submit" className="rounded border border-slate-300 px-2 text-sm" aria-label={t('organizations.search')}>
            <SearchIcon />
          </button>
        </Form>
        <ul id="organization-list" className="max-h-64 overflow-y-auto">
          {data.organizations.map((o) => (
            <li key={o.id} {...attr(filter.text, o.name.toLowerCase())} hidden={!matching.has(o.id)}>
              <Link
                to={o.to}
                aria-current={o.id === data.selected?.id ? 'true' : undefined}
                className={cx(
                  'block rounded px-2 py-1.5 text-sm hover:bg-slate-100',
                  o.id === data.selected?.id && 'font-semibold text-brand-700',
                )}
              >
                {o.name}
              </Link>
            </li>
          ))}
          <li className="px-2 py-1.5 text-sm text-slate-500" hidden={matching.size > 0} {...attr(filter.empty, true)}>
            {t('organizations.noMatch')}
          </li>
        </ul>
      </div>
    </details>
  )
}

function ProfileBox({ className }: { className?: string }) {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const location = useLocation()
  const back = encodeURIComponent(location.pathname + location.search)
  return (
    <div className={cx('space-y-1', className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm text-slate-700" data-testid="profile-name">
          {data.profile.name || data.profile.msisdn}
        </span>
        <Link to={`/logout?redirectTo=${back}`} className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50">
          {t('logout.action')}
        </Link>
      </div>
      <NavLink to="/profile/sessions" className={({ isActive }) => cx('block rounded px-2 py-1 text-sm hover:bg-brand-50', isActive ? 'font-medium text-brand-700' : 'text-slate-600')}>
        {t('devices.link')}
      </NavLink>
    </div>
  )
}

export const ErrorBoundary = ShellErrorBoundary
