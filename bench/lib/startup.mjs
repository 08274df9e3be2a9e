// Start-up of `npm start`'s server: a first start on an empty DATA_DIR (the demo seeded) and a
// restart on the data that start left, each to a healthy /healthz, with the CPU time the server
// process had spent by then (all its threads; Linux only). A shared machine stretches the wall
// times, so the report gives a reference loop's time beside them (ADR 0069).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startApp, stop } from './server.mjs'
import { percentile } from './timing.mjs'

/** Milliseconds of CPU (user + system) the process has used, or null off Linux. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** The reference loop of the measurements (about 3 s on a quiet machine of this project's kind). */
export function referenceLoopMs() {
  const started = performance.now()
  execFileSync(process.execPath, ['-e', 'let x=0;for(let i=0;i<1e9;i++)x+=i%7'])
  return performance.now() - started
}

async function timedStart(port, dir) {
  const app = await startApp(port, { DATA_DIR: dir })
  const cpu = cpuMs(app.child.pid)
  await stop(app.child)
  return { ms: app.startupMs, cpu }
}

/** `runs` first starts, each followed by a restart on its data; medians, with the reference loop before and after. */
export async function measureStartups(port, runs) {
  const loopBefore = referenceLoopMs()
  const first = []
  const restart = []
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
    try {
      first.push(await timedStart(port, dir))
      restart.push(await timedStart(port, dir))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const loopAfter = referenceLoopMs()
  const summary = (list) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b)
    const cpus = list.map((s) => s.cpu).filter((c) => c !== null).sort((a, b) => a - b)
    return { median: percentile(ms, 50), min: ms[0], max: ms.at(-1), cpuMedian: cpus.length > 0 ? percentile(cpus, 50) : null }
  }
  return { runs, first: summary(first), restart: summary(restart), loopBefore, loopAfter }
}

/** The report's line. */
export function startupLine(s) {
  const one = (label, x) =>
    `${label} median **${x.median.toFixed(0)} ms** (min ${x.min.toFixed(0)}, max ${x.max.toFixed(0)}${x.cpuMedian === null ? '' : `; CPU ${x.cpuMedian.toFixed(0)} ms`})`
  return `- Start-up of \`npm start\`'s server to a healthy /healthz, ${s.runs} runs: ${one('first start on an empty DATA_DIR (demo data seeded)', s.first)}; ${one('restart on that data', s.restart)} (target: first start ≤ 5 s on a quiet machine). Reference loop (\`node -e 'let x=0;for(let i=0;i<1e9;i++)x+=i%7'\`, about 3 s quiet): ${(s.loopBefore / 1000).toFixed(1)} s before, ${(s.loopAfter / 1000).toFixed(1)} s after`
}
