/**
 * The drawer's entries for an organization, exactly as SPEC.md section 2 "Drawer entries"
 * gates them by permission and by menuEnabled / paymentsEnabled.
 */
import type { Organization, Permission } from '../../contract/organizations'

export interface DrawerEntry {
  key: string
  /** Translation key of the label. */
  label: string
  to: string
  /** Sub-entries (the tip boxes). */
  children?: { key: string; label: string | null; to: string }[]
  /** Translation key of a badge beside the label (the menu's 'Unpublished'). */
  badge?: string
}

/** What the drawer shows beside entries, read by the shell (the menu draft's state). */
export interface DrawerState {
  menuUnpublished?: boolean
}

type OrgForDrawer = Pick<Organization, 'id' | 'permissions' | 'menuEnabled' | 'paymentsEnabled'> & {
  boxes: { id: string; name?: string | null }[]
}

export function drawerEntries(org: OrgForDrawer, state: DrawerState = {}): DrawerEntry[] {
  const has = (p: Permission) => org.permissions.includes(p)
  const base = `/organizations/${org.id}`
  const entries: DrawerEntry[] = []
  if (has('VIEW_BOXES')) entries.push({ key: 'home', label: 'drawer.home', to: base })
  if (has('MANAGE_TEXT_SECTIONS')) entries.push({ key: 'textSections', label: 'drawer.textSections', to: `${base}/text-sections` })
  if (org.menuEnabled) {
    if (has('VIEW_MENU')) {
      entries.push({
        key: 'menu',
        label: 'drawer.menu',
        to: `${base}/menu`,
        ...(state.menuUnpublished ? { badge: 'menu.status.badge' } : {}),
      })
      entries.push({ key: 'modifiers', label: 'drawer.modifiers', to: `${base}/menu-modifiers` })
    }
    if (has('VIEW_STOP_LIST')) entries.push({ key: 'stopList', label: 'drawer.stopList', to: `${base}/menu-stoplist` })
  }
  if (org.paymentsEnabled) {
    if (has('VIEW_TABLES')) entries.push({ key: 'tables', label: 'drawer.tables', to: `${base}/tables` })
    if (has('VIEW_ORDERS')) entries.push({ key: 'orders', label: 'drawer.orders', to: `${base}/orders` })
    if (has('VIEW_PAYMENTS')) entries.push({ key: 'payments', label: 'drawer.payments', to: `${base}/payments` })
    if (has('MANAGE_INVOICES')) entries.push({ key: 'invoices', label: 'drawer.invoices', to: `${base}/invoices` })
    if (has('VIEW_PAYOUTS')) entries.push({ key: 'payouts', label: 'drawer.payouts', to: `${base}/payouts` })
  }
  if (has('VIEW_BOXES')) {
    const [only] = org.boxes
    if (org.boxes.length === 1 && only) {
      entries.push({ key: 'tips', label: 'drawer.tips', to: `${base}/boxes/${only.id}` })
    } else {
      entries.push({
        key: 'tips',
        label: 'drawer.tips',
        to: `${base}/boxes`,
        children: org.boxes.map((box) => ({ key: box.id, label: box.name || null, to: `${base}/boxes/${box.id}` })),
      })
    }
  }
  if (has('MANAGE_BILLING')) entries.push({ key: 'billing', label: 'drawer.billing', to: `${base}/billing` })
  return entries
}

/**
 * The organization's home, where choosing it leads (SPEC.md 2): Organization home with
 * VIEW_BOXES, else the stop list with VIEW_STOP_LIST (on a menu organization), else the first
 * section the drawer offers; with none, the Organization page, which says Access forbidden.
 */
export function organizationLandingPath(org: OrgForDrawer): string {
  const entries = drawerEntries(org)
  const home = entries.find((e) => e.key === 'home') ?? entries.find((e) => e.key === 'stopList') ?? entries[0]
  return home?.to ?? `/organizations/${org.id}`
}
