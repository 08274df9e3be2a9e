/**
 * Demo data for a first start (README "Demo credentials"). Runs only on a database without
 * profiles, in one transaction, so a half-seeded database cannot happen.
 */
import { count } from 'drizzle-orm'
import { PERMISSIONS, type Permission } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { memberships, organizations, profiles } from '../db/schema/index.js'
import { hashPassword, SCRYPT_DEFAULTS, type ScryptCost } from '../domain/crypto.js'
import { seedDemoMenus } from './demo-menu.js'
import { seedDemoTables } from './demo-tables.js'
import { seedDemoOrders } from './demo-orders.js'
import { seedDemoPayments } from './demo-payments.js'
import { seedDemoInvoices } from './demo-invoices.js'
import { seedDemoTextSections } from './demo-text-sections.js'
import { seedDemoBilling } from './demo-billing.js'
import { seedDemoTips } from './demo-tips.js'

export const DEMO_PASSWORD = 'demo-password'
export const DEMO_PHONES = {
  admin: '+37061234567',
  codeAdmin: '+37061234569',
  stopListViewer: '+37061234568',
  disabled: '+37061234560',
} as const

/**
 * The demo accounts' hashes of DEMO_PASSWORD at the production cost, made once with
 * hashPassword: three at N=2^17 took some 1.6 s of a first start's CPU (ADR 0069). The password
 * is published (README), so its hashes hold no secret; each has its own salt all the same, so
 * the accounts look like any others. A seed at another cost (the tests') hashes as it goes.
 */
export const DEMO_PASSWORD_HASHES = [
  'scrypt$131072$8$1$qDKr/g1X0J3018b1mWYcwg==$A/1XrdGZkIBDoANckYHJz4TBIvFKWrXSwxCPUPZ+xjtg8zK4mt3PVHdFrFLJXy2LXFyGf9NmkDt86mOZNuw5QQ==',
  'scrypt$131072$8$1$MimkSJpJVlRcrb8mv/QHwQ==$k+TqPAKeUPDxG+sqqL81zn6NM+S2vCcN72uKT3GEUXxvQYM+ZN8m3dS+HBaqlFpEcKZ2B1x06HfJZ7WsWhzEjQ==',
  'scrypt$131072$8$1$ACKdmh0h+jK4c2xELun2pQ==$efnXV17E3uiiD1C3e8sc+2TAQ5mWiT/kTS3sZYuoRKwZGU9HvfdrRPPVlXMmgI6RgqnkxoTMR91XWHEIC/78ig==',
] as const

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(profiles)
  return Number(row?.n ?? 0) === 0
}

/** `now`: the moment the demo is relative to (the platform's clock; the current business day's orders end there). */
export async function seedDemo(db: Database, cost: ScryptCost, now = new Date()): Promise<void> {
  // One hash per account, each with its own salt: equal hashes would tell that the
  // accounts share a password, and one cracked hash would open them all.
  const [adminHash, viewerHash, disabledHash] =
    cost.N === SCRYPT_DEFAULTS.N ? DEMO_PASSWORD_HASHES : await Promise.all([1, 2, 3].map(() => hashPassword(DEMO_PASSWORD, cost)))
  await db.transaction(async (tx) => {
    const languages = [
      { code: 'en', title: 'English', iconUrl: null },
      { code: 'lt', title: 'Lietuvių', iconUrl: null },
    ]
    const [group] = await tx
      .insert(organizations)
      .values({
        name: 'Demo Group',
        currency: 'EUR',
        address: 'Gedimino pr. 1, Vilnius',
        menuEnabled: true,
        paymentsEnabled: true,
        allowCustomization: true,
        menuLanguages: languages,
        supportedLanguages: ['en', 'lt'],
      })
      .returning()
    const [bistro, bar, cafe] = await tx
      .insert(organizations)
      .values([
        {
          parentId: group!.id,
          name: 'Old Town Bistro',
          currency: 'EUR',
          address: 'Pilies g. 10, Vilnius',
          menuEnabled: true,
          paymentsEnabled: true,
          allowOrder: true,
          allowBillPayment: true,
          menuLanguages: languages,
          supportedLanguages: ['en', 'lt'],
        },
        {
          parentId: group!.id,
          name: 'Riverside Bar',
          currency: 'EUR',
          address: 'Upės g. 5, Vilnius',
          menuEnabled: true,
          paymentsEnabled: false,
          menuLanguages: languages,
          supportedLanguages: ['en', 'lt'],
        },
        {
          // The venue with a POS (the embedded demo catalogue): its items map to POS items and
          // sizes and take their prices from it (SPEC.md section 5), and its tables to POS tables.
          parentId: group!.id,
          name: 'Station Café',
          currency: 'EUR',
          address: 'Geležinkelio g. 16, Vilnius',
          menuEnabled: true,
          paymentsEnabled: true,
          posIntegrationEnabled: true,
          posMenuMapped: true,
          // Guests order (sent on to the POS) and pay their table's bill (issue 28).
          allowOrder: true,
          allowBillPayment: true,
          menuLanguages: languages,
          supportedLanguages: ['en', 'lt'],
        },
      ])
      .returning()
    const [admin, codeAdmin, viewer] = await tx
      .insert(profiles)
      .values([
        { msisdn: DEMO_PHONES.admin, name: 'Demo Admin', passwordHash: adminHash },
        { msisdn: DEMO_PHONES.codeAdmin, name: 'Code Admin', passwordHash: null },
        { msisdn: DEMO_PHONES.stopListViewer, name: 'Stop List Viewer', passwordHash: viewerHash },
        { msisdn: DEMO_PHONES.disabled, name: 'Disabled User', passwordHash: disabledHash, enabled: false },
      ])
      .returning()
    const all: Permission[] = [...PERMISSIONS]
    await tx.insert(memberships).values([
      { profileId: admin!.id, organizationId: group!.id, permissions: all },
      { profileId: codeAdmin!.id, organizationId: group!.id, permissions: all },
      { profileId: viewer!.id, organizationId: bistro!.id, permissions: ['VIEW_STOP_LIST'] },
    ])
    await seedDemoTips(tx, { group: group!.id, bistro: bistro!.id, bar: bar!.id, cafe: cafe!.id }, now)
    // The menu rules run in transactions of their own: inside this one they become savepoints.
    await seedDemoMenus(tx as unknown as Database, { group: group!.id, bistro: bistro!.id, bar: bar!.id, cafe: cafe!.id }, admin!.id, now)
    await seedDemoTables(tx as unknown as Database, { bistro: bistro!.id, cafe: cafe!.id })
    // After the menus: the orders' items show the bistro's dish pictures.
    await seedDemoOrders(tx, { bistro: bistro!.id, cafe: cafe!.id }, admin!.id, now)
    // Before the payments: their invoices name the venues' legal details (company billing).
    await seedDemoBilling(tx as unknown as Database, { bistro: bistro!.id, cafe: cafe!.id, bar: bar!.id }, now)
    await seedDemoPayments(tx, [bistro!.id, cafe!.id], now)
    // Issued like the calls issue them; inside this transaction their own become savepoints.
    await seedDemoInvoices(tx as unknown as Database, bistro!.id, now)
    await seedDemoTextSections(tx as unknown as Database, { bistro: bistro!.id, bar: bar!.id, cafe: cafe!.id }, now)
  })
}
