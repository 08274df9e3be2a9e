/** Unknown paths for a signed-in user: 404 inside the shell (signed out: the shell goes to Login). */
import { ShellErrorBoundary } from '~/components/not-found'

export function loader() {
  throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
  return null
}

export const ErrorBoundary = ShellErrorBoundary
