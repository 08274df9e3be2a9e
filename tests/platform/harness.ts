/**
 * Test harness for the /api/v1 platform: a real HTTP server on an ephemeral port of 127.0.0.1
 * in front of a fresh database (PGlite in memory, or a new database on the Postgres server of
 * TEST_DATABASE_URL), with the demo data seeded.
 *
 *   forEachDatabase((kind) => {
 *     const api = useHarness(kind)                      // one platform for the whole describe
 *     it('...', async () => { const r = await api.fetchJson('/version') })
 *   })
 */
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../contract/transport.js'
import { APP_VERSION } from '../../contract/version.js'
import { defaultPlatformConfig, type PlatformConfig } from '../../platform/config.js'
import type { Database } from '../../platform/db/client.js'
import { smsOutbox } from '../../platform/db/schema/index.js'
import { startPlatform, type Platform, type PlatformOptions } from '../../platform/index.js'
import { withPgClient } from './pg-client.js'
import { TEST_SCRYPT_N, type PlatformTemplates } from './templates.setup.js'

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; Postgres as well when TEST_DATABASE_URL is set. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/** Runs a suite once per database (describe.each style). */
export function forEachDatabase(suite: (kind: DatabaseKind) => void) {
  describe.each(DATABASES)('on %s', (kind) => suite(kind))
}

export const DEMO_PASSWORD = 'demo-password'
export const DEMO = {
  admin: '+37061234567',
  codeAdmin: '+37061234569',
  stopListViewer: '+37061234568',
  disabled: '+37061234560',
} as const

/** Answers are untyped JSON; the tests assert them field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface FetchOptions {
  method?: string
  /** Serialized as JSON unless it is already a string (sent as is). */
  body?: unknown
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
  /** Sent as x-client-address (the gateway sets it from the socket address in production). */
  address?: string
  headers?: Record<string, string>
}

export interface JsonResponse<T = Json> {
  status: number
  headers: Headers
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T
  text: string
}

export interface HarnessOptions {
  config?: (config: PlatformConfig) => PlatformConfig
  /** The platform's clock (stop-list expiry): a test moves it instead of sleeping. */
  clock?: () => Date
  /** Installs a guest payment provider (tests/platform/guest-fixtures.ts FakeGuestProvider). */
  guestPayments?: PlatformOptions['guestPayments']
  /** The platform's environment (PAYMENT_PAGE_URL); none by default. */
  env?: Record<string, string>
}

export interface Harness {
  kind: DatabaseKind
  baseUrl: string
  platform: Platform
  db: Database
  config: PlatformConfig
  fetchJson<T = Json>(path: string, options?: FetchOptions): Promise<JsonResponse<T>>
  /** The latest one-time code sent to this phone (read from the sms_outbox table). */
  outbox(msisdn: string): Promise<string>
  close(): Promise<void>
}

const DEFAULT_ADDRESS = '198.51.100.1'

export { TEST_SCRYPT_N }

/** The template databases of this run (templates.setup.ts); without them nothing here runs. */
const injected = inject('platformTemplates') as PlatformTemplates | undefined
// Loud, not a silent fallback or skip: these files run only in the platform project, whose globalSetup makes them.
if (!injected) throw new Error('no platform templates: run `vitest --project platform` (its globalSetup templates.setup.ts makes them)')
export const runTemplates: PlatformTemplates = injected

/**
 * Whether a harness may start from the seeded template: the seed depends on nothing but the
 * password cost and the clock (the demo orders of the current business day end at its now),
 * so a harness that keeps TEST_SCRYPT_N and the system clock may.
 */
function seedsLikeTemplate({ config, clock }: HarnessOptions) {
  if (clock) return false
  if (!config) return true
  const quick = { ...defaultPlatformConfig(APP_VERSION), scrypt: { N: TEST_SCRYPT_N } }
  return config(quick).scrypt.N === TEST_SCRYPT_N
}

export async function startHarness(kind: DatabaseKind, options: HarnessOptions = {}): Promise<Harness> {
  let databaseUrl: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  const fromTemplate = seedsLikeTemplate(options)
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
    const name = `test_${randomBytes(6).toString('hex')}`
    const source = fromTemplate ? runTemplates.postgresTemplate : runTemplates.postgresEmptyTemplate
    const template = source ? ` TEMPLATE "${source}"` : ''
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template}`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    }
  }

  let platform: Platform
  try {
    platform = await startPlatform({
      version: APP_VERSION,
      ...(kind === 'postgres' ? { databaseUrl } : { pgliteDir: 'memory://', pgliteImage: fromTemplate ? runTemplates.pgliteImage : runTemplates.pgliteEmptyImage }),
      seed: 'demo',
      clock: options.clock,
      guestPayments: options.guestPayments,
      // No SMS_GATEWAY_URL: codes go to the sms_outbox table.
      env: { ...options.env } as NodeJS.ProcessEnv,
      config: (c) => {
        // scrypt at the production cost (2^17) takes about 0.4 s per hash here; the tests that
        // are about the cost itself ask for it back through options.config.
        const quick = { ...c, scrypt: { N: TEST_SCRYPT_N } }
        return options.config ? options.config(quick) : quick
      },
    })
  } catch (error) {
    await dropDatabase?.().catch(() => {})
    throw error
  }

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
  })
  // The live channel's websocket: a bearer token as scripts send it (the gateway's cookie path
  // is tested through the real server in server-live.test.ts).
  server.on('upgrade', (req, socket, head) =>
    platform.live.upgrade(req, socket, head, req.headers.authorization ?? '', DEFAULT_ADDRESS),
  )
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}/api/v1`

  async function fetchJson<T = Json>(path: string, options: FetchOptions = {}): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = {
      [CLIENT_ADDRESS_HEADER]: options.address ?? DEFAULT_ADDRESS,
      ...options.headers,
    }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    const response = await fetch(baseUrl + path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  async function outbox(msisdn: string): Promise<string> {
    const [row] = await platform.database.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.msisdn, msisdn))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1)
    const code = row && /\b(\d{6})\b/.exec(row.text)?.[1]
    if (!code) throw new Error(`No code in the outbox for ${msisdn}`)
    return code
  }

  let closed = false
  async function close() {
    if (closed) return
    closed = true
    await platform.live.close()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await platform.close().catch(() => {})
    await dropDatabase?.()
  }

  return {
    kind,
    baseUrl,
    platform,
    db: platform.database.db,
    config: platform.config,
    fetchJson,
    outbox,
    close,
  }
}


/**
 * Starts a harness in beforeAll and closes it in afterAll of the enclosing describe. The
 * returned object forwards to the running harness.
 */
export function useHarness(kind: DatabaseKind, options: HarnessOptions = {}): Harness {
  let current: Harness | undefined
  beforeAll(async () => {
    current = await startHarness(kind, options)
  })
  afterAll(async () => {
    await current?.close()
    current = undefined
  })
  const get = () => {
    if (!current) throw new Error('The harness is not running (use it inside a test)')
    return current
  }
  return {
    kind,
    get baseUrl() {
      return get().baseUrl
    },
    get platform() {
      return get().platform
    },
    get db() {
      return get().db
    },
    get config() {
      return get().config
    },
    fetchJson: (path, options) => get().fetchJson(path, options),
    outbox: (msisdn) => get().outbox(msisdn),
    close: () => get().close(),
  }
}

// ---------------------------------------------------------------------------------------------
// Flows shared by the test files.

let phoneCounter = 0
/**
 * A valid Lithuanian mobile number no demo profile uses. Unique within a test file; each file
 * (and each database) has its own fresh database, so files cannot collide.
 */
export function newPhone(): string {
  phoneCounter += 1
  return `+3706${String(5_000_000 + phoneCounter).padStart(7, '0')}`
}

let addressCounter = 0
/** A distinct client address, so per-address limits of one test do not leak into another. */
export function newAddress(): string {
  addressCounter += 1
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0')
}

export async function sendCode(
  api: Harness,
  msisdn: string,
  scope: 'LOGIN' | 'REGISTRATION' | 'RESET_PASSWORD',
  address = newAddress(),
): Promise<{ otpId: string; code: string }> {
  const sent = await api.fetchJson('/otp/send', { body: { msisdn, scope }, address })
  if (sent.status !== 200) throw new Error(`otp/send answered ${sent.status} ${sent.text}`)
  return { otpId: sent.body.otpId, code: await api.outbox(msisdn) }
}

/** Sends a code and verifies it; returns the verified otpId. */
export async function verifiedCode(
  api: Harness,
  msisdn: string,
  scope: 'LOGIN' | 'REGISTRATION' | 'RESET_PASSWORD',
  address = newAddress(),
): Promise<string> {
  const { otpId, code } = await sendCode(api, msisdn, scope, address)
  const verified = await api.fetchJson('/otp/verify', { body: { otpId, otp: code }, address })
  if (verified.status !== 200) throw new Error(`otp/verify answered ${verified.status} ${verified.text}`)
  return otpId
}

/** Registers a new profile with a password; returns its token and profile. */
export async function register(
  api: Harness,
  msisdn = newPhone(),
  password = 'registered-password',
): Promise<{ token: string; profile: { id: string; name: string | null; msisdn: string }; msisdn: string }> {
  const otpId = await verifiedCode(api, msisdn, 'REGISTRATION')
  const started = await api.fetchJson('/session/start-otp', { body: { otpId, newPassword: password } })
  if (started.status !== 200) throw new Error(`session/start-otp answered ${started.status} ${started.text}`)
  return { ...started.body, msisdn }
}

/** POST /session/start-otp with this body, as it is. */
export const startOtp = (api: Harness, body: unknown) => api.fetchJson('/session/start-otp', { body })

/** POST /session/start with a phone and a password, from a fresh client address by default. */
export const start = (api: Harness, msisdn: string, password: string, address = newAddress()) =>
  api.fetchJson('/session/start', { body: { msisdn, password }, address })

/** Signs in with a password; returns the token. */
export async function login(api: Harness, msisdn: string, password = DEMO_PASSWORD): Promise<string> {
  const started = await start(api, msisdn, password)
  if (started.status !== 200) throw new Error(`session/start answered ${started.status} ${started.text}`)
  return started.body.token
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asserts the platform's error body shape and returns it. */
export function errorBody(response: JsonResponse): { errorCode: string; message: string; params: Record<string, Json> } {
  const body = response.body
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.errorCode !== 'string' ||
    typeof body.message !== 'string' ||
    typeof body.params !== 'object' ||
    body.params === null ||
    Object.keys(body).sort().join(',') !== 'errorCode,message,params'
  ) {
    throw new Error(`Not an error body (status ${response.status}): ${response.text}`)
  }
  return body
}

/** Expects an error answer with this status and errorCode; returns its params. */
export function expectError(response: JsonResponse, status: number, errorCode: string): Record<string, Json> {
  expect({ status: response.status, errorCode: response.body?.errorCode }).toEqual({ status, errorCode })
  const body = errorBody(response)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return body.params
}
