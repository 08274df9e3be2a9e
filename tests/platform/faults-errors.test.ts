/**
 * Which driver errors count as "the database went away" (503, GET retried) and which are
 * ordinary query errors (still 4xx/500): each produced for real by node-postgres, bare and
 * wrapped by Drizzle as the platform meets them. Server-side cases need TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isConnectionError } from '../../platform/db/connection-errors.js'
import { freePort } from './faults-support.js'

const serverUrl = process.env.TEST_DATABASE_URL

async function rejection(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('database connection errors', () => {
  it('a refused connection is one', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` })
    const error = await rejection(() => client.connect())
    expect((error as { code?: string }).code).toBe('ECONNREFUSED')
    expect(isConnectionError(error)).toBe(true)
  })

  it('a pool that was ended is one (a request during shutdown)', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` })
    await pool.end()
    expect(isConnectionError(await rejection(() => drizzle(pool).execute(sql`select 1`)))).toBe(true)
  })

  describe.skipIf(!serverUrl)('on a Postgres server', () => {
    it('a connection the server terminated is one, bare and wrapped by Drizzle', async () => {
      const victim = new pg.Client({ connectionString: serverUrl })
      // The termination notice may arrive between queries; without a listener Node would throw it.
      victim.on('error', () => {})
      await victim.connect()
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      try {
        const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid')
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid])
        const wrapped = await rejection(() => drizzle(victim).execute(sql`select 1`))
        expect(isConnectionError(wrapped)).toBe(true)
        // The client is broken for good now, and says so on every later query.
        expect(isConnectionError(await rejection(() => victim.query('select 1')))).toBe(true)
      } finally {
        await admin.end()
        await victim.end().catch(() => {})
      }
    })

    it('query errors are not: syntax, unique violation, division by zero', async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      const db = drizzle(client)
      try {
        const errors = [
          await rejection(() => db.execute(sql`selec 1`)),
          await rejection(() => db.execute(sql`select 1/0`)),
        ]
        await client.query('create temporary table faults_unique (id int primary key)')
        await client.query('insert into faults_unique values (1)')
        errors.push(await rejection(() => db.execute(sql`insert into faults_unique values (1)`)))
        expect(errors.map((e) => (e as { cause?: { code?: string } }).cause?.code)).toEqual(['42601', '22012', '23505'])
        expect(errors.map((e) => isConnectionError(e))).toEqual([false, false, false])
      } finally {
        await client.end()
      }
    })
  })
})
