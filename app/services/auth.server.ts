/**
 * Signing in through remix-auth: a "password" strategy (POST /session/start) and a
 * "one-time-code" strategy (POST /session/start-otp). Both yield the platform's token and
 * profile, kept in the session cookie under `auth`.
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { AuthorizationError, Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { finishSession } from '~/services/profile.server'
import { startWithCode, startWithPassword } from '~/features/auth/sign-in.server'
import type { Api } from './api.server'
import { commitSession, rememberReturnTo, sessionStorage, takeReturnTo, type AppSession, type AuthUser } from './session.server'

/**
 * remix-auth reports anything a strategy throws that is not an Error as "Unknown error", so a
 * Response thrown by api.server.ts (a redirect, the 503 page) would end as a 500. It crosses
 * remix-auth wrapped in this Error and is thrown again as itself by signInWith.
 */
class ThrownResponse extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`)
  }
}

async function passResponses<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw error instanceof Response ? new ThrownResponse(error) : error
  }
}

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
      return passResponses(() =>
        startWithPassword(api, msisdn, String(form.get('password') ?? '')),
      )
    }),
    'password',
  )
  instance.use(
    new FormStrategy(async ({ context }) => {
      const { api, otpId, newPassword } = context as unknown as StrategyContext
      return passResponses(() => startWithCode(api, otpId, newPassword))
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
    if (error instanceof AuthorizationError && error.cause) {
      throw error.cause instanceof ThrownResponse ? error.cause.response : error.cause
    }
    throw error
  }
}

/**
 * Stores the user, forgets the sign-in flow's state, and goes where the user was going
 * (or Home). A token still in the cookie (signing in again, or as someone else from a
 * second tab) belongs to a session nobody can reach any more: it is ended first.
 */
export async function completeSignIn(api: Api, user: AuthUser) {
  const session = api.session
  if (session.get('auth')) await endReplacedSession(api)
  session.set('auth', user)
  session.set('msisdn', user.profile.msisdn)
  session.unset('otp')
  session.unset('pendingPassword')
  const to = takeReturnTo(session, '/')
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * POST /session/finish with the token the request came with. The platform may already have
 * ended it (its 401 surfaces as a logout redirect), and signing in must succeed regardless.
 */
async function endReplacedSession(api: Api) {
  await finishSession(api)
}

/**
 * The signed-in user, or a redirect to Login (the route guard of SPEC.md section 2) that
 * remembers the page asked for, so sign-in ends there.
 */
export async function requireUser(session: AppSession, request: Request): Promise<AuthUser> {
  const user = session.get('auth')
  if (user) return user
  rememberReturnTo(session, request)
  throw redirect('/login/msisdn', { headers: { 'Set-Cookie': await commitSession(session) } })
}
