/** Loading the organizations the user can reach, and one of them by id (404 when not). */
import { json } from '@remix-run/node'
import { organizationsSchema, type Organization } from '../../contract/organizations'
import type { Api } from './api.server'

export function listOrganizations(api: Api): Promise<Organization[]> {
  return api.get('/business/organizations', organizationsSchema, { query: { tree: false } })
}

export async function requireOrganization(api: Api, organizationId: string | undefined) {
  const organizations = await listOrganizations(api)
  const organization = organizations.find((o) => o.id === organizationId)
  if (!organization) throw json({ message: 'Organization not found' }, { status: 404 })
  return { organization, organizations }
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
