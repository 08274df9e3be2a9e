/** Profiles by phone, the phone lookup of the sign-in screen, countries, and analytics events. */
import { asc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../contract/errors.js'
import type { MsisdnLookup } from '../../contract/session.js'
import type { PlatformConfig } from '../config.js'
import type { Database } from '../db/client.js'
import { analyticsEvents, countries, profiles } from '../db/schema/index.js'
import { DomainError } from './errors.js'
import { nextOtpAfter } from './otp.js'
import { normalizeMsisdn } from './phone.js'
import { hitRateLimit } from './rate-limit.js'

export async function findProfile(db: Database, msisdn: string) {
  return (await db.select().from(profiles).where(eq(profiles.msisdn, msisdn)).limit(1))[0]
}

/**
 * What the sign-in screen needs to know of a phone. It says whether a number has an account,
 * so it is throttled per address like the code sends; every lookup counts, valid number or not.
 */
export async function lookUpPhone(
  db: Database,
  config: PlatformConfig,
  clientAddress: string,
  rawMsisdn: string,
): Promise<MsisdnLookup> {
  const { windowSeconds, maxPerAddress } = config.lookup
  const limit = await hitRateLimit(db, `msisdn:address:${clientAddress}`, windowSeconds, maxPerAddress)
  if (!limit.allowed) {
    throw new DomainError(ErrorCode.RATE_LIMIT, 'Too many phone lookups', { retryAfter: limit.retryAt.toISOString() })
  }
  const msisdn = normalizeMsisdn(rawMsisdn, { addPlus: true })
  const profile = await findProfile(db, msisdn)
  const next = await nextOtpAfter(db, config, msisdn)
  return {
    msisdn,
    status: !profile ? 'UNREGISTERED' : profile.passwordHash ? 'PASSWORD' : 'REGISTERED',
    enabled: profile ? profile.enabled : true,
    nextOtpAfter: next ? next.toISOString() : null,
  }
}

export function listCountries(db: Database) {
  return db
    .select({ code: countries.code, name: countries.name, phoneCode: countries.phoneCode, mask: countries.mask })
    .from(countries)
    .orderBy(asc(countries.position))
}

export async function recordAnalytics(
  db: Database,
  profileId: string,
  input: { events: { type: string; properties: Record<string, unknown> }[]; userProperties: Record<string, unknown> },
): Promise<number> {
  if (input.events.length > 0) {
    await db.insert(analyticsEvents).values(
      input.events.map((event) => ({ profileId, type: event.type, properties: event.properties, userProperties: input.userProperties })),
    )
  }
  return input.events.length
}
