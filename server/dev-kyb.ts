/**
 * The embedded business-verification provider's page (/dev/kyb/:organizationId): stands in
 * for the external verification site. The operator chooses the outcome, so every status of
 * SPEC.md section 4 can be reached; then the browser returns to the back-office.
 */
import { eq } from 'drizzle-orm'
import type { Request, Response } from 'express'
import type { Database } from '../platform/db/client.js'
import { organizations } from '../platform/db/schema/index.js'

const OUTCOMES = ['VERIFIED', 'ACTION_REQUIRED', 'PENDING', 'DISABLED'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Only a path on this site, so the page cannot be used to send people elsewhere. */
function sameSiteReturn(value: unknown, req: Request): string {
  if (typeof value !== 'string') return '/'
  try {
    const url = new URL(value, `${req.protocol}://${req.get('host')}`)
    if (url.host !== req.get('host')) return '/'
    return url.pathname + url.search
  } catch {
    return '/'
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Whether the signed-in user may verify this organization: the page is reachable only with a
 * back-office session whose user holds VIEW_BOXES there (the right that starts verification).
 */
export type MayVerify = (req: Request, organizationId: string) => Promise<boolean>

export function kybHandlers(db: Database, mayVerify: MayVerify) {
  return {
    page: async (req: Request, res: Response) => {
      const id = String(req.params.organizationId)
      if (!UUID.test(id)) return void res.status(404).send('Not found')
      if (!(await mayVerify(req, id))) return void res.status(403).send('Forbidden')
      const [org] = await db.select().from(organizations).where(eq(organizations.id, id))
      if (!org) return void res.status(404).send('Not found')
      const back = sameSiteReturn(req.query.returnUrl, req)
      const buttons = OUTCOMES.map(
        (o) => `<button name="status" value="${o}">${o.replace('_', ' ').toLowerCase()}</button>`,
      ).join(' ')
      res.type('html').set('cache-control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Business verification (embedded provider)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem}button{margin:.25rem;padding:.5rem 1rem}</style></head>
<body><h1>Business verification</h1>
<p>This page stands in for the verification provider: no provider is configured, so nothing leaves this server.
Choose how the verification of <strong>${escape(org.name)}</strong> ends (now: ${escape(org.kybStatus)}).</p>
<form method="post"><input type="hidden" name="returnUrl" value="${escape(back)}">${buttons}</form></body></html>`)
    },
    decide: async (req: Request, res: Response) => {
      const id = String(req.params.organizationId)
      const status = String((req.body as Record<string, unknown> | undefined)?.status ?? '')
      if (!UUID.test(id) || !(OUTCOMES as readonly string[]).includes(status)) return void res.status(400).send('Bad request')
      if (!(await mayVerify(req, id))) return void res.status(403).send('Forbidden')
      await db.update(organizations).set({ kybStatus: status }).where(eq(organizations.id, id))
      res.redirect(303, sameSiteReturn((req.body as Record<string, unknown>).returnUrl, req))
    },
  }
}
