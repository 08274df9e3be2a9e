/**
 * Boxes, members, tokens, the payment page card, tip links and business verification (KYB):
 * POST/GET /business/organizations/{id}/boxes, .../members, .../page, .../available-tokens,
 * POST /business/tip-links and GET/POST .../kyb.
 */
import { and, eq, inArray, or } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  availableTokensSchema,
  boxSchema,
  kybStartResponseSchema,
  kybStatusSchema,
  memberSchema,
  pageCardSchema,
  tipLinkResponseSchema,
} from '../../contract/tips.js'
import { boxes, boxMembers, memberships, organizations, profiles } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, login, newPhone, register, useHarness, type Json } from './harness.js'
import {
  countRows,
  createBox,
  createMember,
  createOrganization,
  DEMO_TOKENS,
  newToken,
  profileWith,
  type BoxRow,
  type MemberRow,
  type OrganizationRow,
} from './tips-fixtures.js'

// The harness starts without APP_URL or PAYMENT_PAGE_URL: links lead to this server's own /pay pages.
const PAY = 'http://localhost:3000/pay'
/** '+37065000001' -> '+370 650 00001' */
const spaced = (msisdn: string) => msisdn.replace(/^(\+370)(\d{3})(\d{5})$/, '$1 $2 $3')

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let venue: OrganizationRow
  let zloty: OrganizationRow
  let token: string
  let group: BoxRow
  let personal: BoxRow
  let individual: BoxRow
  let grouped: MemberRow

  const base = () => `/business/organizations/${venue.id}`
  const postBox = (body: unknown, org = venue.id) => api.fetchJson(`/business/organizations/${org}/boxes`, { token, body })
  const postMember = (box: BoxRow, body: unknown) =>
    api.fetchJson(`/business/organizations/${box.organizationId}/boxes/${box.id}/members`, { token, body })
  const putMember = (box: BoxRow, memberId: string, body: unknown) =>
    api.fetchJson(`/business/organizations/${box.organizationId}/boxes/${box.id}/members/${memberId}`, { method: 'PUT', token, body })
  const deleteMember = (box: BoxRow, memberId: string) =>
    api.fetchJson(`/business/organizations/${box.organizationId}/boxes/${box.id}/members/${memberId}`, { method: 'DELETE', token })
  const members = async (box: BoxRow): Promise<Json[]> => {
    const response = await api.fetchJson(`/business/organizations/${box.organizationId}/boxes/${box.id}/members`, { token })
    expect(response.status, response.text).toBe(200)
    return response.body
  }
  const counts = async () => ({ boxes: await countRows(api, boxes), members: await countRows(api, boxMembers), profiles: await countRows(api, profiles) })

  beforeAll(async () => {
    venue = await createOrganization(api, { name: 'Boxes venue' })
    zloty = await createOrganization(api, { name: 'Złoty venue', currency: 'PLN', timeZone: 'Europe/Warsaw' })
    const owner = await profileWith(api, venue.id, ['VIEW_BOXES', 'MANAGE_BOXES'])
    await api.db.insert(memberships).values({ profileId: owner.profileId, organizationId: zloty.id, permissions: ['VIEW_BOXES', 'MANAGE_BOXES'] })
    token = owner.token
    group = await createBox(api, venue.id, { name: 'Group box', mode: 'GROUP', token: newToken() })
    personal = await createBox(api, venue.id, { name: 'Personal box', mode: 'PERSONAL' })
    individual = await createBox(api, venue.id, { name: 'Individual box', mode: 'INDIVIDUAL' })
    grouped = await createMember(api, group.id, 'Grouped Gintarė', { token: newToken() })
  })

  describe('POST and GET boxes', () => {
    it('creates a named GROUP box with a token and lists it', async () => {
      const cardId = newToken()
      const response = await postBox({ name: '  Terrace  ', mode: 'GROUP', token: cardId })
      expect(response.status, response.text).toBe(201)
      const box = boxSchema.strict().parse(response.body)
      expect(box).toEqual(response.body)
      expect(box).toEqual({
        id: expect.any(String),
        organizationId: venue.id,
        name: 'Terrace',
        mode: 'GROUP',
        token: cardId,
        url: `${PAY}/b/${box.id}`,
        balance: 0,
        currency: 'EUR',
        members: [],
        statistics: { totalAmount: 0, count: 0, avgRating: null },
      })
      const [row] = await api.db.select().from(boxes).where(eq(boxes.id, box.id))
      expect(row).toMatchObject({ organizationId: venue.id, name: 'Terrace', mode: 'GROUP', token: cardId })

      const listed = await api.fetchJson(`${base()}/boxes`, { token })
      expect(listed.status).toBe(200)
      for (const b of listed.body) expect(boxSchema.strict().parse(b)).toEqual(b)
      expect(listed.body.find((b: Json) => b.id === box.id)).toEqual(box)
    })

    it('creates an unnamed box without a token, listed first; an empty name is no name', async () => {
      const unnamed = await postBox({ mode: 'PERSONAL' })
      expect(unnamed.status, unnamed.text).toBe(201)
      expect(unnamed.body).toMatchObject({ name: null, token: null, mode: 'PERSONAL' })
      const empty = await postBox({ name: '', mode: 'INDIVIDUAL', token: null })
      expect(empty.status, empty.text).toBe(201)
      expect(empty.body).toMatchObject({ name: null, token: null, mode: 'INDIVIDUAL' })
      const listed = (await api.fetchJson(`${base()}/boxes`, { token })).body as Json[]
      const names = listed.map((b) => b.name)
      expect(names.slice(0, 2)).toEqual([null, null])
      const named = names.filter((n): n is string => n !== null)
      expect(named).toEqual([...named].sort())
      expect(listed.find((b) => b.id === group.id).members.map((m: Json) => m.id)).toEqual([grouped.id])
    })

    it('answers the organization currency', async () => {
      const response = await postBox({ name: 'Kasa', mode: 'PERSONAL' }, zloty.id)
      expect(response.status, response.text).toBe(201)
      expect(response.body.currency).toBe('PLN')
      const listed = await api.fetchJson(`/business/organizations/${zloty.id}/boxes`, { token })
      expect(listed.body.map((b: Json) => [b.name, b.currency])).toEqual([['Kasa', 'PLN']])
    })

    it.each([
      ['no mode', { name: 'X' }],
      ['an unknown mode', { name: 'X', mode: 'SHARED' }],
      ['a name over 100 characters', { name: 'x'.repeat(101), mode: 'GROUP' }],
      ['a body that is not JSON', '{"mode": "GROUP"'],
    ])('answers 400 VALIDATION for %s and creates nothing', async (_, body) => {
      const before = await counts()
      expectError(await postBox(body), 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
    })

    it.each(['abc', '00000000-0000-0000-0000-00000000000g'])('answers 404 for the organization id %s', async (id) => {
      expectError(await api.fetchJson(`/business/organizations/${id}/boxes`, { token }), 404, 'NOT_FOUND')
      expectError(await postBox({ mode: 'GROUP' }, id), 404, 'NOT_FOUND')
    })
  })

  describe('GET .../boxes/{boxId}/page', () => {
    it('answers the payment page card, falling back to the box name, then the organization name', async () => {
      const page = async (box: BoxRow) => {
        const response = await api.fetchJson(`${base()}/boxes/${box.id}/page`, { token })
        expect(response.status, response.text).toBe(200)
        expect(pageCardSchema.strict().parse(response.body)).toEqual(response.body)
        return response.body
      }
      expect(await page(group)).toEqual({ title: 'Group box', description: null, backgroundColor: 'ffffff', logoUrl: null })
      const unnamed = await createBox(api, venue.id, { mode: 'PERSONAL' })
      expect((await page(unnamed)).title).toBe('Boxes venue')
      const styled = await createBox(api, venue.id, {
        name: 'Styled',
        mode: 'PERSONAL',
        pageTitle: 'Thank you!',
        pageDescription: 'Tips go to the team',
        pageBackgroundColor: '1d478f',
        pageLogoUrl: 'https://cdn.example/logo.png',
      })
      expect(await page(styled)).toEqual({
        title: 'Thank you!',
        description: 'Tips go to the team',
        backgroundColor: '1d478f',
        logoUrl: 'https://cdn.example/logo.png',
      })
    })

    it('answers 404 for an unknown box or a box of another organization', async () => {
      expectError(await api.fetchJson(`${base()}/boxes/${crypto.randomUUID()}/page`, { token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${base()}/boxes/abc/page`, { token }), 404, 'NOT_FOUND')
      const other = await createBox(api, zloty.id, { mode: 'PERSONAL' })
      expectError(await api.fetchJson(`${base()}/boxes/${other.id}/page`, { token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${base()}/boxes/${other.id}/members`, { token }), 404, 'NOT_FOUND')
    })
  })

  describe('tokens', () => {
    const BAD_TOKENS: unknown[] = ['12345', '1234567', 'abcdef', '12 345', '', '12345a', 123456]

    it.each(BAD_TOKENS)('refuses the box token %j with 400 VALIDATION', async (bad) => {
      const before = await counts()
      const params = expectError(await postBox({ name: 'Bad token', mode: 'GROUP', token: bad }), 400, 'VALIDATION')
      expect(Object.keys(params.fields)).toEqual(['token'])
      expect(await counts()).toEqual(before)
    })

    it.each(BAD_TOKENS)('refuses the member token %j with 400 VALIDATION, on invite and on edit', async (bad) => {
      const before = await counts()
      const params = expectError(await postMember(group, { name: 'Bad', msisdn: newPhone(), token: bad }), 400, 'VALIDATION')
      expect(Object.keys(params.fields)).toEqual(['token'])
      expectError(await putMember(group, grouped.id, { name: grouped.name, role: 'MEMBER', token: bad }), 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
      const [row] = await api.db.select().from(boxMembers).where(eq(boxMembers.id, grouped.id))
      expect(row!.token).toBe(grouped.token)
    })

    it('answers 409 TOKEN_TAKEN for a token any box or member uses, and creates nothing', async () => {
      const taken = [DEMO_TOKENS.teamBox, DEMO_TOKENS.riversideBox, DEMO_TOKENS.aisteMember, DEMO_TOKENS.jonasMember, group.token!, grouped.token!]
      for (const t of taken) {
        const before = await counts()
        expect(expectError(await postBox({ name: 'Dup', mode: 'GROUP', token: t }), 409, 'TOKEN_TAKEN')).toMatchObject({
          fields: { token: expect.any(Array) },
        })
        const phone = newPhone()
        expectError(await postMember(group, { name: 'Dup', msisdn: phone, token: t }), 409, 'TOKEN_TAKEN')
        expectError(await postMember(personal, { name: 'Dup', msisdn: phone, token: t }), 409, 'TOKEN_TAKEN')
        // Neither a box, nor a member, nor a profile for the invited phone.
        expect(await counts()).toEqual(before)
        expect(await api.db.select().from(profiles).where(eq(profiles.msisdn, phone))).toEqual([])
      }
    })

    it('answers 409 TOKEN_TAKEN when an edit takes a used token, and lets a member keep or change its own', async () => {
      const other = await createMember(api, personal.id, 'Other Ona', { token: newToken() })
      for (const t of [DEMO_TOKENS.counterBox, DEMO_TOKENS.jonasMember, group.token!, grouped.token!]) {
        expectError(await putMember(personal, other.id, { name: 'Other Ona', role: 'MEMBER', token: t }), 409, 'TOKEN_TAKEN')
      }
      const [unchanged] = await api.db.select().from(boxMembers).where(eq(boxMembers.id, other.id))
      expect(unchanged).toEqual(other)

      const kept = await putMember(personal, other.id, { name: 'Other Ona', role: 'MEMBER', token: other.token })
      expect(kept.status, kept.text).toBe(200)
      expect(kept.body.token).toBe(other.token)

      const fresh = newToken()
      const moved = await putMember(personal, other.id, { name: 'Other Ona', role: 'MEMBER', token: fresh })
      expect(moved.status, moved.text).toBe(200)
      expect(moved.body.token).toBe(fresh)
      // The old token is free again; the new one is taken.
      expect((await postBox({ name: 'Reuses a token', mode: 'PERSONAL', token: other.token })).status).toBe(201)
      expectError(await postBox({ name: 'Dup', mode: 'PERSONAL', token: fresh }), 409, 'TOKEN_TAKEN')
    })

    it('a token given to a new box cannot be given to a member', async () => {
      const t = newToken()
      expect((await postBox({ name: 'Fresh', mode: 'GROUP', token: t })).status).toBe(201)
      const before = await counts()
      expectError(await postMember(group, { name: 'Late', msisdn: newPhone(), token: t }), 409, 'TOKEN_TAKEN')
      expect(await counts()).toEqual(before)
    })

    it('offers six-digit tokens that nothing uses', async () => {
      const response = await api.fetchJson(`${base()}/available-tokens`, { token })
      expect(response.status, response.text).toBe(200)
      const { tokens } = availableTokensSchema.strict().parse(response.body)
      expect(tokens.length).toBeGreaterThan(0)
      expect(new Set(tokens).size).toBe(tokens.length)
      for (const t of tokens) expect(t).toMatch(/^\d{6}$/)
      const used = [
        ...(await api.db.select({ t: boxes.token }).from(boxes).where(inArray(boxes.token, tokens))),
        ...(await api.db.select({ t: boxMembers.token }).from(boxMembers).where(inArray(boxMembers.token, tokens))),
      ]
      expect(used).toEqual([])
      // One of them can be used at once.
      const created = await postBox({ name: 'From offer', mode: 'GROUP', token: tokens[0] })
      expect(created.status, created.text).toBe(201)
      expect(created.body.token).toBe(tokens[0])
    })
  })

  describe('members', () => {
    it('invites a person with name, phone, role, token and externalId; the phone is normalized', async () => {
      const phone = newPhone()
      const cardId = newToken()
      const response = await postMember(group, { name: '  Ieva  ', msisdn: spaced(phone), role: 'MEMBER', token: cardId, externalId: 'EMP-7' })
      expect(response.status, response.text).toBe(201)
      const member = memberSchema.strict().parse(response.body)
      expect(member).toEqual(response.body)
      const [profile] = await api.db.select().from(profiles).where(eq(profiles.msisdn, phone))
      expect(member).toEqual({
        id: expect.any(String),
        memberId: profile!.id,
        boxId: group.id,
        name: 'Ieva',
        msisdn: phone,
        role: 'MEMBER',
        externalId: 'EMP-7',
        token: cardId,
        onboarded: false,
        page: { imageUrl: null },
        url: `${PAY}/m/${member.id}`,
        previewUrl: `${PAY}/m/${member.id}?preview=true`,
        avgRating: null,
        totalAmount: 0,
        count: 0,
      })
      expect((await members(group)).find((m) => m.id === member.id)).toEqual(member)
    })

    it('defaults the role to MEMBER and finds an existing profile (onboarded with a password)', async () => {
      const person = await register(api)
      const before = await countRows(api, profiles)
      const response = await postMember(personal, { name: 'Registered Rokas', msisdn: person.msisdn })
      expect(response.status, response.text).toBe(201)
      expect(response.body).toMatchObject({
        memberId: person.profile.id,
        role: 'MEMBER',
        onboarded: true,
        token: null,
        externalId: null,
        msisdn: person.msisdn,
      })
      expect(await countRows(api, profiles)).toBe(before)
      // The demo admin too.
      const admin = await postMember(personal, { name: 'Demo admin', msisdn: DEMO.admin })
      expect(admin.status, admin.text).toBe(201)
      expect(admin.body.onboarded).toBe(true)
    })

    it.each(['not a phone', '+3706', '+370123', '37065000001', '+999123456789', '', 42])(
      'answers 400 VALIDATION for the phone %j and creates nothing',
      async (msisdn) => {
        const before = await counts()
        const params = expectError(await postMember(group, { name: 'Bad phone', msisdn }), 400, 'VALIDATION')
        expect(Object.keys(params.fields)).toEqual(['msisdn'])
        expect(await counts()).toEqual(before)
      },
    )

    it('answers 400 VALIDATION without a phone, a name, or a JSON body', async () => {
      const before = await counts()
      expectError(await postMember(group, { name: 'No phone' }), 400, 'VALIDATION')
      expectError(await postMember(group, { msisdn: newPhone() }), 400, 'VALIDATION')
      expectError(await postMember(group, { name: '   ', msisdn: newPhone() }), 400, 'VALIDATION')
      expectError(await postMember(group, { name: 'Bad role', msisdn: newPhone(), role: 'OWNER' }), 400, 'VALIDATION')
      expectError(await postMember(group, '{"name":'), 400, 'VALIDATION')
      expect(await counts()).toEqual(before)
    })

    it('answers 409 MEMBER_EXISTS for the same phone twice in a box, however written', async () => {
      const phone = newPhone()
      expect((await postMember(individual, { name: 'First', msisdn: phone })).status).toBe(201)
      const before = await counts()
      for (const written of [phone, spaced(phone)]) {
        expectError(await postMember(individual, { name: 'Second', msisdn: written }), 409, 'MEMBER_EXISTS')
      }
      expect(await counts()).toEqual(before)
      // The same person may be in another box.
      const elsewhere = await postMember(personal, { name: 'First elsewhere', msisdn: spaced(phone) })
      expect(elsewhere.status, elsewhere.text).toBe(201)
    })

    it('invites an ADMIN to a GROUP box only', async () => {
      const admin = await postMember(group, { name: 'Admin Agnė', msisdn: newPhone(), role: 'ADMIN' })
      expect(admin.status, admin.text).toBe(201)
      expect(admin.body.role).toBe('ADMIN')
      for (const box of [personal, individual]) {
        const before = await counts()
        const params = expectError(await postMember(box, { name: 'No admin', msisdn: newPhone(), role: 'ADMIN' }), 400, 'VALIDATION')
        expect(Object.keys(params.fields)).toEqual(['role'])
        expect(await counts()).toEqual(before)
      }
    })

    it('updates name, role, token and externalId', async () => {
      const member = await createMember(api, group.id, 'Before Name')
      const cardId = newToken()
      const response = await putMember(group, member.id, { name: ' After Name ', role: 'ADMIN', token: cardId, externalId: 'X-1' })
      expect(response.status, response.text).toBe(200)
      expect(memberSchema.strict().parse(response.body)).toEqual(response.body)
      expect(response.body).toMatchObject({ id: member.id, name: 'After Name', role: 'ADMIN', token: cardId, externalId: 'X-1', boxId: group.id })
      expect((await members(group)).find((m) => m.id === member.id)).toEqual(response.body)
      // And back: no token, no externalId, MEMBER.
      const back = await putMember(group, member.id, { name: 'After Name', role: 'MEMBER', token: null, externalId: null })
      expect(back.status, back.text).toBe(200)
      expect(back.body).toMatchObject({ role: 'MEMBER', token: null, externalId: null })
    })

    it('lets an edit make an ADMIN unless the box is INDIVIDUAL', async () => {
      const inPersonal = await createMember(api, personal.id, 'Personal Paulius')
      const promoted = await putMember(personal, inPersonal.id, { name: 'Personal Paulius', role: 'ADMIN' })
      expect(promoted.status, promoted.text).toBe(200)
      expect(promoted.body.role).toBe('ADMIN')

      const inIndividual = await createMember(api, individual.id, 'Individual Indrė')
      const params = expectError(await putMember(individual, inIndividual.id, { name: 'Renamed', role: 'ADMIN' }), 400, 'VALIDATION')
      expect(Object.keys(params.fields)).toEqual(['role'])
      const [row] = await api.db.select().from(boxMembers).where(eq(boxMembers.id, inIndividual.id))
      expect(row).toEqual(inIndividual)
      // A MEMBER edit of the same member is fine.
      expect((await putMember(individual, inIndividual.id, { name: 'Renamed', role: 'MEMBER' })).status).toBe(200)
    })

    it('answers 400 for an edit without a name or role', async () => {
      expectError(await putMember(group, grouped.id, { name: 'No role' }), 400, 'VALIDATION')
      expectError(await putMember(group, grouped.id, { name: '', role: 'MEMBER' }), 400, 'VALIDATION')
      expectError(await putMember(group, grouped.id, 'nope'), 400, 'VALIDATION')
    })

    it('answers 404 for an unknown member or one of another box', async () => {
      for (const id of [crypto.randomUUID(), 'abc']) {
        expectError(await putMember(group, id, { name: 'X', role: 'MEMBER' }), 404, 'NOT_FOUND')
        expectError(await deleteMember(group, id), 404, 'NOT_FOUND')
      }
      expectError(await putMember(personal, grouped.id, { name: 'X', role: 'MEMBER' }), 404, 'NOT_FOUND')
      expectError(await deleteMember(personal, grouped.id), 404, 'NOT_FOUND')
      expect(await api.db.select().from(boxMembers).where(eq(boxMembers.id, grouped.id))).toEqual([grouped])
      expectError(await postMember({ ...group, id: crypto.randomUUID() }, { name: 'X', msisdn: newPhone() }), 404, 'NOT_FOUND')
    })

    it('removes a member: gone from the list, 404 the second time, the profile stays', async () => {
      const member = await createMember(api, group.id, 'Leaving Lina', { token: newToken() })
      const response = await deleteMember(group, member.id)
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({ removed: true })
      expect((await members(group)).map((m) => m.id)).not.toContain(member.id)
      expect(await api.db.select().from(boxMembers).where(eq(boxMembers.id, member.id))).toEqual([])
      expect(await api.db.select().from(profiles).where(eq(profiles.id, member.profileId))).toHaveLength(1)
      expectError(await deleteMember(group, member.id), 404, 'NOT_FOUND')
      // Its token is free again.
      expect((await postBox({ name: 'After Lina', mode: 'PERSONAL', token: member.token })).status).toBe(201)
    })
  })

  describe('POST /business/tip-links', () => {
    /** `session` null sends no Authorization header. */
    const link = (body: unknown, contentType = 'text/plain', session: string | null = token) =>
      api.fetchJson('/business/tip-links', {
        token: session ?? undefined,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': contentType },
      })
    const request = (t: string) => ({ type: 'BANK_TRANSFER', currency: 'EUR', feeMode: 'STAFF', tipAmount: 500, token: t })

    it('answers a bank-transfer link for a box token sent as text/plain', async () => {
      const response = await link(request(group.token!))
      expect(response.status, response.text).toBe(200)
      expect(tipLinkResponseSchema.strict().parse(response.body)).toEqual(response.body)
      const url = new URL(response.body.link)
      expect(response.body.link).toContain(group.token!)
      expect(url.pathname).toContain(`/${group.token}`)
      expect(url.searchParams.get('a')).toBe('500')
    })

    it('answers a link for a member token, and with a JSON content type too', async () => {
      const response = await link({ ...request(grouped.token!), tipAmount: 1250 }, 'application/json')
      expect(response.status, response.text).toBe(200)
      expect(response.body.link).toContain(grouped.token!)
      expect(new URL(response.body.link).searchParams.get('a')).toBe('1250')
    })

    it('answers 404 for a token nothing uses', async () => {
      expectError(await link(request('999990')), 404, 'NOT_FOUND')
    })

    it('answers 400 VALIDATION for a PLN organization or a currency other than EUR', async () => {
      const plnBox = await createBox(api, zloty.id, { name: 'PLN box', mode: 'PERSONAL', token: newToken() })
      expectError(await link(request(plnBox.token!)), 400, 'VALIDATION')
      expectError(await link({ ...request(plnBox.token!), currency: 'PLN' }), 400, 'VALIDATION')
      expectError(await link({ ...request(group.token!), currency: 'PLN' }), 400, 'VALIDATION')
      expectError(await link({ ...request(group.token!), currency: 'USD' }), 400, 'VALIDATION')
    })

    it.each([
      ['a body that is not JSON', 'type=BANK_TRANSFER'],
      ['a zero amount', { tipAmount: 0 }],
      ['a negative amount', { tipAmount: -500 }],
      ['a fractional amount', { tipAmount: 5.5 }],
      ['an amount as text', { tipAmount: '500' }],
      ['another fee mode', { feeMode: 'GUEST' }],
      ['another type', { type: 'CARD' }],
      ['a five-digit token', { token: '12345' }],
      ['no token', { token: undefined }],
    ])('answers 400 VALIDATION for %s', async (_, change) => {
      const body = typeof change === 'string' ? change : { ...request(group.token!), ...change }
      expectError(await link(body), 400, 'VALIDATION')
    })

    it('answers 401 without a session', async () => {
      expectError(await link(request(group.token!), 'text/plain', null), 401, 'UNAUTHORIZED')
      expectError(await link(request(group.token!), 'text/plain', 'x'.repeat(43)), 401, 'UNAUTHORIZED')
    })
  })

  describe('business verification (KYB)', () => {
    const kyb = (org: string, session = token) => api.fetchJson(`/business/organizations/${org}/kyb`, { token: session })
    const start = (org: string, body: unknown = START_BODY, session = token) =>
      api.fetchJson(`/business/organizations/${org}/kyb`, { token: session, body })
    const START_BODY = {
      refreshUrl: 'https://office.example/organizations?kyb=refresh',
      returnUrl: 'https://office.example/organizations?kyb=result',
    }
    const statusOf = async (id: string) =>
      (await api.db.select({ s: organizations.kybStatus }).from(organizations).where(eq(organizations.id, id)))[0]!.s

    it('starts verification: NOT_STARTED, then PENDING with a url to leave for', async () => {
      const org = await createOrganization(api, { name: 'KYB venue' })
      const { token: session } = await profileWith(api, org.id, ['VIEW_BOXES', 'MANAGE_BOXES'])
      const before = await kyb(org.id, session)
      expect(before.status, before.text).toBe(200)
      expect(kybStatusSchema.strict().parse(before.body)).toEqual({ status: 'NOT_STARTED' })

      const started = await start(org.id, START_BODY, session)
      expect(started.status, started.text).toBe(200)
      expect(kybStartResponseSchema.strict().parse(started.body)).toEqual(started.body)
      expect(started.body.status).toBe('PENDING')
      expect(started.body.url).toEqual(expect.any(String))
      expect(started.body.url.length).toBeGreaterThan(0)
      expect((await kyb(org.id, session)).body).toEqual({ status: 'PENDING' })
      expect(await statusOf(org.id)).toBe('PENDING')
    })

    it('restarts from ACTION_REQUIRED', async () => {
      const org = await createOrganization(api, { name: 'KYB action', kybStatus: 'ACTION_REQUIRED' })
      const { token: session } = await profileWith(api, org.id, ['VIEW_BOXES', 'MANAGE_BOXES'])
      expect((await kyb(org.id, session)).body).toEqual({ status: 'ACTION_REQUIRED' })
      const started = await start(org.id, START_BODY, session)
      expect(started.status, started.text).toBe(200)
      expect(started.body.status).toBe('PENDING')
      expect((await kyb(org.id, session)).body).toEqual({ status: 'PENDING' })
    })

    it.each(['VERIFIED', 'DISABLED'])('answers 409 CONFLICT when %s, and changes nothing', async (status) => {
      const org = await createOrganization(api, { name: `KYB ${status}`, kybStatus: status })
      const { token: session } = await profileWith(api, org.id, ['VIEW_BOXES', 'MANAGE_BOXES'])
      expect((await kyb(org.id, session)).body).toEqual({ status })
      expectError(await start(org.id, START_BODY, session), 409, 'CONFLICT')
      expect(await statusOf(org.id)).toBe(status)
      expect((await kyb(org.id, session)).body).toEqual({ status })
    })

    it('answers the demo statuses, and 409 for the verified Old Town Bistro', async () => {
      const admin = await login(api, DEMO.admin)
      const demo = await api.db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(or(eq(organizations.name, 'Demo Group'), eq(organizations.name, 'Old Town Bistro'), eq(organizations.name, 'Riverside Bar')))
      const statuses = Object.fromEntries(await Promise.all(demo.map(async (o) => [o.name, (await kyb(o.id, admin)).body.status])))
      expect(statuses).toEqual({ 'Demo Group': 'ACTION_REQUIRED', 'Old Town Bistro': 'VERIFIED', 'Riverside Bar': 'PENDING' })
      const bistro = demo.find((o) => o.name === 'Old Town Bistro')!
      expectError(await start(bistro.id, START_BODY, admin), 409, 'CONFLICT')
      expect(await statusOf(bistro.id)).toBe('VERIFIED')
    })

    it.each([
      ['no returnUrl', { refreshUrl: 'https://office.example/x' }],
      ['a refreshUrl that is not a URL', { refreshUrl: 'not a url', returnUrl: 'https://office.example/x' }],
      ['a body that is not JSON', 'refreshUrl='],
    ])('answers 400 VALIDATION for %s and does not start', async (_, body) => {
      const org = await createOrganization(api, { name: 'KYB bad body' })
      const { token: session } = await profileWith(api, org.id, ['VIEW_BOXES', 'MANAGE_BOXES'])
      expectError(await start(org.id, body, session), 400, 'VALIDATION')
      expect(await statusOf(org.id)).toBe('NOT_STARTED')
    })
  })

  describe('nothing leaks between organizations', () => {
    it('a box of another organization cannot be reached through this one', async () => {
      const [demoBox] = await api.db.select().from(boxes).where(eq(boxes.token, DEMO_TOKENS.teamBox))
      const [demoMember] = await api.db
        .select()
        .from(boxMembers)
        .where(and(eq(boxMembers.boxId, demoBox!.id), eq(boxMembers.token, DEMO_TOKENS.aisteMember)))
      const path = `${base()}/boxes/${demoBox!.id}`
      expectError(await api.fetchJson(`${path}/members`, { token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}/page`, { token }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}/members`, { token, body: { name: 'X', msisdn: newPhone() } }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}/members/${demoMember!.id}`, { method: 'PUT', token, body: { name: 'X', role: 'MEMBER' } }), 404, 'NOT_FOUND')
      expectError(await api.fetchJson(`${path}/members/${demoMember!.id}`, { method: 'DELETE', token }), 404, 'NOT_FOUND')
      expect(await api.db.select().from(boxMembers).where(eq(boxMembers.id, demoMember!.id))).toEqual([demoMember])
    })
  })
})
