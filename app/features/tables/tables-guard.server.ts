/** Who may see the Tables screen, its dialogs and its QR print sheet. */
import { requireOrgPermission, type GuardArgs } from '~/services/organizations.server'

/** The organization of the URL with VIEW_TABLES (else Home); 404 when it takes no payments (no Tables there). */
export async function requireTables(args: GuardArgs) {
  const found = await requireOrgPermission(args, 'VIEW_TABLES')
  if (!found.organization.paymentsEnabled) throw new Response('Not found', { status: 404 })
  return { ...found, url: new URL(args.request.url) }
}
