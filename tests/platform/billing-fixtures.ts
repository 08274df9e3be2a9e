/**
 * What the billing and card tests share: a client for the subscription calls as one caller
 * makes them, a venue of the test's own with a subscription (so a test that changes billing
 * details or cards leaves the demo venues as seeded), and PDF text.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Billing } from '../../contract/billing.js'
import { organizations, subscriptionInvoices, subscriptions } from '../../platform/db/schema/index.js'
import { PLATFORM_SELLER } from '../../platform/domain/payments/money.js'
import type { FetchOptions, Harness } from './harness.js'
import { pdfText } from './payments-fixtures.js'

export function billingClient(api: Harness, token: string | undefined, organizationId: string) {
  const withOrg = (path: string, query: Record<string, string> = {}) => `${path}?${new URLSearchParams({ organizationId, ...query })}`
  const call = (method: string, path: string, body?: unknown, options: FetchOptions = {}) =>
    api.fetchJson(withOrg(path), { method, token, ...(body === undefined ? {} : { body }), ...options })
  return {
    organizationId,
    get: (path: string, query?: Record<string, string>) => api.fetchJson(withOrg(path, query), { token }),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
    /** A file with its bytes (the invoice PDF). */
    async download(path: string, query: Record<string, string> = {}) {
      const response = await fetch(`${api.baseUrl}${withOrg(path, query)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      return { response, bytes: Buffer.from(await response.arrayBuffer()) }
    },
  }
}
export type BillingClient = ReturnType<typeof billingClient>

/** A venue under the demo group (the demo admin holds every permission there) with an MTR subscription and nothing filled. */
export async function subscribedVenue(api: Harness, values: Partial<typeof subscriptions.$inferInsert> = {}) {
  const [group] = await api.db.select().from(organizations).where(eq(organizations.name, 'Demo Group'))
  const [venue] = await api.db
    .insert(organizations)
    .values({ name: `Billing venue ${randomUUID().slice(0, 8)}`, parentId: group!.id, timeZone: 'Europe/Vilnius' })
    .returning()
  await api.db.insert(subscriptions).values({ organizationId: venue!.id, mode: 'MTR', amount: 2900, currency: 'EUR', interval: 'MONTH', status: 'ACTIVE', ...values })
  return venue!
}

export const textOf = (bytes: Buffer) => pdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)

export const VALID_BILLING = {
  name: 'Testo bistro UAB',
  email: 'saskaitos@testas.example',
  registrationCode: '305000111',
  taxNumber: 'LT100000000017',
  address: 'Vilniaus g. 1',
  postalCode: 'LT-01100',
  city: 'Vilnius',
}

/** A 29.00 EUR MTR invoice of the venue issued to `buyer` (VALID_BILLING unless given), as the platform freezes it. */
export async function addInvoice(
  api: Harness,
  organizationId: string,
  values: Pick<typeof subscriptionInvoices.$inferInsert, 'createdAt' | 'periodStart' | 'periodEnd' | 'status'> & { dueDate?: string; buyer?: Billing },
) {
  const { buyer = VALID_BILLING, ...rest } = values
  const [invoice] = await api.db
    .insert(subscriptionInvoices)
    .values({
      organizationId,
      number: `SUB-T-${randomUUID().slice(0, 8)}`,
      amount: 2900,
      tax: 503,
      currency: 'EUR',
      document: { seller: PLATFORM_SELLER, buyer, vatRate: 21, lines: [{ mode: 'MTR', amount: 2900 }], net: 2397, tax: 503, total: 2900 },
      ...rest,
    })
    .returning()
  return invoice!
}
