/**
 * Issue 25, item 31: a first start on an empty DATA_DIR starts from the migrated database the
 * build made (build/pgdata-template) instead of PGlite's initdb and every migration, and seeds
 * the demo as before: the same rows in every table (ADR 0069).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_VERSION } from '../../contract/version.js'
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js'
import { startPlatform } from '../../platform/index.js'
import { runTemplates, TEST_SCRYPT_N } from './harness.js'

/**
 * Rows per table of the demo seeded at 14:37 UTC on 28 November 2026, counted from the seed as it
 * was before the first start changed (row by row, after initdb): the demo content may not change.
 */
const DEMO_ROWS = {
  activities: 3841,
  box_members: 8,
  boxes: 5,
  card_setups: 1,
  countries: 245, // every country libphonenumber-js knows (ADR 0065)
  demo_card_sessions: 1,
  images: 25,
  invoice_sequences: 1,
  memberships: 3,
  menu_categories: 13,
  menu_category_items: 29,
  menu_drafts: 3,
  menu_items: 28,
  menu_library_items: 5,
  menu_modifiers: 5,
  menu_stop_list: 1, // the sold-out honey cake (issue 28)
  menu_versions: 3,
  menus: 6,
  order_items: 6511,
  orders: 3271, // with the open bill of the Bistro's Table 5
  orders_hourly: 2657,
  orders_sessions: 2,
  organization_invoices: 24,
  organizations: 4,
  payment_invoices: 6,
  payment_items: 5558,
  payments: 3332,
  payments_hourly: 2600,
  payout_days: 722,
  payouts: 516,
  profiles: 12,
  subscription_cards: 1,
  subscription_invoices: 15, // with Riverside Bar's past-due invoices (ADR 0068)
  subscriptions: 3,
  tips_daily: 2139,
  tips_daily_likes: 3741,
  venue_tables: 20,
}

async function systemIdentifier(handle: DatabaseHandle): Promise<string> {
  // Made by initdb from the time and process: a copied database keeps its template's.
  const { rows } = await handle.pool.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')
  return rows[0]!.id
}

async function rowsPerTable(handle: DatabaseHandle): Promise<Record<string, number>> {
  const { rows } = await handle.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of rows) {
    const [row] = (await handle.pool.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows
    if (row!.n > 0) counts[name] = row!.n
  }
  return counts
}

describe('first start on an empty DATA_DIR', () => {
  // A whole demo seed, like a harness started from nothing: minutes on a busy machine.
  it('copies the built template, then seeds the same demo rows in every table', { timeout: 300_000 }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tipbox-first-start-'))
    try {
      // The template as `npm run build` leaves it: a migrated, unseeded database in a directory.
      const template = path.join(root, 'template')
      const made = await openDatabase({ pgliteDir: template, pgliteImage: runTemplates.pgliteEmptyImage })
      const templateId = await systemIdentifier(made)
      await made.close()

      const platform = await startPlatform({
        version: APP_VERSION,
        pgliteDir: path.join(root, 'data', 'pgdata'),
        pgliteTemplate: template,
        seed: 'demo',
        env: {} as NodeJS.ProcessEnv,
        config: (c) => ({ ...c, scrypt: { N: TEST_SCRYPT_N } }),
        clock: () => new Date('2026-11-28T14:37:00Z'),
      })
      try {
        expect(await systemIdentifier(platform.database)).toBe(templateId)
        expect(await rowsPerTable(platform.database)).toEqual(DEMO_ROWS)
      } finally {
        await platform.close()
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
