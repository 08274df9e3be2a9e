/**
 * The embedded business-verification provider's page (/dev/kyb/:organizationId): stands in
 * for the external verification site. The operator chooses the outcome, so every status of
 * SPEC.md section 4 can be reached; the page reports it to the platform's signed webhook,
 * as a real provider would, then the browser returns to the back-office. It reads what it
 * shows through /api/v1 as the signed-in user, never the platform's tables (ADR 0017).
 */
import type { Request, Response } from 'express'
import { CLIENT_ADDRESS_HEADER, type ApiFetch } from '../contract/transport.js'
import { safeRedirectPath } from '../contract/safe-redirect.js'
import { isUuid } from '../platform/domain/ids.js'
import { KYB_OUTCOMES, type KybOutcome } from '../platform/providers/kyb/events.js'

/** Only a path on this site (the return URL is absolute), so the page cannot send people elsewhere. */
const sameSiteReturn = (value: unknown, req: Request) => safeRedirectPath(value, '/', `${req.protocol}://${req.get('host')}`)

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface KybOrganization {
  name: string
  status: string
}

/**
 * The organization as the signed-in user sees it, or null when they may not verify it: the
 * page is reachable only with a back-office session whose user holds VIEW_BOXES there (the
 * right that starts verification).
 */
export type OrganizationLookup = (req: Request, organizationId: string) => Promise<KybOrganization | null>

/** Asks /api/v1 with the user's own token, like any other client of the platform. */
export function organizationLookup(
  platform: ApiFetch,
  tokenOf: (req: Request) => Promise<string | null>,
  addressOf: (req: Request) => string,
): OrganizationLookup {
  return async (req, organizationId) => {
    const token = await tokenOf(req)
    if (!token) return null
    const headers = { authorization: `Bearer ${token}`, [CLIENT_ADDRESS_HEADER]: addressOf(req) }
    const get = (path: string) => platform(new Request(`http://platform.internal/api/v1${path}`, { headers }))
    const list = await get('/business/organizations')
    if (!list.ok) return null
    const org = ((await list.json()) as { id: string; name: string; permissions: string[] }[]).find((o) => o.id === organizationId)
    if (!org?.permissions.includes('VIEW_BOXES')) return null
    const kyb = await get(`/business/organizations/${organizationId}/kyb`)
    if (!kyb.ok) return null
    return { name: org.name, status: ((await kyb.json()) as { status: string }).status }
  }
}

/** Sends the outcome to the platform's webhook (EmbeddedKybProvider.report). */
export type ReportOutcome = (organizationId: string, status: KybOutcome) => Promise<globalThis.Response>

export function kybHandlers(lookup: OrganizationLookup, report: ReportOutcome) {
  return {
    page: async (req: Request, res: Response) => {
      const id = String(req.params.organizationId)
      if (!isUuid(id)) return void res.status(404).send('Not found')
      const org = await lookup(req, id)
      if (!org) return void res.status(403).send('Forbidden')
      const back = sameSiteReturn(req.query.returnUrl, req)
      const buttons = KYB_OUTCOMES.map(
        (o) => `<button name="status" value="${o}">${o.replace('_', ' ').toLowerCase()}</button>`,
      ).join(' ')
      res.type('html').set('cache-control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Business verification · ${escape(org.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem}button{margin:.25rem;padding:.5rem 1rem}</style></head>
<body><main><h1>Business verification</h1>
<p>This page stands in for the verification provider: no provider is configured, so nothing leaves this server.
Choose how the verification of <strong>${escape(org.name)}</strong> ends (now: ${escape(org.status)}).</p>
<form method="post"><input type="hidden" name="returnUrl" value="${escape(back)}">${buttons}</form></main></body></html>`)
    },
    decide: async (req: Request, res: Response) => {
      const id = String(req.params.organizationId)
      const status = String((req.body as Record<string, unknown> | undefined)?.status ?? '')
      if (!isUuid(id) || !(KYB_OUTCOMES as readonly string[]).includes(status)) return void res.status(400).send('Bad request')
      if (!(await lookup(req, id))) return void res.status(403).send('Forbidden')
      const answer = await report(id, status as KybOutcome)
      if (!answer.ok) {
        console.warn(`[dev-kyb] the platform refused the outcome: ${answer.status} ${await answer.text()}`)
        return void res.status(502).send('The platform refused the result')
      }
      res.redirect(303, sameSiteReturn((req.body as Record<string, unknown>).returnUrl, req))
    },
  }
}
