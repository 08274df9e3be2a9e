/**
 * Who the fuzz requests come from: the demo admin (every permission), the limited user
 * (only VIEW_STOP_LIST on Old Town Bistro), nobody, and three visitors part-way through
 * signing in (at the password step, at a login code, at a registration code), each as a
 * back-office cookie and, for the signed-in ones, an /api/v1 token.
 */
import type { Who } from './routes'

export const DEMO_PASSWORD = 'demo-password'
export const PHONES = { admin: '+37061234567', limited: '+37061234568', codeOnly: '+37061234569' } as const

export interface Identity {
  who: Who
  cookie: string
  token: string | null
}

let addressCounter = 0
/** A different client address per request (one trusted proxy hop), so throttles bound junk per address. */
export function nextAddress(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

function mergeCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair!.indexOf('=')
    jar.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim())
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

/** Posts a form as a browser would, keeping the cookies; fails unless it redirects to `expect`. */
async function postForm(origin: string, jar: Map<string, string>, path: string, fields: Record<string, string>, expect: RegExp) {
  const response = await fetch(origin + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, cookie: cookieHeader(jar), 'x-forwarded-for': nextAddress() },
    body: new URLSearchParams(fields),
  })
  mergeCookies(jar, response)
  const location = response.headers.get('location') ?? ''
  if (response.status !== 302 || !expect.test(location)) {
    throw new Error(`POST ${path} answered ${response.status} → ${location}: ${(await response.text()).slice(0, 300)}`)
  }
}

async function apiToken(origin: string, msisdn: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/session/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ msisdn, password: DEMO_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`session/start for ${msisdn} answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

let registrationCounter = 0

/** Creates (or re-creates, after a request ended its session) one identity. */
export async function signIn(origin: string, who: Who): Promise<Identity> {
  const jar = new Map<string, string>()
  const start = (phone: string, next: RegExp) => postForm(origin, jar, '/login/msisdn', { country: 'LT', phone }, next)
  switch (who) {
    case 'admin':
    case 'limited': {
      const phone = PHONES[who]
      await start(phone, /\/login\/password$/)
      await postForm(origin, jar, '/login/password', { intent: 'login', password: DEMO_PASSWORD }, /^\/$/)
      return { who, cookie: cookieHeader(jar), token: await apiToken(origin, phone) }
    }
    case 'anonymous':
      return { who, cookie: '', token: null }
    case 'passwordStep':
      await start(PHONES.admin, /\/login\/password$/)
      return { who, cookie: cookieHeader(jar), token: null }
    case 'codeStep':
      await start(PHONES.codeOnly, /\/login\/otp$/)
      return { who, cookie: cookieHeader(jar), token: null }
    case 'registrationStep':
      registrationCounter += 1
      await start(`+370699${String(registrationCounter).padStart(5, '0')}`, /\/registration\/otp$/)
      return { who, cookie: cookieHeader(jar), token: null }
  }
}
