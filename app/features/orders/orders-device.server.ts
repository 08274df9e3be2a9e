/**
 * An order management device's own sign-in state (contract/orders.ts "Orders session"): the
 * bearer token the start call gave it and its venue, in a cookie of its own, signed with
 * SESSION_SECRET like the staff session but never mixed with it. A staff member's browser that
 * opens a start URL keeps its staff session; a device never holds a staff token. Once the
 * platform says the session has ended, the token is dropped and the cookie remembers only that.
 */
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import type { OrdersSessionStarted } from '#contract/orders'
import { secureCookies } from '../../services/cookie-security.server'
import { sessionSecrets } from '../../services/session.server'

export interface DeviceData {
  token: string
  organization: OrdersSessionStarted['organization']
  /** The platform refused the token (the session was finished): the page says it has ended. */
  ended: boolean
}

export type DeviceSession = Session<DeviceData>

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  const secure = secureCookies()
  return createCookieSessionStorage<DeviceData>({
    cookie: {
      // As the staff cookie: the __Host- prefix when Secure (Path=/, no Domain).
      name: secure ? '__Host-orders-device' : '__orders_device',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      secrets: sessionSecrets(),
      // A tablet left on the bar keeps its session until someone finishes it.
      maxAge: 365 * 24 * 3600,
    },
  })
}
const deviceStorage = () => (storage ??= createStorage())

export function getDeviceSession(request: Request): Promise<DeviceSession> {
  return deviceStorage().getSession(request.headers.get('Cookie'))
}

export function commitDeviceSession(session: DeviceSession): Promise<string> {
  return deviceStorage().commitSession(session)
}

/** Keeps what the start call answered: the token and the venue the device reads. */
export function startDevice(session: DeviceSession, started: OrdersSessionStarted) {
  session.set('token', started.token)
  session.set('organization', started.organization)
  session.set('ended', false)
}

/** The platform no longer takes the token: forget it, remember the session ended. */
export function endDevice(session: DeviceSession) {
  session.unset('token')
  session.set('ended', true)
}
