/**
 * A query every page runs, built once per database handle as a drizzle prepared query
 * (docs/decisions/0055): building the SQL of a select over two or three tables' columns cost
 * more than sending it. Values come as placeholders at execution. A transaction's handle is
 * another key, so it builds its own, bound to itself.
 */
import type { Database } from './client.js'

export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
