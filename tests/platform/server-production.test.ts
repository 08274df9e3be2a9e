/**
 * Issue 6 item 8, against the built server (build/server.js) started with NODE_ENV=production:
 * the session cookie a sign-in sets is `__Host-session` (Secure, Path=/, no Domain), it signs
 * the user in, and the CSP forbids <base>. SECURE_COOKIES=0 turns the Secure cookie off for a
 * production build served over plain http.
 * Issue 7 item 8: started as `npm start` does (no NODE_ENV, `--demo`) the server renders with
 * React's production build on the production code paths, with the developer conveniences on;
 * started as the image does (no `--demo`), the same, with them off.
 * Runs the current build (build.setup.ts makes it first).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-for-tests', SEED: 'demo', DEMO: '0' }

/** Signs the demo admin in with same-origin form posts; answers the session's Set-Cookie lines. */
async function signIn(base: string) {
  const post = (route: string, fields: Record<string, string>, cookie = '') =>
    fetch(base + route, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields),
    })
  const phone = await post('/login/msisdn', { country: 'LT', phone: DEMO.admin })
  expect(phone.status).toBe(302)
  const first = phone.headers.getSetCookie().find((c) => /session=/.test(c))!
  const password = await post('/login/password', { password: DEMO_PASSWORD, intent: 'login' }, first.split(';')[0])
  expect(password.status).toBe(302)
  expect(password.headers.get('location')).toBe('/')
  return password.headers.getSetCookie().filter((c) => /session=/.test(c))
}

const attributes = (line: string) => line.split(';').slice(1).map((a) => a.trim().toLowerCase())

describe('production cookies and headers', () => {
  let secure: BuiltServer
  let plain: BuiltServer
  const dirs: string[] = []
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'tipbox-production-'))
    dirs.push(d)
    return d
  }

  beforeAll(async () => {
    ;[secure, plain] = await Promise.all([
      startBuiltServer(await freePort(), { ...PRODUCTION, DATA_DIR: dir() }),
      startBuiltServer(await freePort(), { ...PRODUCTION, DATA_DIR: dir(), SECURE_COOKIES: '0' }),
    ])
  }, 120_000)

  afterAll(() => {
    for (const server of [secure, plain]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('names the session cookie __Host-session: Secure, Path=/, no Domain', async () => {
    const [cookie] = await signIn(secure.baseUrl)
    expect(cookie).toMatch(/^__Host-session=/)
    const flags = attributes(cookie!)
    expect(flags).toContain('secure')
    expect(flags).toContain('path=/')
    expect(flags).toContain('httponly')
    expect(flags).toContain('samesite=lax')
    expect(flags.some((f) => f.startsWith('domain'))).toBe(false)
    // The cookie signs the user in.
    const signedIn = await fetch(`${secure.baseUrl}/organizations`, { redirect: 'manual', headers: { cookie: cookie!.split(';')[0]! } })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toMatch(/^\/organizations\/[0-9a-f-]{36}/)
    // A cookie under the old name means nothing any more.
    const renamed = cookie!.split(';')[0]!.replace('__Host-session=', '__session=')
    const old = await fetch(`${secure.baseUrl}/organizations`, { redirect: 'manual', headers: { cookie: renamed } })
    expect(old.headers.get('location')).toMatch(/^\/login/)
  })

  it('sends a signed-in page as one whole document: one doctype, no NUL bytes, its euro signs', async () => {
    const [cookie] = await signIn(secure.baseUrl)
    const home = await fetch(`${secure.baseUrl}/organizations`, { redirect: 'manual', headers: { cookie: cookie!.split(';')[0]! } })
    const page = await fetch(`${secure.baseUrl}${home.headers.get('location')}`, { headers: { cookie: cookie!.split(';')[0]! } })
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    // The streaming renderer once left NUL bytes where a chunk ended inside a multi-byte character.
    expect(html).not.toContain('\u0000')
    expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1)
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(html).toContain('€')
  })

  it('sends a CSP that forbids <base> and keeps scripts to this origin and the nonce', async () => {
    const page = await fetch(`${secure.baseUrl}/login/msisdn`)
    const csp = page.headers.get('content-security-policy') ?? ''
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]))
    expect(directives['base-uri']).toBe("'none'")
    expect(directives['script-src']).toMatch(/^'self' 'nonce-[^']+'$/)
    expect(directives['form-action']).toBe("'self'")
    expect(directives['frame-ancestors']).toBe("'none'")
    expect(directives['object-src']).toBe("'none'")
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('with SECURE_COOKIES=0 sets a plain __session cookie (for http outside localhost)', async () => {
    const [cookie] = await signIn(plain.baseUrl)
    expect(cookie).toMatch(/^__session=/)
    expect(attributes(cookie!)).not.toContain('secure')
  })
})

describe('npm start runs what production runs', () => {
  let demo: BuiltServer
  let image: BuiltServer
  const dirs: string[] = []
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'tipbox-production-'))
    dirs.push(d)
    return d
  }
  // Vitest itself runs under NODE_ENV=test: an empty value is what an unset one means to the server.
  const unset = { NODE_ENV: '', DEMO: '', SEED: '', SESSION_SECRET: '', SMS_OUTBOX_ENABLED: '', KYB_EMBEDDED_ENABLED: '' }

  beforeAll(async () => {
    ;[demo, image] = await Promise.all([
      // package.json "start": node build/server.js --demo
      startBuiltServer(await freePort(), { ...unset, DATA_DIR: dir() }, ['--demo']),
      // Dockerfile CMD (NODE_ENV=production is baked in; unset means the same to the server).
      startBuiltServer(await freePort(), { ...unset, DATA_DIR: dir(), SESSION_SECRET: 'an-image-secret-for-tests' }),
    ])
  }, 120_000)

  afterAll(() => {
    for (const server of [demo, image]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('renders with the React production build that Node loaded, under NODE_ENV=production', () => {
    for (const server of [demo, image]) {
      expect(server.output()).toMatch(/NODE_ENV=production, React production build/)
    }
    expect(demo.output()).toMatch(/demo: demo data, \/dev\/outbox, \/dev\/kyb/)
    expect(image.output()).not.toMatch(/demo:/)
  })

  it('takes the production code paths in both: HSTS and the Secure session cookie', async () => {
    for (const server of [demo, image]) {
      const page = await fetch(`${server.baseUrl}/login/msisdn`)
      expect(page.status).toBe(200)
      expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(await page.text()).toContain('<form')
    }
    const [cookie] = await signIn(demo.baseUrl)
    expect(cookie).toMatch(/^__Host-session=/)
  })

  it('shows the developer pages and the demo data with --demo only', async () => {
    const get = (base: string, route: string) => fetch(base + route, { redirect: 'manual' })
    const kyb = '/dev/kyb/00000000-0000-4000-8000-000000000000'
    const outbox = await get(demo.baseUrl, '/dev/outbox')
    expect(outbox.status).toBe(200)
    expect(await outbox.text()).toMatch(/outbox/i)
    // The provider's page itself refuses a stranger (403); without it Remix answers the path.
    expect((await get(demo.baseUrl, kyb)).status).toBe(403)
    for (const route of ['/dev/outbox', kyb]) {
      const answer = await get(image.baseUrl, route)
      expect(answer.status, route).toBe(302)
      expect(answer.headers.get('location'), route).toMatch(/^\/login/)
    }
    // The image's database is empty: the demo admin's phone is an unknown number (registration).
    const lookup = await fetch(`${image.baseUrl}/api/v1/msisdn/${encodeURIComponent(DEMO.admin)}`)
    const known = await fetch(`${demo.baseUrl}/api/v1/msisdn/${encodeURIComponent(DEMO.admin)}`)
    expect(((await known.json()) as { status: string }).status).toBe('PASSWORD')
    expect(((await lookup.json()) as { status: string }).status).toBe('UNREGISTERED')
  })

  it('refuses to start as the image without SESSION_SECRET, rather than generate one', async () => {
    await expect(startBuiltServer(await freePort(), { ...unset, DATA_DIR: dir() })).rejects.toThrow(/exited during start-up/)
  })
})
