/**
 * The organization a call names in its `organizationId` query or X-Organization-Id header (the
 * menu, stop-list and table calls: SPEC.md section 7 gives their paths no organization), or in
 * its path when it has one (the menu languages), the
 * caller's permissions there and its row, read once per page (domain/caller.ts). Each family's
 * guard says what it needs of both: VIEW_MENU on a menuEnabled organization, VIEW_TABLES on a
 * paymentsEnabled one, and so on; anything else is 403, an unknown or malformed id too.
 */
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import type { Permission } from '../../contract/organizations.js'
import { organizations } from '../db/schema/index.js'
import { forbidden } from '../domain/errors.js'
import { isUuid } from '../domain/ids.js'
import type { PlatformDeps, PlatformEnv } from './context.js'

export type OrganizationRow = typeof organizations.$inferSelect

export interface NamedOrganization {
  id: string
  /** The caller's permissions on it. */
  held: Permission[]
  row: OrganizationRow
}

/** True when `held` has every one of `permissions`. */
export const holdsAll = (held: Permission[], permissions: Permission[]) => permissions.every((p) => held.includes(p))

/** The named organization when `allowed` says the caller may make this call there, else 403. */
export async function namedOrganization(
  deps: PlatformDeps,
  c: Context<PlatformEnv>,
  allowed: (held: Permission[], row: OrganizationRow) => boolean,
): Promise<NamedOrganization> {
  // A path that names the organization (/business/organizations/{id}/menu-languages) is the one
  // meant: a query or header naming another must not lend its permissions to that path.
  const id = c.req.param('organizationId') ?? c.req.query('organizationId') ?? c.req.header('x-organization-id') ?? ''
  // An unknown or malformed organization is one the caller does not reach: 403, as for others.
  if (!isUuid(id)) throw forbidden()
  const held = await c.get('caller').permissionsOn(id)
  if (!held) throw forbidden()
  const row = await c.get('caller').once(`organization-row:${id}`, async () => {
    const [found] = await deps.db.select().from(organizations).where(eq(organizations.id, id))
    return found
  })
  if (!row || !allowed(held, row)) throw forbidden()
  c.set('organization', { id, permissions: held })
  return { id, held, row }
}
