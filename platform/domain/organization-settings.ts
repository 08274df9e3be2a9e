/**
 * Changing an organization's settings (PUT /business/organizations/{id}): the client sends
 * the whole object back, and each field that differs needs its own permission.
 */
import { sameJson } from '../../contract/same-json.js'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Organization, organizationUpdateSchema, Permission } from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { organizations } from '../db/schema/index.js'
import { forbidden, invalid, notFound } from './errors.js'
import { toOrganization } from './organizations.js'

type OrganizationUpdate = z.output<typeof organizationUpdateSchema>

/**
 * Which permission each writable field needs. The order and bill-payment switches belong to the
 * Orders screen, so they also need an organization with paymentsEnabled (SPEC.md section 6).
 */
const FIELD_PERMISSION: Record<string, Permission> = {
  allowOrderDisabled: 'VIEW_ORDERS',
  allowOrderDisabledUntil: 'VIEW_ORDERS',
  allowBillPaymentDisabled: 'VIEW_ORDERS',
  allowBillPaymentDisabledUntil: 'VIEW_ORDERS',
  headerTextSections: 'MANAGE_TEXT_SECTIONS',
  footerTextSections: 'MANAGE_TEXT_SECTIONS',
}

const ORDER_FIELDS = ['allowOrderDisabled', 'allowOrderDisabledUntil', 'allowBillPaymentDisabled', 'allowBillPaymentDisabledUntil']

/** Each switch's end. When it changes while the switch is off it must be in the future: a past end would be stored as 'disabled' yet mean 'enabled'. */
const UNTIL_FIELDS = [
  ['allowOrderDisabledUntil', 'allowOrderDisabled'],
  ['allowBillPaymentDisabledUntil', 'allowBillPaymentDisabled'],
] as const

function checkUntilInFuture(body: OrganizationUpdate, current: Organization, changed: string[], now: Date) {
  for (const [field, flag] of UNTIL_FIELDS) {
    const value = body[field]
    const disabled = body[flag] ?? current[flag]
    if (changed.includes(field) && disabled && value && new Date(value).getTime() <= now.getTime()) {
      throw invalid('The end of a disabled period must be in the future', { [field]: ['Must be in the future'] })
    }
  }
}

function until(value: string | null | undefined) {
  if (value === undefined) return undefined
  if (value === null) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw invalid('Invalid date', { until: ['Invalid date'] })
  return date
}

export async function updateOrganizationSettings(
  db: Database,
  organizationId: string,
  permissions: Permission[],
  body: OrganizationUpdate,
  now: Date,
): Promise<void> {
  const [current] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1)
  if (!current) throw notFound('Organization')
  const currentView = toOrganization(current, permissions)
  // Only fields that differ count as a change.
  const changed = Object.keys(FIELD_PERMISSION).filter(
    (field) =>
      field in body &&
      !sameJson((body as Record<string, unknown>)[field], currentView[field as keyof Organization]),
  )
  for (const field of changed) {
    if (!permissions.includes(FIELD_PERMISSION[field]!)) throw forbidden()
    if (ORDER_FIELDS.includes(field) && !current.paymentsEnabled) throw forbidden()
  }
  if (changed.length === 0) return
  checkUntilInFuture(body, currentView, changed, now)
  await db
    .update(organizations)
    .set({
      allowOrderDisabled: body.allowOrderDisabled,
      allowOrderDisabledUntil: until(body.allowOrderDisabledUntil),
      allowBillPaymentDisabled: body.allowBillPaymentDisabled,
      allowBillPaymentDisabledUntil: until(body.allowBillPaymentDisabledUntil),
      headerTextSections: body.headerTextSections,
      footerTextSections: body.footerTextSections,
    })
    .where(eq(organizations.id, organizationId))
}
