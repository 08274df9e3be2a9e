/**
 * Organization screens that do not exist yet (billing, menu, orders, ...) and unknown paths
 * under an organization: 404 inside the shell, never a placeholder page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { ShellErrorBoundary } from '~/components/not-found'
import { apiFor } from '~/services/api.server'
import { requireOrganization } from '~/services/organizations.server'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOrganization(await apiFor(request, context), params.organizationId)
  throw new Response('Not found', { status: 404 })
}

export default function NotYetThere() {
  return null
}

export const ErrorBoundary = ShellErrorBoundary
