/** Reference data every database needs, applied idempotently at each start. */
import { sql } from 'drizzle-orm'
import { Metadata } from 'libphonenumber-js/core'
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/max'
import metadata from 'libphonenumber-js/min/metadata'
import examples from 'libphonenumber-js/mobile/examples'
import type { Database } from '../db/client.js'
import { countries } from '../db/schema/index.js'

/** The masks the product has always shown for its registration countries (SPEC.md 5: "custom masks for a few"). */
const CUSTOM_MASKS: Record<string, string> = { ES: '+34 ### ### ###', LT: '+370 ### #####', PL: '+48 ### ### ###' }

/**
 * A country's input mask ('#' a digit): its calling code, then the digits grouped as in
 * libphonenumber-js's example mobile number, with more placeholders up to the longest number
 * the country has (SPEC.md 5: "digit placeholders to max length").
 */
export function maskOf(code: CountryCode): string {
  if (CUSTOM_MASKS[code]) return CUSTOM_MASKS[code]
  const callingCode = `+${getCountryCallingCode(code)}`
  const plan = new Metadata(metadata)
  plan.selectNumberingPlan(code)
  const longest = Math.max(...plan.numberingPlan!.possibleLengths())
  const example = getExampleNumber(code, examples)?.formatInternational().slice(callingCode.length).trim() ?? ''
  const grouped = example.replace(/\d/g, '#')
  const missing = Math.max(0, longest - (grouped.match(/#/g) ?? []).length)
  return `${callingCode} ${grouped}${'#'.repeat(missing)}`.trimEnd()
}

const english = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * Every country libphonenumber-js knows (SPEC.md 5: about 240, each with its code, pattern and
 * lengths): a phone number of any of them may sign in, register or be invited. The picker names
 * them in the user's language and sorts by that name; `position` is the English order.
 */
export const COUNTRIES = getCountries()
  .map((code) => ({ code, name: english.of(code) ?? code, phoneCode: `+${getCountryCallingCode(code)}`, mask: maskOf(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((country, i) => ({ ...country, position: i + 1 }))

export async function applyReferenceData(db: Database): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        name: sql`excluded.name`,
        phoneCode: sql`excluded.phone_code`,
        mask: sql`excluded.mask`,
        position: sql`excluded.position`,
      },
    })
}
