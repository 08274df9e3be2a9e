/**
 * What the guest payment page shows (GET /public/pay/…, contract/guest-pay.ts, ADR 0076): the
 * box's card, the venue's languages and text sections, who the tip is for, the preset amounts
 * and whether cards are taken. Public: read with its own SELECTs, which name only what a guest
 * may see (never memberView: no phone numbers, profiles, external ids or card IDs).
 */
import { asc, eq } from 'drizzle-orm'
import { approvedOnly } from '../../../contract/guest-menu.js'
import { guestTipLimits, type GuestPayPage } from '../../../contract/guest-pay.js'
import { ErrorCode } from '../../../contract/errors.js'
import type { TextSection } from '../../../contract/organizations.js'
import type { BoxMode } from '../../../contract/tips.js'
import type { GuestPaymentProvider } from '../../providers/guest-payments/index.js'
import type { Database } from '../../db/client.js'
import { boxes, boxMembers, organizations, removedMembers } from '../../db/schema/index.js'
import { DomainError, notFound } from '../errors.js'
import { isUuid } from '../ids.js'
import { hitRateLimit } from '../rate-limit.js'
import { averageTip, tipPresets } from './presets.js'

/** What the page needs of the provider that charges cards: its name and its in-page form's key. */
export type GuestPaymentsSetup = Pick<GuestPaymentProvider, 'name' | 'publishableKey'> | null

/**
 * The one rule of whether a venue takes cards now: a provider is configured and the venue is
 * verified (SPEC 4: payments once VERIFIED). The checkout refuses by it too (checkout.ts).
 */
export function cardsAvailable<P extends GuestPaymentsSetup>(provider: P, kybStatus: string): provider is NonNullable<P> {
  return provider !== null && kybStatus === 'VERIFIED'
}

/** The page's reading of that rule: otherwise it takes a rating and a review only, and says why. */
export function guestPaymentsAvailability(org: { kybStatus: string }, setup: GuestPaymentsSetup): GuestPayPage['payments'] {
  if (setup === null) return { provider: 'none', publishableKey: null, reason: 'NOT_CONFIGURED' }
  if (!cardsAvailable(setup, org.kybStatus)) return { provider: 'none', publishableKey: null, reason: 'NOT_VERIFIED' }
  return { provider: setup.name, publishableKey: setup.publishableKey, reason: null }
}

type Person = GuestPayPage['member'] & {}

/** The venue as a checkout needs it. */
export const venueColumns = {
  organizationId: organizations.id,
  organizationName: organizations.name,
  currency: organizations.currency,
  kybStatus: organizations.kybStatus,
}
/** The venue's parts of a guest page. */
export const venuePageColumns = {
  ...venueColumns,
  menuLanguages: organizations.menuLanguages,
  header: organizations.headerTextSections,
  footer: organizations.footerTextSections,
}
/** A box's card on a guest page. */
export const cardColumns = {
  boxId: boxes.id,
  boxName: boxes.name,
  pageTitle: boxes.pageTitle,
  pageDescription: boxes.pageDescription,
  pageBackgroundColor: boxes.pageBackgroundColor,
  pageLogoUrl: boxes.pageLogoUrl,
}
/** The box and its venue, in one row. */
const boxColumns = { ...cardColumns, mode: boxes.mode, ...venuePageColumns }
interface BoxRow {
  boxId: string
  boxName: string | null
  mode: string
  pageTitle: string | null
  pageDescription: string | null
  pageBackgroundColor: string
  pageLogoUrl: string | null
  organizationId: string
  organizationName: string
  currency: string
  kybStatus: string
  menuLanguages: unknown
  header: unknown
  footer: unknown
}

const personColumns = { id: boxMembers.id, name: boxMembers.name, imageUrl: boxMembers.imageUrl }

/** A section as a guest may read it: suggested translations the venue has not accepted are left out. */
function approvedSection(section: TextSection): TextSection {
  return {
    title: approvedOnly(section.title),
    text: approvedOnly(section.text),
    detailAction: approvedOnly(section.detailAction),
    detail: section.detail ? { content: approvedOnly(section.detail.content), css: section.detail.css } : null,
  }
}

/** The venue and the card's box (null: a table's page without a box shows the venue's own card). */
export type VenueCardRow = Omit<BoxRow, 'boxId' | 'mode' | 'pageBackgroundColor'> & { boxId: string | null; pageBackgroundColor: string | null }

/** What every guest page of a venue shows: its card, languages, text sections, tip amounts and card payments. */
export async function venuePageParts(
  db: Database,
  row: VenueCardRow,
  setup: GuestPaymentsSetup,
): Promise<Pick<GuestPayPage, 'organization' | 'card' | 'sections' | 'amounts' | 'payments'>> {
  const { min, max } = guestTipLimits(row.currency)
  const languages = ((row.menuLanguages ?? []) as { code: string }[]).map((l) => l.code)
  return {
    organization: { id: row.organizationId, name: row.organizationName, currency: row.currency, languages: languages.length ? languages : ['en'] },
    card: {
      title: row.pageTitle ?? row.boxName ?? row.organizationName,
      description: row.pageDescription,
      backgroundColor: row.pageBackgroundColor ?? DEFAULT_BACKGROUND,
      logoUrl: row.pageLogoUrl,
    },
    sections: {
      header: (row.header as TextSection[]).map(approvedSection),
      footer: (row.footer as TextSection[]).map(approvedSection),
    },
    amounts: { presets: tipPresets(row.boxId ? await averageTip(db, row.boxId) : null, row.currency), min, max },
    payments: guestPaymentsAvailability(row, setup),
  }
}

/** A box's card colour when it has none set (boxes.page_background_color's default). */
const DEFAULT_BACKGROUND = 'ffffff'

/** A box's people by name: a PERSONAL box's one, or those a guest chooses from for an INDIVIDUAL box's tip (the tip page and a table's page). */
export const boxPeople = (db: Database, boxId: string): Promise<Person[]> =>
  db.select(personColumns).from(boxMembers).where(eq(boxMembers.boxId, boxId)).orderBy(asc(boxMembers.name), asc(boxMembers.id))

async function pageOf(db: Database, row: BoxRow, member: Person | null, setup: GuestPaymentsSetup): Promise<GuestPayPage> {
  const mode = row.mode as BoxMode
  // A personal link names its member; a PERSONAL box has one; an INDIVIDUAL box lets the guest choose.
  const people = !member && mode !== 'GROUP' ? await boxPeople(db, row.boxId) : []
  const { organization, card, sections, amounts, payments } = await venuePageParts(db, row, setup)
  return {
    organization,
    card,
    box: { id: row.boxId, name: row.boxName, mode },
    member: member ?? (mode === 'PERSONAL' ? (people[0] ?? null) : null),
    recipients: !member && mode === 'INDIVIDUAL' ? people : [],
    sections,
    amounts,
    payments,
  }
}

/** The page of a box's link (/pay/b/<boxId>); 404 for anything else. */
export async function boxPayPage(db: Database, boxId: string, setup: GuestPaymentsSetup): Promise<GuestPayPage> {
  if (!isUuid(boxId)) throw notFound('Box')
  const [row] = await db
    .select(boxColumns)
    .from(boxes)
    .innerJoin(organizations, eq(organizations.id, boxes.organizationId))
    .where(eq(boxes.id, boxId))
  if (!row) throw notFound('Box')
  return pageOf(db, row, null, setup)
}

/**
 * The page of an employee's personal link (/pay/m/<membershipId>). A member removed from the box
 * answers 410 GONE with the venue's name, and the box when guests can still tip it as a whole.
 */
export async function memberPayPage(db: Database, memberId: string, setup: GuestPaymentsSetup): Promise<GuestPayPage> {
  if (!isUuid(memberId)) throw notFound('Member')
  const [row] = await db
    .select({ ...boxColumns, member: personColumns })
    .from(boxMembers)
    .innerJoin(boxes, eq(boxes.id, boxMembers.boxId))
    .innerJoin(organizations, eq(organizations.id, boxes.organizationId))
    .where(eq(boxMembers.id, memberId))
  if (row) return pageOf(db, row, row.member, setup)
  const [removed] = await db
    .select({ organizationName: organizations.name, boxId: boxes.id, mode: boxes.mode })
    .from(removedMembers)
    .innerJoin(organizations, eq(organizations.id, removedMembers.organizationId))
    .leftJoin(boxes, eq(boxes.id, removedMembers.boxId))
    .where(eq(removedMembers.id, memberId))
  if (!removed) throw notFound('Member')
  const pooled = removed.mode === 'GROUP' || removed.mode === 'INDIVIDUAL'
  throw new DomainError(ErrorCode.GONE, 'This employee no longer receives tips here', {
    boxId: pooled ? removed.boxId : null,
    organizationName: removed.organizationName,
  })
}

/** Card ID look-ups per client address and window: six digits are few enough to enumerate. */
const TOKEN_LOOKUPS = { windowSeconds: 10 * 60, max: 20 }

/**
 * A six-digit card ID (GT ID): the box or the member it belongs to; 404 for any other, 429 once
 * the address has looked up too many (a malformed one costs nothing: it names no page).
 */
export async function payPageOfToken(db: Database, token: string, clientAddress: string): Promise<{ kind: 'box' | 'member'; id: string }> {
  if (!/^\d{6}$/.test(token)) throw notFound('Card ID')
  const limit = await hitRateLimit(db, `guest-pay:token:${clientAddress}`, TOKEN_LOOKUPS.windowSeconds, TOKEN_LOOKUPS.max)
  if (!limit.allowed) throw new DomainError(ErrorCode.RATE_LIMIT, 'Too many card IDs looked up', { retryAt: limit.retryAt.toISOString() })
  const [box] = await db.select({ id: boxes.id }).from(boxes).where(eq(boxes.token, token))
  if (box) return { kind: 'box', id: box.id }
  const [member] = await db.select({ id: boxMembers.id }).from(boxMembers).where(eq(boxMembers.token, token))
  if (member) return { kind: 'member', id: member.id }
  throw notFound('Card ID')
}
