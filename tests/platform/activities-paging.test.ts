/**
 * GET /business/activities?offset=: a screen reads one page of a period's newest 1000 tips
 * and learns from X-Total-Count how many there are to page through.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { TOTAL_COUNT_HEADER } from '../../contract/tips.js'
import { activities } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness, type Json } from './harness.js'
import { createBox, createOrganization, newToken, profileWith, qs, type BoxRow } from './tips-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let token: string
  let box: BoxRow
  const range = { start_ts: '2026-03-01T00:00:00.000Z', finish_ts: '2026-04-01T00:00:00.000Z' }
  const list = (query: Record<string, string | number | undefined>) =>
    api.fetchJson(`/business/activities${qs({ box_id: box.id, ...range, ...query })}`, { token })

  beforeAll(async () => {
    const venue = await createOrganization(api)
    token = (await profileWith(api, venue.id, ['VIEW_BOXES'])).token
    box = await createBox(api, venue.id, { mode: 'GROUP', token: newToken() })
    // 1,030 tips in March, three to a minute so that equal times test the order's tie-break.
    const rows = Array.from({ length: 1030 }, (_, i) => ({
      organizationId: venue.id,
      boxId: box.id,
      ts: new Date(Date.UTC(2026, 2, 2) + Math.floor(i / 3) * 60_000),
      amount: 100 + i,
      rating: i % 6,
    }))
    for (let i = 0; i < rows.length; i += 500) await api.db.insert(activities).values(rows.slice(i, i + 500))
  })

  describe(`on ${kind}`, () => {
    it('pages through the newest 1000 exactly as the whole list orders them, with the count beside each page', async () => {
      const whole = await list({})
      expect(whole.status).toBe(200)
      expect(whole.body).toHaveLength(1000)
      expect(whole.headers.get(TOTAL_COUNT_HEADER)).toBeNull()
      const seen: Json[] = []
      for (let offset = 0; offset < 1000; offset += 50) {
        const page = await list({ limit: 50, offset })
        expect(page.status, page.text).toBe(200)
        expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('1000')
        seen.push(...page.body)
      }
      expect(seen.map((a) => a.id)).toEqual(whole.body.map((a: Json) => a.id))
      expect(new Set(seen.map((a) => a.id)).size).toBe(1000)
    })

    it('counts what the filter leaves, and ends a page at the 1000th tip', async () => {
      const fives = await list({ limit: 50, offset: 0, rating_min: 5 })
      // 1,030 tips rated 0..5 in turn: 171 have 5.
      expect(fives.headers.get(TOTAL_COUNT_HEADER)).toBe('171')
      expect(fives.body.every((a: Json) => a.rating === 5)).toBe(true)
      const last = await list({ limit: 50, offset: 980 })
      expect(last.body).toHaveLength(20)
    })

    it('says the count on a page past the end and for an empty period, and the rows carry only their fields', async () => {
      // 171 tips rated 5: page 200–249 has none, but the count is still there to page back.
      const past = await list({ limit: 50, offset: 200, rating_min: 5 })
      expect(past.body).toEqual([])
      expect(past.headers.get(TOTAL_COUNT_HEADER)).toBe('171')
      const empty = await api.fetchJson(
        `/business/activities${qs({ box_id: box.id, start_ts: '2025-01-01T00:00:00.000Z', finish_ts: '2025-02-01T00:00:00.000Z', limit: 50, offset: 0 })}`,
        { token },
      )
      expect(empty.body).toEqual([])
      expect(empty.headers.get(TOTAL_COUNT_HEADER)).toBe('0')
      const page = await list({ limit: 50, offset: 0 })
      expect(Object.keys(page.body[0]).sort()).toEqual(Object.keys((await list({ limit: 1 })).body[0]).sort())
    })

    it('refuses an offset outside 0–999 and says which field', async () => {
      for (const offset of [-1, 1000, 'x']) {
        const params = expectError(await list({ limit: 50, offset }), 400, 'VALIDATION')
        expect(params.fields).toHaveProperty('offset')
      }
    })
  })
})
