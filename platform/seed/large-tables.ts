/**
 * The benchmark venue's tables (SEED=large): the venue takes payments, so the Tables screen is
 * there, with 300 tables spread over its boxes (six pages of the screen), none mapped: the
 * venue has no POS.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { organizations, venueTables } from '../db/schema/index.js'

export const LARGE_TABLE_COUNT = 300

export async function seedLargeTables(db: Database, venueId: string, boxIds: string[]) {
  await db.update(organizations).set({ paymentsEnabled: true }).where(eq(organizations.id, venueId))
  await db.insert(venueTables).values(
    Array.from({ length: LARGE_TABLE_COUNT }, (_, i) => ({
      organizationId: venueId,
      // Terrace tables after the hall's numbers, as a venue would name them.
      number: i < 250 ? String(i + 1) : `Terrace ${i - 249}`,
      boxId: boxIds.length ? boxIds[i % boxIds.length]! : null,
    })),
  )
}
