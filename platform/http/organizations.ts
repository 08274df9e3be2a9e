/** Organization calls (SPEC.md section 7 "Organization, verification, boxes"). */
import { Hono } from 'hono'
import { organizationUpdateSchema, type Organization } from '../../contract/organizations.js'
import { updateOrganizationSettings } from '../domain/organization-settings.js'
import { organizationsForProfile } from '../domain/organizations.js'
import { need } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export function organizationRoutes({ db, clock }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get('/business/organizations', async (c) => {
    const list = await organizationsForProfile(db, c.get('caller'))
    if (c.req.query('tree') === 'true') return c.json(nest(list))
    return c.json(list)
  })

  // Reaching the organization is enough to send it; each changed field needs its permission.
  app.put('/business/organizations/:organizationId', need(), async (c) => {
    const { id, permissions } = c.get('organization')
    const body = await readJson(c, organizationUpdateSchema)
    await updateOrganizationSettings(db, id, permissions!, body, clock())
    // What this request read before the write is forgotten: the answer shows the organization as it is now.
    c.get('caller').forget()
    const updated = (await organizationsForProfile(db, c.get('caller'))).find((o) => o.id === id)
    return c.json(updated)
  })

  return app
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
