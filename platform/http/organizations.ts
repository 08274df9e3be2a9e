/** Organization calls (SPEC.md section 7 "Organization, verification, boxes"). */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { organizationUpdateSchema, type Organization, type Permission } from '../../contract/organizations.js'
import { organizations } from '../db/schema/index.js'
import { organizationsForProfile, permissionsOn, toOrganization } from '../domain/organizations.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { ApiError, forbidden, notFound, readJson } from './errors.js'
import { ErrorCode } from '../../contract/errors.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Which permission each writable field needs. */
const FIELD_PERMISSION: Record<string, Permission> = {
  allowOrderDisabled: 'VIEW_ORDERS',
  allowOrderDisabledUntil: 'VIEW_ORDERS',
  allowBillPaymentDisabled: 'VIEW_ORDERS',
  allowBillPaymentDisabledUntil: 'VIEW_ORDERS',
  headerTextSections: 'MANAGE_TEXT_SECTIONS',
  footerTextSections: 'MANAGE_TEXT_SECTIONS',
}

export function organizationRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()
  app.use('/business/organizations', requireProfile(deps))
  app.use('/business/organizations/*', requireProfile(deps))

  app.get('/business/organizations', async (c) => {
    const list = await organizationsForProfile(db, c.get('profile').id)
    if (c.req.query('tree') === 'true') return c.json(nest(list))
    return c.json(list)
  })

  app.put('/business/organizations/:organizationId', async (c) => {
    const id = c.req.param('organizationId')
    if (!UUID.test(id)) throw notFound('Organization')
    const permissions = await permissionsOn(db, c.get('profile').id, id)
    if (!permissions) throw forbidden()
    const body = await readJson(c, organizationUpdateSchema)
    const [current] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1)
    if (!current) throw notFound('Organization')
    const currentView = toOrganization(current, permissions)

    // The whole object is sent back; only fields that differ count as a change.
    const changed = Object.keys(FIELD_PERMISSION).filter(
      (field) =>
        field in body &&
        canonicalJson((body as Record<string, unknown>)[field]) !==
          canonicalJson(currentView[field as keyof Organization]),
    )
    for (const field of changed) {
      if (!permissions.includes(FIELD_PERMISSION[field]!)) throw forbidden()
    }
    const until = (value: string | null | undefined) => {
      if (value === undefined) return undefined
      if (value === null) return null
      const date = new Date(value)
      if (Number.isNaN(date.getTime())) {
        throw new ApiError(400, ErrorCode.VALIDATION, 'Invalid date', { fields: { until: ['Invalid date'] } })
      }
      return date
    }
    if (changed.length > 0) {
      await db
        .update(organizations)
        .set({
          allowOrderDisabled: body.allowOrderDisabled,
          allowOrderDisabledUntil: until(body.allowOrderDisabledUntil),
          allowBillPaymentDisabled: body.allowBillPaymentDisabled,
          allowBillPaymentDisabledUntil: until(body.allowBillPaymentDisabledUntil),
          headerTextSections: body.headerTextSections,
          footerTextSections: body.footerTextSections,
        })
        .where(eq(organizations.id, id))
    }
    const updated = (await organizationsForProfile(db, c.get('profile').id)).find((o) => o.id === id)
    return c.json(updated)
  })

  return app
}

/** JSON with object keys sorted, so jsonb's key order does not read as a change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

type Node = Organization & { children: Node[] }
function nest(list: Organization[]): Node[] {
  const byId = new Map<string, Node>(list.map((o) => [o.id, { ...o, children: [] }]))
  const roots: Node[] = []
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
