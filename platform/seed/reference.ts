/** Reference data every database needs, applied idempotently at each start. */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { countries } from '../db/schema/index.js'

/** The countries the product serves (SPEC.md section 9), in the order the picker shows. */
export const COUNTRIES = [
  { code: 'ES', name: 'Spain', phoneCode: '+34', mask: '+34 ### ### ###', position: 1 },
  { code: 'LT', name: 'Lithuania', phoneCode: '+370', mask: '+370 ### #####', position: 2 },
  { code: 'PL', name: 'Poland', phoneCode: '+48', mask: '+48 ### ### ###', position: 3 },
]

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
