/**
 * Twelve months of tips for the demo venues: boxes of each mode, members with tokens,
 * ratings 0 to 5, reviews in several languages, reactions, some PENDING activities and a
 * pooled box with money not yet distributed. A fixed pseudo-random sequence keeps the demo
 * the same on every machine (relative to the day it is seeded).
 */
import type { Database } from '../db/client.js'
import { boxes, boxMembers, organizations, profiles } from '../db/schema/index.js'
import { eq, inArray } from 'drizzle-orm'
import { insertJson } from './demo-orders.js'

/** Mulberry32: small, fast, deterministic (the demo orders use it too). */
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const REVIEWS = [
  'Great service, thank you!',
  'The waiter was very attentive.',
  'Puikus aptarnavimas, ačiū!',
  'Labai skanu, grįšime.',
  'Muy buen servicio, gracias.',
  'La comida estaba deliciosa.',
  'Świetna obsługa, dziękuję!',
  'Bardzo miła atmosfera.',
  'Отличное обслуживание, спасибо!',
  'Очень вкусно и уютно.',
  'A bit slow tonight, but friendly.',
  'Lovely interior and music.',
]
const TAGS = ['food', 'hospitality', 'interior', 'mood'] as const
const ACTIVITY_COLUMNS = `organization_id uuid, box_id uuid, member_id uuid, member_name text, ts timestamptz, amount bigint,
  bill_amount bigint, rating smallint, review text, likes text[], placement_title text, order_number text, status text`
const TABLES = ['1', '2', '3', '4', '5', '7', '8', 'Bar 1', 'Bar 2', 'Terrace 1', 'Terrace 2']

export async function seedDemoTips(db: Database, venues: { group: string; bistro: string; bar: string; cafe: string }, at: Date) {
  await db.update(organizations).set({ kybStatus: 'ACTION_REQUIRED' }).where(eq(organizations.id, venues.group))
  // The two venues whose guests pay bills by card (issue 28): verified, so cards are offered.
  await db.update(organizations).set({ kybStatus: 'VERIFIED' }).where(inArray(organizations.id, [venues.bistro, venues.cafe]))
  await db.update(organizations).set({ kybStatus: 'PENDING' }).where(eq(organizations.id, venues.bar))
  // The café's tables' tips go here (demo-tables.ts): a table's page always has a box to tip.
  await db.insert(boxes).values({ organizationId: venues.cafe, name: 'Station tips', mode: 'GROUP', token: null, pageTitle: 'Station Café' })

  const [team, counter, unnamed, riverside] = await db
    .insert(boxes)
    .values([
      { organizationId: venues.bistro, name: 'Team tips', mode: 'GROUP', token: '111111', balance: 12550, pageTitle: 'Old Town Bistro', pageDescription: 'Thank you for visiting us!', pageBackgroundColor: '1d478f' },
      { organizationId: venues.bistro, name: 'Bar counter', mode: 'INDIVIDUAL', token: '222222', balance: 3400, pageBackgroundColor: 'f5e6c8' },
      { organizationId: venues.bistro, name: null, mode: 'PERSONAL', token: null },
      { organizationId: venues.bar, name: 'Riverside', mode: 'PERSONAL', token: '333333', pageDescription: 'Drinks by the river', pageBackgroundColor: '0f766e' },
    ])
    .returning()

  const people = [
    { msisdn: '+37061000001', name: 'Aistė Petrauskaitė', box: team!.id, role: 'ADMIN', token: '411111' },
    { msisdn: '+37061000002', name: 'Jonas Kazlauskas', box: team!.id, role: 'MEMBER', token: '422222' },
    { msisdn: '+48501000003', name: 'Marta Nowak', box: team!.id, role: 'MEMBER', token: null },
    { msisdn: '+34611000004', name: 'Sofía García', box: counter!.id, role: 'MEMBER', token: '433333' },
    { msisdn: '+37061000005', name: 'Дмитрий Иванов', box: counter!.id, role: 'MEMBER', token: '444444' },
    { msisdn: '+37061000008', name: 'Rūta Vaitkienė', box: unnamed!.id, role: 'MEMBER', token: null },
    { msisdn: '+37061000006', name: 'Lukas Jankauskas', box: riverside!.id, role: 'MEMBER', token: '455555' },
    { msisdn: '+37061000007', name: 'Eglė Stankevičiūtė', box: riverside!.id, role: 'MEMBER', token: null },
  ]
  const created = await db
    .insert(profiles)
    .values(people.map((p) => ({ msisdn: p.msisdn, name: p.name })))
    .returning({ id: profiles.id, msisdn: profiles.msisdn })
  const members = await db
    .insert(boxMembers)
    .values(
      people.map((p) => ({
        boxId: p.box,
        profileId: created.find((c) => c.msisdn === p.msisdn)!.id,
        name: p.name,
        role: p.role,
        token: p.token,
      })),
    )
    .returning()

  const boxOrg = new Map([
    [team!.id, venues.bistro],
    [counter!.id, venues.bistro],
    [unnamed!.id, venues.bistro],
    [riverside!.id, venues.bar],
  ])
  const weights = [
    [team!.id, 5],
    [counter!.id, 3],
    [unnamed!.id, 1],
    [riverside!.id, 4],
  ] as const
  const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!
  const r = random(20261122)
  const now = at.getTime()
  const rows: object[] = []
  for (let day = 364; day >= 0; day--) {
    const perDay = 6 + Math.floor(r() * 10)
    for (let i = 0; i < perDay; i++) {
      const roll = r() * 13
      let acc = 0
      const boxId = weights.find(([, w]) => (acc += w) > roll)?.[0] ?? team!.id
      const inBox = members.filter((m) => m.boxId === boxId)
      // Evenings are busier: 11:00 to 23:00, skewed late.
      const minutes = 11 * 60 + Math.floor(Math.sqrt(r()) * 12 * 60)
      const ts = new Date(now - day * 86_400_000)
      ts.setUTCHours(0, 0, 0, 0)
      ts.setUTCMinutes(minutes - 120)
      if (ts.getTime() > now) continue
      const bill = 1500 + Math.floor(r() * 12000)
      const amount = Math.max(100, Math.round((bill * (0.05 + r() * 0.15)) / 50) * 50)
      const rated = r() < 0.8
      const rating = rated ? Math.min(5, Math.max(0, Math.round(5 - Math.abs(r() * r() * 6)))) : null
      const pending = day < 20 && r() < 0.04
      const member = inBox.length > 0 && !pending ? pick(r, inBox) : null
      rows.push({
        organization_id: boxOrg.get(boxId)!,
        box_id: boxId,
        member_id: member?.id ?? null,
        member_name: member?.name ?? null,
        ts: ts.toISOString(),
        amount,
        bill_amount: r() < 0.85 ? bill : null,
        rating,
        review: r() < 0.25 ? pick(r, REVIEWS) : null,
        likes: TAGS.filter(() => r() < 0.3),
        placement_title: r() < 0.7 ? pick(r, TABLES) : null,
        order_number: r() < 0.4 ? String(10000 + rows.length) : null,
        status: pending ? 'PENDING' : 'COMPLETED',
      })
    }
  }
  // One statement (the orders' way): the rollup triggers and the foreign keys run once, not per
  // chunk of bound parameters; row by row this took about a second of a first start (ADR 0069).
  await insertJson(db, 'activities', ACTIVITY_COLUMNS, rows)
}
