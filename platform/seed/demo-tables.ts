/**
 * The demo venues' tables, written through the table rules (domain/tables.ts) like any client's.
 * Every table has a tip box, so each table's page (its QR code) takes tips. Old Town Bistro
 * (no POS) has twelve, spread over its tip boxes. Station Café (the demo POS) has eight, all
 * tipping to its one box: four mapped to POS tables, four not, two of which are named like a
 * POS table ('5', 'Terrace 1'), so the batch dialog has something to match by itself.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { boxes } from '../db/schema/index.js'
import { createTable, mapTables, type TablesOrganization } from '../domain/tables.js'
import { DemoPosProvider } from '../providers/pos/demo.js'

const BISTRO_TABLES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Terrace 1', 'Terrace 2']
const CAFE_MAPPED: [number: string, posId: string][] = [
  ['1', 'pos-table-1'],
  ['2', 'pos-table-2'],
  ['3', 'pos-table-3'],
  ['4', 'pos-table-4'],
]
const CAFE_UNMAPPED = ['5', 'Terrace 1', 'Window', 'Patio']

const organization = (id: string, posIntegrationEnabled: boolean): TablesOrganization => ({
  id,
  posIntegrationEnabled,
  posTables: () => new DemoPosProvider().tables(id),
  // The seed keeps no answer, so the addresses the answers carry do not matter here.
  links: { paymentPageUrl: '' },
})

/** The venue's boxes in the order the screens list them: the unnamed (DEFAULT) one first, then by name. */
const boxesOf = async (db: Database, organizationId: string) =>
  (
    await db
      .select({ id: boxes.id })
      .from(boxes)
      .where(eq(boxes.organizationId, organizationId))
      .orderBy(sql`${boxes.name} nulls first`, asc(boxes.createdAt))
  ).map((b) => b.id)

export async function seedDemoTables(db: Database, venues: { bistro: string; cafe: string }) {
  const bistro = organization(venues.bistro, false)
  const boxIds = await boxesOf(db, bistro.id)
  for (const [index, number] of BISTRO_TABLES.entries()) {
    // Tables 1–4 to the first box, 5–8 to the second, and so on: neighbours share a box.
    const boxId = boxIds.length > 0 ? boxIds[Math.floor(index / 4) % boxIds.length]! : null
    await createTable(db, bistro, { number, boxId, posId: null })
  }

  const cafe = organization(venues.cafe, true)
  const [cafeBox = null] = await boxesOf(db, cafe.id)
  const created = []
  for (const [number] of CAFE_MAPPED) created.push(await createTable(db, cafe, { number, boxId: cafeBox, posId: null }))
  await mapTables(
    db,
    cafe,
    created.map((table, index) => ({ id: table.id, posId: CAFE_MAPPED[index]![1] })),
  )
  for (const number of CAFE_UNMAPPED) await createTable(db, cafe, { number, boxId: cafeBox, posId: null })
}
