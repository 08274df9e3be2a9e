/**
 * Who may read a venue's orders (SPEC.md section 6): VIEW_ORDERS on a paymentsEnabled
 * organization named in the `organizationId` query or the X-Organization-Id header, else 403
 * (an unknown or malformed id too, as for the menu calls). An order management device
 * (domain/orders/sessions.ts) passes for its own venue only, and only on the calls
 * `isDeviceCall` names: the sign-in check (http/auth.ts) refuses its token everywhere else.
 *
 *   app.get('/business/orders', ordersRead(deps), async (c) => { const org = c.get('orders') ... })
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ORDERS_PATH } from '../../contract/orders.js'
import { organizations } from '../db/schema/index.js'
import { forbidden } from '../domain/errors.js'
import { isUuid } from '../domain/ids.js'
import type { OrdersOrganization } from '../domain/orders/organization.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { namedOrganization } from './named-organization.js'

/** The list, the summary and one order: what a device's token is good for (not the export, not the sessions). */
const DEVICE_PATH = new RegExp(`^/api/v1${ORDERS_PATH}(?:/(?!export$)[^/]+)?$`)

export const isDeviceCall = (c: Context) => c.req.method === 'GET' && DEVICE_PATH.test(c.req.path)

async function load(deps: PlatformDeps, c: Context<PlatformEnv>, allowDevice: boolean): Promise<OrdersOrganization> {
  const device = c.get('device')
  if (!device) {
    const { id, row } = await namedOrganization(deps, c, (held, org) => org.paymentsEnabled && held.includes('VIEW_ORDERS'))
    return { id, name: row.name, currency: row.currency, timeZone: row.timeZone }
  }
  // A device has no permissions of its own: it reaches the one venue its session belongs to.
  const id = c.req.query('organizationId') ?? c.req.header('x-organization-id') ?? ''
  if (!allowDevice || !isUuid(id) || device.organizationId !== id) throw forbidden()
  const [row] = await deps.db
    .select({ name: organizations.name, currency: organizations.currency, timeZone: organizations.timeZone, paymentsEnabled: organizations.paymentsEnabled })
    .from(organizations)
    .where(eq(organizations.id, id))
  if (!row?.paymentsEnabled) throw forbidden()
  return { id, name: row.name, currency: row.currency, timeZone: row.timeZone }
}

const guard = (deps: PlatformDeps, allowDevice: boolean) =>
  createMiddleware<PlatformEnv>(async (c, next) => {
    c.set('orders', await load(deps, c, allowDevice))
    await next()
  })

/** The orders reads a device may make too (list, summary, one order). */
export const ordersRead = (deps: PlatformDeps) => guard(deps, true)

/** Signed-in staff only: the export and the sessions. */
export const ordersStaff = (deps: PlatformDeps) => guard(deps, false)
