/**
 * The benchmark venue's orders (issue 10 item 10): by default one million over the last year,
 * generated in SQL (generate_series) so seeding takes seconds. Waiter, POS and guest orders,
 * most paid, some in part, some not, a few refunded; numbered in time order. No items: the
 * benchmark reads lists, summaries and the export, which never read them.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { organizations } from '../db/schema/index.js'

const GUEST_APPEARANCES = JSON.stringify({
  SERVED: { title: { en: 'Served', lt: 'Patiektas' }, backgroundColor: 'gray', foregroundColor: '#ffffff' },
})

export async function seedLargeOrders(db: Database, venueId: string, count: number): Promise<void> {
  await db.update(organizations).set({ paymentsEnabled: true }).where(eq(organizations.id, venueId))
  if (count <= 0) return
  await db.execute(sql`
    insert into orders (organization_id, order_number, source, status, status_appearances, created_at, closed_at,
      placement_title, employee_name, currency, amount, paid_amount, refunded_amount)
    select ${venueId}::uuid, (row_number() over (order by g.ts))::text,
      case when g.kind < 0.2 then 'GUEST' when g.kind < 0.7 then 'WAITER' else 'POS' end,
      case when g.kind < 0.2 then 'SERVED' end,
      case when g.kind < 0.2 then ${GUEST_APPEARANCES}::jsonb else '{}'::jsonb end,
      g.ts, case when g.pay < 0.9 then g.ts + interval '45 minutes' end,
      'Table ' || (1 + g.n % 40), 'Bench employee ' || (1 + g.n % 50), 'EUR', g.amount,
      case when g.pay < 0.85 then g.amount when g.pay < 0.92 then g.amount / 2 else 0 end,
      case when g.pay < 0.02 then least(g.amount, 500) else 0 end
    -- In time order, as orders arrive in real life (the table's physical order matters to range scans).
    from (select n, now() - random() * interval '365 days' as ts, random() as kind, random() as pay, (500 + floor(random() * 9000))::bigint as amount
          from generate_series(1, ${count}) as n) as g
    order by g.ts`)
  // Index-only scans need the visibility map, which a vacuum writes (autovacuum would, later).
  await db.execute(sql`vacuum analyze orders`)
}
