/**
 * Who may touch an organization's menu (SPEC.md section 6): VIEW_MENU on an organization with
 * menuEnabled, else 403. Menu calls name the organization in the `organizationId` query or the
 * X-Organization-Id header (the paths of section 7 do not carry it). Writes must carry
 * X-Request-Id (section 7), which the answer echoes.
 *
 *   app.post('/business/menus', menuWrite(deps), async (c) => { const org = c.get('menu') ... })
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../../contract/menu.js'
import type { Permission } from '../../contract/organizations.js'
import { forbidden, invalid } from '../domain/errors.js'
import type { MenuOrganization } from '../domain/menu/organization.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { holdsAll, namedOrganization, type OrganizationRow } from './named-organization.js'

export type MenuEnv = PlatformEnv

/** VIEW_MENU (and `permissions`) on an organization with menuEnabled. */
export const menuAllowed =
  (permissions: Permission[] = ['VIEW_MENU']) =>
  (held: Permission[], row: OrganizationRow) =>
    row.menuEnabled && holdsAll(held, permissions)

async function load(deps: PlatformDeps, c: Context<MenuEnv>, permissions: Permission[]): Promise<MenuOrganization> {
  const { id, held, row } = await namedOrganization(deps, c, menuAllowed(permissions))
  return {
    id,
    currency: row.currency,
    timeZone: row.timeZone,
    allowCustomization: row.allowCustomization,
    posIntegrationEnabled: row.posIntegrationEnabled,
    customizeMenu: held.includes('CUSTOMIZE_MENU'),
    languages: ((row.menuLanguages ?? []) as { code: string }[]).map((l) => l.code),
    posCatalogue: row.posIntegrationEnabled ? () => deps.pos.menu(id) : undefined,
  }
}

function reader(deps: PlatformDeps, permissions: Permission[]) {
  return createMiddleware<MenuEnv>(async (c, next) => {
    c.set('menu', await load(deps, c, permissions))
    c.set('requestId', null)
    await next()
  })
}

/**
 * A write: X-Request-Id is required and echoed on the answer, and once the write has answered
 * 2xx (its transaction committed) the live channel is told, so every subscriber of the
 * organization receives the new state carrying that request id (platform/live/).
 */
function writer(deps: PlatformDeps, permissions: Permission[]) {
  return createMiddleware<MenuEnv>(async (c, next) => {
    const org = await load(deps, c, permissions)
    c.set('menu', org)
    const requestId = c.req.header(REQUEST_ID_HEADER) ?? ''
    if (!REQUEST_ID_PATTERN.test(requestId)) {
      throw invalid('Menu writes need an X-Request-Id header', { [REQUEST_ID_HEADER]: ['Required'] })
    }
    c.set('requestId', requestId)
    c.header(REQUEST_ID_HEADER, requestId)
    await next()
    if (c.res.status >= 200 && c.res.status < 300) deps.live.changed(org.id, requestId)
  })
}

/** A menu read: VIEW_MENU (plus `extra`) on a menuEnabled organization. */
export const menuRead = (deps: PlatformDeps, ...extra: Permission[]) => reader(deps, ['VIEW_MENU', ...extra])

/** A menu write: as a read, plus the request id and the live channel (writer above). */
export const menuWrite = (deps: PlatformDeps, ...extra: Permission[]) => writer(deps, ['VIEW_MENU', ...extra])

/** A stop-list read: VIEW_STOP_LIST on a menuEnabled organization (VIEW_MENU not needed). */
export const stopListRead = (deps: PlatformDeps) => reader(deps, ['VIEW_STOP_LIST'])

/** A stop-list write: as a read, plus the request id and the live channel. */
export const stopListWrite = (deps: PlatformDeps) => writer(deps, ['VIEW_STOP_LIST'])

/** 403 unless the organization allows customization (restore orphans, library search and save). */
export function requireCustomization(org: MenuOrganization) {
  if (!org.allowCustomization) throw forbidden()
}
