/**
 * Issue 6, item 2 and issue 7, item 8: only a demo start (DEMO=1) seeds demo accounts by
 * default; a production start without it seeds them only when SEED=demo says so, and then says
 * so loudly. fly.toml ships NODE_ENV=production with SEED unset on an empty
 * embedded database: exactly the first case here.
 */
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../contract/transport.js'
import { APP_VERSION } from '../../contract/version.js'
import { profiles } from '../../platform/db/schema/index.js'
import { chooseSeed, startPlatform, type Platform } from '../../platform/index.js'
import { DEMO, DEMO_PASSWORD, runTemplates, TEST_SCRYPT_N } from './harness.js'

/** The run's migrated, unseeded database (templates.setup.ts): each test seeds, or not, itself. */
const emptyImage = runTemplates.pgliteEmptyImage

async function start(env: Record<string, string>, seed?: string): Promise<Platform> {
  return startPlatform({
    version: APP_VERSION,
    pgliteDir: 'memory://',
    pgliteImage: emptyImage,
    ...(seed === undefined ? {} : { seed }),
    env: env as NodeJS.ProcessEnv,
    config: (c) => ({ ...c, scrypt: { N: TEST_SCRYPT_N } }),
  })
}

async function signIn(platform: Platform, msisdn: string, password: string) {
  const response = await platform.app.fetch(
    new Request('http://platform.internal/api/v1/session/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      body: JSON.stringify({ msisdn, password }),
    }),
  )
  return { status: response.status, body: (await response.json()) as { errorCode?: string; token?: string } }
}

const profileCount = async (platform: Platform) =>
  Number((await platform.database.db.select({ n: count() }).from(profiles))[0]!.n)

// Each test starts a platform on a fresh PGlite: slow on a busy machine.
describe('seeding on a production start', { timeout: 120_000 }, () => {
  let platform: Platform | undefined
  afterEach(async () => {
    await platform?.close()
    platform = undefined
    vi.restoreAllMocks()
  })

  it('seeds nothing with NODE_ENV=production and SEED unset (what fly.toml ships)', async () => {
    const warn = vi.spyOn(console, 'warn')
    platform = await start({ NODE_ENV: 'production' })
    expect(await profileCount(platform)).toBe(0)
    const answer = await signIn(platform, DEMO.admin, DEMO_PASSWORD)
    expect(answer.status).toBe(400)
    expect(answer.body.errorCode).toBe('INVALID_PASSWORD')
    expect(warn).not.toHaveBeenCalled()
  })

  it('seeds nothing with NODE_ENV=production and an empty SEED', async () => {
    platform = await start({ NODE_ENV: 'production', SEED: '' })
    expect(await profileCount(platform)).toBe(0)
  })

  it('seeds the demo data with SEED=demo, and warns in several lines that it did', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    platform = await start({ NODE_ENV: 'production', SEED: 'demo' })
    expect(await profileCount(platform)).toBeGreaterThan(0)
    const answer = await signIn(platform, DEMO.admin, DEMO_PASSWORD)
    expect(answer.status).toBe(200)
    expect(answer.body.token).toEqual(expect.any(String))
    expect(warn).toHaveBeenCalledTimes(1)
    const text = String(warn.mock.calls[0]![0])
    expect(text.split('\n').length).toBeGreaterThanOrEqual(5)
    expect(text).toContain('WARNING: SEED=demo with NODE_ENV=production')
    expect(text).toContain('Demo accounts were just created')
  })

  it('seeds an empty embedded database in a demo start (DEMO=1, what npm start does), production or not, quietly', async () => {
    const warn = vi.spyOn(console, 'warn')
    platform = await start({ NODE_ENV: 'production', DEMO: '1' })
    expect(await profileCount(platform)).toBeGreaterThan(0)
    expect((await signIn(platform, DEMO.admin, DEMO_PASSWORD)).status).toBe(200)
    expect(warn).not.toHaveBeenCalled()
  })

  it('seeds nothing outside production without DEMO: demo data no longer hangs on NODE_ENV', async () => {
    platform = await start({ NODE_ENV: 'test' })
    expect(await profileCount(platform)).toBe(0)
  })

  it('refuses to start with a SEED it does not know, rather than guess', async () => {
    await expect(start({ NODE_ENV: 'production', SEED: 'dmeo' })).rejects.toThrow(/SEED must be one of/)
  })
})

describe('chooseSeed', () => {
  it.each([
    [undefined, false, 'pglite', 'none'],
    [undefined, false, 'postgres', 'none'],
    ['  ', true, 'pglite', 'demo'],
    [undefined, true, 'pglite', 'demo'],
    [undefined, true, 'postgres', 'none'],
    ['demo', false, 'postgres', 'demo'],
    ['large', false, 'pglite', 'large'],
    ['none', true, 'pglite', 'none'],
  ] as const)('SEED=%s, demo %s, %s: %s', (explicit, demo, kind, expected) => {
    expect(chooseSeed(explicit, demo, kind)).toBe(expected)
  })
})
