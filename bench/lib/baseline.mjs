// Builds bench/baseline (a bare Remix + React app) in a temporary directory with the project's
// remix.config.js settings and node_modules, serves it, and measures its first visit.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { firstVisitJs } from './js-size.mjs'
import { stop, waitHealthy } from './server.mjs'

export async function measureBaseline(port) {
  const root = process.cwd()
  const dir = mkdtempSync(path.join(tmpdir(), 'tipbox-baseline-'))
  try {
    cpSync(path.join(root, 'bench/baseline/app'), path.join(dir, 'app'), { recursive: true })
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
    // Remix picks its server runtime from the dependencies; the versions are the project's.
    const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    const names = ['@remix-run/node', '@remix-run/react', '@remix-run/express', 'express', 'react', 'react-dom']
    const dependencies = Object.fromEntries(names.map((n) => [n, project.dependencies[n] ?? project.devDependencies[n]]))
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'baseline', private: true, type: 'module', dependencies }))
    // The project's compiler settings, without what only the project has (watched folders).
    const config = pathToFileURL(path.join(root, 'remix.config.js')).href
    writeFileSync(path.join(dir, 'remix.config.js'), `import base from ${JSON.stringify(config)}\nexport default { ...base, watchPaths: [] }\n`)
    execFileSync(process.execPath, [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    cpSync(path.join(root, 'bench/baseline/serve.mjs'), path.join(dir, 'serve.mjs'))
    const child = spawn(process.execPath, ['serve.mjs'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    })
    try {
      const base = `http://127.0.0.1:${port}`
      await waitHealthy(`${base}/`, child, 60_000)
      return await firstVisitJs(base, '/')
    } finally {
      await stop(child)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
