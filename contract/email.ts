/**
 * E-mail addresses as SPEC.md section 5 has them ('Invalid e-mail'): one @; a local part of the
 * usual characters that neither starts nor ends with a dot (and has no two dots in a row); a
 * domain with a dot, not starting or ending with '~' or a dot, whose last label is not numeric.
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9~](?:[A-Za-z0-9-~]*[A-Za-z0-9~])?$/

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false
  const at = value.indexOf('@')
  if (at <= 0 || at !== value.lastIndexOf('@')) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > 64 || !LOCAL.test(local)) return false
  if (domain.startsWith('~') || domain.endsWith('~')) return false
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((l) => l.length === 0 || l.length > 63 || !LABEL.test(l))) return false
  return !/^\d+$/.test(labels[labels.length - 1]!)
}
