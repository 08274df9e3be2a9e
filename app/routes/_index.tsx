/** Home: the shell redirects to the organization list (SPEC.md route table). */
import { redirect } from '@remix-run/node'

export function loader() {
  return redirect('/organizations')
}
