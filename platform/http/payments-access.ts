/**
 * Who may reach a venue's payments, invoices and payouts (SPEC.md section 6): the organization
 * named in the `organizationId` query or the X-Organization-Id header must be paymentsEnabled
 * and the caller must hold the call's permissions there, else 403 (an unknown or malformed id
 * too). Order management devices reach none of these (http/auth.ts refuses their token here).
 *
 *   app.get('/business/payments', paymentsGuard(deps, ['VIEW_PAYMENTS']), async (c) => {
 *     const org = c.get('payments') ...
 *   })
 */
import { createMiddleware } from 'hono/factory'
import type { Permission } from '../../contract/organizations.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { holdsAll, namedOrganization } from './named-organization.js'

/** What each family of calls needs (contract/payments.ts). */
export const PAYMENTS_PERMISSIONS = {
  payments: ['VIEW_PAYMENTS'],
  issueInvoice: ['VIEW_PAYMENTS', 'MANAGE_INVOICES'],
  paymentInvoices: ['MANAGE_INVOICES'],
  organizationInvoices: ['VIEW_ORGANIZATION_INVOICES'],
  payouts: ['VIEW_PAYOUTS'],
} as const satisfies Record<string, Permission[]>

export const paymentsGuard = (deps: PlatformDeps, permissions: readonly Permission[]) =>
  createMiddleware<PlatformEnv>(async (c, next) => {
    const { id, row } = await namedOrganization(deps, c, (held, org) => org.paymentsEnabled && holdsAll(held, [...permissions]))
    c.set('payments', { id, name: row.name, address: row.address, currency: row.currency, timeZone: row.timeZone })
    await next()
  })
