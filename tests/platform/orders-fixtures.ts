/**
 * What the orders tests share: a clock that stands still, a venue of their own with orders
 * written straight into the tables (so every expected number is worked out here, from the rows
 * the test wrote), users holding chosen permissions, and a client for the orders calls.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Permission } from '../../contract/organizations.js'
import { memberships, orderItems, orders, organizations } from '../../platform/db/schema/index.js'
import { DEMO, login, register, type FetchOptions, type Harness, type Json } from './harness.js'

/** A clock that stands still until the test moves it. */
export function testClock(iso: string) {
  let now = Date.parse(iso)
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms), at: () => now }
}

export type OrderInsert = typeof orders.$inferInsert

/** A venue under the demo group (so the demo admin holds every permission there). */
export async function newVenue(api: Harness, values: Partial<typeof organizations.$inferInsert> = {}) {
  const [group] = await api.db.select().from(organizations).where(eq(organizations.name, 'Demo Group'))
  const [venue] = await api.db
    .insert(organizations)
    .values({ name: `Orders venue ${randomUUID().slice(0, 8)}`, parentId: group!.id, paymentsEnabled: true, timeZone: 'Europe/Vilnius', ...values })
    .returning()
  return venue!
}

let numbers = 0
/** Orders of one venue, each with defaults for what the test does not care about; answers them as stored. */
export async function addOrders(api: Harness, organizationId: string, rows: Partial<OrderInsert>[]) {
  const values = rows.map((row) => ({
    organizationId,
    orderNumber: String(++numbers),
    source: 'WAITER',
    currency: 'EUR',
    amount: 1000,
    paidAmount: 0,
    refundedAmount: 0,
    createdAt: new Date('2026-03-10T12:00:00Z'),
    ...row,
  }))
  return api.db.insert(orders).values(values).returning()
}

export async function addItems(api: Harness, rows: (typeof orderItems.$inferInsert)[]) {
  return api.db.insert(orderItems).values(rows).returning()
}

/** A new profile holding `permissions` on the organization. */
export async function memberWith(api: Harness, organizationId: string, permissions: Permission[]) {
  const member = await register(api)
  await api.db.insert(memberships).values({ profileId: member.profile.id, organizationId, permissions })
  return member.token
}

export async function demoOrganization(api: Harness, token: string, name: string) {
  const list = (await api.fetchJson('/business/organizations', { token })).body as Json[]
  return list.find((o) => o.name === name)
}

/** The orders calls as one caller makes them; `organizationId` goes in the query unless the path has one. */
export function ordersClient(api: Harness, token: string, organizationId: string) {
  const withOrg = (path: string, query: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams({ organizationId })
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value)
    return `${path}?${params}`
  }
  const call = (path: string, query?: Record<string, string | undefined>, options: FetchOptions = {}) => api.fetchJson(withOrg(path, query), { token, ...options })
  return {
    token,
    organizationId,
    get: (path: string, query?: Record<string, string | undefined>, options?: FetchOptions) => call(path, query, options),
    post: (path: string, body: unknown = {}, options?: FetchOptions) => call(path, {}, { method: 'POST', body, ...options }),
    delete: (path: string, options?: FetchOptions) => call(path, {}, { method: 'DELETE', ...options }),
    list: (query: Record<string, string | undefined>) => call('/business/orders', query),
    summary: (query: Record<string, string | undefined>) => call('/business/orders/summary', query),
  }
}
export type OrdersClient = ReturnType<typeof ordersClient>

export const adminToken = (api: Harness) => login(api, DEMO.admin)
