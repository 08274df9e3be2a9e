/**
 * Automatic translation of menu texts (issue 8 item 6, SPEC.md 4 "Translation"):
 * POST /business/menus/translate fills a suggestion '<lang>?' for every menu language without
 * text and changes nothing sent; the demo glossary says it is one; the DeepL adapter's requests
 * are checked against a local stand-in of DeepL's HTTP API (there is no internet here).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateResponseSchema } from '../../contract/menu-reference.js'
import { applyEnvironment, defaultPlatformConfig } from '../../platform/config.js'
import { missingLanguages, sourceLanguage, suggestMissing, suggestMissingMany } from '../../platform/domain/menu/translate.js'
import { DeeplTranslationProvider } from '../../platform/providers/translation/deepl.js'
import { glossaryTranslate, GlossaryTranslationProvider } from '../../platform/providers/translation/glossary.js'
import { DEMO, expectError, forEachDatabase, login, useHarness } from './harness.js'
import { clientFor, menuClient, ok, type MenuClient } from './menu-client.js'
import { createOrganization } from './tips-fixtures.js'

const DEMO_GLOSSARY = { name: 'demo-glossary', demo: true, description: 'Demo glossary — not a real translation service' }

/** A local stand-in of DeepL's POST /v2/translate that records what it was sent. */
interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: { text: string[]; source_lang: string; target_lang: string }
}
function fakeDeepl() {
  const requests: Recorded[] = []
  let server: Server | undefined
  const state = { url: '' }
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        const body = JSON.parse(raw) as Recorded['body']
        requests.push({ method: req.method!, url: req.url!, headers: req.headers, body })
        if (body.text.some((t) => t.includes('FAIL'))) return void res.writeHead(503).end('busy')
        const translations = body.text.includes('SHORT')
          ? []
          : body.text.map((t) => ({ detected_source_language: body.source_lang, text: `[${body.target_lang}] ${t}` }))
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations }))
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    state.url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return { requests, state }
}

describe('demo glossary', () => {
  it('replaces the phrases and words it knows, longest first, keeping case, punctuation and unknown words', () => {
    expect(glossaryTranslate('Beef soup', 'en', 'lt')).toBe('Jautienos sriuba')
    expect(glossaryTranslate('Beef soup with garlic', 'en', 'es')).toBe('Sopa de ternera con ajo')
    expect(glossaryTranslate('Soup of the day and bread', 'en', 'lt')).toBe('Dienos sriuba ir duona')
    expect(glossaryTranslate('Grandma’s tomato soup', 'en', 'es')).toBe('Grandma’s sopa de tomate')
    expect(glossaryTranslate('JAUTIENOS SRIUBA', 'lt', 'en')).toBe('BEEF SOUP')
    expect(glossaryTranslate('Зелёный чай, большой', 'ru', 'en')).toBe('Green tea, large')
    expect(glossaryTranslate('Zupa pomidorowa', 'pl', 'ru')).toBe('Томатный суп')
    // A phrase does not span punctuation.
    expect(glossaryTranslate('beef, soup', 'en', 'lt')).toBe('jautiena, sriuba')
    expect(glossaryTranslate('Quinoa bowl', 'en', 'pl')).toBe('Quinoa bowl')
  })

  it('says what it is and refuses languages it has no column for', async () => {
    const provider = new GlossaryTranslationProvider()
    expect({ name: provider.name, demo: provider.demo, description: provider.describe() }).toEqual(DEMO_GLOSSARY)
    expect(await provider.translate(['Tea', 'Coffee with milk'], 'en', 'ru')).toEqual(['Чай', 'Кофе с молоком'])
    await expect(provider.translate(['Tea'], 'en', 'de')).rejects.toThrow(/en, es, lt, pl and ru|en, es, lt, pl, ru/)
  })
})

describe('suggestMissing', () => {
  const glossary = new GlossaryTranslationProvider()

  it('fills only languages with neither text nor a suggestion, from the first menu language with text', async () => {
    expect(sourceLanguage({ lt: 'Sriuba', en: 'Soup' }, ['en', 'lt'])).toBe('en')
    expect(sourceLanguage({ 'en?': 'Soup', pl: 'Zupa' }, ['en', 'lt'])).toBe('pl')
    expect(sourceLanguage({ 'en?': 'Soup', en: ' ' }, ['en'])).toBeNull()
    expect(missingLanguages({ en: 'Soup', 'lt?': 'Sriuba', pl: '' }, ['en', 'lt', 'pl', 'ru'])).toEqual(['pl', 'ru'])

    expect(await suggestMissing(glossary, { en: 'Beef soup', 'lt?': 'Mano sriuba', ru: 'Суп' }, ['en', 'lt', 'pl', 'ru', 'es'])).toEqual({
      en: 'Beef soup',
      'lt?': 'Mano sriuba',
      ru: 'Суп',
      'pl?': 'Zupa wołowa',
      'es?': 'Sopa de ternera',
    })
    // Nothing approved: nothing to translate from.
    expect(await suggestMissing(glossary, { 'en?': 'Beef soup' }, ['en', 'lt'])).toEqual({ 'en?': 'Beef soup' })
    // A language the provider cannot do gets nothing; the others still do.
    expect(await suggestMissing(glossary, { en: 'Tea' }, ['en', 'de', 'lt'])).toEqual({ en: 'Tea', 'lt?': 'Arbata' })
  })

  it('asks the provider once per language pair for a whole list', async () => {
    const seen: string[] = []
    const counting = {
      name: 'counting',
      demo: true,
      describe: () => 'counting glossary',
      translate: async (texts: string[], from: string, to: string) => {
        seen.push(`${from}>${to}:${texts.length}`)
        return glossary.translate(texts, from, to)
      },
    }
    const result = await suggestMissingMany(counting, [{ en: 'Tea' }, { en: 'Coffee' }, { lt: 'Alus' }, {}], ['en', 'lt', 'pl'])
    expect(result).toEqual([
      { en: 'Tea', 'lt?': 'Arbata', 'pl?': 'Herbata' },
      { en: 'Coffee', 'lt?': 'Kava', 'pl?': 'Kawa' },
      { lt: 'Alus', 'en?': 'Beer', 'pl?': 'Piwo' },
      {},
    ])
    expect(seen.sort()).toEqual(['en>lt:2', 'en>pl:2', 'lt>en:1', 'lt>pl:1'])
  })
})

describe('DeepL adapter', () => {
  const deepl = fakeDeepl()

  it('posts the texts as JSON with the key, the source and DeepL’s target code, and reads the answer', async () => {
    const provider = new DeeplTranslationProvider('secret-key:fx', `${deepl.state.url}/`)
    expect(provider.describe()).toBe(`DeepL API (${new URL(deepl.state.url).host})`)
    expect(await provider.translate(['Beef soup', 'Tea'], 'en', 'lt')).toEqual(['[LT] Beef soup', '[LT] Tea'])
    expect(await provider.translate(['Sriuba'], 'lt', 'en')).toEqual(['[EN-GB] Sriuba'])
    const [first, second] = deepl.requests.slice(-2)
    expect(first!.method).toBe('POST')
    expect(first!.url).toBe('/v2/translate')
    expect(first!.headers.authorization).toBe('DeepL-Auth-Key secret-key:fx')
    expect(first!.headers['content-type']).toBe('application/json')
    expect(first!.body).toEqual({ text: ['Beef soup', 'Tea'], source_lang: 'EN', target_lang: 'LT' })
    expect(second!.body).toEqual({ text: ['Sriuba'], source_lang: 'LT', target_lang: 'EN-GB' })
  })

  it('sends at most 50 texts a request and rejects on a refusal or an answer that does not fit', async () => {
    const provider = new DeeplTranslationProvider('k', deepl.state.url)
    const before = deepl.requests.length
    const texts = Array.from({ length: 120 }, (_, i) => `dish ${i}`)
    expect(await provider.translate(texts, 'en', 'pl')).toEqual(texts.map((t) => `[PL] ${t}`))
    expect(deepl.requests.slice(before).map((r) => r.body.text.length)).toEqual([50, 50, 20])
    await expect(provider.translate(['FAIL'], 'en', 'lt')).rejects.toThrow('DeepL answered 503')
    await expect(provider.translate(['SHORT'], 'en', 'lt')).rejects.toThrow('DeepL answered an unexpected body')
  })
})

describe('TRANSLATION_PROVIDER', () => {
  const base = defaultPlatformConfig('test')
  const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

  it('is the demo glossary unless deepl is chosen with a key; DEEPL_API_URL defaults to the free endpoint', () => {
    expect(applyEnvironment(base, env({})).translation).toEqual({ provider: 'demo' })
    expect(applyEnvironment(base, env({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'abc:fx' })).translation).toEqual({
      provider: 'deepl',
      apiKey: 'abc:fx',
      apiUrl: 'https://api-free.deepl.com',
    })
    expect(
      applyEnvironment(base, env({ TRANSLATION_PROVIDER: 'DeepL', DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'https://api.deepl.com' }))
        .translation,
    ).toEqual({ provider: 'deepl', apiKey: 'abc', apiUrl: 'https://api.deepl.com' })
    expect(() => applyEnvironment(base, env({ TRANSLATION_PROVIDER: 'deepl' }))).toThrow('TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY')
    expect(() => applyEnvironment(base, env({ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'k', DEEPL_API_URL: 'ftp://x' }))).toThrow(
      /DEEPL_API_URL/,
    )
    expect(() => applyEnvironment(base, env({ TRANSLATION_PROVIDER: 'google' }))).toThrow(/TRANSLATION_PROVIDER must be demo or deepl/)
  })
})

forEachDatabase((kind) => {
  describe(`POST /business/menus/translate with the demo glossary on ${kind}`, () => {
    const api = useHarness(kind)

    /** A venue below Demo Group whose menu is in these languages. */
    async function venue(languages: string[]): Promise<MenuClient> {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const org = await createOrganization(api, {
        parentId: group.organizationId,
        menuEnabled: true,
        menuLanguages: languages.map((code) => ({ code, title: code, iconUrl: null })),
      })
      return clientFor(api, group.token, org.id)
    }
    const translate = async (menu: MenuClient, body: unknown) =>
      translateResponseSchema.parse(ok(await menu.post('/business/menus/translate', body)).body)

    it('adds a suggestion for each menu language without text and says the glossary is a demo', async () => {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      expect(await translate(group, { en: 'Beef soup' })).toEqual({
        text: { en: 'Beef soup', 'lt?': 'Jautienos sriuba' },
        provider: DEMO_GLOSSARY,
        unavailable: [],
      })
      // A read that changes nothing: no X-Request-Id needed.
      const plain = await api.fetchJson(`/business/menus/translate?organizationId=${group.organizationId}`, {
        token: group.token,
        body: { lt: 'Arbata' },
      })
      expect(ok(plain).body.text).toEqual({ lt: 'Arbata', 'en?': 'Tea' })
    })

    it('never overwrites an approved or suggested text and reports languages it could not do', async () => {
      const menu = await venue(['en', 'lt', 'pl', 'ru', 'es', 'de'])
      const answer = await translate(menu, { en: 'Beef soup with garlic', 'pl?': 'Moja zupa', ru: 'Суп' })
      expect(answer.text).toEqual({
        en: 'Beef soup with garlic',
        'pl?': 'Moja zupa',
        ru: 'Суп',
        'lt?': 'Jautienos sriuba su česnakas',
        'es?': 'Sopa de ternera con ajo',
      })
      expect(answer.unavailable).toEqual(['de'])
      // The first menu language with text is the source, whatever order the body has.
      expect((await translate(menu, { lt: 'Šalta sriuba', en: 'Cold soup' })).text).toMatchObject({
        'pl?': 'Zimny zupa',
        'es?': 'Frío sopa',
      })
      // Nothing approved: nothing to translate from, nothing missing to report.
      expect(await translate(menu, { 'en?': 'Soup', lt: '  ' })).toEqual({
        text: { 'en?': 'Soup', lt: '  ' },
        provider: DEMO_GLOSSARY,
        unavailable: [],
      })
      // Every language has text: the body comes back as it was.
      const full = { en: 'Tea', lt: 'Arbata', 'pl?': 'Herbata', ru: 'Чай', es: 'Té', de: 'Tee' }
      expect((await translate(menu, full)).text).toEqual(full)
    })

    it('refuses junk with 400 and callers without VIEW_MENU with 403', async () => {
      const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
      for (const body of [[], 'text', { EN: 'Soup' }, { en: 5 }, { english: 'Soup' }, { en: 'x'.repeat(2001) }, { en: 'a\u0000b' }]) {
        expectError(await menu.post('/business/menus/translate', body), 400, 'VALIDATION')
      }
      const viewer = await login(api, DEMO.stopListViewer)
      expectError(
        await api.fetchJson(`/business/menus/translate?organizationId=${menu.organizationId}`, { token: viewer, body: { en: 'Tea' } }),
        403,
        'FORBIDDEN',
      )
      expectError(
        await api.fetchJson(`/business/menus/translate?organizationId=${menu.organizationId}`, { body: { en: 'Tea' } }),
        401,
        'UNAUTHORIZED',
      )
    })
  })

  describe(`POST /business/menus/translate through DeepL on ${kind}`, () => {
    const deepl = fakeDeepl()
    const api = useHarness(kind, {
      config: (c) => ({ ...c, translation: { provider: 'deepl', apiKey: 'platform-key:fx', apiUrl: deepl.state.url } }),
    })

    it('suggests what DeepL answers and says it is DeepL', async () => {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const answer = translateResponseSchema.parse(ok(await group.post('/business/menus/translate', { en: 'Beef soup' })).body)
      expect(answer).toEqual({
        text: { en: 'Beef soup', 'lt?': '[LT] Beef soup' },
        provider: { name: 'deepl', demo: false, description: `DeepL API (${new URL(deepl.state.url).host})` },
        unavailable: [],
      })
      const sent = deepl.requests.at(-1)!
      expect(sent.headers.authorization).toBe('DeepL-Auth-Key platform-key:fx')
      expect(sent.body).toEqual({ text: ['Beef soup'], source_lang: 'EN', target_lang: 'LT' })
    })

    it('answers 200 without a suggestion when DeepL fails, naming the language', async () => {
      const group = await menuClient(api, DEMO.admin, 'Demo Group')
      const answer = translateResponseSchema.parse(ok(await group.post('/business/menus/translate', { en: 'FAIL soup' })).body)
      expect(answer.text).toEqual({ en: 'FAIL soup' })
      expect(answer.unavailable).toEqual(['lt'])
    })
  })
})
