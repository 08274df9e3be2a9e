/**
 * At most `limit` runs of some heavy work at once in this process (scrypt's memory, an image
 * decode's memory and core); the rest wait their turn, first come first served. A finishing
 * run hands its slot straight to the next waiter.
 */
export interface ConcurrencyLimit {
  run<T>(work: () => Promise<T>): Promise<T>
  /** How many runs started, the most that ran at once, and how many run now (tests read them). */
  readonly stats: { limit: number; total: number; peak: number; running: number }
}

export function concurrencyLimit(limit: number): ConcurrencyLimit {
  const stats = { limit, total: 0, peak: 0, running: 0 }
  const waiting: (() => void)[] = []
  return {
    stats,
    async run(work) {
      if (stats.running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
      else stats.running += 1
      stats.total += 1
      stats.peak = Math.max(stats.peak, stats.running)
      try {
        return await work()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else stats.running -= 1
      }
    },
  }
}
