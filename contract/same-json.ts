/**
 * Deep equality of JSON-like values, object keys in any order, undefined keys absent: the
 * platform's "a save that changes nothing writes nothing" (SPEC.md 4), comparing with what is
 * stored (jsonb hands keys back in its own order), and the editors' "an unchanged item sends
 * nothing".
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value instanceof Date) return value.toISOString()
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
