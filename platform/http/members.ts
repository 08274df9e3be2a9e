/** Members of a tip box: list, invite, edit, remove (SPEC.md sections 6 and 7). */
import { Hono } from 'hono'
import { memberCreateSchema, memberUpdateSchema } from '../../contract/tips.js'
import { boxIn, listBoxes } from '../domain/boxes.js'
import { inviteMember, memberIn, removeMember, updateMember } from '../domain/members.js'
import { withNormalizedMsisdn } from '../domain/phone.js'
import { need } from './access.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { parseWith, readJson, readJsonValue, readOptionalRange } from './read.js'

const MEMBERS = '/business/organizations/:organizationId/boxes/:boxId/members'

export function memberRoutes({ db, links }: PlatformDeps) {
  const app = new Hono<PlatformEnv>()

  app.get(MEMBERS, need('VIEW_BOXES'), async (c) => {
    const [organizationId, caller] = [c.get('organization').id, c.get('caller')]
    const box = await boxIn(db, organizationId, c.req.param('boxId'), caller)
    const [view] = await listBoxes(db, organizationId, links, { range: readOptionalRange(c), only: box, caller })
    return c.json(view?.members ?? [])
  })

  app.post(MEMBERS, need('VIEW_BOXES', 'MANAGE_BOXES'), async (c) => {
    const box = await boxIn(db, c.get('organization').id, c.req.param('boxId'))
    const input = parseWith(memberCreateSchema, withNormalizedMsisdn(await readJsonValue(c)))
    return c.json(await inviteMember(db, box, input, links), 201)
  })

  app.put(`${MEMBERS}/:memberId`, need('VIEW_BOXES', 'MANAGE_BOXES'), async (c) => {
    const box = await boxIn(db, c.get('organization').id, c.req.param('boxId'))
    const member = await memberIn(db, box, c.req.param('memberId'))
    const input = await readJson(c, memberUpdateSchema)
    return c.json(await updateMember(db, box, member, input, links))
  })

  app.delete(`${MEMBERS}/:memberId`, need('VIEW_BOXES', 'MANAGE_BOXES'), async (c) => {
    const box = await boxIn(db, c.get('organization').id, c.req.param('boxId'))
    await removeMember(db, box, c.req.param('memberId'))
    return c.json({ removed: true })
  })

  return app
}
