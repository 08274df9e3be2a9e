/**
 * The one server (server.ts) as built: health check, security headers with a per-request
 * nonce, body limits, hashed assets, the session cookie's flags and graceful shutdown.
 * Runs the current build (build.setup.ts makes it first).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir } from './faults-support.js'

const PORT = 3350
const base = `http://127.0.0.1:${PORT}`

describe('server.ts', () => {
  let child: ChildProcess
  let dataDir: string

  beforeAll(async () => {
    dataDir = newDataDir('tipbox-server-', { seeded: true })
    child = spawn(process.execPath, ['build/server.js'], {
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', DEMO: '1', MAX_BODY_BYTES: '65536' },
      stdio: 'ignore',
    })
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('server did not become healthy')
  }, 90_000)

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers /healthz with JSON once the database answers', async () => {
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite', version: '2.7.18' })
  })

  it('enforces a CSP whose script nonce changes per request and matches the page scripts', async () => {
    const nonces: string[] = []
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/login/msisdn`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(response.headers.get('content-security-policy-report-only')).toBeNull()
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      const html = await response.text()
      expect(html).toContain(`nonce="${nonce}"`)
      nonces.push(nonce!)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('refuses bodies over the limit with 413, in JSON on /api/v1', async () => {
    const big = 'x'.repeat(70_000)
    const page = await fetch(`${base}/login/msisdn`, { method: 'POST', body: big, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(page.status).toBe(413)
    const api = await fetch(`${base}/api/v1/otp/send`, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } })
    expect(api.status).toBe(413)
    expect(await api.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' })
  })

  it('caches hashed assets for a year and answers 404 for missing ones', async () => {
    const html = await (await fetch(`${base}/login/msisdn`)).text()
    const asset = /\/build\/[^"]+\.js/.exec(html)![0]
    const found = await fetch(`${base}${asset}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    expect((await fetch(`${base}/build/nothing-here.js`)).status).toBe(404)
  })

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${base}/login/msisdn`, {
      method: 'POST',
      redirect: 'manual',
      // A same-origin form post, as a browser sends it (server/forgery.ts refuses others).
      headers: { origin: base },
      body: new URLSearchParams({ country: 'LT', phone: '+37061234567' }),
    })
    expect(response.status).toBe(302)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__session=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  // Issue 6 item 10: a form route handed a JSON or text/plain body answered 500.
  it.each([
    ['/login/msisdn', 'application/json', '{"country":"LT","phone":"61234567"}'],
    ['/login/msisdn', 'text/plain;charset=UTF-8', 'country=LT&phone=61234567'],
    ['/login/msisdn?_data=routes%2F_auth%2B%2Flogin.msisdn', 'application/json', '{}'],
    ['/language', 'application/json', '{"language":"lt"}'],
  ])('answers a post to %s with a %s body 415, with the usual page for screens', async (path, type, body) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': type }, body })
    expect(response.status).toBe(415)
    const text = await response.text()
    // /language has no screen of its own: its 415 is a short text.
    if (path === '/login/msisdn') {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(text).toContain('<html')
    }
    expect(response.headers.getSetCookie().some((c) => c.startsWith('lng='))).toBe(false)
  })

  it('shuts down on SIGTERM: stops accepting and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
  }, 20_000)
})
