/**
 * The uniqueness rules of the tips calls under concurrent requests: a token belongs to one box
 * or member, a phone is in a box once, a PENDING tip gets one recipient. Each case fires the
 * competing requests together for up to ROUNDS rounds and checks every round.
 *
 * PGlite answers one request after the other in the embedded platform (its queries never yield
 * to the event loop), so the races cannot happen there; on Postgres each request has its own
 * pooled connection and they do.
 */
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activities, boxes, boxMembers } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, newPhone, useHarness, type JsonResponse } from './harness.js'
import {
  addActivity,
  createBox,
  createMember,
  createOrganization,
  iso,
  newToken,
  profileWith,
  type BoxRow,
  type OrganizationRow,
} from './tips-fixtures.js'

const ROUNDS = 25

/** Statuses, sorted, e.g. '201,409'. */
const statuses = (responses: JsonResponse[]) => responses.map((r) => r.status).sort().join(',')

forEachDatabase((kind) => {
  const api = useHarness(kind)
  // Regression (Postgres only): the check-then-write handlers (now platform/domain/boxes.ts and
  // members.ts) once ran without a transaction or lock; they now hold an advisory lock on the token.
  const raceIt = it
  let venue: OrganizationRow
  let box: BoxRow
  let token: string

  beforeAll(async () => {
    venue = await createOrganization(api, { name: 'Race venue' })
    token = (await profileWith(api, venue.id, ['VIEW_BOXES', 'MANAGE_BOXES'])).token
    box = await createBox(api, venue.id, { name: 'Race box', mode: 'GROUP', token: newToken() })
  })

  const postBox = (cardId: string) => api.fetchJson(`/business/organizations/${venue.id}/boxes`, { token, body: { mode: 'GROUP', token: cardId } })
  const postMember = (body: Record<string, unknown>) =>
    api.fetchJson(`/business/organizations/${venue.id}/boxes/${box.id}/members`, { token, body: { name: 'Racer', ...body } })
  const holders = async (cardId: string) =>
    Number((await api.db.select({ n: count() }).from(boxes).where(eq(boxes.token, cardId)))[0]!.n) +
    Number((await api.db.select({ n: count() }).from(boxMembers).where(eq(boxMembers.token, cardId)))[0]!.n)

  describe('concurrent requests', () => {
    // Regression: createBox (platform/domain/boxes.ts) checks isTokenTaken, then inserts; the loser of
    // the race hits the boxes_token_idx unique index and answers 500 INTERNAL instead of 409.
    raceIt('two boxes with one token: one 201, the other 409 TOKEN_TAKEN', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const cardId = newToken()
        const answers = await Promise.all([postBox(cardId), postBox(cardId)])
        expect(statuses(answers), `round ${round}`).toBe('201,409')
        expectError(answers.find((a) => a.status !== 201)!, 409, 'TOKEN_TAKEN')
        expect(await holders(cardId)).toBe(1)
      }
    })

    // Regression: nothing but the isTokenTaken check keeps a token unique across boxes and members
    // (two separate unique indexes): a box and a member created together both get the token
    // (201, 201), and a tip link for it then finds the box only.
    raceIt('a box and a member with one token: one 201, the other 409 TOKEN_TAKEN', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const cardId = newToken()
        const answers = await Promise.all([postBox(cardId), postMember({ msisdn: newPhone(), token: cardId })])
        expect(statuses(answers), `round ${round}`).toBe('201,409')
        expect(await holders(cardId)).toBe(1)
      }
    })

    // Regression: POST .../members (platform/domain/members.ts) checks isTokenTaken, then inserts; the
    // loser hits box_members_token_idx: 500 INTERNAL instead of 409 TOKEN_TAKEN.
    raceIt('two members with one token: one 201, the other 409 TOKEN_TAKEN', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const cardId = newToken()
        const answers = await Promise.all([postMember({ msisdn: newPhone(), token: cardId }), postMember({ msisdn: newPhone(), token: cardId })])
        expect(statuses(answers), `round ${round}`).toBe('201,409')
        expectError(answers.find((a) => a.status !== 201)!, 409, 'TOKEN_TAKEN')
        expect(await holders(cardId)).toBe(1)
      }
    })

    // Regression: POST .../members looks for an existing membership, then inserts; the loser hits
    // box_members_box_profile_idx: 500 INTERNAL instead of 409 MEMBER_EXISTS.
    raceIt('one phone invited twice: one 201, the other 409 MEMBER_EXISTS', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const msisdn = newPhone()
        const answers = await Promise.all([postMember({ msisdn }), postMember({ msisdn })])
        expect(statuses(answers), `round ${round}`).toBe('201,409')
        expectError(answers.find((a) => a.status !== 201)!, 409, 'MEMBER_EXISTS')
      }
    })

    // Regression: PUT /business/activities/{id} (platform/domain/activities.ts) reads the status, then runs
    // `update ... where status = 'PENDING'` without looking at how many rows it changed: both
    // requests answer 200 COMPLETED with their own memberId, but only the first is stored.
    raceIt('two recipients for one PENDING tip: one 200, the other 409 CONFLICT, the 200 is what is stored', async () => {
      const first = await createMember(api, box.id, 'First')
      const second = await createMember(api, box.id, 'Second')
      for (let round = 0; round < ROUNDS; round++) {
        const tip = await addActivity(api, box, { ts: iso('2026-04-01T12:00:00Z'), amount: 100, status: 'PENDING' })
        const answers = await Promise.all(
          [first, second].map((m) => api.fetchJson(`/business/activities/${tip.id}`, { method: 'PUT', token, body: { memberId: m.id } })),
        )
        expect(statuses(answers), `round ${round}`).toBe('200,409')
        const won = answers.find((a) => a.status === 200)!
        const [row] = await api.db.select().from(activities).where(eq(activities.id, tip.id))
        expect(row).toMatchObject({ status: 'COMPLETED', memberId: won.body.memberId })
      }
    })
  })
})
