/**
 * One lost connection, made to happen at a known moment: a request's query waits on a table
 * lock held by the test, the test terminates that backend (as a Postgres restart or failover
 * does) and then releases the lock. A GET is answered by its second run; a write answers 503
 * with Retry-After and is not applied. Postgres only (PGlite has no connections to lose).
 */
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login, useHarness, type Json } from './harness.js'

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost in the middle of a request', () => {
  const api = useHarness('postgres')
  let token: string
  let organizationId: string
  let locker: pg.Client | undefined

  beforeAll(async () => {
    token = await login(api, DEMO.admin)
    const organizations = (await api.fetchJson('/business/organizations', { token })).body as Json[]
    organizationId = organizations.find((o) => o.permissions.includes('MANAGE_BOXES')).id
  })

  afterEach(async () => {
    await locker?.end().catch(() => {})
    locker = undefined
  })

  /** Holds an exclusive lock on `table` until the returned function ends the request that waits on it. */
  async function lockTable(table: string) {
    locker = new pg.Client({ connectionString: api.platform.database.url })
    await locker.connect()
    await locker.query('begin')
    await locker.query(`lock table ${table} in access exclusive mode`)
    const held = locker
    return async function terminateWaiterAndRelease() {
      // The request's backend shows up as waiting on our lock once its query reaches the table.
      let pid: number | undefined
      while (pid === undefined) {
        // pg_stat_activity is read once per transaction unless the snapshot is cleared: without
        // this, a first look taken before the request reached the lock would be all it ever saw.
        await held.query('select pg_stat_clear_snapshot()')
        const { rows } = await held.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
        pid = rows[0]?.pid
      }
      await held.query('select pg_terminate_backend($1)', [pid])
      await held.query('commit')
    }
  }

  it('a GET is run once more and answers 200', async () => {
    const release = await lockTable('boxes')
    const answer = api.fetchJson(`/business/organizations/${organizationId}/boxes`, { token })
    await release()
    const response = await answer
    expect(response.status).toBe(200)
    expect(Array.isArray(response.body)).toBe(true)
    // Nothing of the first run's 503 is left on the answer.
    expect(response.headers.get('retry-after')).toBeNull()
  })

  it('a write answers 503 SERVICE_UNAVAILABLE with Retry-After and changes nothing', async () => {
    const release = await lockTable('boxes')
    const answer = api.fetchJson(`/business/organizations/${organizationId}/boxes`, {
      token,
      body: { name: 'Written while the connection was lost', mode: 'GROUP' },
    })
    await release()
    const response = await answer
    expect({ status: response.status, errorCode: response.body?.errorCode }).toEqual({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' })
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)

    const boxes = (await api.fetchJson(`/business/organizations/${organizationId}/boxes`, { token })).body as Json[]
    expect(boxes.map((b) => b.name)).not.toContain('Written while the connection was lost')
    // Sent again, it is written once.
    const again = await api.fetchJson(`/business/organizations/${organizationId}/boxes`, {
      token,
      body: { name: 'Written while the connection was lost', mode: 'GROUP' },
    })
    expect(again.status).toBe(201)
  })
})
