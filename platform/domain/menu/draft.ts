/**
 * The organization's draft as a whole: one row per organization (menu_drafts) that every menu
 * write locks first, so writes of one organization run one after another (positions are
 * renumbered and copies made without racing), and that says whether guests see something else.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { menuDrafts, organizations } from '../../db/schema/index.js'

/** A transaction of the menu writes (drizzle's tx has the same query API as the database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const newPreviewToken = () => randomBytes(24).toString('base64url')

/** The guest menu's links (app/routes/m+): the published menu, and the draft for whoever holds its token. */
export const guestMenuPath = (organizationId: string) => `/m/${organizationId}`

/**
 * The organization's draft row, made on its first menu write (or preview link), which also
 * gives the organization its publishedMenuUrl and draftMenuUrl (SPEC.md section 3).
 */
async function ensureDraft(db: Database | Tx, organizationId: string) {
  const [created] = await db
    .insert(menuDrafts)
    .values({ organizationId, previewToken: newPreviewToken() })
    .onConflictDoNothing()
    .returning({ token: menuDrafts.previewToken })
  if (created) {
    const path = guestMenuPath(organizationId)
    await db
      .update(organizations)
      .set({ publishedMenuUrl: path, draftMenuUrl: `${path}?preview=${created.token}` })
      .where(eq(organizations.id, organizationId))
  }
}

/** Runs `write` in a transaction holding the organization's draft lock. */
export function withDraft<T>(db: Database, organizationId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await ensureDraft(tx, organizationId)
    await tx.execute(sql`select 1 from menu_drafts where organization_id = ${organizationId} for update`)
    return write(tx)
  })
}

/** The draft now differs from what guests see. Called only by writes that changed something. */
export async function markChanged(tx: Tx, organizationId: string) {
  await tx
    .update(menuDrafts)
    .set({ hasUnpublishedChanges: true, updatedAt: new Date() })
    .where(eq(menuDrafts.organizationId, organizationId))
}

export async function hasUnpublishedChanges(db: Database | Tx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ changed: menuDrafts.hasUnpublishedChanges })
    .from(menuDrafts)
    .where(eq(menuDrafts.organizationId, organizationId))
  return row?.changed ?? false
}

/** The unguessable part of the draft preview link (created with the draft row). */
export async function previewTokenOf(db: Database, organizationId: string): Promise<string> {
  await ensureDraft(db, organizationId)
  const [row] = await db.select({ token: menuDrafts.previewToken }).from(menuDrafts).where(eq(menuDrafts.organizationId, organizationId))
  return row!.token
}
