/**
 * Organizations a profile can reach and its permissions on each. A membership grants its
 * permissions on the organization and on every organization below it in the tree.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { billingAlertFor, type BillingAlert } from '../../contract/billing.js'
import { PERMISSIONS, type Organization, type Permission } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { preparedPerDatabase } from '../db/prepared.js'
import { boxes, menuDrafts, organizations, subscriptionCards, subscriptions } from '../db/schema/index.js'
import type { Caller, Reach } from './caller.js'
import { uuidArray } from './ids.js'

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

/**
 * Every organization the caller reaches, with what the organizations list shows beside each
 * (the menu draft's flag, whether some table lacks a POS table, the subscription's billing
 * fields): one query, read once per page (Caller.once). The shell's organization list, the
 * statistics of the organizations table and the subtree of a statistics scope all come from
 * it, so a dashboard asks for its organizations once, not three times.
 */
export function reachedOrganizationRows(db: Database, caller: Caller): Promise<ReachedOrganizationRow[]> {
  return caller.once('organization-rows', async () => {
    const reach = await caller.reach()
    if (reach.size === 0) return []
    return organizationRowsQuery(db).execute({ ids: uuidArray([...reach.keys()]) })
  })
}


/** The query of reachedOrganizationRows: it runs on every page (platform/db/prepared.ts). */
const organizationRowsQuery = preparedPerDatabase((db) =>
  db
    .select({
      organization: organizations,
      // The drawer's 'Unpublished' badge.
      menuUnpublished: menuDrafts.hasUnpublishedChanges,
      // Read through the index on (organization_id, lower(number)) of the tables, never stored.
      tableUnmapped: someTableUnmapped,
      subscribed: subscriptions.organizationId,
      billingName: subscriptions.billingName,
      last4: subscriptionCards.last4,
    })
    .from(organizations)
    .leftJoin(menuDrafts, eq(menuDrafts.organizationId, organizations.id))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .leftJoin(subscriptionCards, eq(subscriptionCards.organizationId, organizations.id))
    .where(sql`${organizations.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('reached_organization_rows'),
)

export interface ReachedOrganizationRow {
  organization: OrganizationRow
  menuUnpublished: boolean | null
  tableUnmapped: boolean
  subscribed: string | null
  billingName: string | null
  last4: string | null
}

/** The boxes of organizations, by name, for the organizations list (platform/db/prepared.ts). */
const boxesOfQuery = preparedPerDatabase((db) =>
  db
    .select({ id: boxes.id, name: boxes.name, organizationId: boxes.organizationId })
    .from(boxes)
    .where(sql`${boxes.organizationId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(sql`${boxes.name} nulls first`, asc(boxes.createdAt))
    .prepare('boxes_of_organizations'),
)

/** The organizations the caller reaches, with their boxes, in tree order (GET /business/organizations). */
export async function organizationsForProfile(db: Database, caller: Caller): Promise<Organization[]> {
  const [reach, joined] = await Promise.all([caller.reach(), reachedOrganizationRows(db, caller)])
  if (joined.length === 0) return []
  const boxRows = await boxesOfQuery(db).execute({ ids: uuidArray([...reach.keys()]) })
  const byId = new Map(joined.map((r) => [r.organization.id, r]))
  return sortAsTree(joined.map((r) => r.organization)).map((row) => {
    const { menuUnpublished, tableUnmapped, subscribed, billingName, last4 } = byId.get(row.id)!
    const permissions = reach.get(row.id) ?? []
    return toOrganization(
      row,
      permissions,
      boxRows.filter((b) => b.organizationId === row.id).map((b) => ({ id: b.id, name: b.name })),
      {
        menuUnpublished: Boolean(menuUnpublished),
        posTablesMapped: row.posIntegrationEnabled && !tableUnmapped,
        // SPEC.md section 4: only with MANAGE_BILLING, and only for an organization with a subscription.
        billingAlert: subscribed && permissions.includes('MANAGE_BILLING') ? billingAlertFor(billingName, last4) : null,
      },
    )
  })
}

/**
 * The organizations where the caller holds `permission`, in tree order: what the statistics of
 * the organizations table need, from the page's reached rows (no query of its own).
 */
export async function organizationsWith(db: Database, caller: Caller, permission: Permission) {
  const [reach, rows] = await Promise.all([caller.reach(), reachedOrganizationRows(db, caller)])
  return sortAsTree(
    rows
      .filter((r) => reach.get(r.organization.id)?.includes(permission))
      .map(({ organization: o }) => ({ id: o.id, parentId: o.parentId, name: o.name, address: o.address, timeZone: o.timeZone })),
  )
}

/** The ids of `rootId` and every organization below it, among `rows`. */
export function subtreeIds(rows: readonly { id: string; parentId: string | null }[], rootId: string): string[] {
  const children = new Map<string, string[]>()
  for (const row of rows) if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id])
  const ids = [rootId]
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []))
  return ids
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
  /** With MANAGE_BILLING and a subscription: what the billing alert says is missing. */
  billingAlert?: BillingAlert | null
}

export function toOrganization(
  row: OrganizationRow,
  permissions: Permission[],
  boxList: { id: string; name: string | null }[] = [],
  { menuUnpublished = false, posTablesMapped = false, billingAlert = null }: DerivedState = {},
): Organization {
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  // Each area's data only to those who may open that area (SPEC.md 6): a stop-list viewer
  // learns neither the boxes, nor the text sections, nor the draft menu's preview token.
  const may = (...needed: Permission[]) => needed.some((p) => permissions.includes(p))
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
    draftMenuUrl: may('VIEW_MENU') ? row.draftMenuUrl : null,
    kybStatus: permissions.includes('VIEW_BOXES') ? (row.kybStatus as Organization['kybStatus']) : null,
    billingAlert: permissions.includes('MANAGE_BILLING') ? billingAlert : null,
    // The tips screens list them; a table names the box its tips go to.
    boxes: may('VIEW_BOXES', 'MANAGE_BOXES', 'VIEW_TABLES') ? boxList : [],
    // The POS connect banner is on the dashboard (VIEW_BOXES).
    dotyposConnectLink: may('VIEW_BOXES') ? row.dotyposConnectLink : null,
    allowCustomization: row.allowCustomization,
    allowOrder: row.allowOrder,
    allowOrderDisabled: row.allowOrderDisabled,
    allowOrderDisabledUntil: iso(row.allowOrderDisabledUntil),
    allowBillPayment: row.allowBillPayment,
    allowBillPaymentDisabled: row.allowBillPaymentDisabled,
    allowBillPaymentDisabledUntil: iso(row.allowBillPaymentDisabledUntil),
    // Edited on Text sections; the tips screens' payment page preview shows them.
    ...(may('MANAGE_TEXT_SECTIONS', 'VIEW_BOXES')
      ? {
          headerTextSections: row.headerTextSections as Organization['headerTextSections'],
          footerTextSections: row.footerTextSections as Organization['footerTextSections'],
          textSectionsRevision: row.textSectionsRevision,
        }
      : { headerTextSections: [], footerTextSections: [], textSectionsRevision: 0 }),
  }
}
