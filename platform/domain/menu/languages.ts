/**
 * Changing an organization's menu languages (contract/menu-languages.ts, ADR 0047). The list
 * is not part of the draft: it is the organization's, read live by the editors, the menu state
 * and the guest menu, so a change shows at once and never marks the draft unpublished.
 *
 * Only the list changes. Texts in a language taken off stay in their rows, unseen by editors
 * and guests while it is off, and are back as they were when it is added again.
 */
import { eq } from 'drizzle-orm'
import { menuLanguageTitle, type MenuLanguagesAnswer } from '../../../contract/menu-languages.js'
import { sameJson } from '../../../contract/same-json.js'
import type { Database } from '../../db/client.js'
import { organizations } from '../../db/schema/index.js'
import { notFound } from '../errors.js'
import { withDraft, type Tx } from './draft.js'
import type { MenuOrganization } from './organization.js'

type MenuLanguage = MenuLanguagesAnswer['menuLanguages'][number]

async function storedLanguages(db: Database | Tx, organizationId: string): Promise<MenuLanguage[]> {
  const [row] = await db.select({ languages: organizations.menuLanguages }).from(organizations).where(eq(organizations.id, organizationId))
  if (!row) throw notFound('Organization')
  return (row.languages ?? []) as MenuLanguage[]
}

/**
 * The stored entries for `codes`, in that order: one already there is kept as it is (its title
 * and icon may have been set otherwise), a new one gets the language's own name and no icon.
 */
function entriesFor(codes: string[], stored: MenuLanguage[]): MenuLanguage[] {
  const byCode = new Map(stored.map((l) => [l.code, l]))
  return codes.map((code) => byCode.get(code) ?? { code, title: menuLanguageTitle(code), iconUrl: null })
}

/**
 * Stores `codes` (already checked: known, distinct, at least one) as the organization's menu
 * languages. A list equal to the stored one writes nothing. The write holds the draft lock, as
 * every menu write does, so it falls between the organization's other menu writes, never inside one.
 */
export async function setMenuLanguages(db: Database, org: MenuOrganization, codes: string[]): Promise<MenuLanguagesAnswer> {
  const before = await storedLanguages(db, org.id)
  if (sameJson(before.map((l) => l.code), codes)) return { menuLanguages: before }
  return withDraft(db, org.id, async (tx) => {
    const next = entriesFor(codes, await storedLanguages(tx, org.id))
    await tx.update(organizations).set({ menuLanguages: next }).where(eq(organizations.id, org.id))
    return { menuLanguages: next }
  })
}
