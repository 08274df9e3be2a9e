/**
 * The browser's strings as a script of their own (app/services/i18n.server.ts
 * `translationsScript`, served by app/routes/i18n.$file.ts): one per language and kind of
 * screen, named by its content, holding that screen's sections only, and found again from its
 * name alone (another worker may have named it), while any other name is a 404.
 */
import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/i18n.$file'
import { resources, translationsScript, translationsScriptFile } from '~/services/i18n.server'

const strings = (source: string) => JSON.parse(source.replace(/^window\.__i18n=/, '').replace(/;\n$/, '')) as Record<string, Record<string, unknown>>
const fileOf = (url: string) => url.slice('/i18n/'.length)
const serve = (file: string) => loader({ params: { file }, request: new Request(`http://localhost/i18n/${file}`), context: {} as never })

describe('the strings script of a page', () => {
  const dashboard = translationsScript('en', '/organizations/o1')
  const menu = translationsScript('lt', '/organizations/o1/menu/m1')

  it('is named by language, sections and a hash of its content', () => {
    expect(dashboard.url).toMatch(/^\/i18n\/en-000001-[A-Za-z0-9_-]{12}\.js$/)
    expect(menu.url).toMatch(/^\/i18n\/lt-100000-[A-Za-z0-9_-]{12}\.js$/)
    expect(translationsScript('en', '/organizations/o2').url).toBe(dashboard.url)
    expect(translationsScript('lt', '/organizations/o1').url).not.toBe(dashboard.url.replace('/en-', '/lt-'))
  })

  it('holds the language in use and only the sections of its screen', () => {
    const onDashboard = strings(dashboard.source)
    expect(onDashboard.common).toEqual(resources.en.common.common)
    expect(onDashboard.billing).toEqual({ alert: resources.en.common.billing.alert })
    expect(onDashboard.menuItem).toBeUndefined()
    expect(onDashboard.menu).toEqual({ status: { badge: resources.en.common.menu.status.badge } })
    const onMenu = strings(menu.source)
    expect(onMenu.menuItem).toEqual(resources.lt.common.menuItem)
    expect(onMenu.common).toEqual(resources.lt.common.common)
    expect(onMenu.orders).toBeUndefined()
  })

  it('is found again from its name alone, and served to be cached for good', async () => {
    expect(translationsScriptFile(fileOf(menu.url))).toEqual(menu)
    const answer = await serve(fileOf(dashboard.url))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await answer.text()).toBe(dashboard.source)
  })

  it('answers 404 for any other name: a stale hash, an unknown language, wrong sections, junk', async () => {
    const [language, sections] = fileOf(dashboard.url).split('-')
    for (const file of [
      `${language}-${sections}-AAAAAAAAAAAA.js`,
      fileOf(dashboard.url).replace(/^en-/, 'xx-'),
      fileOf(dashboard.url).replace('-000001-', '-0000001-'),
      fileOf(dashboard.url).replace(/\.js$/, '.json'),
      '../../package.json',
      '',
    ]) {
      expect(translationsScriptFile(file)).toBeNull()
      const answer = await serve(file)
      expect(answer.status).toBe(404)
    }
  })
})
