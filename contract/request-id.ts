/**
 * What a write's X-Request-Id may be (SPEC.md 7 "Live channel"): the live channel echoes it to
 * every subscriber. A module without zod, so the browser's request-id field check stays small.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/
