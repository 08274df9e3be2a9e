/**
 * The server's fast path for fixed strings (app/services/plain-strings.server.ts) answers
 * exactly what i18next answers, for every key of every language, as react-i18next asks.
 */
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { resources } from '~/services/i18n.server'
import { plainStrings, withPlainStrings } from '~/services/plain-strings.server'
import { DEFAULT_NS, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '~/i18n'

async function instanceFor(lng: string) {
  const instance = createInstance()
  await instance.init({ lng, fallbackLng: FALLBACK_LANGUAGE, defaultNS: DEFAULT_NS, ns: [DEFAULT_NS], resources, interpolation: { escapeValue: false } })
  return instance
}

/** Every string leaf's key, plain or not. */
function allKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => allKeys(v, prefix ? `${prefix}.${k}` : k))
}

describe.each(SUPPORTED_LANGUAGES)('fixed strings in %s', (lng) => {
  it('answer as i18next does for every key, as react-i18next and a loader ask', async () => {
    const plain = await instanceFor(lng)
    const fast = withPlainStrings(await instanceFor(lng), DEFAULT_NS)
    const keys = allKeys(resources.en.common)
    // react-i18next's useTranslation: a fixed t with no language of its own and the namespace.
    const [slow, quick] = [plain, fast].map((i) => i.getFixedT(null as unknown as string, DEFAULT_NS))
    for (const key of keys) expect([key, quick!(key)]).toEqual([key, slow!(key)])
    // The same with the language named, and with values, a count or a default (i18next's own way).
    const [slowLng, quickLng] = [plain, fast].map((i) => i.getFixedT(lng, DEFAULT_NS))
    for (const key of keys) {
      expect(quickLng!(key)).toEqual(slowLng!(key))
      expect(quickLng!(key, { count: 2, name: 'Ana', amount: '5 €' })).toEqual(slowLng!(key, { count: 2, name: 'Ana', amount: '5 €' }))
    }
    expect(quick!('no.such.key')).toBe(slow!('no.such.key'))
  })
})

describe('plainStrings', () => {
  it('leaves out strings with values or nesting, and keys with a namespace', () => {
    const strings = plainStrings({ a: 'A', b: { c: 'Hello {{name}}', d: 'See $t(a)', 'e:f': 'x', g: 'G' } })
    expect([...strings]).toEqual([
      ['a', 'A'],
      ['b.g', 'G'],
    ])
  })
})
