/**
 * Global setup of the platform tests: the suites that start build/server.js (server*.test.ts,
 * faults-*.test.ts, cards-page.test.ts...) need a current build. Without one they used to skip
 * silently; here a missing build, or one older than any file it is made from, is made first
 * (`npm run build`, some 20 s), and a failed build fails the run.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** What `npm run build` reads: a change in any of them makes the build stale. */
const SOURCES = ['app', 'contract', 'platform', 'server', 'locales', 'scripts', 'patches', 'server.ts', 'remix.config.js', 'tailwind.config.ts', 'package.json']
/** The build's last step writes this (scripts/build-islands.mjs). */
const BUILT = 'build/islands.json'

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

function newestSource(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestSource(path.join(entry, name))))
}

export default function setup() {
  const built = Math.min(mtime(BUILT), mtime('build/server.js'), mtime('build/index.js'))
  if (built > 0 && built >= Math.max(...SOURCES.map(newestSource))) return
  console.log(built ? 'the build is older than its sources: npm run build' : 'no build: npm run build')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}
