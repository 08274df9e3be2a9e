/**
 * Who may do what on which organization. `organizationAccess` runs once per request under
 * /business/organizations/:organizationId (or, for calls without the id in the path, on the
 * X-Organization-Id header the back-office sends) and keeps the caller's permissions there on
 * the context; each route then names what it needs with `need(...)`.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Permission } from '../../contract/organizations.js'
import { forbidden, notFound } from '../domain/errors.js'
import { isUuid } from '../domain/ids.js'
import type { OrganizationAccess, PlatformDeps, PlatformEnv } from './context.js'

async function resolve(deps: PlatformDeps, c: Context<PlatformEnv>, organizationId: string): Promise<OrganizationAccess> {
  if (!isUuid(organizationId)) throw notFound('Organization')
  return { id: organizationId, permissions: await c.get('caller').permissionsOn(organizationId) }
}

/** Needs the profile (requireProfile) before it. */
export function organizationAccess(deps: PlatformDeps) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    const id = c.req.param('organizationId') ?? c.req.header('x-organization-id') ?? ''
    c.set('organization', await resolve(deps, c, id))
    await next()
  })
}

/** True when the caller reaches the organization and holds every one of `permissions` there. */
const allows = (access: OrganizationAccess, permissions: Permission[]) =>
  access.permissions !== null && permissions.every((p) => access.permissions!.includes(p))

/**
 * The route's permissions on the request's organization, else 403. With none named, reaching
 * the organization is enough (the organization's own settings check per field).
 */
export function need(...permissions: Permission[]) {
  return createMiddleware<PlatformEnv>(async (c, next) => {
    if (!allows(c.get('organization'), permissions)) throw forbidden()
    await next()
  })
}

/** The same check for an organization found through the resource (an activity's), not the path. */
export async function checkAccess(deps: PlatformDeps, c: Context<PlatformEnv>, organizationId: string, ...permissions: Permission[]) {
  if (!allows(await resolve(deps, c, organizationId), permissions)) throw forbidden()
}
