/**
 * Organizations: the list the user can reach, one of them by id with a permission, and the
 * tree helpers the shell and the tips screens share.
 */
import { json, type AppLoadContext } from '@remix-run/node'
import { kybStartResponseSchema } from '#contract/tips'
import type { z } from 'zod'
import {
  organizationSchema,
  organizationsSchema,
  type Organization,
  type organizationUpdateSchema,
  type Permission,
  type TextSectionInput,
} from '#contract/organizations'
import { apiFor, forbiddenSection, type Api } from '~/services/api.server'

/**
 * The shell, the screen and the dialog of one page each need the organization list; it is
 * asked once per page (Api.remember).
 */
export function listOrganizations(api: Api): Promise<Organization[]> {
  return api.remember('organizations', () => api.get('/business/organizations', organizationsSchema, { query: { tree: false } }))
}

/** What a loader's or action's arguments give the guard. */
export interface GuardArgs {
  request: Request
  context: AppLoadContext
  params: { organizationId?: string }
}

/**
 * The one guard of an organization's screens, dialogs and actions: the organization of the
 * URL (404 when the user cannot reach it) and, when `permission` is given, that permission on
 * it (else 403 Access forbidden). The platform checks every call again; this decides what to draw.
 */
export async function requireOrgPermission({ request, context, params }: GuardArgs, permission: Permission | null) {
  const api = await apiFor(request, context)
  const organizations = await listOrganizations(api)
  const organization = organizations.find((o) => o.id === params.organizationId)
  if (!organization) throw json({ message: 'Organization not found' }, { status: 404 })
  if (permission && !organization.permissions.includes(permission)) throw forbiddenSection()
  return { api, organization, organizations }
}

/** The organization and its ancestors that the user can see, root first. */
export function parentChain(organization: Organization, organizations: Organization[]): Organization[] {
  const byId = new Map(organizations.map((o) => [o.id, o]))
  const chain: Organization[] = []
  let current: Organization | undefined = organization
  const seen = new Set<string>()
  while (current && !seen.has(current.id)) {
    seen.add(current.id)
    chain.unshift(current)
    current = current.parentId ? byId.get(current.parentId) : undefined
  }
  return chain
}

/** SPEC.md: the first top-level organization; a user who only sees children gets the first of those. */
export function firstTopLevel(organizations: Organization[]): Organization | undefined {
  const ids = new Set(organizations.map((o) => o.id))
  return (
    organizations.find((o) => o.parentId === null) ?? organizations.find((o) => !o.parentId || !ids.has(o.parentId))
  )
}

export function hasPermission(organization: Organization, permission: Permission) {
  return organization.permissions.includes(permission)
}

/** Starts a verification at the provider; the answer names the page to send the user to. */
export function startKyb(api: Api, organizationId: string, urls: { refreshUrl: string; returnUrl: string }) {
  return api.post(`/business/organizations/${organizationId}/kyb`, urls, kybStartResponseSchema, { organizationId })
}

/**
 * Changes the organization's writable settings (PUT /business/organizations/{id}, SPEC.md 7).
 * Only the fields given are sent: the platform ignores the rest, and sending back text sections
 * read a moment ago could undo someone else's save in between. Answers the organization as it now is.
 */
export function updateOrganization(api: Api, organizationId: string, fields: z.input<typeof organizationUpdateSchema>) {
  return api.put(`/business/organizations/${organizationId}`, fields, organizationSchema, { organizationId })
}

/**
 * Saves both text section lists whole (PUT /business/organizations/{id} with
 * headerTextSections, footerTextSections and the textSectionsRevision they were read at).
 * A save over lists someone else changed since is refused with 409 STALE (ADR 0043), never
 * merged: the caller re-reads and shows what is there now.
 */
export function saveTextSections(
  api: Api,
  organizationId: string,
  lists: { headerTextSections: TextSectionInput[]; footerTextSections: TextSectionInput[]; textSectionsRevision: number },
) {
  return updateOrganization(api, organizationId, lists)
}
