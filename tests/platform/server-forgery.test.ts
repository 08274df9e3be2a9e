/**
 * Issue 6 item 6, against the built server (build/server.js): a post from another origin
 * (a Remix data request `?_data=` or a document, /dev/kyb, /api/v1) is refused with 403 and
 * changes nothing; the same post from this origin works. Pages also refuse posts that carry
 * neither Origin nor Referer; /api/v1 lets scripts without Origin through (their writes need
 * a Bearer token) but refuses a foreign one.
 * Runs the current build (build.setup.ts makes it first).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, freePort, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'
import { cookieBrowser, type CookieBrowser } from './browser.js'

const EVIL = 'https://evil.example'
const BOX_ROUTE = 'routes/_shell+/organizations+/$organizationId+/boxes+/_list+/new'
const LOGOUT_ROUTE = 'routes/_shell+/logout'


describe('cross-origin posts (forgery)', () => {
  let server: BuiltServer
  let dataDir: string
  let base: string
  let user: CookieBrowser
  let token: string
  let organizationId: string
  const same = () => ({ origin: base })

  const boxNames = async () => {
    const answer = await fetch(`${base}/api/v1/business/organizations/${organizationId}/boxes`, { headers: { authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    return ((await answer.json()) as { name: string | null }[]).map((b) => b.name)
  }
  /** Whether the browser's session is still signed in (the gateway takes the cookie on GET). */
  const signedIn = async () => (await user.get('/api/v1/profile')).status === 200

  beforeAll(async () => {
    dataDir = newDataDir('tipbox-forgery-', { seeded: true })
    server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, SEED: 'demo' })
    base = server.baseUrl
    user = cookieBrowser(base)
    expect((await user.post('/login/msisdn', { country: 'LT', phone: DEMO.admin }, same())).status).toBe(302)
    expect((await user.post('/login/password', { password: DEMO_PASSWORD, intent: 'login' }, same())).headers.get('location')).toBe('/')
    const started = await fetch(`${base}/api/v1/session/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: DEMO.admin, password: DEMO_PASSWORD }),
    })
    token = ((await started.json()) as { token: string }).token
    const organizations = (await (await fetch(`${base}/api/v1/business/organizations`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: string
      name: string
    }[]
    organizationId = organizations.find((o) => o.name === 'Old Town Bistro')!.id
  }, 90_000)

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a cross-origin data request that would create a box, and creates nothing', async () => {
    const route = `/organizations/${organizationId}/boxes/new?_data=${encodeURIComponent(BOX_ROUTE)}`
    const refusals: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { referer: `${EVIL}/page` },
      { origin: EVIL, referer: `${base}/` },
      // A port of this host is another origin too.
      { origin: base.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`) },
      {},
    ]
    for (const [i, from] of refusals.entries()) {
      const answer = await user.post(route, { name: `Forged ${i}`, mode: 'GROUP' }, from)
      expect(answer.status, JSON.stringify(from)).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    // A document post (no JavaScript) is refused the same way, with a short page.
    const document = await user.post(`/organizations/${organizationId}/boxes/new`, { name: 'Forged document', mode: 'GROUP' }, { origin: EVIL })
    expect(document.status).toBe(403)
    expect(document.headers.get('content-type')).toMatch(/text\/html/)
    expect(await document.text()).toContain('Access forbidden')
    expect((await boxNames()).filter((n) => n?.startsWith('Forged'))).toEqual([])

    // From this origin (Origin, or Referer alone) the same posts work.
    const data = await user.post(route, { name: 'Same-origin box', mode: 'GROUP' }, same())
    expect(data.status).toBe(204)
    expect(data.headers.get('x-remix-redirect')).toBeTruthy()
    const byReferer = await user.post(`/organizations/${organizationId}/boxes/new`, { name: 'Referer box', mode: 'GROUP' }, { referer: `${base}/organizations/${organizationId}/boxes/new` })
    expect(byReferer.status).toBe(302)
    expect(await boxNames()).toEqual(expect.arrayContaining(['Same-origin box', 'Referer box']))
  })

  it('refuses a cross-origin logout: the session stays signed in', async () => {
    expect(await signedIn()).toBe(true)
    for (const route of [`/logout?_data=${encodeURIComponent(LOGOUT_ROUTE)}`, '/logout']) {
      for (const from of [{ origin: EVIL }, {}] as Record<string, string>[]) {
        expect((await user.post(route, {}, from)).status, `${route} ${JSON.stringify(from)}`).toBe(403)
        expect(await signedIn()).toBe(true)
      }
    }
    // The platform token behind the cookie still works, too.
    expect((await fetch(`${base}/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
  })

  it('refuses cross-origin decisions on the embedded verification page', async () => {
    const organizations = (await (await fetch(`${base}/api/v1/business/organizations`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: string
      name: string
    }[]
    const riverside = organizations.find((o) => o.name === 'Riverside Bar')!.id
    const status = async () =>
      ((await (await fetch(`${base}/api/v1/business/organizations/${riverside}/kyb`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string }).status
    const before = await status()
    expect(before).not.toBe('DISABLED')
    for (const from of [{ origin: EVIL }, { referer: `${EVIL}/` }, {}] as Record<string, string>[]) {
      const answer = await user.post(`/dev/kyb/${riverside}`, { status: 'DISABLED', returnUrl: '/' }, from)
      expect(answer.status, JSON.stringify(from)).toBe(403)
    }
    expect(await status()).toBe(before)
    expect((await user.post(`/dev/kyb/${riverside}`, { status: 'DISABLED', returnUrl: '/' }, same())).status).toBe(303)
    expect(await status()).toBe('DISABLED')
  })

  it('sends the verification page back only to the path the browser will follow on this site (issue 25 item 24)', async () => {
    const organizations = (await (await fetch(`${base}/api/v1/business/organizations`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: string
      name: string
    }[]
    const riverside = organizations.find((o) => o.name === 'Riverside Bar')!.id
    const decide = (returnUrl: string) => user.post(`/dev/kyb/${riverside}`, { status: 'PENDING', returnUrl }, same())
    const hostile = ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/\\evil.example', '//evil.example', `${base}/.//evil.example`, 'https://evil.example/']
    for (const returnUrl of hostile) {
      const answer = await decide(returnUrl)
      expect(answer.status, returnUrl).toBe(303)
      expect(answer.headers.get('location'), returnUrl).toBe('/')
    }
    // The back-office's own return URL (absolute, as startVerification sends it) comes back as its path.
    const fine = await decide(`${base}/organizations/${riverside}/a/../boxes?kyb=result`)
    expect(fine.headers.get('location')).toBe(`/organizations/${riverside}/boxes?kyb=result`)
    // The page carries only the checked path on to its form.
    const page = await user.get(`/dev/kyb/${riverside}?returnUrl=${encodeURIComponent('/.//evil.example')}`)
    expect(await page.text()).toContain('name="returnUrl" value="/"')
  })

  it('on /api/v1 refuses a foreign Origin in the API error shape, and lets scripts without one through', async () => {
    const create = (headers: Record<string, string>, name: string) =>
      fetch(`${base}/api/v1/business/organizations/${organizationId}/boxes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify({ name, mode: 'GROUP', token: null }),
      })
    const forged = await create({ origin: EVIL }, 'Forged API box')
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({ errorCode: 'FORBIDDEN', message: expect.any(String), params: { reason: 'ORIGIN' } })
    expect((await create({ referer: `${EVIL}/` }, 'Forged API box')).status).toBe(403)
    expect((await boxNames()).includes('Forged API box')).toBe(false)
    expect((await create({}, 'Script box')).status).toBe(201)
    expect((await create({ origin: base }, 'Same-origin API box')).status).toBe(201)
  })

  it('same-origin logout still signs out', async () => {
    const answer = await user.post(`/logout?_data=${encodeURIComponent(LOGOUT_ROUTE)}`, {}, same())
    expect(answer.status).toBe(204)
    expect(await signedIn()).toBe(false)
  })
})
