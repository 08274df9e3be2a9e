/**
 * A venue's subscription and its company billing details (SPEC.md sections 3 "Subscription",
 * "Billing", 5 "Company billing"): read, and the billing details written after the spec's
 * rules. A venue the platform has no subscription for answers 404 to everything that needs one.
 */
import { eq, sql } from 'drizzle-orm'
import { BILLING_ERRORS, billingInputSchema, type Billing, type Subscription } from '../../../contract/billing.js'
import { isValidEmail } from '../../../contract/email.js'
import type { Database } from '../../db/client.js'
import { subscriptions } from '../../db/schema/index.js'
import { invalid, notFound } from '../errors.js'

export type SubscriptionRow = typeof subscriptions.$inferSelect

export async function subscriptionRow(db: Database, organizationId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId))
  return row ?? null
}

/** The subscription, or 404 when the venue has none. */
export async function requireSubscription(db: Database, organizationId: string): Promise<SubscriptionRow> {
  const row = await subscriptionRow(db, organizationId)
  if (!row) throw notFound('Subscription')
  return row
}

export function billingOf(row: SubscriptionRow): Billing {
  return {
    name: row.billingName,
    email: row.billingEmail,
    registrationCode: row.billingRegistrationCode,
    taxNumber: row.billingTaxNumber,
    address: row.billingAddress,
    postalCode: row.billingPostalCode,
    city: row.billingCity,
  }
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    mode: row.mode as Subscription['mode'],
    amount: row.amount,
    currency: row.currency,
    interval: row.interval as Subscription['interval'],
    intervalCount: row.intervalCount,
    status: row.status,
    trialEnd: row.trialEnd ? row.trialEnd.toISOString() : null,
    billing: billingOf(row),
  }
}

/**
 * The body checked as section 5 has it, every field at fault named at once with a message key
 * of BILLING_ERRORS (the dialog shows them under the fields): a missing or blank required
 * field, a value over its limit, an e-mail that is not one. Keys the schema does not know are
 * refused under `_`.
 */
export function checkBilling(body: unknown) {
  const parsed = billingInputSchema.safeParse(body)
  const fields: Record<string, string[]> = {}
  const add = (field: string, message: string) => {
    const list = (fields[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '_'
      if (issue.code === 'too_big') add(field, BILLING_ERRORS.tooLong)
      else if (issue.code === 'too_small' || (issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null'))) add(field, BILLING_ERRORS.required)
      else add(field, issue.message)
    }
  }
  const email = (body as { email?: unknown } | null)?.email
  if (typeof email === 'string' && email.trim() !== '' && !fields.email && !isValidEmail(email.trim())) add('email', BILLING_ERRORS.invalidEmail)
  if (!parsed.success || Object.keys(fields).length > 0) throw invalid('Invalid billing details', fields)
  return parsed.data
}

/** Stores the checked billing details; registrationCode stays as it was when the body leaves it out. */
export async function updateBilling(db: Database, organizationId: string, body: unknown): Promise<Billing> {
  const input = checkBilling(body)
  const [row] = await db
    .update(subscriptions)
    .set({
      billingName: input.name,
      billingEmail: input.email,
      ...(input.registrationCode !== undefined ? { billingRegistrationCode: input.registrationCode || null } : {}),
      billingTaxNumber: input.taxNumber,
      billingAddress: input.address,
      billingPostalCode: input.postalCode,
      billingCity: input.city,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.organizationId, organizationId))
    .returning()
  if (!row) throw notFound('Subscription')
  return billingOf(row)
}
