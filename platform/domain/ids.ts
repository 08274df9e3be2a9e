/**
 * Ids in paths and bodies are uuids. Checking the shape first answers a malformed id like an
 * unknown one, before it reaches a uuid column (which would refuse it with a database error).
 */
import { UUID_PATTERN } from '../../contract/primitives.js'

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value)

/** Ids as one Postgres array literal ('{a,b}'), for a `= any(...::uuid[])` parameter. */
export const uuidArray = (ids: string[]): string => `{${ids.join(',')}}`
