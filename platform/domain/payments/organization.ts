import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { organizations } from '../../db/schema/index.js'
import { notFound } from '../errors.js'
/** The venue a payments, invoices or payouts call is about, as the guard (http/payments-access.ts) found it. */
export interface PaymentsOrganization {
  id: string
  name: string
  address: string | null
  currency: string
  /** IANA zone: payout days, invoice dates and file names are on this clock. */
  timeZone: string
}

/** The venue as the payments' documents need it (a receipt, an invoice issued without a session). */
export async function paymentsOrganization(db: Database, id: string): Promise<PaymentsOrganization> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, address: organizations.address, currency: organizations.currency, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, id))
  if (!org) throw notFound('Organization')
  return org
}
