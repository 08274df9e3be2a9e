/**
 * Every parameterised query the platform sends is a named prepared statement on its connection
 * (docs/decisions/0050). drizzle sends each query unnamed, so the server parses, analyses and
 * plans the same text again on every call: on the benchmark dashboard that was about half of
 * the database's time for a page (thirteen small reads). A name taken from the text lets the
 * driver parse it once per connection and only bind and execute afterwards; Postgres keeps the
 * plan or re-plans by its own rules (plan_cache_mode), so results do not change.
 *
 * Only queries with parameters are named (the rest use the simple protocol, which cannot be
 * prepared: migrations, BEGIN, COMMIT). A connection keeps at most MAX_NAMED_PER_CONNECTION
 * names; texts beyond that (IN lists or batch inserts of a size not seen before) go unnamed,
 * so a long-lived connection cannot fill the server's memory with one-off statements.
 */
import { createHash } from 'node:crypto'
import type pg from 'pg'

export const MAX_NAMED_PER_CONNECTION = 1000

/** text -> statement name; names are a digest of the text, so a name never means two texts. */
const names = new Map<string, string>()
const MAX_REMEMBERED_TEXTS = 5000

export function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`
    if (names.size >= MAX_REMEMBERED_TEXTS) names.clear()
    names.set(text, name)
  }
  return name
}

type QueryConfig = { text: string; name?: string; values?: unknown[] }

/** A query given as a plain config object without a name (not a pg Query or Cursor instance). */
function isPlainQuery(config: unknown): config is QueryConfig {
  if (!config || typeof config !== 'object') return false
  const query = config as QueryConfig & { submit?: unknown }
  return typeof query.text === 'string' && !query.name && typeof query.submit !== 'function'
}

/** A `pg.Client` class whose parameterised queries are prepared once per connection. */
export function namedStatementClient(Client: typeof pg.Client): typeof pg.Client {
  return class NamedStatementClient extends Client {
    readonly #named = new Set<string>()

    override query(...args: unknown[]): never {
      const [config, values] = args
      const text = typeof config === 'string' ? config : isPlainQuery(config) ? config.text : null
      const params = Array.isArray(values) ? values : isPlainQuery(config) ? config.values : undefined
      if (text !== null && params && params.length > 0) {
        const name = statementName(text)
        if (this.#named.has(name) || this.#named.size < MAX_NAMED_PER_CONNECTION) {
          this.#named.add(name)
          // drizzle reuses its config object between calls: name a copy, never the original.
          args[0] = typeof config === 'string' ? { text, name } : { ...(config as object), name }
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args)
    }
  } as unknown as typeof pg.Client
}
