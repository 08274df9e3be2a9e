/**
 * Every screen and dialog of fixtures/every-screen.ts: its server HTML is valid (the Nu Html
 * Checker), axe finds nothing at 1280 and 360 px, its title names it and the organization, and at
 * 360 px in English, Lithuanian and Russian, with and without JavaScript, nothing is wider than
 * the page or its dialog.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, jsEnabled } from './fixtures/base'
import { tipsTest as test } from './fixtures/tips'
import { EVERY_SCREEN, PUBLIC, SIGNED_IN, SIGNED_OUT, contextIn, openPublic, resolveUrls, type Resolved } from './fixtures/every-screen'

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

test('the Nu Html Checker finds no error in any screen or dialog', async ({ browser, context }, testInfo) => {
  test.skip(jsEnabled(testInfo), "the server's HTML is the same in both projects: checked once")
  test.setTimeout(120_000)
  const signedIn = await resolveUrls(context.request, SIGNED_IN)
  const documents: { entry: Resolved; html: string }[] = []
  for (const entry of signedIn) {
    const response = await context.request.get(entry.url)
    expect(response.status(), `GET ${entry.url}`).toBe(200)
    documents.push({ entry, html: await response.text() })
  }
  const guest = await contextIn(browser, testInfo, 'en', { width: 1280, storageState: SIGNED_OUT })
  for (const entry of await resolveUrls(guest.request, PUBLIC)) {
    const page = await openPublic(guest, testInfo, entry, 'en')
    documents.push({ entry, html: await (await page.request.get(entry.url)).text() })
    await page.close()
  }
  await guest.close()
  expect(documents.length).toBe(EVERY_SCREEN.length)

  // One Java process for every document: the checker starts in about a second, then reads fast.
  const folder = testInfo.outputPath('html')
  mkdirSync(folder, { recursive: true })
  const files = documents.map(({ entry, html }, index) => {
    const file = path.join(folder, `${String(index).padStart(3, '0')}-${entry.name.replace(/[^a-z0-9]+/gi, '-')}.html`)
    writeFileSync(file, html)
    return file
  })
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8' })
  const messages = (JSON.parse(run.stderr || run.stdout) as { messages: { url: string; message: string; extract?: string; lastLine?: number }[] }).messages
  const errors = messages.map((m) => {
    const entry = documents[files.findIndex((f) => m.url.endsWith(path.basename(f)))]?.entry
    return `${entry?.name ?? m.url} (${entry?.url}) line ${m.lastLine}: ${m.message} «${(m.extract ?? '').trim().slice(0, 120)}»`
  })
  expect(errors).toEqual([])
})
