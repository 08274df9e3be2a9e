/**
 * Business verification from the back-office: start (the platform answers a URL to send the
 * browser to) and the "started in this browser" flag that decides whether the VERIFIED
 * banner shows (SPEC.md section 4 keeps it in local storage; a cookie works without JS).
 */
import { createCookie, redirect, redirectDocument } from '@remix-run/node'
import type { Organization } from '#contract/organizations'
import { startKyb } from '~/services/organizations.server'
import { ApiError, type Api } from '../../services/api.server'
import { secureCookies } from '../../services/cookie-security.server'
import { redirectWithToast } from '../../services/toast.server'

const startedCookie = createCookie('kyb_started', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 365 * 24 * 3600,
  secure: secureCookies(),
})

async function startedList(request: Request): Promise<string[]> {
  const value = (await startedCookie.parse(request.headers.get('Cookie'))) as unknown
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-50) : []
}

/**
 * The verification banner's state: the status the organizations list carries (with VIEW_BOXES;
 * contract/organizations.ts), so the dashboard asks the platform nothing more for it.
 */
export async function verificationState(request: Request, organization: Pick<Organization, 'id' | 'kybStatus'>) {
  const started = await startedList(request)
  return { status: organization.kybStatus ?? 'NOT_STARTED', startedHere: started.includes(organization.id) }
}

/** Starts verification and sends the browser to the provider, remembering it started here. */
export async function startVerification(api: Api, request: Request, organizationId: string) {
  const here = new URL(request.url)
  const back = `${here.origin}${here.pathname}`
  let started
  try {
    started = await startKyb(api, organizationId, { refreshUrl: `${back}?kyb=refresh`, returnUrl: `${back}?kyb=result` })
  } catch (error) {
    // 409: already verified or being checked (another tab, a stale page): nothing to start.
    if (error instanceof ApiError && error.status === 409) {
      return redirectWithToast(request, here.pathname + here.search, { type: 'info', key: 'kyb.cannotStart' }, api.session)
    }
    throw error
  }
  const list = [...new Set([...(await startedList(request)), organizationId])]
  // The provider's page is not a route of this app: the browser must load it as a document.
  return redirectDocument(started.url, { headers: { 'Set-Cookie': await startedCookie.serialize(list) } })
}

export async function dismissVerified(request: Request, organizationId: string) {
  const list = (await startedList(request)).filter((id) => id !== organizationId)
  const here = new URL(request.url)
  return redirect(here.pathname + here.search, { headers: { 'Set-Cookie': await startedCookie.serialize(list) } })
}
