/**
 * Organizations a profile can reach and its permissions on each. A membership grants its
 * permissions on the organization and on every organization below it in the tree.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { PERMISSIONS, type Organization, type Permission } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { boxes, menuDrafts, organizations } from '../db/schema/index.js'
import type { Reach } from './caller.js'

type OrganizationRow = typeof organizations.$inferSelect

/** organization id -> permissions, for every organization the profile reaches. */
export async function reachableOrganizations(db: Database, profileId: string): Promise<Reach> {
  const result = (await db.execute(sql`
    with recursive reach(organization_id, permissions) as (
      select m.organization_id, m.permissions from memberships m where m.profile_id = ${profileId}
      union all
      select o.id, r.permissions from organizations o join reach r on o.parent_id = r.organization_id
    )
    select organization_id, array_agg(distinct p) as permissions
    from reach, unnest(permissions) as p
    group by organization_id`)) as unknown as { rows: { organization_id: string; permissions: string[] | string }[] }
  const known = new Set<string>(PERMISSIONS)
  const map = new Map<string, Permission[]>()
  for (const row of result.rows) {
    const list = parsePgArray(row.permissions).filter((p): p is Permission => known.has(p))
    map.set(row.organization_id, PERMISSIONS.filter((p) => list.includes(p)))
  }
  return map
}

/** node-postgres parses text[] into arrays; PGlite may hand back the literal for aggregates. */
function parsePgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((v) => v.replace(/^"|"$/g, ''))
}

export async function permissionsOn(db: Database, profileId: string, organizationId: string): Promise<Permission[] | null> {
  const reach = await reachableOrganizations(db, profileId)
  return reach.get(organizationId) ?? null
}

/** Whether one of the organization's tables has no POS table (the organizations list's subquery). */
const someTableUnmapped = sql<boolean>`exists (select 1 from venue_tables t where t.organization_id = ${organizations.id} and t.pos_id is null)`

/** The organizations of `reach` (the caller's, domain/caller.ts), with their boxes, in tree order. */
export async function organizationsForProfile(db: Database, reach: Reach): Promise<Organization[]> {
  if (reach.size === 0) return []
  const ids = [...reach.keys()]
  // The menu draft's flag rides along (the drawer's 'Unpublished' badge): no query of its own.
  // So does whether some table lacks a POS table (posTablesMapped), read through the index
  // on (organization_id, lower(number)) of the organization's tables, never stored beside them.
  const joined = await db
    .select({ organization: organizations, menuUnpublished: menuDrafts.hasUnpublishedChanges, tableUnmapped: someTableUnmapped })
    .from(organizations)
    .leftJoin(menuDrafts, eq(menuDrafts.organizationId, organizations.id))
    .where(inArray(organizations.id, ids))
  const rows = joined.map((r) => r.organization)
  const unpublished = new Set(joined.filter((r) => r.menuUnpublished).map((r) => r.organization.id))
  const unmapped = new Set(joined.filter((r) => r.tableUnmapped).map((r) => r.organization.id))
  const boxRows = await db
    .select({ id: boxes.id, name: boxes.name, organizationId: boxes.organizationId })
    .from(boxes)
    .where(inArray(boxes.organizationId, ids))
    .orderBy(sql`${boxes.name} nulls first`, asc(boxes.createdAt))
  return sortAsTree(rows).map((row) =>
    toOrganization(
      row,
      reach.get(row.id) ?? [],
      boxRows.filter((b) => b.organizationId === row.id).map((b) => ({ id: b.id, name: b.name })),
      { menuUnpublished: unpublished.has(row.id), posTablesMapped: row.posIntegrationEnabled && !unmapped.has(row.id) },
    ),
  )
}

/**
 * The organizations where the caller holds `permission`, in tree order: what the statistics of
 * the organizations table need, without the boxes organizationsForProfile also reads.
 */
export async function organizationsWith(db: Database, reach: Reach, permission: Permission) {
  const ids = [...reach].filter(([, permissions]) => permissions.includes(permission)).map(([id]) => id)
  if (ids.length === 0) return []
  return sortAsTree(
    await db
      .select({ id: organizations.id, parentId: organizations.parentId, name: organizations.name, address: organizations.address, timeZone: organizations.timeZone })
      .from(organizations)
      .where(inArray(organizations.id, ids)),
  )
}

/** Parents before children, siblings by name: the order the selector and tables show. */
export function sortAsTree<T extends { id: string; parentId: string | null; name: string }>(rows: T[]): T[] {
  const ids = new Set(rows.map((r) => r.id))
  const children = new Map<string | null, T[]>()
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), row])
  }
  const out: T[] = []
  const walk = (parent: string | null) => {
    for (const row of (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name))) {
      out.push(row)
      walk(row.id)
    }
  }
  walk(null)
  return out
}

/** What an organization's answer says that is read from other tables than its own row. */
export interface DerivedState {
  /** The menu draft differs from the published menu. */
  menuUnpublished?: boolean
  /**
   * With a POS integration, every table maps to a POS table (true with no tables: none is left
   * to map); always false without one. Worked out on every read (docs/decisions/0032), so
   * the row's own pos_tables_mapped column is not read.
   */
  posTablesMapped?: boolean
}

export function toOrganization(
  row: OrganizationRow,
  permissions: Permission[],
  boxList: { id: string; name: string | null }[] = [],
  { menuUnpublished = false, posTablesMapped = false }: DerivedState = {},
): Organization {
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    currency: row.currency,
    address: row.address,
    timeZone: row.timeZone,
    permissions,
    menuEnabled: row.menuEnabled,
    paymentsEnabled: row.paymentsEnabled,
    posIntegrationEnabled: row.posIntegrationEnabled,
    posMenuMapped: row.posMenuMapped,
    posTablesMapped,
    menuLanguages: row.menuLanguages as Organization['menuLanguages'],
    supportedLanguages: row.supportedLanguages as string[],
    publishedMenuUrl: row.publishedMenuUrl,
    menuUnpublished,
    draftMenuUrl: row.draftMenuUrl,
    boxes: boxList,
    dotyposConnectLink: row.dotyposConnectLink,
    allowCustomization: row.allowCustomization,
    allowOrder: row.allowOrder,
    allowOrderDisabled: row.allowOrderDisabled,
    allowOrderDisabledUntil: iso(row.allowOrderDisabledUntil),
    allowBillPayment: row.allowBillPayment,
    allowBillPaymentDisabled: row.allowBillPaymentDisabled,
    allowBillPaymentDisabledUntil: iso(row.allowBillPaymentDisabledUntil),
    headerTextSections: row.headerTextSections as Organization['headerTextSections'],
    footerTextSections: row.footerTextSections as Organization['footerTextSections'],
    textSectionsRevision: row.textSectionsRevision,
  }
}
