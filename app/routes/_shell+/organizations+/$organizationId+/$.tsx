/**
 * Organization screens that do not exist yet (billing, menu, orders, ...) and unknown paths
 * under an organization: 404 inside the shell, never a placeholder page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { ShellErrorBoundary } from '~/components/not-found'
import type { TitleHandle } from '~/utils/document-title'
import { requireOrgPermission } from '~/services/organizations.server'

export async function loader(args: LoaderFunctionArgs) {
  await requireOrgPermission(args, null)
  throw new Response('Not found', { status: 404 })
}

export default function NotYetThere() {
  return null
}

export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'errors.notFoundTitle' }
