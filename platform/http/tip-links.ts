/** POST /business/tip-links: a bank-transfer tip link for a token (SPEC.md section 7). */
import { Hono } from 'hono'
import { tipLinkRequestSchema } from '../../contract/tips.js'
import { tipLink } from '../domain/tip-links.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson } from './read.js'

export function tipLinkRoutes({ db, links }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()
  // Permission (VIEW_BOXES on the token's organization) is checked by tipLink, which answers a
  // token the caller may not see like an unknown one.
  app.post('/business/tip-links', async (c) => {
    // The spec's client sends this as text/plain; readJson reads JSON whatever the content type.
    const input = await readJson(c, tipLinkRequestSchema)
    return c.json({ link: await tipLink(db, c.get('profile').id, input, links) })
  })
  return app
}
