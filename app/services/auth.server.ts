/**
 * Signing in through remix-auth: a "password" strategy (POST /session/start) and a
 * "one-time-code" strategy (POST /session/start-otp). Both yield the platform's token and
 * profile, kept in the session cookie under `auth`.
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { AuthorizationError, Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { sessionResponseSchema } from '../../contract/session'
import type { Api } from './api.server'
import { commitSession, sessionStorage, type AppSession, type AuthUser } from './session.server'

interface StrategyContext {
  api: Api
  msisdn?: string
  otpId?: string
  newPassword?: string
}

let instance: Authenticator<AuthUser> | undefined
function authenticator(): Authenticator<AuthUser> {
  if (instance) return instance
  instance = new Authenticator<AuthUser>(sessionStorage(), { sessionKey: 'auth', throwOnError: true })
  instance.use(
    new FormStrategy(async ({ form, context }) => {
      const { api, msisdn } = context as unknown as StrategyContext
      return api.post('/session/start', { msisdn, password: String(form.get('password') ?? '') }, sessionResponseSchema)
    }),
    'password',
  )
  instance.use(
    new FormStrategy(async ({ context }) => {
      const { api, otpId, newPassword } = context as unknown as StrategyContext
      return api.post('/session/start-otp', { otpId, newPassword }, sessionResponseSchema)
    }),
    'one-time-code',
  )
  return instance
}

/**
 * Runs a strategy; returns the user, or throws the platform's error (ApiError) unwrapped
 * from remix-auth's AuthorizationError so callers map it to a message.
 */
export async function signInWith(
  strategy: 'password' | 'one-time-code',
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  extra: StrategyContext,
): Promise<AuthUser> {
  try {
    // remix-auth clones the request; the body was already read, so give it one without.
    const bodiless = new Request(request.url, { method: request.method, headers: request.headers })
    return await authenticator().authenticate(strategy, bodiless, {
      throwOnError: true,
      context: { ...context, ...extra, formData } as unknown as AppLoadContext,
    })
  } catch (error) {
    if (error instanceof AuthorizationError && error.cause) throw error.cause
    throw error
  }
}

/** Stores the user, forgets the sign-in flow's state, and goes Home. */
export async function completeSignIn(session: AppSession, user: AuthUser) {
  session.set('auth', user)
  session.set('msisdn', user.profile.msisdn)
  session.unset('otp')
  session.unset('pendingPassword')
  return redirect('/', { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** The signed-in user, or a redirect to Login (the route guard of SPEC.md section 2). */
export async function requireUser(session: AppSession): Promise<AuthUser> {
  const user = session.get('auth')
  if (!user) throw redirect('/login/msisdn')
  return user
}
