/**
 * The one check for every redirect target that comes from input (a form field, a query
 * parameter, the page a signed-out user asked for): only a path on this site passes.
 */

/** C0 controls and DEL: browsers strip tab, CR and LF from URLs, and CR/LF split headers. */
const CONTROL = /[\u0000-\u001f\u007f]/

const ORIGIN = 'http://same-origin.invalid'

/** True when `value` is a same-origin path ('/…') a browser cannot read as another site. */
export function isSafeRedirectPath(value: string): boolean {
  // '//host' and '/\host' are protocol-relative URLs to browsers; a backslash anywhere is
  // read as '/' by some of them, so none is accepted.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return false
  }
  // '/%09/evil.example' and '/\t/evil.example' become '//evil.example' once the browser drops
  // the tab; a CR or LF in a Location header answers 500. Checked before and after decoding.
  if (CONTROL.test(value) || CONTROL.test(decoded)) return false
  if (decoded.startsWith('//') || decoded.includes('\\')) return false
  try {
    return new URL(value, ORIGIN).origin === ORIGIN
  } catch {
    return false
  }
}

/** A same-site path to go to, or the fallback (never another origin). */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  return typeof value === 'string' && isSafeRedirectPath(value) ? value : fallback
}
