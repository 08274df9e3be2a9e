/**
 * Item 16, as a user of the back-office sees it: while the database is down, a screen, its
 * data request and a form post answer 503 with Retry-After and a page that says the service
 * is briefly unavailable, in the user's language, never a 500; once the database is back
 * the same screen answers 200. The built server (build/server.js) runs on a private Postgres
 * cluster that the test stops and starts (faults-support.ts).
 *
 * Runs the current build (build.setup.ts makes it first); needs the Postgres server binaries,
 * and says so when it is skipped without them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  freePort,
  PG_BIN,
  postgresBinariesPresent,
  startBuiltServer,
  startPrivatePostgres,
  type BuiltServer,
  type PrivatePostgres,
} from './faults-support.js'
import { DEMO, DEMO_PASSWORD } from './harness.js'
import { cookieBrowser } from './browser.js'

if (!postgresBinariesPresent) {
  console.warn(`[faults] back-office database-down test skipped: no Postgres server binaries in ${PG_BIN} (set PG_BIN)`)
}

const UNAVAILABLE = {
  en: 'The service is briefly unavailable. Try again in a moment.',
  ru: 'Сервис ненадолго недоступен. Повторите попытку через несколько секунд.',
}

describe.skipIf(!postgresBinariesPresent)('the back-office while the database is down', () => {
  let cluster: PrivatePostgres | undefined
  let server: BuiltServer | undefined
  let dataDir: string | undefined

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-faults-bo-'))
    server = await startBuiltServer(await freePort(), { DATABASE_URL: cluster.url, SEED: 'demo', DATA_DIR: dataDir })
  }, 120_000)

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await cluster?.destroy()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 with Retry-After and says so in the user language, then recovers', async () => {
    const base = server!.baseUrl
    const browser = cookieBrowser(base, { 'accept-language': 'en', origin: base })

    // Signed in, and a second browser half-way through signing in (phone given, password not yet).
    expect((await browser.post('/login/msisdn', { country: 'LT', phone: DEMO.admin })).status).toBe(302)
    const signedIn = await browser.post('/login/password', { password: DEMO_PASSWORD, intent: 'login' })
    expect(signedIn.headers.get('location')).toBe('/')
    // The organization list sends the user on to their first organization's screen.
    const list = await browser.get('/organizations')
    const organizationId = /^\/organizations\/([0-9a-f-]{36})/.exec(list.headers.get('location') ?? '')![1]
    const screen = `/organizations/${organizationId}`
    expect((await browser.get(screen)).status).toBe(200)
    const signingIn = cookieBrowser(base, { 'accept-language': 'en', origin: base })
    expect((await signingIn.post('/login/msisdn', { country: 'LT', phone: DEMO.admin })).status).toBe(302)

    await cluster!.stop()
    try {
      const page = await browser.get(screen)
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await page.text()).toContain(UNAVAILABLE.en)

      const inRussian = await browser.get(screen, { 'accept-language': 'ru' })
      expect(inRussian.status).toBe(503)
      expect(await inRussian.text()).toContain(UNAVAILABLE.ru)

      // With JavaScript the same screen is a data request.
      const data = await browser.get(`${screen}?_data=${encodeURIComponent('routes/_shell+/organizations+/$organizationId+/_index')}`)
      expect(data.status).toBe(503)
      expect(data.headers.get('retry-after')).toMatch(/^\d+$/)

      // A form post: 503, not 500.
      const post = await browser.post(`/organizations/${organizationId}/boxes/new`, { name: 'Down box', mode: 'GROUP' })
      expect(post.status).toBe(503)
      expect(post.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await post.text()).toContain(UNAVAILABLE.en)

      // Signing in goes through remix-auth, which must not turn the 503 into a 500.
      const password = await signingIn.post('/login/password', { password: DEMO_PASSWORD, intent: 'login' })
      expect(password.status).toBe(503)
      expect(await password.text()).toContain(UNAVAILABLE.en)
    } finally {
      await cluster!.start()
    }

    expect((await browser.get(screen)).status).toBe(200)
    const boxes = await (await browser.get(`/organizations/${organizationId}/boxes`)).text()
    expect(boxes).not.toContain('Down box')
  }, 120_000)
})

