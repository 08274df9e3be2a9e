import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from '../../platform/domain/concurrency'

/** A run that lasts until the test ends it. */
function controlled() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

describe('concurrencyLimit', () => {
  it('runs at most `limit` at once and the rest in the order they came', async () => {
    const limit = concurrencyLimit(2)
    const runs = [0, 1, 2, 3, 4].map(() => controlled())
    const started: number[] = []
    const all = runs.map((r, i) => limit.run(async () => (started.push(i), await r.done, i)))
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(limit.stats.running).toBe(2)
    runs[1]!.finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual([0, 1, 2])
    for (const r of runs) r.finish()
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4])
    expect(limit.stats).toMatchObject({ limit: 2, total: 5, peak: 2, running: 0 })
  })

  it('frees the slot of a run that fails', async () => {
    const limit = concurrencyLimit(1)
    await expect(limit.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await limit.run(async () => 'next')).toBe('next')
    expect(limit.stats.running).toBe(0)
  })
})
