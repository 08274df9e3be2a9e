/**
 * What the Billing screen and its dialogs share on the server: the guard (MANAGE_BILLING, else
 * Access forbidden, ADR 0065), reading a billing call with its failure only
 * logged (SPEC.md 8: "Billing, card, subscription load/save and card set-up errors are only
 * logged"), and where the card set-up may send the browser.
 */
import { requireOrgPermission, type GuardArgs } from '~/services/organizations.server'
import { ApiError } from '~/services/api.server'
import { sameSitePath } from '#contract/safe-redirect'

export { billingPath, cardReturnPath } from './__paths'

/** The organization of the URL with MANAGE_BILLING; without it, 403 Access forbidden. */
export async function requireBilling(args: GuardArgs) {
  const found = await requireOrgPermission(args, 'MANAGE_BILLING')
  return { ...found, url: new URL(args.request.url) }
}

/**
 * Whether a billing call's failure is one the screen only logs: a refusal of the platform, or
 * its 503 (the card provider or the database away a moment), which would otherwise replace the
 * whole screen with the error page.
 */
export function isLoggedFailure(error: unknown): boolean {
  return error instanceof ApiError || (error instanceof Response && error.status === 503)
}

/** Logs a billing call's failure in one shape: what was attempted, for which organization, and the platform's answer. */
export function logBillingFailure(what: string, organizationId: string, error: unknown) {
  const detail = error instanceof ApiError ? `${error.status} ${error.errorCode} ${error.message}` : error instanceof Response ? `${error.status}` : String(error)
  console.error(`billing: ${what} failed for organization ${organizationId}: ${detail}`)
}

/** A 404 of a billing read: the organization has no subscription (a group above its venues), a state rather than a failure. */
export const isAbsent = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * A read of the Billing screen: its value, or null with the failure logged (the screen draws
 * what it has); null without a log when there is nothing to read (404). Anything else (a
 * redirect to sign-in, a bug) goes on as it is.
 */
export async function loggedRead<T>(what: string, organizationId: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (!isLoggedFailure(error)) throw error
    if (!isAbsent(error)) logBillingFailure(what, organizationId, error)
    return null
  }
}

/** Hosts of Stripe's own set-up pages (Checkout in setup mode): the only other site a set-up may send the browser to. */
const STRIPE_PAGES = /^(?:[a-z0-9-]+\.)*stripe\.com$/

/**
 * Where the set-up's `setupUrl` may send the browser: a path of this site (the embedded demo
 * provider's page; an absolute URL of this same origin is taken as its path), or an https page
 * of Stripe. Anything else is null: the provider's answer is input too.
 */
export function setupRedirectTarget(setupUrl: string, request: Request): string | null {
  const own = sameSitePath(setupUrl, new URL(request.url).origin)
  if (own) return own
  let url: URL
  try {
    url = new URL(setupUrl)
  } catch {
    return null
  }
  return url.protocol === 'https:' && !url.username && !url.password && STRIPE_PAGES.test(url.hostname) ? url.href : null
}
