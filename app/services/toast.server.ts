/** Snackbar messages carried across a redirect as flash values in the session cookie. */
import { redirect } from '@remix-run/node'
import { submittedRequestId } from './request-id.server'
import { commitSession, getSession, type AppSession, type Toast } from './session.server'

export async function redirectWithToast(request: Request, to: string, toast: Toast, session?: AppSession) {
  const s = session ?? (await getSession(request))
  // A menu write's message names its request id, so the page it leads to can tell the live
  // channel which write it shows (components/live/live-status.tsx).
  const requestId = submittedRequestId(request)
  s.flash('toast', requestId ? { ...toast, requestId } : toast)
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(s) } })
}

/** Reads (and so consumes) the flash toast; the caller must commit the session. */
export function takeToast(session: AppSession): Toast | null {
  return session.get('toast') ?? null
}
