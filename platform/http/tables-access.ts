/**
 * Who may touch an organization's tables (SPEC.md section 6): VIEW_TABLES on an organization
 * with paymentsEnabled, else 403 (an unknown or malformed organization too); the batch mapping
 * needs MANAGE_TABLES as well. The organization is named like a menu call's (named-organization.ts).
 */
import type { Context } from 'hono'
import type { Permission } from '../../contract/organizations.js'
import type { TablesOrganization } from '../domain/tables.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { holdsAll, namedOrganization, type OrganizationRow } from './named-organization.js'

/** VIEW_TABLES (and `extra`) on a paymentsEnabled organization. */
export const tablesAllowed =
  (...extra: Permission[]) =>
  (held: Permission[], row: OrganizationRow) =>
    row.paymentsEnabled && holdsAll(held, ['VIEW_TABLES', ...extra])

/** The organization of a table call, as the table rules need it, or 403. */
export async function tablesOrganization(deps: PlatformDeps, c: Context<PlatformEnv>, ...extra: Permission[]): Promise<TablesOrganization> {
  const { id, row } = await namedOrganization(deps, c, tablesAllowed(...extra))
  return { id, posIntegrationEnabled: row.posIntegrationEnabled, posTables: () => deps.pos.tables(id), links: deps.links }
}
