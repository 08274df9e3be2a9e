/** Unknown paths for a signed-in user: 404 inside the shell (signed out: the shell goes to Login). */
import { ShellErrorBoundary } from '~/components/not-found'
import type { TitleHandle } from '~/utils/document-title'

export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}

export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'errors.notFoundTitle' }
