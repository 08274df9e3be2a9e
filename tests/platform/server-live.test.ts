/**
 * The live channel through the real server's gateway (server/live-gateway.ts, build/server.js):
 * a browser's session cookie opens it only from this origin; a script's bearer token opens it
 * (not from a foreign origin); other paths are not upgraded; and a server on a remote API_URL
 * relays the channel to the platform it fronts, request ids included.
 * Runs the current build (build.setup.ts makes it first).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, freePort, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'
import { openLive, RefusedUpgrade } from './live-client.js'

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof RefusedUpgrade ? error.status : error),
  )

describe('the live channel through the gateway', () => {
  let server: BuiltServer
  let remoteFront: BuiltServer
  const dirs: string[] = []
  let base: string
  let cookie: string
  let token: string
  let organizationId: string

  beforeAll(async () => {
    const dataDir = newDataDir('tipbox-live-', { seeded: true })
    dirs.push(dataDir)
    server = await startBuiltServer(await freePort(), { DATA_DIR: dataDir, SEED: 'demo' })
    base = server.baseUrl
    // A browser signs in: the password form sets the session cookie.
    const jar = new Map<string, string>()
    const post = async (route: string, fields: Record<string, string>) => {
      const answer = await fetch(base + route, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams(fields),
        headers: {
          origin: base,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      })
      for (const line of answer.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
    }
    await post('/login/msisdn', { country: 'LT', phone: DEMO.admin })
    await post('/login/password', { password: DEMO_PASSWORD, intent: 'login' })
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
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

    // A second server whose platform is the first one (API_URL): it relays the websocket.
    const frontDir = mkdtempSync(path.join(tmpdir(), 'tipbox-live-front-'))
    dirs.push(frontDir)
    remoteFront = await startBuiltServer(await freePort(), { DATA_DIR: frontDir, API_URL: base, DEMO: '0', SEED: 'none' })
  }, 120_000)

  afterAll(() => {
    for (const s of [server, remoteFront]) if (s && s.child.exitCode === null) s.child.kill('SIGKILL')
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  const api = () => `${base}/api/v1`

  it('opens with the session cookie from this origin only', async () => {
    const live = await openLive(api(), null, organizationId, { cookie, origin: base })
    live.send({ type: 'SUBSCRIBE', scopes: ['MENU'] })
    expect((await live.next((m) => m.type === 'MENU_INCREMENTAL_STATE')).organizationId).toBe(organizationId)
    live.close()
    // The same cookie from another page, or with no Origin at all, opens nothing.
    expect(await refusal(openLive(api(), null, organizationId, { cookie, origin: 'https://evil.example' }))).toBe(403)
    expect(await refusal(openLive(api(), null, organizationId, { cookie }))).toBe(403)
    // No session: 401, from a page of this origin or from a script with no credentials at all
    // (issue 25 item 29, as docs/api.md says).
    expect(await refusal(openLive(api(), null, organizationId, { origin: base }))).toBe(401)
    expect(await refusal(openLive(api(), null, organizationId))).toBe(401)
  })

  it('opens with a bearer token, but not from a foreign page; other paths are not upgraded', async () => {
    const live = await openLive(api(), token, organizationId)
    live.close()
    expect(await refusal(openLive(api(), token, organizationId, { origin: 'https://evil.example' }))).toBe(403)
    // ../../profile: the URL resolves to /api/v1/profile, which is no channel.
    expect(await refusal(openLive(api(), token, '../../profile'))).toBe(404)
  })

  it('relays the channel through a server whose platform is a remote API_URL', async () => {
    const live = await openLive(`${remoteFront.baseUrl}/api/v1`, token, organizationId)
    live.send({ type: 'SUBSCRIBE', scopes: ['MENU'] })
    await live.next((m) => m.type === 'MENU_INCREMENTAL_STATE' && m.requestId === null)
    const requestId = `relay-${randomUUID()}`
    const answer = await fetch(`${base}/api/v1/business/menus?organizationId=${organizationId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ title: { en: 'Relayed' } }),
    })
    expect(answer.status).toBe(201)
    const heard = await live.next((m) => m.requestId === requestId)
    expect(heard.menus.map((m: { title: { en: string } }) => m.title.en)).toContain('Relayed')
    live.close()
    // Refusals of the remote platform reach the caller as they were.
    expect(await refusal(openLive(`${remoteFront.baseUrl}/api/v1`, token, randomUUID()))).toBe(403)
  })
})
