/**
 * Whether the back-office's cookies are Secure. server.ts writes SECURE_COOKIES as '1' or '0'
 * from its configuration (README, "Configuration"); without it (tests that load the app
 * directly), exactly in production.
 */
export function secureCookies(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SECURE_COOKIES === '1') return true
  if (env.SECURE_COOKIES === '0') return false
  return env.NODE_ENV === 'production'
}

/**
 * The session cookie's name. A Secure cookie takes the `__Host-` prefix: browsers then accept
 * it only with Secure, Path=/ and no Domain, so neither a subdomain nor a plain-http page of
 * the same host can plant or overwrite it.
 */
export function sessionCookieName(env: NodeJS.ProcessEnv = process.env): string {
  return secureCookies(env) ? '__Host-session' : '__session'
}
