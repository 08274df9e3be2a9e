/**
 * Issue 25 item 28, against the built server (build/server.js): signed-in pages and
 * authenticated /api/v1 answers say `Cache-Control: private, no-store`, while the hashed build
 * output keeps its long caching; the session cookie holds no readable phone number, name or
 * token (it is sealed, ADR 0066). Runs the current build
 * (build.setup.ts makes it first).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, newDataDir, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'

const PRIVATE = 'private, no-store'

/** Everything a cookie value gives away without the secret: its text, and its parts base64-decoded. */
function readable(value: string): string {
  const text = decodeURIComponent(value)
  const parts = text.split(/[.]/).map((part) => Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'))
  const nested = parts.flatMap((part) => {
    try {
      const inner = JSON.parse(part) as unknown
      return typeof inner === 'string' ? inner.split('.').map((p) => Buffer.from(p, 'base64url').toString('latin1')) : []
    } catch {
      return []
    }
  })
  return [text, ...parts, ...nested].join('\n')
}

describe('what a shared tablet or a proxy keeps (built server)', () => {
  let server: BuiltServer
  let dataDir: string
  let base: string
  let cookie = ''
  let cookieValue = ''

  const send = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const answer = await fetch(base + path, { ...init, redirect: 'manual', headers: { cookie, origin: base, ...init.headers } })
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';')
      if (pair!.split('=')[1]) {
        cookie = pair!
        cookieValue = pair!.slice(pair!.indexOf('=') + 1)
      }
    }
    return answer
  }
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

  beforeAll(async () => {
    dataDir = newDataDir('tipbox-private-', { seeded: true })
    server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, SEED: 'demo' })
    base = server.baseUrl
  }, 90_000)

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps no readable phone number, name or token in the session cookie', async () => {
    expect((await send('/login/msisdn', form({ country: 'LT', phone: DEMO.admin }))).status).toBe(302)
    const digits = DEMO.admin.replace(/\D/g, '')
    expect(readable(cookieValue)).not.toContain(digits.slice(-8))
    expect((await send('/login/password', form({ password: DEMO_PASSWORD, intent: 'login' }))).headers.get('location')).toBe('/')
    // Signed in: the cookie still speaks for the user to the gateway.
    const profile = await send('/api/v1/profile')
    expect(profile.status).toBe(200)
    const { name } = (await profile.json()) as { name: string }
    const seen = readable(cookieValue)
    for (const secret of [digits.slice(-8), name, 'token', 'profile', 'msisdn', 'auth']) expect(seen, secret).not.toContain(secret)
  })

  it('says private, no-store on signed-in pages and authenticated /api/v1 answers, and keeps the build output cached', async () => {
    const list = await send('/organizations')
    expect(list.headers.get('cache-control')).toBe(PRIVATE)
    const page = list.status === 302 ? await send(list.headers.get('location')!) : list
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe(PRIVATE)
    const html = await page.text()
    // A data request of the same page, and a redirect of a signed-in screen.
    expect((await send('/organizations?_data=root')).headers.get('cache-control')).toBe(PRIVATE)
    expect((await send('/')).headers.get('cache-control')).toBe(PRIVATE)
    for (const path of ['/api/v1/profile', '/api/v1/business/organizations']) {
      const answer = await send(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('cache-control'), path).toBe(PRIVATE)
    }
    const refused = await fetch(`${base}/api/v1/profile`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('cache-control')).toBe(PRIVATE)
    // Hashed build output and the strings script keep their long caching.
    const asset = /(?:src|href)="(\/build\/[^"]+\.(?:js|css))"/.exec(html)![1]!
    const built = await fetch(base + asset)
    expect(built.status).toBe(200)
    expect(built.headers.get('cache-control')).toMatch(/max-age=31536000/)
    expect(built.headers.get('cache-control')).not.toContain('no-store')
    const strings = /src="(\/i18n\/[^"]+\.js)"/.exec(html)
    if (strings) expect((await fetch(base + strings[1])).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
