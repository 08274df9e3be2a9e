/**
 * Every screen and dialog of fixtures/every-screen.ts: its server HTML is valid (the Nu Html
 * Checker), axe finds nothing at 1280 and 360 px, its title names it and the organization, and at
 * 360 px in English, Lithuanian and Russian, with and without JavaScript, nothing is wider than
 * the page or its dialog and a dialog's focus starts on its first field, else its primary button.
 * The title's name must be a text of the page's language (a title left in English fails in
 * Lithuanian and Russian). Each walk ran 3 pages at a time; the whole spec took 7.3 minutes on
 * two loaded cores with 91 entries and 7.6 with 114.
 */
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { loginWithPassword, lookupPhone, platformOrigin, register } from './fixtures/auth'
import { DEMO, expect, jsEnabled, uniquePhone } from './fixtures/base'
import { misfits } from './fixtures/fits'
import { htmlErrors, type CheckedDocument } from './fixtures/html-checker'
import { tipsTest } from './fixtures/tips'
import {
  EVERY_SCREEN,
  LANGUAGES,
  PUBLIC,
  SIGNED_IN,
  SIGNED_OUT,
  axeViolations,
  contextIn,
  focusProblem,
  openPublic,
  resolveUrls,
  titleProblem,
  type Entry,
  type Language,
  type OtherUser,
  type Resolved,
} from './fixtures/every-screen'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The walk's account without an organization (uniquePhone's slot). */
const HOMELESS_SLOT = 743

/**
 * The signed-in states of the users other than the admin (`Entry.as`), one sign-in per worker:
 * the stop-list viewer with its password, and an account registered here that no organization
 * invited (registered once per server: a restarted worker signs in with its password).
 */
const test = tipsTest.extend<object, { otherStates: Record<OtherUser, StorageState> }>({
  otherStates: [
    async ({ browser }, use, workerInfo) => {
      const testInfo = workerInfo as unknown as TestInfo
      const { baseURL, javaScriptEnabled, locale } = workerInfo.project.use
      const signIn = async (how: (page: Page) => Promise<void>) => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, locale, storageState: SIGNED_OUT })
        await how(await context.newPage())
        const state = await context.storageState()
        await context.close()
        return state
      }
      const phone = uniquePhone(testInfo, HOMELESS_SLOT)
      const password = 'walk-without-organization'
      await use({
        viewer: await signIn((page) => loginWithPassword(page, testInfo, DEMO.stopListViewer, DEMO.password)),
        homeless: await signIn(async (page) =>
          (await lookupPhone(page.request, phone)).status === 'PASSWORD' ? loginWithPassword(page, testInfo, phone, password) : register(page, testInfo, phone, password),
        ),
      })
    },
    { scope: 'worker' },
  ],
})

/**
 * WALK_ONLY=<regular expression> walks only the entries whose names match (while fixing one
 * screen); unset, every entry.
 */
const chosen = <T extends { name: string }>(entries: T[]) => (process.env.WALK_ONLY ? entries.filter((e) => new RegExp(process.env.WALK_ONLY!).test(e.name)) : entries)

test('the Nu Html Checker finds no error in any screen or dialog', async ({ browser, context, otherStates }, testInfo) => {
  test.skip(jsEnabled(testInfo), "the server's HTML is the same in both projects: checked once")
  test.setTimeout(120_000)
  const signedIn = await resolveUrls(context.request, chosen(SIGNED_IN))
  const documents: CheckedDocument[] = []
  const others = await othersIn(browser, testInfo, otherStates, 'en', 1280)
  for (const entry of signedIn) {
    const response = await (entry.as ? others[entry.as] : context).request.get(entry.url)
    expect(response.status(), `GET ${entry.url}`).toBe(entry.status ?? 200)
    documents.push({ name: entry.name, url: entry.url, html: await response.text() })
  }
  await Promise.all(Object.values(others).map((c) => c.close()))
  const guest = await contextIn(browser, testInfo, 'en', { width: 1280, storageState: SIGNED_OUT })
  // The guest pages are found by links on signed-in pages (a box's, a table's).
  for (const entry of await resolveUrls(context.request, chosen(PUBLIC))) {
    const page = await openPublic(guest, testInfo, entry, 'en')
    documents.push({ name: entry.name, url: entry.url, html: await (await page.request.get(entry.url)).text() })
    await page.close()
  }
  await guest.close()
  expect(documents.length).toBe(chosen(EVERY_SCREEN).length)

  expect(htmlErrors(documents, testInfo)).toEqual([])
})

/** Runs `check` on every entry, `parallel` pages at a time. */
async function eachPage<T>(entries: Resolved[], parallel: number, check: (entry: Resolved) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(entries.length)
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < entries.length) {
        const index = next++
        results[index] = await check(entries[index]!)
      }
    }),
  )
  return results
}

/** A context per other user (`Entry.as`) in `language` at `width`. */
async function othersIn(browser: Browser, testInfo: TestInfo, states: Record<OtherUser, StorageState>, language: Language, width: number) {
  const entries = await Promise.all(
    Object.entries(states).map(async ([user, storageState]) => [user, await contextIn(browser, testInfo, language, { width, storageState })] as const),
  )
  return Object.fromEntries(entries) as Record<OtherUser, BrowserContext>
}

/**
 * Opens `entry` at `width` in `language`: a signed-in page in `signedIn` (or its user's context
 * in `others`), a public one in a context of its own (a sign-in step's session is its own); what
 * the entry folds is opened.
 */
async function openEntry(browser: Browser, testInfo: TestInfo, signedIn: BrowserContext, others: Record<OtherUser, BrowserContext>, entry: Resolved, language: Language, width: number) {
  const opened = await (async () => {
    if (SIGNED_IN.includes(EVERY_SCREEN.find((e) => e.name === entry.name)!)) {
      const page = await (entry.as ? others[entry.as] : signedIn).newPage()
      const response = await page.goto(entry.url)
      expect(response?.status(), `${entry.name}: GET ${entry.url}`).toBe(entry.status ?? 200)
      return { page, close: () => page.close() }
    }
    const context = await contextIn(browser, testInfo, language, { width, storageState: SIGNED_OUT })
    const page = await openPublic(context, testInfo, entry, language)
    return { page, close: () => context.close() }
  })()
  if (entry.open) {
    await opened.page.locator(entry.open).first().click()
    await expect(opened.page.locator(entry.open).first().locator('xpath=..')).toHaveAttribute('open', '')
  }
  return opened
}

/** Every entry's URL: the guest pages are found by links on signed-in pages (a box's, a table's). */
/**
 * Every entry chosen. The remote pass's back-office runs no embedded provider, so its /dev/
 * pages (served by the platform's process there) are walked by the embedded pass only.
 */
async function everyEntry(request: APIRequestContext, testInfo: TestInfo) {
  const here = (entries: Entry[]) => (platformOrigin(testInfo) ? entries.filter((e) => !('path' in e && e.path.startsWith('/dev/'))) : entries)
  return [...(await resolveUrls(request, chosen(here(SIGNED_IN)))), ...(await resolveUrls(request, chosen(here(PUBLIC))))]
}

/**
 * Dialogs whose island draws controls before the first field after focus started there (the
 * cropper's zoom): focus rightly stays where it started, which is checked without JavaScript.
 */
const DRAWN_AFTER_FOCUS = ['Crop image']

for (const language of LANGUAGES) {
  test(`at 360 px in ${language} nothing is wider than its page or dialog, each names itself and the organization, a dialog's focus starts where it should${language === 'en' ? ', and axe finds nothing' : ''}`, async ({ browser, context, adminState, otherStates }, testInfo) => {
    // The English walk runs axe on every page too: on a loaded two-core machine it took over 10 minutes.
    test.setTimeout(900_000)
    const entries = await everyEntry(context.request, testInfo)
    const signedIn = await contextIn(browser, testInfo, language, { width: 360, storageState: adminState })
    const others = await othersIn(browser, testInfo, otherStates, language, 360)
    const axe = language === 'en' && jsEnabled(testInfo)
    const found = await eachPage(entries, 3, async (entry) => {
      const { page, close } = await openEntry(browser, testInfo, signedIn, others, entry, language, 360)
      const focus = entry.dialog && !(jsEnabled(testInfo) && DRAWN_AFTER_FOCUS.includes(entry.name)) ? await focusProblem(page, jsEnabled(testInfo)) : null
      const wide = (await misfits(page)).map((o) => `${entry.name} (${entry.url}): ${o}`)
      const title = titleProblem(entry, await page.title(), language)
      const violations = axe ? (await axeViolations(page)).map((v) => `${entry.name} (${entry.url}) at 360 px: ${v}`) : []
      await close()
      return { entry, wide, violations, title, focus: focus && `${entry.name} (${entry.url}): ${focus}` }
    })
    await Promise.all([signedIn, ...Object.values(others)].map((c) => c.close()))
    expect.soft(found.flatMap((f) => f.wide)).toEqual([])
    expect.soft(found.flatMap((f) => f.violations)).toEqual([])
    expect.soft(found.flatMap((f) => (f.title ? [f.title] : []))).toEqual([])
    expect.soft(found.flatMap((f) => (f.focus ? [f.focus] : []))).toEqual([])
  })
}

test('at 1280 px axe finds nothing on any screen or dialog', async ({ browser, context, adminState, otherStates }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'axe once, with the page as a user with JavaScript sees it')
  test.setTimeout(900_000)
  const entries = await everyEntry(context.request, testInfo)
  const signedIn = await contextIn(browser, testInfo, 'en', { width: 1280, storageState: adminState })
  const others = await othersIn(browser, testInfo, otherStates, 'en', 1280)
  const violations = await eachPage(entries, 3, async (entry) => {
    const { page, close } = await openEntry(browser, testInfo, signedIn, others, entry, 'en', 1280)
    const found = (await axeViolations(page)).map((v) => `${entry.name} (${entry.url}): ${v}`)
    await close()
    return found
  })
  await Promise.all([signedIn, ...Object.values(others)].map((c) => c.close()))
  expect(violations.flat()).toEqual([])
})
