/** WEB_CONCURRENCY (server/cluster.ts): how many workers, and workers refused on PGlite. */
import { describe, expect, it } from 'vitest'
import { shouldRunPrimary, workerCount } from '../../server/cluster'

describe('workerCount', () => {
  it('is one process when unset or empty', () => {
    expect(workerCount({})).toBe(1)
    expect(workerCount({ WEB_CONCURRENCY: '  ' })).toBe(1)
  })
  it('takes a whole number from 1 to 64, and auto as one per core', () => {
    expect(workerCount({ WEB_CONCURRENCY: '3' })).toBe(3)
    expect(workerCount({ WEB_CONCURRENCY: '64' })).toBe(64)
    expect(workerCount({ WEB_CONCURRENCY: 'auto' }, 6)).toBe(6)
    expect(workerCount({ WEB_CONCURRENCY: 'auto' }, 200)).toBe(64)
  })
  it.each(['0', '-2', '1.5', 'two', '65', '1e3'])('refuses %s with a message naming the setting', (value) => {
    expect(() => workerCount({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY must be a whole number from 1 to 64/)
  })
})

describe('shouldRunPrimary', () => {
  it('runs no primary for one worker', () => {
    expect(shouldRunPrimary(1, {})).toBe(false)
  })
  it('runs one for several workers on Postgres or in front of a remote platform', () => {
    expect(shouldRunPrimary(2, { databaseUrl: 'postgres://db/app' })).toBe(true)
    expect(shouldRunPrimary(2, { apiUrl: 'https://api.example' })).toBe(true)
  })
  it('refuses several workers on the embedded PGlite database', () => {
    expect(() => shouldRunPrimary(2, {})).toThrow(/needs DATABASE_URL/)
  })
})
