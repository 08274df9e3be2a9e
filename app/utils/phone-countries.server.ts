/**
 * The country picker of every phone field (sign-in, invite employee): every country of the
 * platform's list, named in the interface's language and sorted by that name, and the country
 * chosen at first (ADR 0065).
 */
import metadata from 'libphonenumber-js/min/metadata'
import type { Api } from '~/services/api.server'
import { listCountries } from '~/services/profile.server'
import { numberCountry, type PhoneCountry } from '~/utils/phone'

export interface CountryOption extends PhoneCountry {
  /** The country's name in the interface's language. */
  name: string
}

export async function countryOptions(api: Api, locale: string): Promise<CountryOption[]> {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })
  const countries = await listCountries(api)
  return countries
    .map(({ code, phoneCode, mask }) => ({ code, phoneCode, mask, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The browser's languages, most wanted first, as locales ('en-GB,lt;q=0.8': en-GB, lt). */
function localesOf(acceptLanguage: string | null): Intl.Locale[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1)
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .flatMap(({ tag }) => {
      try {
        return [new Intl.Locale(tag)]
      } catch {
        return []
      }
    })
}

/** Where a language is mostly spoken (lt: LT, pl: PL); none for English, spoken too widely to say. */
const likelyRegion = (locale: Intl.Locale) => (locale.language === 'en' ? undefined : locale.maximize().region)

/**
 * The country a phone field starts on: the region the browser's language names (en-GB: GB),
 * else the venue's country (invitations: that of its employees' numbers), else where the
 * browser's or the interface's language is mostly spoken (lt: LT, pl: PL, de: DE), else
 * Lithuania, the product's home (English alone names no country).
 */
export function defaultCountry(
  request: Request,
  locale: string,
  countries: PhoneCountry[],
  venueNumbers: string[] = [],
): string {
  const known = new Set(countries.map((c) => c.code))
  const venue = mostCommon(venueNumbers.map(numberCountry).filter((c): c is string => Boolean(c)))
  const browser = localesOf(request.headers.get('Accept-Language'))
  const candidates = [
    ...browser.map((l) => l.region),
    venue,
    ...[...browser, new Intl.Locale(locale)].map(likelyRegion),
    'LT',
  ]
  return candidates.find((c): c is string => Boolean(c && known.has(c))) ?? countries[0]?.code ?? ''
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * The countries as the mask script reads them (data-phone-countries): for a calling code that
 * several share (+1, +7, +44), the country the code is mainly for first, so that a number typed
 * with +1 picks the United States, not American Samoa (browser/phone-mask.ts detectCountry).
 */
export function maskCountries(countries: PhoneCountry[]): PhoneCountry[] {
  const main = (c: PhoneCountry) => metadata.country_calling_codes[c.phoneCode.slice(1)]?.[0] === c.code
  return [...countries].sort((a, b) => Number(main(b)) - Number(main(a))).map(({ code, phoneCode, mask }) => ({ code, phoneCode, mask }))
}
