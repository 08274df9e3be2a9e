import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../../app/i18n'

const root = path.resolve(__dirname, '../../locales')

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value }
  return Object.entries(value as Record<string, unknown>).reduce(
    (acc, [key, child]) => ({ ...acc, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  )
}

const load = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')))
const namespaces = readdirSync(path.join(root, 'en')).map((f) => f.replace(/\.json$/, ''))
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  it('has a folder for each of the five languages', () => {
    expect(readdirSync(root).sort()).toEqual([...SUPPORTED_LANGUAGES].sort())
  })

  for (const ns of namespaces) {
    const english = load('en', ns)
    for (const lng of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lng}/${ns} has every English key and no other`, () => {
        const other = load(lng, ns)
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort())
      })

      it(`${lng}/${ns} keeps every placeholder and is translated`, () => {
        const other = load(lng, ns)
        const untranslated: string[] = []
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(other[key] ?? ''), `${lng}:${key}`).toEqual(placeholders(text))
          if (other[key] === text && text.length > 12) untranslated.push(key)
        }
        // Brand names may stay; a long sentence identical to English was not translated.
        expect(untranslated.filter((k) => k !== 'app.name')).toEqual([])
      })
    }
  }

  it('finds every key the application uses in English', () => {
    const english = load('en', 'common')
    const files = listSources(path.resolve(__dirname, '../../app'))
    const used = new Set<string>()
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1]!)
      for (const match of source.matchAll(/\b(?:key|label): '([a-z][a-zA-Z]*\.[a-zA-Z.]+)'/g)) used.add(match[1]!)
      for (const match of source.matchAll(/'((?:validation|errors|tipsUi)\.[a-zA-Z]+)'/g)) used.add(match[1]!)
    }
    expect([...used].filter((key) => !(key in english))).toEqual([])
  })
})

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listSources(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}
