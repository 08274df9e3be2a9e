/**
 * Issue 6 item 1, against the built server (build/server.js): the address the rate limits are
 * keyed by comes from the socket, or from a proxy the deployment trusts, never from the
 * caller's X-Client-Address or X-Forwarded-For, neither through the /api/v1 gateway nor
 * through a page that calls the platform in-process; and it is never empty.
 *
 * Phone lookups are limited to 3 per address here (MSISDN_LOOKUPS_PER_ADDRESS), so a caller
 * that could pick its own address would get a 4th lookup from a fresh bucket.
 * Runs the current build (build.setup.ts makes it first).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, freePort, startBuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'

const LIMIT = 3

async function start(env: Record<string, string>) {
  const dataDir = newDataDir('tipbox-address-', { seeded: true })
  const server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, SEED: 'demo', MSISDN_LOOKUPS_PER_ADDRESS: String(LIMIT), ...env })
  return {
    ...server,
    stop: async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL')
        await server.exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const lookup = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/api/v1/msisdn/${encodeURIComponent('+37060000001')}`, { headers })

/** The sign-in screen's phone step, as a browser without JavaScript posts it. */
const phoneStep = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/login/msisdn`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ country: 'LT', phone: DEMO.admin }),
  })

/** What the platform recorded as the address of a session started with these headers. */
async function recordedAddress(base: string, headers: Record<string, string>): Promise<string | null> {
  const started = await fetch(`${base}/api/v1/session/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ msisdn: DEMO.admin, password: DEMO_PASSWORD }),
  })
  expect(started.status).toBe(200)
  const { token } = (await started.json()) as { token: string }
  const sessions = (await (await fetch(`${base}/api/v1/profile/sessions`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    current: boolean
    clientAddress: string | null
  }[]
  return sessions.find((s) => s.current)!.clientAddress
}

describe('the client address (no proxy trusted: the default)', () => {
  let server: Awaited<ReturnType<typeof start>>

  beforeAll(async () => {
    server = await start({})
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('is the socket address: spoofed X-Client-Address and X-Forwarded-For share one bucket', async () => {
    const base = server.baseUrl
    for (let i = 1; i <= LIMIT; i++) {
      const answer = await lookup(base, { 'x-client-address': `203.0.113.${i}`, 'x-forwarded-for': `198.51.100.${i}` })
      expect(answer.status, `lookup ${i}`).toBe(200)
    }
    const spoofs: Record<string, string>[] = [
      { 'x-client-address': '203.0.113.99' },
      { 'x-forwarded-for': '198.51.100.99' },
      { 'X-Client-Address': '203.0.113.98', 'X-Forwarded-For': '198.51.100.98', 'Fly-Client-IP': '198.51.100.97' },
      {},
    ]
    for (const spoof of spoofs) {
      const answer = await lookup(base, spoof)
      expect(answer.status, JSON.stringify(spoof)).toBe(429)
      expect(await answer.json()).toMatchObject({ errorCode: 'RATE_LIMIT' })
    }
  })

  it('is the socket address for pages too (in-process platform calls)', async () => {
    // The bucket of 127.0.0.1 is spent by the test above: no header gets the page a fresh one.
    const spoofs: Record<string, string>[] = [{ 'x-forwarded-for': '198.51.100.50' }, { 'x-client-address': '203.0.113.50' }]
    for (const spoof of spoofs) {
      const page = await phoneStep(server.baseUrl, spoof)
      expect(page.status, JSON.stringify(spoof)).not.toBe(302)
      expect(page.status).toBeLessThan(500)
    }
  })

  it('is what the platform records for a session, whatever the caller claims', async () => {
    expect(await recordedAddress(server.baseUrl, { 'x-client-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.7' })).toBe('127.0.0.1')
    expect(await recordedAddress(server.baseUrl, { 'x-client-address': '' })).toBe('127.0.0.1')
  })
})

describe('the client address behind trusted proxies', () => {
  let proxied: Awaited<ReturnType<typeof start>>
  let fly: Awaited<ReturnType<typeof start>>

  beforeAll(async () => {
    ;[proxied, fly] = await Promise.all([start({ TRUST_PROXY: '1' }), start({ FLY_APP_NAME: 'tipbox-test' })])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([proxied?.stop(), fly?.stop()])
  })

  it('TRUST_PROXY=1: the entry our proxy appended to X-Forwarded-For, never X-Client-Address', async () => {
    const base = proxied.baseUrl
    for (let i = 1; i <= LIMIT; i++) {
      // What the caller wrote before the proxy's entry, and X-Client-Address, change nothing.
      const answer = await lookup(base, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.1`, 'x-client-address': `203.0.113.${i}` })
      expect(answer.status, `lookup ${i}`).toBe(200)
    }
    expect((await lookup(base, { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' })).status).toBe(429)
    // Another client behind the same proxy has its own bucket.
    expect((await lookup(base, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200)
    expect(await recordedAddress(base, { 'x-forwarded-for': '203.0.113.3, 198.51.100.3', 'x-client-address': '203.0.113.4' })).toBe('198.51.100.3')
  })

  it('on Fly (FLY_APP_NAME): Fly-Client-IP, which Fly\'s proxy sets, and not X-Forwarded-For', async () => {
    const base = fly.baseUrl
    for (let i = 1; i <= LIMIT; i++) {
      const answer = await lookup(base, { 'fly-client-ip': '198.51.100.20', 'x-forwarded-for': `203.0.113.${i}`, 'x-client-address': `203.0.113.${i}` })
      expect(answer.status, `lookup ${i}`).toBe(200)
    }
    expect((await lookup(base, { 'fly-client-ip': '198.51.100.20', 'x-forwarded-for': '203.0.113.30' })).status).toBe(429)
    expect((await lookup(base, { 'fly-client-ip': '198.51.100.21' })).status).toBe(200)
    // The page's in-process calls follow the same address.
    const page = await phoneStep(base, { 'fly-client-ip': '198.51.100.20', 'x-forwarded-for': '203.0.113.31' })
    expect(page.status).not.toBe(302)
    expect((await phoneStep(base, { 'fly-client-ip': '198.51.100.22' })).status).toBe(302)
  })
})
