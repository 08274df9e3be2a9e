/**
 * ReadMemo (contract/read-memo.ts): what one page's calls read about the caller is read once.
 * A drizzle query is a lazy thenable that runs each time it is awaited, so the memo must keep
 * its answer, not the query.
 */
import { describe, expect, it } from 'vitest'
import { ReadMemo } from '../../contract/read-memo'

/** A thenable like drizzle's queries: each `then` (and so each `catch`) runs the read again. */
class LazyQuery<T> implements PromiseLike<T> {
  constructor(
    private readonly value: T,
    private readonly runs: { n: number },
  ) {}
  then<A = T, B = never>(resolve?: ((v: T) => A | PromiseLike<A>) | null, reject?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    this.runs.n++
    return Promise.resolve(this.value).then(resolve, reject)
  }
  catch<B = never>(reject?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, reject)
  }
}
const lazyQuery = <T,>(value: T, runs: { n: number }) => new LazyQuery(value, runs)

describe('ReadMemo', () => {
  it('runs a lazy query once however often its answer is awaited', async () => {
    const memo = new ReadMemo()
    const runs = { n: 0 }
    const read = () => lazyQuery([{ timeZone: 'Europe/Vilnius' }], runs)
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => memo.once('box:1', read)))
    expect(await memo.once('box:1', read)).toEqual([{ timeZone: 'Europe/Vilnius' }])
    expect(answers.every((a) => a[0]!.timeZone === 'Europe/Vilnius')).toBe(true)
    expect(runs.n).toBe(1)
  })

  it('forgets a failed read, so the next caller asks again', async () => {
    const memo = new ReadMemo()
    let calls = 0
    const failing = () => {
      calls++
      return Promise.reject(new Error('database away'))
    }
    await expect(memo.once('k', failing)).rejects.toThrow('database away')
    await expect(memo.once('k', failing)).rejects.toThrow('database away')
    expect(calls).toBe(2)
    expect(await memo.once('k', async () => 'back')).toBe('back')
  })

  it('forgets everything on clear', async () => {
    const memo = new ReadMemo()
    let n = 0
    const read = async () => ++n
    expect(await memo.once('k', read)).toBe(1)
    memo.clear()
    expect(await memo.once('k', read)).toBe(2)
  })
})
