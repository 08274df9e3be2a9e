/**
 * Shared helpers of the end-to-end tests: a `test` whose every page is watched for server
 * errors, sign-in steps as a user performs them, one-time codes read from the development
 * outbox, and phone numbers unique per test and per project.
 */
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

export { expect }

/** The demo data of platform/seed/demo.ts. */
export const DEMO = {
  admin: '+37061234567',
  codeAdmin: '+37061234569',
  stopListViewer: '+37061234568',
  disabled: '+37061234560',
  password: 'demo-password',
} as const

/** Every drawer entry, in order, for a user with every permission on "Demo Group". */
export const ALL_DRAWER_ENTRIES = [
  'Home',
  'Text sections',
  'Menu',
  'Modifiers',
  'Stop list',
  'Tables',
  'Orders',
  'Payments',
  'Invoices',
  'Payouts',
  'Tips',
  'Billing',
]

/** The server refuses another code to the same phone for this long after a send. */
export const RESEND_SECONDS = 60

/**
 * `test` with an automatic guard: any response with status >= 500 seen by any page of the
 * test's browser context fails the test (after it ran), listing the offending URLs.
 */
export const test = base.extend<{ serverErrorGuard: void }>({
  serverErrorGuard: [
    async ({ context }, use) => {
      const failures: string[] = []
      context.on('response', (response) => {
        if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`)
      })
      await use()
      expect(failures, 'responses with status >= 500').toEqual([])
    },
    { auto: true },
  ],
})

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false

/**
 * A phone number no other test uses: +3706555 P SSS, where P is the project (1 = js,
 * 2 = no-js) and SSS the test's slot. The projects have separate servers, but different
 * numbers keep the outbox and rate limits unambiguous anyway.
 */
export function uniquePhone(testInfo: TestInfo, slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot > 999) throw new Error(`slot out of range: ${slot}`)
  const project = testInfo.project.name === 'no-js' ? 2 : 1
  return `+3706555${project}${String(slot).padStart(3, '0')}`
}

/** Slots of uniquePhone, one per test that registers, so no two tests share a number. */
export const SLOTS = {
  registration: 10,
  registrationGuard: 11,
  passwordReset: 20,
  resendThrottle: 30,
} as const

/**
 * With JavaScript, waits until React has hydrated the document (its event handlers are
 * attached), so interactions that need JavaScript (a select that submits on change, the
 * resend countdown) are not lost. Without JavaScript there is nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const body = document.body as unknown as Record<string, unknown> | null
    return Boolean(body && Object.keys(body).some((key) => key.startsWith('__react')))
  }, undefined, { timeout: 15_000 }).catch((error: unknown) => {
    // Typically the page's /build assets are gone: the build was replaced after the server started.
    throw new Error(`the page did not hydrate within 15 s: ${String(error)}`)
  })
}

export async function open(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path)
  if (jsEnabled(testInfo)) await waitForHydration(page)
}

const COUNTRY_CODES: Record<string, string> = { '+370': 'LT', '+34': 'ES', '+48': 'PL' }

/** On Login: picks the number's country, types the national part, presses Continue. */
export async function submitPhone(page: Page, testInfo: TestInfo, msisdn: string) {
  await open(page, testInfo, '/login/msisdn')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const prefix = Object.keys(COUNTRY_CODES).find((p) => msisdn.startsWith(p))
  if (!prefix) throw new Error(`no country for ${msisdn}`)
  await page.locator('select[name="country"]').selectOption(COUNTRY_CODES[prefix]!)
  await page.locator('input[name="phone"]').fill(msisdn.slice(prefix.length))
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Typed as a user would: the raw text, whatever it is. */
export async function submitRawPhone(page: Page, testInfo: TestInfo, text: string) {
  await open(page, testInfo, '/login/msisdn')
  await page.locator('input[name="phone"]').fill(text)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The URL of an Organization screen: /organizations/<uuid>. */
export const ORGANIZATION_URL = /\/organizations\/[0-9a-f-]{36}$/

/** Password sign-in from Login; resolves once Home (the organization or the forbidden alert) is shown. */
export async function loginWithPassword(page: Page, testInfo: TestInfo, msisdn: string, password: string) {
  await submitPhone(page, testInfo, msisdn)
  await expect(page).toHaveURL(/\/login\/password$/)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/organizations(\/[0-9a-f-]{36})?$/)
}

export async function loginAsAdmin(page: Page, testInfo: TestInfo) {
  await loginWithPassword(page, testInfo, DEMO.admin, DEMO.password)
  await expect(page).toHaveURL(ORGANIZATION_URL)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Group' })).toBeVisible()
  if (jsEnabled(testInfo)) await waitForHydration(page)
}

interface OutboxMessage {
  msisdn: string
  code: string | null
  text: string
  sentAt: string
}

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox.json')
  expect(response.status(), 'GET /dev/outbox.json').toBe(200)
  return (await response.json()) as OutboxMessage[]
}

/**
 * The newest code sent to `msisdn` at or after `since` (the time just before the action
 * that sends it), waiting for it to appear in /dev/outbox.json.
 */
export async function readCode(request: APIRequestContext, msisdn: string, since: Date): Promise<string> {
  let code: string | null = null
  await expect
    .poll(
      async () => {
        const message = (await outbox(request)).find(
          (m) => m.msisdn === msisdn && Date.parse(m.sentAt) >= since.getTime() - 1000,
        )
        code = message?.code ?? null
        return code
      },
      { message: `a code sent to ${msisdn} in /dev/outbox.json`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

/** All codes ever sent to `msisdn`, newest first. */
export async function codesSentTo(request: APIRequestContext, msisdn: string): Promise<OutboxMessage[]> {
  return (await outbox(request)).filter((m) => m.msisdn === msisdn)
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('')
}

/** On a code screen: types the code and presses Verify. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** What the platform says about a phone number (GET /api/v1/msisdn/:msisdn). */
export async function lookupPhone(request: APIRequestContext, msisdn: string) {
  const response = await request.get(`/api/v1/msisdn/${encodeURIComponent(msisdn)}`)
  expect(response.status(), `GET /api/v1/msisdn/${msisdn}`).toBe(200)
  return (await response.json()) as { msisdn: string; status: 'UNREGISTERED' | 'REGISTERED' | 'PASSWORD'; enabled: boolean; nextOtpAfter: string | null }
}

/**
 * Waits (polling the platform, no fixed sleep) until the server's resend throttle lets
 * another code go to `msisdn`. Needed where one test must send a second code to a phone
 * that got one less than RESEND_SECONDS ago (the only password-less demo profile, or a
 * freshly registered user resetting the password).
 */
export async function waitForResendWindow(request: APIRequestContext, msisdn: string) {
  await expect
    .poll(async () => (await lookupPhone(request, msisdn)).nextOtpAfter, {
      message: `the resend throttle of ${msisdn} to pass`,
      timeout: (RESEND_SECONDS + 15) * 1000,
      intervals: [1000],
    })
    .toBeNull()
}

/**
 * Registers `msisdn` with `password` through the UI (Login, RegistrationOtp,
 * RegistrationPassword); resolves on Home, signed in.
 */
export async function register(page: Page, testInfo: TestInfo, msisdn: string, password: string) {
  const since = new Date()
  await submitPhone(page, testInfo, msisdn)
  await expect(page).toHaveURL(/\/registration\/otp$/)
  await enterCode(page, await readCode(page.request, msisdn, since))
  await expect(page).toHaveURL(/\/registration\/password$/)
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Repeat password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/organizations$/)
}

/** The drawer's section entries (top level, without the tip boxes under Tips). */
export const drawerEntries = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).locator('a[data-entry]')

/** Logout (drawer or top bar), then confirm in the dialog. Ends on Login. */
export async function logout(page: Page) {
  // In the drawer, or in the top bar of a user without organizations.
  await page.getByRole('link', { name: 'Logout' }).click()
  const dialog = page.getByRole('dialog', { name: 'Logout confirmation' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login\/msisdn$/)
}

/** Reads the signed (not encrypted) `__session` cookie's JSON: Remix's base64 payload before the signature. */
export function decodeSessionCookie(value: string): Record<string, unknown> {
  const raw = decodeURIComponent(value)
  const payload = raw.slice(0, raw.lastIndexOf('.'))
  const json = decodeURIComponent(
    Buffer.from(payload, 'base64')
      .toString('latin1')
      .split('')
      .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
      .join(''),
  )
  return JSON.parse(json) as Record<string, unknown>
}

export interface OrganizationSummary {
  id: string
  parentId: string | null
  name: string
  permissions: string[]
  paymentsEnabled: boolean
  menuEnabled: boolean
}

/** The organizations a user sees, straight from the platform (its own API session). */
export async function organizationsOf(request: APIRequestContext, msisdn: string, password: string) {
  const start = await request.post('/api/v1/session/start', { data: { msisdn, password } })
  expect(start.status(), 'POST /api/v1/session/start').toBe(200)
  const { token } = (await start.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const list = await request.get('/api/v1/business/organizations', { headers })
  expect(list.status(), 'GET /api/v1/business/organizations').toBe(200)
  const organizations = (await list.json()) as OrganizationSummary[]
  await request.post('/api/v1/session/finish', { headers, data: {} })
  return organizations
}

export function byName(organizations: OrganizationSummary[], name: string): OrganizationSummary {
  const found = organizations.find((o) => o.name === name)
  if (!found) throw new Error(`no organization named ${name}`)
  return found
}

// --- Tips screens (tests/e2e/tips-*.spec.ts) -------------------------------------------------

/** A signed-in browser state: cookies and local storage as Playwright saves them. */
type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>

/** The platform as a script sees it: /api/v1 with the demo admin's Bearer token. */
export interface PlatformClient {
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>
  /** The raw answer, for checking statuses. */
  raw(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<{ status: number; body: unknown }>
}

export interface TipsOrganization extends OrganizationSummary {
  timeZone: string
  currency: string
}

/** A calendar day 'YYYY-MM-DD' of `date` in a time zone. */
export function dayIn(timeZone: string, date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/** Calendar arithmetic on 'YYYY-MM-DD'. */
export function plusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** 'YYYY-MM' shifted by `months`. */
export function plusMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7)
}

/** The instant a calendar day starts in a time zone, as ISO (computed without the app's code). */
export async function startOfDayAt(day: string, timeZone: string): Promise<string> {
  const { TZDate } = await import('@date-fns/tz')
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime()).toISOString()
}

/** start_ts/finish_ts of the days `first`..`last` (both inclusive) in a time zone. */
export async function daysToTimestamps(first: string, last: string, timeZone: string) {
  return { start_ts: await startOfDayAt(first, timeZone), finish_ts: await startOfDayAt(plusDays(last, 1), timeZone) }
}

/** start_ts/finish_ts of a month 'YYYY-MM' in a time zone. */
export async function monthToTimestamps(month: string, timeZone: string) {
  const last = plusDays(`${plusMonths(month, 1)}-01`, -1)
  return daysToTimestamps(`${month}-01`, last, timeZone)
}

/** 1 for the js project, 2 for no-js: makes names and GT IDs differ between the projects. */
export const projectDigit = (testInfo: TestInfo) => (testInfo.project.name === 'no-js' ? 2 : 1)

/**
 * `test` for the tips screens: every page starts signed in as the demo admin (one sign-in
 * through the UI per worker, so the password rate limit per address is not spent by every
 * test), and `platform` talks to /api/v1 with the admin's own Bearer token.
 */
export const tipsTest = test.extend<{ platform: PlatformClient }, { adminState: StorageState; adminToken: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, javaScriptEnabled, locale } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, javaScriptEnabled, locale })
      const page = await context.newPage()
      await loginWithPassword(page, workerInfo as unknown as TestInfo, DEMO.admin, DEMO.password)
      await expect(page).toHaveURL(ORGANIZATION_URL)
      const state = await context.storageState()
      await context.close()
      await use(state)
    },
    { scope: 'worker' },
  ],
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      const start = await api.post('/api/v1/session/start', { data: { msisdn: DEMO.admin, password: DEMO.password } })
      expect(start.status(), 'POST /api/v1/session/start').toBe(200)
      const { token } = (await start.json()) as { token: string }
      await use(token)
      await api.post('/api/v1/session/finish', { headers: { authorization: `Bearer ${token}` }, data: {} }).catch(() => {})
      await api.dispose()
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => {
    await use(adminState)
  },
  platform: async ({ playwright, adminToken, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${adminToken}` } })
    const raw: PlatformClient['raw'] = async (method, path, data) => {
      const response = await api.fetch(`/api/v1${path}`, { method, data })
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status(), body }
    }
    await use({
      raw,
      async get<T>(path: string, query: Record<string, string | number | undefined> = {}) {
        const params = new URLSearchParams()
        for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
        const search = params.toString()
        const { status, body } = await raw('GET', search ? `${path}?${search}` : path)
        expect(status, `GET /api/v1${path}`).toBe(200)
        return body as T
      },
    })
    await api.dispose()
  },
})

/** The demo admin's organization named `name`, with its time zone and currency. */
export async function tipsOrganization(platform: PlatformClient, name: string): Promise<TipsOrganization> {
  const organizations = await platform.get<TipsOrganization[]>('/business/organizations')
  return byName(organizations, name) as TipsOrganization
}
