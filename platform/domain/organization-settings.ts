/**
 * Changing an organization's settings (PUT /business/organizations/{id}): the client sends
 * the whole object back, and each field that differs needs its own permission. The text
 * sections are written only with the revision they were read at (ADR 0043).
 */
import { sameJson } from '../../contract/same-json.js'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../contract/errors.js'
import {
  TEXT_SECTION_CONFLICTS,
  TEXT_SECTION_ERRORS,
  type Organization,
  type organizationUpdateSchema,
  type Permission,
} from '../../contract/organizations.js'
import type { Database } from '../db/client.js'
import { organizations } from '../db/schema/index.js'
import { DomainError, forbidden, invalid, notFound } from './errors.js'
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

const SECTION_FIELDS = ['headerTextSections', 'footerTextSections'] as const

const ORDER_FIELDS = Object.keys(FIELD_PERMISSION).filter((field) => FIELD_PERMISSION[field] === 'VIEW_ORDERS')

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

/** 409: the text sections changed since the client read them; its lists would drop that change. */
const staleSections = () =>
  new DomainError(ErrorCode.CONFLICT, 'The text sections changed since they were read', {
    reason: TEXT_SECTION_CONFLICTS.stale,
    key: TEXT_SECTION_ERRORS.stale,
  })

/**
 * A change of either list needs the revision it was read at. Required rather than optional:
 * the lists are always written whole, so a client that leaves the revision out (an old one,
 * a script) would silently replace whatever another person saved since its read; sending the
 * organization back as it was read, as the spec's whole-object PUT does, carries it anyway.
 */
function checkSectionsRevision(body: OrganizationUpdate, current: OrganizationRow) {
  if (body.textSectionsRevision === undefined) {
    throw invalid('textSectionsRevision is required to change text sections', {
      textSectionsRevision: [TEXT_SECTION_ERRORS.revisionRequired],
    })
  }
  if (body.textSectionsRevision !== current.textSectionsRevision) throw staleSections()
}

type OrganizationRow = typeof organizations.$inferSelect

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
  const sectionsChanged = SECTION_FIELDS.some((field) => changed.includes(field))
  if (sectionsChanged) checkSectionsRevision(body, current)
  // A list is written only when it changed, and then with the revision bumped by the same
  // statement and on the condition that it is still the one read: a write between our read and
  // this statement updates no row (409), and a list sent back unchanged beside another change
  // can never put back an older list over a newer one.
  const [written] = await db
    .update(organizations)
    .set({
      allowOrderDisabled: body.allowOrderDisabled,
      allowOrderDisabledUntil: until(body.allowOrderDisabledUntil),
      allowBillPaymentDisabled: body.allowBillPaymentDisabled,
      allowBillPaymentDisabledUntil: until(body.allowBillPaymentDisabledUntil),
      headerTextSections: changed.includes('headerTextSections') ? body.headerTextSections : undefined,
      footerTextSections: changed.includes('footerTextSections') ? body.footerTextSections : undefined,
      textSectionsRevision: sectionsChanged ? sql`${organizations.textSectionsRevision} + 1` : undefined,
    })
    .where(
      and(
        eq(organizations.id, organizationId),
        sectionsChanged ? eq(organizations.textSectionsRevision, body.textSectionsRevision!) : undefined,
      ),
    )
    .returning({ id: organizations.id })
  if (!written) throw staleSections()
}
