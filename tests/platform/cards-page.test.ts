/**
 * The demo card provider's page /dev/cards/{session} through the built server (build/server.js),
 * as a browser without JavaScript uses it: it says it is a demo, refuses a declined card with a
 * message and the form again (the session stays PENDING), sends a test card to the provider and
 * returns to the back-office path with `setup_session`, whose PUT …/card then stores the card.
 * Posts from another origin are refused; a browser that is not signed in gets no form.
 * Runs the current build (build.setup.ts makes it first).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, freePort, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'
import { cookieBrowser, type CookieBrowser } from './browser.js'


describe('the demo card provider’s page', () => {
  let server: BuiltServer
  let dataDir: string
  let base: string
  let user: CookieBrowser
  let token: string
  let riverside: string

  const call = async (method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json().catch(() => undefined)) as Record<string, unknown> & { params?: Record<string, unknown> } }
  }
  const newSetup = async () => {
    const setup = await call('POST', `/business/subscription/card/setup?organizationId=${riverside}`, { returnUrl: `/organizations/${riverside}/billing` })
    expect(setup.status).toBe(200)
    return setup.body.setupUrl as string
  }
  const sessionStatus = async (setupUrl: string) => (await call('GET', `/providers/demo-cards/sessions/${setupUrl.split('/').pop()}`)).body.status

  beforeAll(async () => {
    dataDir = newDataDir('tipbox-cards-', { seeded: true })
    server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, SEED: 'demo' })
    base = server.baseUrl
    user = cookieBrowser(base)
    const same = { origin: base }
    expect((await user.post('/login/msisdn', { country: 'LT', phone: DEMO.admin }, same)).status).toBe(302)
    expect((await user.post('/login/password', { password: DEMO_PASSWORD, intent: 'login' }, same)).headers.get('location')).toBe('/')
    const started = await fetch(`${base}/api/v1/session/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ msisdn: DEMO.admin, password: DEMO_PASSWORD }) })
    token = ((await started.json()) as { token: string }).token
    const organizations = (await (await fetch(`${base}/api/v1/business/organizations`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string; name: string }[]
    riverside = organizations.find((o) => o.name === 'Riverside Bar')!.id
  }, 90_000)

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('shows a form labelled as a demo, in the browser’s language', async () => {
    const setupUrl = await newSetup()
    expect(setupUrl).toMatch(/^\/dev\/cards\/cs_demo_/)
    const page = await user.get(setupUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Demo card provider: no money moves and no card is charged.')
    expect(html).toContain('Riverside Bar')
    for (const field of ['number', 'expiry', 'cvc']) expect(html).toContain(`name="${field}"`)
    expect(html).toContain(`href="/organizations/${riverside}/billing"`)
    const lithuanian = await (await user.get(setupUrl, { 'accept-language': 'lt-LT,lt;q=0.9' })).text()
    expect(lithuanian).toContain('Demonstracinis kortelių tiekėjas')
    expect(lithuanian).toContain('<html lang="lt">')
  })

  it('refuses a declined card with a message, keeps the session PENDING, then takes a test card back to the billing screen', async () => {
    const setupUrl = await newSetup()
    const same = { origin: base }
    const declined = await user.post(setupUrl, { number: '4000 0000 0000 0002', expiry: '12/35', cvc: '123' }, same)
    expect(declined.status).toBe(422)
    const html = await declined.text()
    expect(html).toContain('The card was declined.')
    expect(html).toContain('value="4000 0000 0000 0002"')
    expect(await sessionStatus(setupUrl)).toBe('PENDING')

    const forged = await user.post(setupUrl, { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }, { origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(await sessionStatus(setupUrl)).toBe('PENDING')

    const accepted = await user.post(setupUrl, { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }, same)
    expect(accepted.status).toBe(303)
    const sessionId = setupUrl.split('/').pop()!
    expect(accepted.headers.get('location')).toBe(`/organizations/${riverside}/billing?setup_session=${sessionId}`)
    const card = await call('PUT', `/business/subscription/card?organizationId=${riverside}`, { setupSessionId: sessionId })
    expect(card).toEqual({ status: 200, body: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2035 } })
    // Done: the page says so and links where the success went.
    const again = await user.get(setupUrl)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(`href="/organizations/${riverside}/billing?setup_session=${sessionId}"`)
    expect((await call('DELETE', `/business/subscription/card?organizationId=${riverside}`)).status).toBe(204)
  })

  it('shows nothing to a browser that is not signed in, nor an unknown session', async () => {
    const setupUrl = await newSetup()
    const stranger = cookieBrowser(base)
    const page = await stranger.get(setupUrl)
    expect(page.status).toBe(401)
    expect(await page.text()).not.toContain('name="number"')
    expect((await stranger.post(setupUrl, { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }, { origin: base })).status).toBe(401)
    expect(await sessionStatus(setupUrl)).toBe('PENDING')
    expect((await user.get('/dev/cards/cs_demo_unknown')).status).toBe(404)
  })
})
