/**
 * A browser without JavaScript for tests against a built server: it keeps the cookies it is
 * given, does not follow redirects, and posts forms urlencoded. `defaults` are headers sent
 * with every request (for example an `origin`); a call's own headers win over them.
 */
export function cookieBrowser(base: string, defaults: Record<string, string> = {}) {
  const cookies = new Map<string, string>()
  const send = async (route: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const response = await fetch(base + route, {
      ...init,
      redirect: 'manual',
      headers: { ...defaults, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...init.headers },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
  return {
    get: (route: string, headers: Record<string, string> = {}) => send(route, { headers }),
    post: (route: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send(route, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
  }
}

export type CookieBrowser = ReturnType<typeof cookieBrowser>
