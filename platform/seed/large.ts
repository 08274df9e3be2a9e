/**
 * The benchmark data set (SEED=large): a venue "Bench Venue" under the demo group with 10
 * boxes, 50 employees, 300 tables and, by default, one million activities, one million
 * orders and one million payments spread over the last year.
 * Generated in SQL (generate_series) so that seeding takes seconds, not hours.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { boxes, boxMembers, organizations, profiles } from '../db/schema/index.js'
import { eq } from 'drizzle-orm'
import { seedLargeMenu } from './large-menu.js'
import { seedLargeTables } from './large-tables.js'
import { seedLargeOrders } from './large-orders.js'
import { seedLargePayments } from './large-payments.js'

export async function seedLarge(db: Database, activityCount: number, orderCount = 1_000_000, paymentCount = 1_000_000): Promise<void> {
  const [group] = await db.select().from(organizations).where(eq(organizations.name, 'Demo Group')).limit(1)
  const [venue] = await db
    .insert(organizations)
    // Verified and taking orders and bill payments: the guest pages are measured on it (issue 28).
    .values({
      name: 'Bench Venue',
      parentId: group?.id ?? null,
      currency: 'EUR',
      address: 'Benchmark st. 1',
      kybStatus: 'VERIFIED',
      allowOrder: true,
      allowBillPayment: true,
    })
    .returning()
  const boxRows = await db
    .insert(boxes)
    .values(Array.from({ length: 10 }, (_, i) => ({ organizationId: venue!.id, name: `Bench box ${i + 1}`, mode: i % 3 === 0 ? 'PERSONAL' : 'GROUP', token: String(700000 + i) })))
    .returning()
  const people = await db
    .insert(profiles)
    .values(Array.from({ length: 50 }, (_, i) => ({ msisdn: `+3706990${String(i).padStart(4, '0')}`, name: `Bench employee ${i + 1}` })))
    .returning()
  await db.insert(boxMembers).values(
    people.map((p, i) => ({ boxId: boxRows[i % boxRows.length]!.id, profileId: p.id, name: p.name!, token: String(800000 + i) })),
  )
  await db.execute(sql`
    with m as (
      select id, box_id, name, (row_number() over (order by id)) - 1 as k
      from box_members where box_id in (select id from boxes where organization_id = ${venue!.id})
    )
    insert into activities (organization_id, box_id, member_id, member_name, ts, amount, bill_amount, rating, likes, status)
    select ${venue!.id}::uuid, m.box_id, m.id, m.name,
           g.ts,
           (100 + floor(random() * 2000))::bigint,
           (1500 + floor(random() * 12000))::bigint,
           case when random() < 0.8 then floor(random() * 6)::smallint end,
           case when random() < 0.3 then array['food','mood'] when random() < 0.5 then array['hospitality'] else '{}'::text[] end,
           case when random() < 0.01 then 'PENDING' else 'COMPLETED' end
    -- Rows arrive in time order, as tips do in real life (the table's physical order matters
    -- to range scans; random order would be a worst case no venue produces).
    from (select n, now() - random() * interval '365 days' as ts from generate_series(0, ${activityCount - 1}) as n) as g
    join m on m.k = g.n % 50
    order by g.ts`)
  await db.execute(sql`vacuum analyze activities`)
  await db.execute(sql`analyze tips_daily`)
  await seedLargeMenu(db, venue!.id)
  await seedLargeTables(db, venue!.id, boxRows.map((b) => b.id))
  await seedLargeOrders(db, venue!.id, orderCount)
  await seedLargePayments(db, venue!.id, paymentCount)
}
