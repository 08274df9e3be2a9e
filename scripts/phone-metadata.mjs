// Writes app/utils/phone-metadata.json: libphonenumber-js's "min" metadata cut down to the
// countries whose numbers the back-office accepts (PHONE_COUNTRIES in app/utils/phone.ts), so
// the browser downloads a few hundred bytes of rules instead of every country's (ADR 0021).
// Run after upgrading libphonenumber-js or changing PHONE_COUNTRIES; a unit test says when.
//   node scripts/phone-metadata.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export const COUNTRIES = ['ES', 'LT', 'PL']

export function cutMetadata(full, countries) {
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, list.filter((c) => countries.includes(c))])
      .filter(([, list]) => list.length > 0),
  )
  return {
    version: full.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(countries.map((c) => [c, full.countries[c]])),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const full = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'), 'utf8'))
  writeFileSync('app/utils/phone-metadata.json', JSON.stringify(cutMetadata(full, COUNTRIES)) + '\n')
  console.log(`wrote app/utils/phone-metadata.json for ${COUNTRIES.join(', ')}`)
}
