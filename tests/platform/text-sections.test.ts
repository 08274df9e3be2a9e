/**
 * Text sections through PUT /business/organizations/{id} (SPEC.md 2 "Text sections", 5, 6, 9):
 * text required in some language, the 180-character limit in every language, the other
 * fields' bounds, the revision that turns a stale save into 409 STALE, MANAGE_TEXT_SECTIONS,
 * the demo sections, and junk that never answers 500 or changes anything.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEXT_SECTION_ERRORS, TEXT_SECTION_LIMITS, type Organization, type Permission } from '../../contract/organizations.js'
import { memberships, organizations } from '../../platform/db/schema/index.js'
import { DEMO, expectError, forEachDatabase, login, register, useHarness, type Harness } from './harness.js'

const put = (api: Harness, token: string, id: string, body: unknown) =>
  api.fetchJson(`/business/organizations/${id}`, { method: 'PUT', token, body })

async function read(api: Harness, token: string, id: string): Promise<Organization> {
  const response = await api.fetchJson('/business/organizations', { token })
  expect(response.status, response.text).toBe(200)
  const found = (response.body as Organization[]).find((o) => o.id === id)
  if (!found) throw new Error(`organization ${id} is not visible`)
  return found
}

/** A venue of its own under the Demo Group (the admin reaches it) and a member with `permissions` on it. */
async function venue(api: Harness, permissions: Permission[] = []) {
  const [group] = await api.db.select().from(organizations).where(eq(organizations.name, 'Demo Group'))
  const [row] = await api.db
    .insert(organizations)
    .values({ name: `Text venue ${crypto.randomUUID().slice(0, 8)}`, parentId: group!.id, paymentsEnabled: true })
    .returning()
  const member = await register(api)
  await api.db.insert(memberships).values({ profileId: member.profile.id, organizationId: row!.id, permissions })
  return { id: row!.id, token: member.token }
}

const section = (text: Record<string, string>, extra: Record<string, unknown> = {}) => ({ text, ...extra })

forEachDatabase((kind) => {
  const api = useHarness(kind)
  let admin: string

  beforeAll(async () => {
    admin = await login(api, DEMO.admin)
  })

  /** The row as stored: what a refusal must leave alone. */
  const stored = async (id: string) => {
    const [row] = await api.db
      .select({
        header: organizations.headerTextSections,
        footer: organizations.footerTextSections,
        revision: organizations.textSectionsRevision,
        allowOrderDisabled: organizations.allowOrderDisabled,
      })
      .from(organizations)
      .where(eq(organizations.id, id))
    return row!
  }

  describe('the demo sections', () => {
    it('gives Old Town Bistro a header with a detail and an allergens footer, in English and Lithuanian', async () => {
      const all = (await api.fetchJson('/business/organizations', { token: admin })).body as Organization[]
      const bistro = all.find((o) => o.name === 'Old Town Bistro')!
      expect(bistro.headerTextSections).toHaveLength(1)
      expect(bistro.headerTextSections[0]!.title).toEqual({ en: 'Service charge not included', lt: 'Aptarnavimo mokestis neįskaičiuotas' })
      expect(Object.keys(bistro.headerTextSections[0]!.text).sort()).toEqual(['en', 'lt'])
      expect(bistro.headerTextSections[0]!.detailAction.en).toBe('How tips are shared')
      expect(bistro.headerTextSections[0]!.detail?.content.lt).toMatch(/Arbatpinigiai/)
      expect(bistro.footerTextSections.map((s) => s.title.en)).toEqual(['Allergens'])
      // Every demo venue's section obeys the limits it was written through.
      for (const org of all) {
        for (const s of [...org.headerTextSections, ...org.footerTextSections]) {
          expect(Object.values(s.text).some((v) => v.trim() !== '')).toBe(true)
          for (const v of Object.values(s.text)) expect(v.length).toBeLessThanOrEqual(180)
        }
      }
      expect(all.find((o) => o.name === 'Station Café')!.headerTextSections).toHaveLength(1)
      expect(all.find((o) => o.name === 'Riverside Bar')!.footerTextSections).toHaveLength(1)
      expect(all.find((o) => o.name === 'Demo Group')!.headerTextSections).toEqual([])
    })
  })

  describe('the rules of a section', () => {
    it('accepts 180 characters in every language and refuses 181 in any one, storing nothing', async () => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      expect(org.textSectionsRevision).toBe(0)
      const full = { en: 'e'.repeat(180), lt: 'ž'.repeat(180) }
      const ok = await put(api, admin, id, { ...org, headerTextSections: [section(full)] })
      expect(ok.status, ok.text).toBe(200)
      expect(ok.body.headerTextSections[0].text).toEqual(full)
      expect(ok.body.textSectionsRevision).toBe(1)
      const before = await stored(id)
      for (const [list, lang] of [
        ['headerTextSections', 'en'],
        ['headerTextSections', 'lt'],
        ['footerTextSections', 'pl'],
      ] as const) {
        const text = { ...full, [lang]: 'x'.repeat(181) }
        const refused = expectError(await put(api, admin, id, { ...ok.body, [list]: [section(text)] }), 400, 'VALIDATION')
        expect(refused.fields).toEqual({ [`${list}.0.text.${lang}`]: [TEXT_SECTION_ERRORS.tooLong] })
      }
      expect(await stored(id)).toEqual(before)
    })

    it('needs text in at least one language: none, blanks only or a missing text are 400 on that section', async () => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      for (const empty of [section({}), section({ en: '', lt: '   ' }), { title: { en: 'Only a title' } }]) {
        const refused = expectError(
          await put(api, admin, id, { ...org, footerTextSections: [section({ en: 'fine' }), empty] }),
          400,
          'VALIDATION',
        )
        expect(refused.fields).toEqual({ 'footerTextSections.1.text': [TEXT_SECTION_ERRORS.textRequired] })
      }
      expect(await stored(id)).toEqual({ header: [], footer: [], revision: 0, allowOrderDisabled: false })
      // Text in one language is enough; a blank language is dropped rather than stored.
      const ok = await put(api, admin, id, { ...org, footerTextSections: [section({ en: '', lt: 'Tik lietuviškai' })] })
      expect(ok.status, ok.text).toBe(200)
      expect(ok.body.footerTextSections).toEqual([{ title: {}, text: { lt: 'Tik lietuviškai' }, detailAction: {}, detail: null }])
    })

    it('bounds the title, the detail action and the detail content in every language', async () => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      const at = {
        title: { en: 't'.repeat(TEXT_SECTION_LIMITS.title) },
        text: { en: 'Text' },
        detailAction: { lt: 'a'.repeat(TEXT_SECTION_LIMITS.detailAction) },
        detail: { content: { en: 'c'.repeat(TEXT_SECTION_LIMITS.detailContent) }, css: '' },
      }
      const ok = await put(api, admin, id, { ...org, headerTextSections: [at] })
      expect(ok.status, ok.text).toBe(200)
      expect(ok.body.headerTextSections).toEqual([at])
      const before = await stored(id)
      const over: [Record<string, unknown>, string][] = [
        [{ title: { lt: 't'.repeat(TEXT_SECTION_LIMITS.title + 1) } }, 'headerTextSections.0.title.lt'],
        [{ detailAction: { en: 'a'.repeat(TEXT_SECTION_LIMITS.detailAction + 1) } }, 'headerTextSections.0.detailAction.en'],
        [{ detail: { content: { en: 'c'.repeat(TEXT_SECTION_LIMITS.detailContent + 1) } } }, 'headerTextSections.0.detail.content.en'],
      ]
      for (const [change, field] of over) {
        const refused = expectError(await put(api, admin, id, { ...ok.body, headerTextSections: [{ ...at, ...change }] }), 400, 'VALIDATION')
        expect(refused.fields).toEqual({ [field]: [TEXT_SECTION_ERRORS.tooLong] })
      }
      // More sections than a list holds, and a language that is not a language code.
      const many = Array.from({ length: TEXT_SECTION_LIMITS.sections + 1 }, () => section({ en: 'x' }))
      expect(expectError(await put(api, admin, id, { ...ok.body, footerTextSections: many }), 400, 'VALIDATION').fields).toHaveProperty('footerTextSections')
      const badLanguage = expectError(await put(api, admin, id, { ...ok.body, footerTextSections: [section({ English: 'x' })] }), 400, 'VALIDATION')
      expect(badLanguage.fields).toEqual({ 'footerTextSections.0.text.English': [TEXT_SECTION_ERRORS.invalidLanguage] })
      expect(await stored(id)).toEqual(before)
    })
  })

  describe('the revision', () => {
    it('answers 409 STALE to the second of two clients that read the same revision, keeping the first one’s section', async () => {
      const { id } = await venue(api)
      await put(api, admin, id, { textSectionsRevision: 0, headerTextSections: [section({ en: 'Existing' })] })
      // Two people open the screen: both read revision 1.
      const first = await read(api, admin, id)
      const second = await read(api, admin, id)
      expect(first.textSectionsRevision).toBe(1)
      const firstSave = await put(api, admin, id, { ...first, headerTextSections: [...first.headerTextSections, section({ en: 'From the first' })] })
      expect(firstSave.status, firstSave.text).toBe(200)
      expect(firstSave.body.textSectionsRevision).toBe(2)
      const secondSave = await put(api, admin, id, { ...second, headerTextSections: [...second.headerTextSections, section({ en: 'From the second' })] })
      expect(expectError(secondSave, 409, 'CONFLICT')).toMatchObject({ reason: 'STALE', key: TEXT_SECTION_ERRORS.stale })
      // Even a change of the other list from the stale read is refused: it was read at revision 1.
      expectError(await put(api, admin, id, { ...second, footerTextSections: [section({ en: 'Footer' })] }), 409, 'CONFLICT')
      const now = await read(api, admin, id)
      expect(now.headerTextSections.map((s) => s.text.en)).toEqual(['Existing', 'From the first'])
      expect(now.footerTextSections).toEqual([])
      expect(now.textSectionsRevision).toBe(2)
      // Re-read, the second client's save goes through on top of the first one's.
      const again = await put(api, admin, id, { ...now, headerTextSections: [...now.headerTextSections, section({ en: 'From the second' })] })
      expect(again.status, again.text).toBe(200)
      expect(again.body.headerTextSections.map((s: { text: { en: string } }) => s.text.en)).toEqual(['Existing', 'From the first', 'From the second'])
      expect(again.body.textSectionsRevision).toBe(3)
    })

    it('answers 400 when sections change without a revision, and leaves the revision alone when they do not change', async () => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      const { textSectionsRevision: _, ...withoutRevision } = org
      const refused = expectError(await put(api, admin, id, { ...withoutRevision, headerTextSections: [section({ en: 'x' })] }), 400, 'VALIDATION')
      expect(refused.fields).toEqual({ textSectionsRevision: [TEXT_SECTION_ERRORS.revisionRequired] })
      for (const junk of [-1, 1.5, '0', null, 3_000_000_000]) {
        expectError(await put(api, admin, id, { ...org, textSectionsRevision: junk, headerTextSections: [section({ en: 'x' })] }), 400, 'VALIDATION')
      }
      expect(await stored(id)).toMatchObject({ header: [], revision: 0 })
      // The order switch alone, with the lists sent back as read, or a stale revision: no revision needed, none spent.
      const switched = await put(api, admin, id, { ...withoutRevision, allowOrderDisabled: true })
      expect(switched.status, switched.text).toBe(200)
      const stale = await put(api, admin, id, { ...org, textSectionsRevision: 7, allowOrderDisabled: false })
      expect(stale.status, stale.text).toBe(200)
      expect(await stored(id)).toEqual({ header: [], footer: [], revision: 0, allowOrderDisabled: false })
    })

    it('never lets lists sent back unchanged beside another change put back an older list', async () => {
      const { id } = await venue(api)
      const old = await read(api, admin, id)
      const saved = await put(api, admin, id, { ...old, footerTextSections: [section({ en: 'New' })] })
      expect(saved.status, saved.text).toBe(200)
      // A client still holding the old (empty) lists flips the order switch with the whole object.
      expectError(await put(api, admin, id, { ...old, allowOrderDisabled: true }), 409, 'CONFLICT')
      expect(await stored(id)).toMatchObject({ footer: [section({ en: 'New' }, { title: {}, detailAction: {}, detail: null })], revision: 1, allowOrderDisabled: false })
    })

    it('bumps the revision once per write of either list, and a concurrent pair of saves lets exactly one through', async () => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      const results = await Promise.all(
        ['A', 'B', 'C'].map((name) => put(api, admin, id, { ...org, headerTextSections: [section({ en: name })] })),
      )
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
      const winner = results.find((r) => r.status === 200)!.body.headerTextSections[0].text.en
      const now = await read(api, admin, id)
      expect(now.textSectionsRevision).toBe(1)
      expect(now.headerTextSections[0]!.text.en).toBe(winner)
    })
  })

  describe('permissions', () => {
    it('answers 403 to a member without MANAGE_TEXT_SECTIONS, whose order switches stay writable with their own rules', async () => {
      const { id, token } = await venue(api, ['VIEW_ORDERS'])
      const org = await read(api, token, id)
      expectError(await put(api, token, id, { ...org, headerTextSections: [section({ en: 'Mine' })] }), 403, 'FORBIDDEN')
      expectError(await put(api, token, id, { ...org, footerTextSections: [] , headerTextSections: [section({ en: 'Mine' })] }), 403, 'FORBIDDEN')
      expect(await stored(id)).toEqual({ header: [], footer: [], revision: 0, allowOrderDisabled: false })
      const switched = await put(api, token, id, { ...org, allowOrderDisabled: true })
      expect(switched.status, switched.text).toBe(200)
      expect(switched.body).toMatchObject({ allowOrderDisabled: true, headerTextSections: [], textSectionsRevision: 0 })
      // Its own rule still holds: a disabled period ending in the past is 400.
      expectError(await put(api, token, id, { ...org, allowOrderDisabled: true, allowOrderDisabledUntil: '2020-01-01T00:00:00Z' }), 400, 'VALIDATION')
    })

    it('lets a member with only MANAGE_TEXT_SECTIONS write the sections but not the order switches', async () => {
      const { id, token } = await venue(api, ['MANAGE_TEXT_SECTIONS'])
      const org = await read(api, token, id)
      expect(org.permissions).toEqual(['MANAGE_TEXT_SECTIONS'])
      const ok = await put(api, token, id, { ...org, headerTextSections: [section({ en: 'Hello', lt: 'Labas' })] })
      expect(ok.status, ok.text).toBe(200)
      expectError(await put(api, token, id, { ...ok.body, allowOrderDisabled: true }), 403, 'FORBIDDEN')
      expect((await stored(id)).allowOrderDisabled).toBe(false)
    })

    it('refuses the demo limited user (VIEW_STOP_LIST only) on Old Town Bistro', async () => {
      const viewer = await login(api, DEMO.stopListViewer)
      const all = (await api.fetchJson('/business/organizations', { token: viewer })).body as Organization[]
      const bistro = all[0]!
      const before = await stored(bistro.id)
      // The viewer is shown no sections (empty lists), so a list with one is a change.
      const footer = [{ text: { en: 'Not theirs to write' } }]
      expectError(await put(api, viewer, bistro.id, { ...bistro, footerTextSections: footer }), 403, 'FORBIDDEN')
      expect(await stored(bistro.id)).toEqual(before)
    })
  })

  describe('junk', () => {
    it.each([
      ['a section that is a string', { headerTextSections: ['Welcome'] }],
      ['a text that is a list', { headerTextSections: [{ text: ['a'] }] }],
      ['a text value that is a number', { headerTextSections: [{ text: { en: 5 } }] }],
      ['a NUL in a text', { headerTextSections: [{ text: { en: 'a\u0000b' } }] }],
      ['a lone surrogate', { footerTextSections: [{ text: { en: 'a\uD800' } }] }],
      ['a detail that is a string', { footerTextSections: [{ text: { en: 'a' }, detail: 'x' }] }],
      ['css too long', { footerTextSections: [{ text: { en: 'a' }, detail: { content: {}, css: 'x'.repeat(TEXT_SECTION_LIMITS.css + 1) } }] }],
      ['a revision that is an object', { textSectionsRevision: { n: 1 }, headerTextSections: [] }],
      ['a text in 41 languages', { headerTextSections: [{ text: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26)), 'x'])) }] }],
    ])('answers 400 VALIDATION for %s and changes nothing', async (_, change) => {
      const { id } = await venue(api)
      const org = await read(api, admin, id)
      const response = await put(api, admin, id, { ...org, ...change })
      expectError(response, 400, 'VALIDATION')
      expect(await stored(id)).toEqual({ header: [], footer: [], revision: 0, allowOrderDisabled: false })
    })
  })
})
