/**
 * Issue 6 item 11: junk a fuzz of 12,000 requests turned into 500s, each answered now with
 * 400 VALIDATION by the contract's shared primitives (contract/primitives.ts), and nothing
 * written. The fuzz suite (tests/fuzz) keeps probing the same kinds at every endpoint.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { boxes, boxMembers } from '../../platform/db/schema/index.js'
import { expectError, forEachDatabase, useHarness } from './harness.js'
import { countRows, createBox, createOrganization, newToken, profileWith, type BoxRow, type OrganizationRow } from './tips-fixtures.js'

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let venue: OrganizationRow
  let box: BoxRow
  let token: string
  const range = { start_ts: '2026-10-01T00:00:00.000Z', finish_ts: '2026-11-01T00:00:00.000Z' }
  const activities = (query: Record<string, string>) =>
    api.fetchJson(`/business/activities?${new URLSearchParams({ organization_id: venue.id, ...range, ...query })}`, { token })
  const counts = async () => ({ boxes: await countRows(api, boxes), members: await countRows(api, boxMembers) })

  beforeAll(async () => {
    venue = await createOrganization(api, { name: 'Junk venue' })
    token = (await profileWith(api, venue.id, ['VIEW_BOXES', 'MANAGE_BOXES'])).token
    box = await createBox(api, venue.id, { name: 'Junk box', mode: 'GROUP', token: newToken() })
  })

  describe(`junk answered with 400 VALIDATION on ${kind}`, () => {
    it.each(['1234567', '1e21', '-1', '2.5', '99999999999999999999'])('rating_min=%s', async (value) => {
      expectError(await activities({ rating_min: value }), 400, 'VALIDATION')
    })

    it.each([
      ['year 0', { start_ts: '0000-01-01T00:00:00Z' }],
      ['year 275760', { finish_ts: '+275760-09-13T00:00:00.000Z' }],
      ['a word', { start_ts: 'yesterday' }],
      ['31 February', { start_ts: '2026-02-31T00:00:00Z' }],
    ])('a date of %s', async (_name, query) => {
      expectError(await activities(query), 400, 'VALIDATION')
    })

    it.each([
      ['a NUL in the name', { name: 'Bar\u0000counter', mode: 'GROUP' }],
      ['a lone surrogate in the name', { name: 'Bar \ud800', mode: 'GROUP' }],
      ['a NUL in a key', { name: 'Bar', mode: 'GROUP', 'x\u0000': 1 }],
      ['a token of 1e21', { name: 'Bar', mode: 'GROUP', token: 1e21 }],
    ])('a box with %s: nothing created', async (_name, body) => {
      const before = await counts()
      expectError(await api.fetchJson(`/business/organizations/${venue.id}/boxes`, { token, body }), 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
    })

    it('JSON nested 5,000 deep, refused before it is parsed: nothing created', async () => {
      const before = await counts()
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
      const body = `{"name":"Deep","mode":"GROUP","extra":${deep}}`
      expectError(await api.fetchJson(`/business/organizations/${venue.id}/boxes`, { token, body }), 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
    })

    it('a NUL in an employee name: nothing created', async () => {
      const before = await counts()
      const response = await api.fetchJson(`/business/organizations/${venue.id}/boxes/${box.id}/members`, {
        token,
        body: { name: 'Ana\u0000', msisdn: '+37061111111' },
      })
      expectError(response, 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
    })
  })
})
