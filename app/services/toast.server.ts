/** Snackbar messages carried across a redirect as flash values in the session cookie. */
import { redirect } from '@remix-run/node'
import { commitSession, getSession, type AppSession, type Toast } from './session.server'

export async function redirectWithToast(request: Request, to: string, toast: Toast, session?: AppSession) {
  const s = session ?? (await getSession(request))
  s.flash('toast', toast)
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(s) } })
}

/** Reads (and so consumes) the flash toast; the caller must commit the session. */
export function takeToast(session: AppSession): Toast | null {
  return session.get('toast') ?? null
}
