// Signing in through the real forms, as a browser would: same-origin form posts.
const form = (base, data, cookie) => ({
  method: 'POST',
  redirect: 'manual',
  body: new URLSearchParams(data),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...(cookie ? { cookie } : {}) },
})
const sessionCookie = (response) => {
  const line = response.headers.getSetCookie().find((c) => /session=/.test(c))
  if (!line) throw new Error(`no session cookie (${response.status} ${response.url})`)
  return line.split(';')[0]
}

/** The demo admin (every permission), signed in with the password: a session cookie. */
export async function signInAdmin(base) {
  const phone = await fetch(`${base}/login/msisdn`, form(base, { country: 'LT', phone: '+37061234567' }))
  const password = await fetch(`${base}/login/password`, form(base, { intent: 'login', password: 'demo-password' }, sessionCookie(phone)))
  if (password.status !== 302) throw new Error(`sign-in answered ${password.status}`)
  return sessionCookie(password)
}

/** Part-way through code sign-in (the demo user without a password): a cookie for the code screen. */
export async function startCodeSignIn(base) {
  const phone = await fetch(`${base}/login/msisdn`, form(base, { country: 'LT', phone: '+37061234569' }))
  if (!/\/login\/otp/.test(phone.headers.get('location') ?? '')) throw new Error(`code sign-in went to ${phone.headers.get('location')}`)
  return sessionCookie(phone)
}

/**
 * The gateway as a script calls it (docs/api.md "Gateway"): writes take a bearer token, the demo
 * admin's. `call(method, path, body, type)` adds the organization and a request id, and throws
 * on anything but a 2xx; a JSON body is sent as JSON, any other type as the bytes given.
 */
export async function adminGateway(base, organizationId) {
  const started = await fetch(`${base}/api/v1/session/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ msisdn: '+37061234567', password: 'demo-password' }),
  })
  if (!started.ok) throw new Error(`session/start answered ${started.status}`)
  const { token } = await started.json()
  return async function call(method, path, body, type = 'application/json') {
    const response = await fetch(`${base}/api/v1${path}${path.includes('?') ? '&' : '?'}organizationId=${organizationId}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-request-id': `bench-${Math.random().toString(36).slice(2)}` },
      body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`)
    return text ? JSON.parse(text) : null
  }
}
