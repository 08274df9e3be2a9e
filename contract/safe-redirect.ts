/**
 * The one check for every redirect target that comes from input (a form field, a query
 * parameter, the page a signed-out user asked for, a provider's return URL): only a path on
 * this site passes, and what passes is the path a browser will actually follow. Used by the
 * back-office, the server's provider pages and the platform alike, so it lives in contract/.
 */

/** C0 controls and DEL: browsers strip tab, CR and LF from URLs, and CR/LF split headers. */
const CONTROL = /[\u0000-\u001f\u007f]/

const ORIGIN = 'http://same-origin.invalid'

/**
 * The path (with query and fragment) a browser would follow for `value`, once it is parsed the
 * way a browser parses it (dot segments collapsed, `%2e` read as a dot, a backslash read as a
 * slash), or null when that is not a path of this site. `ownOrigin`, when given, also admits an
 * absolute URL of that origin (a provider's return URL is absolute).
 *
 * The answer is the normalized path, never the input: '/.//evil.example' is a path of this site
 * as written, but once its '.' is dropped it reads '//evil.example', another site's address.
 */
export function sameSitePath(value: string, ownOrigin?: string): string | null {
  // A backslash is a slash to browsers and a tab or newline is dropped: both can turn a path
  // into '//host'. A CR or LF would split the Location header.
  if (value.includes('\\') || CONTROL.test(value)) return null
  const base = ownOrigin ?? ORIGIN
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== new URL(base).origin) return null
  if (!value.startsWith('/') && !(ownOrigin && value.startsWith(`${url.origin}/`))) return null
  const path = url.pathname + url.search + url.hash
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  // '//host' is another site; '/%2F/host' and '/%09/host' become one wherever the path is
  // decoded once more (a proxy, a framework), so the decoded form is checked too.
  if (path.startsWith('//') || decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded)) return null
  return path
}

/** The same-site path to go to (normalized as a browser would), or the fallback (never another origin). */
export function safeRedirectPath(value: unknown, fallback: string, ownOrigin?: string): string {
  return (typeof value === 'string' && sameSitePath(value, ownOrigin)) || fallback
}
