// Start-up benchmark: time from spawning `node build/server.js` on an empty data directory to
// the first 200 from /healthz (migrations, reference data and demo seed included).
// Run after `npm run build`: `node bench/startup.mjs [runs]`.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const runs = Number(process.argv[2] ?? 5)
const port = 3900

async function once(i) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tipbox-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, PORT: String(port + i), DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port + i}/healthz`)
        if (response.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('no healthy /healthz within 60 s')
      await new Promise((r) => setTimeout(r, 20))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const times = []
for (let i = 0; i < runs; i++) times.push(await once(i))
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]
console.log(`start to healthy /healthz on an empty DATA_DIR: median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (${runs} runs)`)
