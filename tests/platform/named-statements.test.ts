/**
 * The platform's connections prepare each parameterised query once (platform/db/named-statements.ts,
 * ADR 0050): on PGlite and on a Postgres server, a repeated query is prepared on the server once
 * and answers as before, queries without parameters stay unprepared, a connection stops naming
 * new texts at its cap, and drizzle's queries (the platform's own) go through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrate, openDatabase, type DatabaseHandle } from '../../platform/db/client.js'
import { MAX_NAMED_PER_CONNECTION, statementName } from '../../platform/db/named-statements.js'
import { freshDatabase } from './pg-client.js'

const KINDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)

/** The statements this connection has prepared by name, as the server lists them. */
async function prepared(client: { query: (text: string) => Promise<{ rows: { name: string; statement: string }[] }> }) {
  return (await client.query('select name, statement from pg_prepared_statements')).rows
}

describe.each(KINDS)('named prepared statements on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = []
  let handle: DatabaseHandle

  beforeAll(async () => {
    const databaseUrl = kind === 'postgres' ? await freshDatabase(process.env.TEST_DATABASE_URL!, cleanups, 'named') : undefined
    handle = await openDatabase({ databaseUrl })
    await migrate(handle)
  }, 120_000)

  afterAll(async () => {
    await handle?.close()
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('prepares a query with parameters once per connection and answers it each time', async () => {
    const client = await handle.pool.connect()
    try {
      const text = 'select $1::int + $2::int as sum'
      for (let i = 0; i < 3; i++) expect((await client.query(text, [i, 40])).rows).toEqual([{ sum: 40 + i }])
      const mine = (await prepared(client)).filter((p) => p.statement === text)
      expect(mine).toEqual([{ name: statementName(text), statement: text }])
    } finally {
      client.release()
    }
  })

  it('prepares the same text again on a new connection after the pool dropped one (PGlite: one session for all)', async () => {
    const text = 'select $1::text as again'
    const first = await handle.pool.connect()
    expect((await first.query(text, ['one'])).rows).toEqual([{ again: 'one' }])
    expect((await prepared(first)).map((p) => p.statement)).toContain(text)
    // Released with an error: the pool ends this connection and makes a new one for the next.
    first.release(new Error('dropped on purpose'))
    const second = await handle.pool.connect()
    try {
      expect((await second.query(text, ['two'])).rows).toEqual([{ again: 'two' }])
      expect((await second.query(text, ['three'])).rows).toEqual([{ again: 'three' }])
    } finally {
      second.release()
    }
  })

  it('leaves a query without parameters unprepared', async () => {
    const client = await handle.pool.connect()
    try {
      expect((await client.query('select 7 as seven')).rows).toEqual([{ seven: 7 }])
      expect((await prepared(client)).some((p) => p.statement === 'select 7 as seven')).toBe(false)
    } finally {
      client.release()
    }
  })

  it('runs drizzle queries, in and out of transactions, as named statements', async () => {
    const rows = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows
    expect(await rows(handle.db.execute(sql`select ${'tipbox'}::text as word`))).toEqual([{ word: 'tipbox' }])
    const inside = await handle.db.transaction((tx) => rows(tx.execute(sql`select ${2}::int * ${21}::int as answer`)))
    expect(inside).toEqual([{ answer: 42 }])
    const client = await handle.pool.connect()
    try {
      const statements = (await prepared(client)).map((p) => p.statement)
      expect(statements).toContain('select $1::text as word')
      expect(statements).toContain('select $1::int * $2::int as answer')
    } finally {
      client.release()
    }
  })

  it('names no new text past the cap, and still answers those queries', async () => {
    const client = await handle.pool.connect()
    try {
      const already = (await prepared(client)).length
      const distinct = MAX_NAMED_PER_CONNECTION - already + 5
      for (let i = 0; i < distinct; i++) {
        expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }])
      }
      expect((await prepared(client)).length).toBe(MAX_NAMED_PER_CONNECTION)
      // A text named before the cap was reached is still used by its name.
      expect((await client.query('select $1::int + 0 as n', [9])).rows).toEqual([{ n: 9 }])
    } finally {
      client.release()
    }
  }, 60_000)

  it('reports an error in a prepared statement as before, and the connection stays usable', async () => {
    const client = await handle.pool.connect()
    try {
      await expect(client.query('select $1::int / 0 as nope', [1])).rejects.toThrow(/division by zero/)
      await expect(client.query('select $1::int / 0 as nope', [2])).rejects.toThrow(/division by zero/)
      await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(/no_such_table/)
      expect((await client.query('select $1::int as ok', [1])).rows).toEqual([{ ok: 1 }])
    } finally {
      client.release()
    }
  })
})
