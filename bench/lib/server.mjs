// Starting and stopping built servers for the benchmarks, and waiting until they answer.
import { spawn } from 'node:child_process'

/** Polls `url` until it answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitHealthy(url, child, timeoutMs = 600_000) {
  const started = performance.now()
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    if (performance.now() - started > timeoutMs) throw new Error(`${url}: not healthy within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * Starts `node build/server.js --demo` as `npm start` does (NODE_ENV unset, so production) with
 * `env` on top; resolves once /healthz answers, with the start-up time. `cwd`: the tree whose
 * build and node_modules it runs (bench/lib/unpatched.mjs), else this one.
 */
export async function startApp(port, env, cwd = undefined) {
  const started = performance.now()
  const child = spawn(process.execPath, ['--max-semi-space-size=32', 'build/server.js', '--demo'], {
    cwd,
    // TRUST_PROXY=1: a benchmark client may speak for several guests (X-Forwarded-For), as a venue's guests each have their own address.
    env: { ...process.env, NODE_ENV: '', SESSION_SECRET: '', PORT: String(port), TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitHealthy(`${base}/healthz`, child)
  } catch (error) {
    await stop(child)
    throw error
  }
  return { base, child, startupMs: performance.now() - started }
}

export async function stop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}
