/**
 * A fast path for the server's translations. A page calls t() a few hundred times, nearly
 * always for a fixed string; i18next resolves each call through its language list, namespace,
 * nesting and plural rules, which was 5 to 7 % of a signed-in page's server time. Here the
 * strings that need none of that (no {{values}}, no $t() nesting, no namespace in the key) are
 * read from one map per language; every other call, and every option beyond the language and
 * namespace react-i18next passes, goes to i18next as before. A unit test checks that both
 * answer the same for every key of every language.
 */
import type { i18n as I18n, TFunction } from 'i18next'

/** Every string leaf of a language's resources, by its dotted key, that i18next would return as it is. */
export function plainStrings(resources: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (!resources || typeof resources !== 'object') return into
  for (const [name, value] of Object.entries(resources as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') {
      if (!value.includes('{{') && !value.includes('$t(') && !key.includes(':')) into.set(key, value)
    } else {
      plainStrings(value, key, into)
    }
  }
  return into
}

/** Whether t() was asked for the string itself: no values, count, context or default. */
function asksForTheString(options: unknown, language: string, namespace: string): boolean {
  if (options === undefined) return true
  if (!options || typeof options !== 'object') return false
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === null) continue
    if (name === 'lng' && value === language) continue
    if (name === 'ns' && (value === namespace || (Array.isArray(value) && value.length === 1 && value[0] === namespace))) continue
    return false
  }
  return true
}

/** Gives `instance` (set to one language) the fast path for its plain strings. */
export function withPlainStrings(instance: I18n, namespace: string): I18n {
  const language = instance.language
  const strings = plainStrings(instance.getResourceBundle(language, namespace))
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown
  instance.t = ((key: unknown, options?: unknown) => {
    if (typeof key === 'string' && asksForTheString(options, language, namespace)) {
      const found = strings.get(key)
      if (found !== undefined) return found
    }
    return translate(key, options)
  }) as TFunction
  return instance
}
