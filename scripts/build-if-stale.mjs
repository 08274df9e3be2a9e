/**
 * `npm run build` unless the build is current: missing, or older than any file it is made from.
 * `npm start` runs it first (a second start does not wait for a build that changes nothing), and
 * so do the platform tests that start build/server.js (tests/platform/build.setup.ts).
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** What `npm run build` reads: a change in any of them makes the build stale. */
const SOURCES = ['app', 'contract', 'platform', 'server', 'locales', 'scripts', 'patches', 'server.ts', 'remix.config.js', 'tailwind.config.ts', 'package.json', 'package-lock.json']
/** Made by the build; the last step writes build/islands.json (scripts/build-islands.mjs). */
const BUILT = ['build/islands.json', 'build/server.js', 'build/index.js']

const mtime = (file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0

function newestSource(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestSource(path.join(entry, name))))
}

/** Builds when needed; says why on stderr. */
export function buildIfStale() {
  const built = Math.min(...BUILT.map(mtime))
  if (built > 0 && built >= Math.max(...SOURCES.map((s) => newestSource(path.join(root, s))))) return false
  process.stderr.write(built ? 'the build is older than its sources: npm run build\n' : 'no build yet: npm run build\n')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  return true
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildIfStale()
