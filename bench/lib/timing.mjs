// Server time of one request at a time, and throughput with several clients at once.
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

const ok = (status) => status === 200 || status === 204

/** p50/p95 in ms of `runs` sequential GETs of `url` (after 3 warm-ups). */
export async function latency(base, url, cookie, runs) {
  const times = []
  for (let i = 0; i < runs + 3; i++) {
    const t = performance.now()
    const response = await fetch(base + url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
    await response.arrayBuffer()
    if (!ok(response.status)) throw new Error(`${url} answered ${response.status}`)
    if (i >= 3) times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** Requests per second and p50 with `clients` clients asking for `url` in a loop for `seconds`. */
export async function throughput(base, url, cookie, clients, seconds) {
  await latency(base, url, cookie, 2)
  const until = performance.now() + seconds * 1000
  const times = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now()
        const response = await fetch(base + url, { headers: { cookie } })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
        times.push(performance.now() - t)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { rps: times.length / elapsed, p50: percentile(times, 50), count: times.length }
}
