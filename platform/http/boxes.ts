/**
 * Tip boxes of an organization (SPEC.md section 7 "Organization, verification, boxes"): the
 * list, one box, creating one, free tokens and the payment page card.
 */
import { Hono } from 'hono'
import { boxCreateSchema } from '../../contract/tips.js'
import { boxIn, boxPage, createBox, listBoxes } from '../domain/boxes.js'
import { availableTokens } from '../domain/tokens.js'
import { need } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { readJson, readOptionalRange } from './read.js'

const BOXES = '/business/organizations/:organizationId/boxes'

export function boxRoutes({ db, links }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get(BOXES, need('VIEW_BOXES'), async (c) => {
    return c.json(await listBoxes(db, c.get('organization').id, links, { range: readOptionalRange(c), caller: c.get('caller') }))
  })

  // Nobody changes boxes they cannot see: every write needs VIEW_BOXES as well.
  app.post(BOXES, need('VIEW_BOXES', 'MANAGE_BOXES'), async (c) => {
    const input = await readJson(c, boxCreateSchema)
    return c.json(await createBox(db, c.get('organization').id, input, links), 201)
  })

  app.get(`${BOXES}/:boxId`, need('VIEW_BOXES'), async (c) => {
    const [organizationId, caller] = [c.get('organization').id, c.get('caller')]
    const box = await boxIn(db, organizationId, c.req.param('boxId'), caller)
    const [view] = await listBoxes(db, organizationId, links, { range: readOptionalRange(c), only: box, caller })
    return c.json(view)
  })

  app.get('/business/organizations/:organizationId/available-tokens', need('VIEW_BOXES'), async (c) => {
    return c.json({ tokens: await availableTokens(db) })
  })

  app.get(`${BOXES}/:boxId/page`, need('VIEW_BOXES'), async (c) => {
    const box = await boxIn(db, c.get('organization').id, c.req.param('boxId'), c.get('caller'))
    return c.json(await boxPage(db, box, c.get('caller')))
  })

  return app
}
