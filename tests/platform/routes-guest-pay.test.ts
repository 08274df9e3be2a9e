/**
 * The guest payment page's routes (app/routes/pay+) as Remix runs them, over the real platform
 * with the demo provider: the page in the guest's language with a fresh attempt and a tip
 * link's amount; refusals said on the form in the guest's language with the fields kept; the
 * same attempt posted twice answers the same checkout; the island's in-page request gets JSON;
 * "Send rating" without paying; the token link and the done page.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as boxPage from '../../app/routes/pay+/b.$boxId'
import * as donePage from '../../app/routes/pay+/done.$checkoutId'
import * as tokenLink from '../../app/routes/pay+/t.$token'
import { boxes, guestCheckouts } from '../../platform/db/schema/index.js'
import { DEMO, forEachDatabase, useHarness, type Json } from './harness.js'
import { run, signedIn } from './route-harness.js'
import { DEMO_TOKENS } from './tips-fixtures.js'

const ORIGIN = 'http://office.example'
const guestGet = (path: string, language = 'en', cookie?: string) =>
  new Request(ORIGIN + path, { headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } })
const guestPost = (path: string, form: [string, string][], headers: Record<string, string> = {}) =>
  new Request(ORIGIN + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(form),
  })

forEachDatabase((kind) =>
  describe(`the guest payment page's routes on ${kind}`, () => {
    const api = useHarness(kind, { config: (c) => ({ ...c, guestPayments: { provider: 'demo', webhookSecret: 'x'.repeat(32) } }) })
    const teamBox = async () => (await api.db.select().from(boxes).where(eq(boxes.token, DEMO_TOKENS.teamBox)))[0]!

    it('draws the page in the guest’s language with a fresh attempt, and a tip link’s amount chosen', async () => {
      const client = await signedIn(api, DEMO.admin)
      const box = await teamBox()
      const load = async (query: string, language: string) => {
        const response = await run(boxPage.loader, guestGet(`/pay/b/${box.id}${query}`, language), client, { boxId: box.id })
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        return (await response.json()) as Json
      }
      const lt = await load('', 'lt-LT,lt;q=0.9')
      expect(lt.language).toBe('lt')
      expect(lt.labels.sendRating).toBe('Siųsti įvertinimą')
      expect(lt.labels.likes.hospitality).toBe('Aptarnavimas')
      expect(lt.page.payments.provider).toBe('demo')
      const again = await load('', 'lt')
      expect(again.form.attempt).toMatch(/^[0-9a-f-]{36}$/)
      expect(again.form.attempt).not.toBe(lt.form.attempt)

      const [, mid] = lt.page.amounts.presets as number[]
      expect((await load(`?a=${mid}&lang=en`, 'lt')).form).toMatchObject({ preset: mid, custom: '' })
      const en = await load('?a=777&lang=en', 'lt')
      expect(en.language).toBe('en')
      expect(en.form).toMatchObject({ preset: null, custom: '7,77' })
      const preview = await run(boxPage.loader, guestGet(`/pay/b/${box.id}?preview=true`), client, { boxId: box.id })
      expect(preview.headers.get('x-robots-tag')).toBe('noindex')
      expect(((await preview.json()) as Json).head.labels.draftRibbon).toBe('Preview: no payment')
    })

    it('says a refusal on the form in the guest’s language, keeps the fields, and writes nothing', async () => {
      const client = await signedIn(api, DEMO.admin)
      const box = await teamBox()
      const attempt = crypto.randomUUID()
      const before = (await api.db.select().from(guestCheckouts)).length
      const response = await run(
        boxPage.action,
        guestPost(`/pay/b/${box.id}?lang=lt`, [
          ['intent', 'pay'],
          ['attempt', attempt],
          ['custom', '0,5'],
          ['rating', '5'],
          ['likes', 'hospitality'],
          ['review', 'Puiku'],
        ]),
        client,
        { boxId: box.id },
      )
      expect(response.status).toBe(400)
      const { form } = (await response.json()) as Json
      expect(form.fieldErrors.custom).toEqual(['Pasirinkite sumą nuo 1\u00a0€ iki 500\u00a0€.'])
      expect(form).toMatchObject({ attempt, custom: '0,5', rating: 5, likes: ['hospitality'], review: 'Puiku' })
      expect((await api.db.select().from(guestCheckouts)).length).toBe(before)

      const bad = await run(boxPage.action, guestPost(`/pay/b/${box.id}`, [['attempt', attempt], ['review', 'a\u0000b'], ['preset', '500']]), client, { boxId: box.id })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as Json).form.formErrors).toEqual(['Check what you entered.'])
    })

    it('answers the same attempt twice with the same checkout, and the island’s request with JSON', async () => {
      const client = await signedIn(api, DEMO.admin)
      const box = await teamBox()
      const attempt = crypto.randomUUID()
      const form: [string, string][] = [
        ['intent', 'pay'],
        ['attempt', attempt],
        ['preset', '500'],
        ['rating', '5'],
        ['likes', 'hospitality'],
      ]
      const first = await run(boxPage.action, guestPost(`/pay/b/${box.id}`, form), client, { boxId: box.id })
      const second = await run(boxPage.action, guestPost(`/pay/b/${box.id}`, form), client, { boxId: box.id })
      expect(first.status).toBe(303)
      expect(second.headers.get('location')).toBe(first.headers.get('location'))
      const cookie = first.headers.get('set-cookie')!
      expect(cookie).toMatch(/^guest_checkouts=.*Path=\/pay;.*HttpOnly.*SameSite=Lax/)
      expect((await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.idempotencyKey, attempt))).length).toBe(1)

      const element = await run(
        boxPage.action,
        guestPost(`/pay/b/${box.id}`, [...form.map(([k, v]): [string, string] => [k, k === 'attempt' ? crypto.randomUUID() : v]), ['mode', 'element']], {
          accept: 'application/json',
        }),
        client,
        { boxId: box.id },
      )
      expect(element.status).toBe(200)
      expect(element.headers.get('content-type')).toMatch(/application\/json/)
      expect(((await element.json()) as Json).next.kind).toMatch(/^(element|redirect)$/)

      // The done page reads the checkout with the key the cookie keeps; another browser is told it cannot.
      const [checkout] = await api.db.select().from(guestCheckouts).where(eq(guestCheckouts.idempotencyKey, attempt))
      const done = await run(donePage.loader, guestGet(`/pay/done/${checkout!.id}`, 'en', cookie.split(';')[0]), client, { checkoutId: checkout!.id })
      expect(((await done.json()) as Json).state).toBe('confirming')
      const stranger = await run(donePage.loader, guestGet(`/pay/done/${checkout!.id}`), client, { checkoutId: checkout!.id })
      expect(((await stranger.json()) as Json).state).toBe('unknown')
    })

    it('sends a rating without paying, and leads a card ID link to its page keeping the amount', async () => {
      const client = await signedIn(api, DEMO.admin)
      const box = await teamBox()
      const sent = await run(
        boxPage.action,
        guestPost(`/pay/b/${box.id}`, [
          ['intent', 'feedback'],
          ['attempt', crypto.randomUUID()],
          ['rating', '4'],
        ]),
        client,
        { boxId: box.id },
      )
      expect(sent.status).toBe(303)
      expect(sent.headers.get('location')).toMatch(/^\/pay\/thanks\?lang=en&b=/)

      const empty = await run(boxPage.action, guestPost(`/pay/b/${box.id}`, [['intent', 'feedback'], ['attempt', crypto.randomUUID()]]), client, { boxId: box.id })
      expect(((await empty.json()) as Json).form.formErrors).toEqual(['Choose a rating or write a review first.'])

      const link = await run(tokenLink.loader, guestGet(`/pay/t/${DEMO_TOKENS.teamBox}?a=500&x=1`), client, { token: DEMO_TOKENS.teamBox })
      expect(link.status).toBe(303)
      expect(link.headers.get('location')).toBe(`/pay/b/${box.id}?a=500`)
      const unknown = await run(tokenLink.loader, guestGet('/pay/t/abc'), client, { token: 'abc' })
      expect(unknown.status).toBe(404)
    })
  }),
)
