/**
 * Who is calling, and what one back-office page would otherwise ask the database again and
 * again about them. A page of the back-office makes five to eight in-process calls (the
 * shell's organization list, the screen's numbers, the dialog's record); each used to look up
 * the session and walk the organization tree anew, two thirds of the page's queries. The
 * server gives the in-process calls of one page one `ReadMemo` (platform/index.ts,
 * `pageTransport`), so those answers are read once per page; a call from outside (the
 * gateway, a script) has a memo of its own and sees no difference.
 */
import type { Permission } from '../../contract/organizations.js'
import type { ReadMemo } from '../../contract/read-memo.js'
import type { Database } from '../db/client.js'
import { reachableOrganizations } from './organizations.js'
import type { SessionProfile } from './sessions.js'

/** organization id -> the caller's permissions there, for every organization they reach. */
export type Reach = Map<string, Permission[]>

export interface Caller {
  profile: SessionProfile
  reach(): Promise<Reach>
  /** The caller's permissions on one organization; null when they do not reach it. */
  permissionsOn(organizationId: string): Promise<Permission[] | null>
  /** A read about the organizations that several calls of one page repeat (a subtree). */
  once<T>(key: string, read: () => Promise<T>): Promise<T>
  /** Forgets what was remembered: a write that then answers with what it changed reads it anew. */
  forget(): void
}

export function callerOf(db: Database, profile: SessionProfile, memo: ReadMemo): Caller {
  const reach = () => memo.once(`reach:${profile.id}`, () => reachableOrganizations(db, profile.id))
  return {
    profile,
    reach,
    permissionsOn: async (organizationId) => (await reach()).get(organizationId) ?? null,
    once: (key, read) => memo.once(`${profile.id}:${key}`, read),
    forget: () => memo.clear(),
  }
}
