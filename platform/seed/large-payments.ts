/**
 * The benchmark venue's payments (issue 11 item 9): by default one million over the last year,
 * generated in SQL (generate_series) so seeding takes seconds. Each pays one of the venue's
 * orders (cycling through them; one is made when the venue has none), every method, tips, fees
 * and a few refunds, in time order as they arrive in real life. No items, payouts or invoices:
 * the benchmark reads the payments list, which never reads them.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'

export async function seedLargePayments(db: Database, venueId: string, count: number): Promise<void> {
  if (count <= 0) return
  await db.execute(sql`insert into orders (organization_id, order_number, source, currency, amount, paid_amount)
    select ${venueId}::uuid, '1', 'POS', 'EUR', 1000, 1000 where not exists (select 1 from orders where organization_id = ${venueId})`)
  await db.execute(sql`
    with o as (
      select id, order_number, placement_title, (row_number() over (order by created_at, id)) - 1 as k from orders where organization_id = ${venueId}
    ), m as (select count(*) as n from o)
    insert into payments (organization_id, order_id, ts, order_number, placement_title, currency, order_amount, tip_amount,
      organization_fee, staff_fee, guest_fee, charge_amount, refund_amount, refunded_at, payment_method, payment_method_country,
      payment_method_summary, allow_detailed_invoice)
    select ${venueId}::uuid, o.id, g.ts, o.order_number, o.placement_title, 'EUR', g.amount, g.tip,
      round(g.amount * 0.019), round(g.tip * 0.05), g.guest_fee, g.amount + g.tip + g.guest_fee,
      case when g.refund then least(g.amount, 500) else 0 end, case when g.refund then g.ts + interval '1 day' end,
      (array['card', 'apple_pay', 'google_pay', 'saved_card', 'blik'])[g.method],
      (array['LT', 'LT', 'PL', 'LV', 'PL'])[g.method],
      (array['Visa •••• 4242', 'Apple Pay · Visa •••• 1881', 'Google Pay · Mastercard •••• 4444', 'Mastercard •••• 5454', 'BLIK'])[g.method],
      false
    from (select n, now() - random() * interval '365 days' as ts, (500 + floor(random() * 9000))::bigint as amount,
            floor(random() * 800)::bigint as tip, case when random() < 0.2 then 30 else 0 end as guest_fee,
            random() < 0.02 as refund, 1 + floor(random() * 5)::int as method
          from generate_series(0, ${count - 1}) as n) as g
    join o on o.k = g.n % (select n from m)
    order by g.ts`)
  // Index-only scans need the visibility map, which a vacuum writes (autovacuum would, later).
  await db.execute(sql`vacuum analyze payments`)
  await db.execute(sql`analyze payments_hourly`)
}
