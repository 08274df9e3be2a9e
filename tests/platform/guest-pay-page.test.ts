import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boxes, boxMembers, rateLimits, removedMembers } from '../../platform/db/schema/index.js'
import { guestPaymentsAvailability } from '../../platform/domain/guest/page.js'
import { DEMO, expectError, forEachDatabase, login, newAddress, useHarness, type Harness } from './harness.js'
import { addActivity, createBox, createMember, createOrganization, DEMO_TOKENS, snapshot } from './tips-fixtures.js'

const boxByToken = async (api: Harness, token: string) => (await api.db.select().from(boxes).where(eq(boxes.token, token)))[0]!
const memberByToken = async (api: Harness, token: string) => (await api.db.select().from(boxMembers).where(eq(boxMembers.token, token)))[0]!

/** What a guest's page must never carry: contact details, profiles, internal ids, card IDs. */
function expectNothingPrivate(text: string) {
  for (const secret of ['msisdn', '+370', '+48', 'token', 'profileId', 'externalId', ...Object.values(DEMO_TOKENS)]) {
    expect(text, secret).not.toContain(secret)
  }
}

describe('whether a venue takes cards', () => {
  const stripe = { name: 'stripe' as const, publishableKey: 'pk_test_abc' }
  it('needs a provider and a verified venue, and says which is missing', () => {
    expect(guestPaymentsAvailability({ kybStatus: 'VERIFIED' }, stripe)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc', reason: null })
    expect(guestPaymentsAvailability({ kybStatus: 'VERIFIED' }, { name: 'demo', publishableKey: null })).toEqual({
      provider: 'demo',
      publishableKey: null,
      reason: null,
    })
    expect(guestPaymentsAvailability({ kybStatus: 'PENDING' }, stripe)).toEqual({ provider: 'none', publishableKey: null, reason: 'NOT_VERIFIED' })
    expect(guestPaymentsAvailability({ kybStatus: 'VERIFIED' }, null)).toEqual({
      provider: 'none',
      publishableKey: null,
      reason: 'NOT_CONFIGURED',
    })
  })
})

forEachDatabase((kind) => {
  describe(`the guest payment page's reads on ${kind}`, () => {
    const api = useHarness(kind, {
      config: (c) => ({ ...c, guestPayments: { provider: 'demo', webhookSecret: 'x'.repeat(32) } }),
    })

    it("a demo box's page: its card, the venue's languages and sections, presets, cards taken, nothing private", async () => {
      const team = await boxByToken(api, DEMO_TOKENS.teamBox)
      const answer = await api.fetchJson(`/public/pay/boxes/${team.id}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const page = answer.body
      expect(page.card).toEqual({ title: 'Old Town Bistro', description: 'Thank you for visiting us!', backgroundColor: '1d478f', logoUrl: null })
      expect(page.box).toEqual({ id: team.id, name: 'Team tips', mode: 'GROUP' })
      expect(page.organization).toMatchObject({ id: team.organizationId, name: 'Old Town Bistro', currency: 'EUR' })
      expect(page.organization.languages.length).toBeGreaterThan(0)
      expect(page.member).toBeNull()
      expect(page.recipients).toEqual([])
      expect(page.sections.header.length + page.sections.footer.length).toBeGreaterThan(0)
      const [low, mid, high] = page.amounts.presets
      expect(low).toBeLessThan(mid)
      expect(mid).toBeLessThan(high)
      expect(page.amounts).toMatchObject({ min: 100, max: 50_000 })
      for (const preset of page.amounts.presets) expect(preset % 50).toBe(0)
      // The Bistro is VERIFIED and the demo provider is configured.
      expect(page.payments).toEqual({ provider: 'demo', publishableKey: null, reason: null })
      expectNothingPrivate(answer.text)
    })

    it('an INDIVIDUAL box lists whom a guest may choose; a PERSONAL box shows its member; a personal link its employee', async () => {
      const counter = await api.fetchJson(`/public/pay/boxes/${(await boxByToken(api, DEMO_TOKENS.counterBox)).id}`)
      expect(counter.body.member).toBeNull()
      expect(counter.body.recipients.map((r: { name: string }) => r.name)).toEqual(['Sofía García', 'Дмитрий Иванов'])
      expect(Object.keys(counter.body.recipients[0]).sort()).toEqual(['id', 'imageUrl', 'name'])
      expectNothingPrivate(counter.text)

      const [unnamed] = await api.db.select().from(boxes).where(eq(boxes.mode, 'PERSONAL'))
      const personal = await api.fetchJson(`/public/pay/boxes/${unnamed!.id}`)
      expect(personal.body.member?.name).toBeTruthy()
      expect(personal.body.recipients).toEqual([])

      const aiste = await memberByToken(api, DEMO_TOKENS.aisteMember)
      const link = await api.fetchJson(`/public/pay/members/${aiste.id}`)
      expect(link.status).toBe(200)
      expect(link.body.member).toEqual({ id: aiste.id, name: 'Aistė Petrauskaitė', imageUrl: null })
      expect(link.body.box.id).toBe(aiste.boxId)
      expect(link.body.recipients).toEqual([])
      expectNothingPrivate(link.text)
    })

    it("a venue not yet verified takes ratings only, and says why", async () => {
      const riverside = await boxByToken(api, DEMO_TOKENS.riversideBox)
      const page = await api.fetchJson(`/public/pay/boxes/${riverside.id}`)
      expect(page.body.payments).toEqual({ provider: 'none', publishableKey: null, reason: 'NOT_VERIFIED' })
    })

    it("presets follow the box's average tip; a box without tips offers its currency's fixed amounts", async () => {
      const venue = await createOrganization(api, { currency: 'EUR' })
      const box = await createBox(api, venue.id, { mode: 'GROUP' })
      expect((await api.fetchJson(`/public/pay/boxes/${box.id}`)).body.amounts.presets).toEqual([200, 500, 1000])
      await addActivity(api, box, { ts: new Date(), amount: 800 })
      await addActivity(api, box, { ts: new Date(), amount: 1200 })
      // A tip older than 90 days no longer counts.
      await addActivity(api, box, { ts: new Date(Date.now() - 120 * 86_400_000), amount: 90_000 })
      expect((await api.fetchJson(`/public/pay/boxes/${box.id}`)).body.amounts.presets).toEqual([700, 1000, 1500])

      const zloty = await createOrganization(api, { currency: 'PLN' })
      const pln = await createBox(api, zloty.id, { mode: 'GROUP' })
      const page = await api.fetchJson(`/public/pay/boxes/${pln.id}`)
      expect(page.body.amounts).toEqual({ presets: [1000, 2000, 5000], min: 500, max: 200_000 })
      // No menu languages: English.
      expect(page.body.organization.languages).toEqual(['en'])
    })

    it('a removed employee\'s link answers 410 with the venue, and the box when it is pooled', async () => {
      const admin = await login(api, DEMO.admin)
      const team = await boxByToken(api, DEMO_TOKENS.teamBox)
      const leaving = await createMember(api, team.id, 'Leaving Soon')
      expect((await api.fetchJson(`/public/pay/members/${leaving.id}`)).status).toBe(200)
      const removed = await api.fetchJson(`/business/organizations/${team.organizationId}/boxes/${team.id}/members/${leaving.id}`, {
        method: 'DELETE',
        token: admin,
      })
      expect(removed.status).toBeLessThan(300)
      const [tombstone] = await api.db.select().from(removedMembers).where(eq(removedMembers.id, leaving.id))
      expect(tombstone).toMatchObject({ boxId: team.id, organizationId: team.organizationId })
      const gone = await api.fetchJson(`/public/pay/members/${leaving.id}`)
      expect(expectError(gone, 410, 'GONE')).toEqual({ boxId: team.id, organizationName: 'Old Town Bistro' })

      // A PERSONAL box was that one person's: nothing to offer instead.
      const own = await createBox(api, team.organizationId, { mode: 'PERSONAL' })
      const solo = await createMember(api, own.id, 'Solo')
      await api.fetchJson(`/business/organizations/${own.organizationId}/boxes/${own.id}/members/${solo.id}`, { method: 'DELETE', token: admin })
      expect(expectError(await api.fetchJson(`/public/pay/members/${solo.id}`), 410, 'GONE')).toEqual({ boxId: null, organizationName: 'Old Town Bistro' })
    })

    it('unknown, malformed and unusable ids are 404 or 400, never a 500', async () => {
      for (const path of ['boxes', 'members']) {
        expectError(await api.fetchJson(`/public/pay/${path}/${crypto.randomUUID()}`), 404, 'NOT_FOUND')
        expectError(await api.fetchJson(`/public/pay/${path}/not-a-uuid`), 404, 'NOT_FOUND')
        for (const junk of ['%00', '%ED%A0%80', '%uD800', 'a%00b']) {
          const answer = await api.fetchJson(`/public/pay/${path}/${junk}`)
          expect(answer.status, `${path}/${junk}`).toBeGreaterThanOrEqual(400)
          expect(answer.status, `${path}/${junk}`).toBeLessThan(500)
        }
      }
      const answer = await api.fetchJson('/public/pay/tokens/%00')
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    })

    it('a card ID leads to its box or member, unknown ones are 404, and an address may look up 20 per 10 minutes', async () => {
      const address = newAddress()
      const lookUp = (token: string, from = address) => api.fetchJson(`/public/pay/tokens/${token}`, { address: from })
      expect((await lookUp(DEMO_TOKENS.teamBox)).body).toEqual({ kind: 'box', id: (await boxByToken(api, DEMO_TOKENS.teamBox)).id })
      expect((await lookUp(DEMO_TOKENS.jonasMember)).body).toEqual({ kind: 'member', id: (await memberByToken(api, DEMO_TOKENS.jonasMember)).id })
      expectError(await lookUp('999999'), 404, 'NOT_FOUND')
      expectError(await lookUp('12345'), 404, 'NOT_FOUND')
      expectError(await lookUp('abcdef'), 404, 'NOT_FOUND')
      for (let i = 3; i < 20; i++) expect((await lookUp('999998')).status).toBe(404)
      const before = await snapshot(api)
      const refused = await lookUp(DEMO_TOKENS.teamBox)
      expect(new Date(expectError(refused, 429, 'RATE_LIMIT').retryAt).getTime()).toBeGreaterThan(Date.now())
      expect(await snapshot(api)).toEqual(before)
      const [counter] = await api.db.select().from(rateLimits).where(eq(rateLimits.key, `guest-pay:token:${address}`))
      expect(counter?.count).toBe(21)
      // Another address is not held back by this one.
      expect((await lookUp(DEMO_TOKENS.teamBox, newAddress())).status).toBe(200)
    })
  })
})
