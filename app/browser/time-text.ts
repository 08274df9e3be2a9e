/** Times typed into the menu editors' `##:##` fields (SPEC.md 5 "Time fields"). */

/**
 * A time as typed into the `##:##` mask, padded to HH:MM: '9' → '09:00', '9:5' → '09:50',
 * '930' → '09:30', '1230' → '12:30'. Anything else comes back trimmed, for the validator to refuse.
 */
export function padTime(raw: string): string {
  const typed = raw.trim()
  const withColon = /^(\d{1,2}):(\d{0,2})$/.exec(typed) ?? /^(\d{1,2})$/.exec(typed)
  if (withColon) return `${withColon[1]!.padStart(2, '0')}:${(withColon[2] ?? '').padEnd(2, '0')}`
  const digits = /^(\d{3,4})$/.exec(typed)
  if (digits) {
    const all = digits[1]!.length === 3 ? `0${digits[1]}` : digits[1]!
    return `${all.slice(0, 2)}:${all.slice(2)}`
  }
  return typed
}

/** Pads a time field as it is left (the shell island, field-chooses.ts). */
export function padTimeField(input: HTMLInputElement) {
  if (input.value.trim() !== '') input.value = padTime(input.value)
}
