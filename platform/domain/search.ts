/** Searching text columns the same way everywhere. */

/** `%q%` for LIKE and ILIKE: `q` anywhere in the text, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
