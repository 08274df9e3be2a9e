/**
 * A venue's table by its number, public (contract/guest-table.ts GUEST_TABLE_LOOKUP_PATH): the
 * cart page resolves the number a guest typed to the table the order is for. It tells only what
 * a table's QR code tells anyone at it: the table's id and number.
 *
 *   GET /public/tables?organizationId=&number=   {id, number}, or 404 NOT_FOUND
 *
 * Looked up at most 60 times per client address in ten minutes (429 RATE_LIMIT): enough for a
 * guest who mistypes, too few to walk a venue's table numbers.
 */
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { GUEST_TABLE_LOOKUP_PATH, guestTableLookupQuerySchema } from '../../contract/guest-table.js'
import { venueTables } from '../db/schema/index.js'
import { notFound } from '../domain/errors.js'
import { guestLimits } from '../domain/guest/checkout.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readQuery } from './read.js'

export function guestTableLookupRoutes(deps: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get(GUEST_TABLE_LOOKUP_PATH, async (c) => {
    const { organizationId, number } = readQuery(c, guestTableLookupQuerySchema)
    await guestLimits(deps.db, [[`guest-table-lookup:addr:${c.get('clientAddress')}`, 60]])
    const [table] = await deps.db
      .select({ id: venueTables.id, number: venueTables.number })
      .from(venueTables)
      .where(and(eq(venueTables.organizationId, organizationId), sql`lower(${venueTables.number}) = lower(${number})`))
    if (!table) throw notFound('Table')
    return c.json(table)
  })

  return app
}
