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
