/**
 * The patches under patches/ (ADR 0071) are in the code Node actually runs: a plain Node
 * process, not this test runner (whose resolver may pick other builds), loads the packages the
 * server loads, once with `import` and once with `require`, and lists every file it read. Each
 * patch must change at least one of them, and every listed file a patch changes must carry all
 * of the patch's lines. The packages are pinned to the versions the patches are made for.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** What the server imports that reaches a patched package (build/index.js and server.ts). */
const SERVER_IMPORTS = ['@remix-run/node', '@remix-run/react', '@date-fns/tz']

/**
 * Loads SERVER_IMPORTS one way and prints the files Node read: those its ESM loader resolved
 * (a resolve hook) and those its CommonJS loader read (require.cache, which an `import` of a
 * CommonJS package fills too).
 */
const PROBE = `
import { createRequire, register } from 'node:module'
const seen = new Set()
const { port1, port2 } = new MessageChannel()
port1.on('message', (url) => seen.add(url))
register('data:text/javascript,' + encodeURIComponent(
  'let port; export function initialize(data) { port = data.port }' +
  'export async function resolve(specifier, context, next) { const r = await next(specifier, context); port.postMessage(r.url); return r }'
), { data: { port: port2 }, transferList: [port2] })
const require = createRequire(process.cwd() + '/')
const [how, ...names] = process.argv.slice(1)
for (const name of names) how === 'import' ? await import(name) : require(name)
await new Promise((resolve) => setTimeout(resolve, 100))
port1.close()
const files = [...seen].filter((url) => url.startsWith('file:')).map((url) => new URL(url).pathname)
console.log(JSON.stringify([...new Set([...files, ...Object.keys(require.cache)])]))
`

function filesLoaded(how: 'import' | 'require'): string[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, how, ...SERVER_IMPORTS], { encoding: 'utf8' })
  return (JSON.parse(out) as string[]).map((file) => path.relative(process.cwd(), file))
}

interface Patch {
  name: string
  packageName: string
  version: string
  /** Each changed file (node_modules/...) with the lines the patch adds to it. */
  files: Map<string, string[]>
}

const patches: Patch[] = readdirSync('patches')
  .filter((f) => f.endsWith('.patch'))
  .map((name) => {
    const [, scoped, version] = /^(.+?)\+(\d+\.\d+\.\d+)(\+|\.patch$)/.exec(name)!
    const files = new Map<string, string[]>()
    let added: string[] = []
    for (const line of readFileSync(path.join('patches', name), 'utf8').split('\n')) {
      const file = /^\+\+\+ b\/(\S+)$/.exec(line)?.[1]
      if (file) files.set(file, (added = []))
      else if (line.startsWith('+') && line.slice(1).trim()) added.push(line.slice(1))
    }
    return { name, packageName: scoped!.replace('+', '/'), version: version!, files }
  })

describe.each(['import', 'require'] as const)('the code Node loads with %s', (how) => {
  const loaded = filesLoaded(how)

  it('is what the server loads: the patched packages are among it', () => {
    for (const patch of patches) expect(loaded.some((f) => f.startsWith(`node_modules/${patch.packageName}/`)), patch.name).toBe(true)
  })

  it.each(patches.map((p) => [p.name, p] as const))('carries %s', (_, patch) => {
    const changed = loaded.filter((file) => patch.files.has(file))
    expect(changed, `files of ${patch.name} Node loads`).not.toEqual([])
    for (const file of changed) {
      const text = readFileSync(file, 'utf8')
      for (const line of patch.files.get(file)!) expect(text.includes(line), `${file}: ${line.trim()}`).toBe(true)
    }
  })
})

describe('the patched packages', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>
  const declared = { ...manifest.dependencies, ...manifest.devDependencies }

  it.each(patches.map((p) => [p.name, p] as const))('%s: installed at the version the patch is made for', (_, patch) => {
    const installed = JSON.parse(readFileSync(`node_modules/${patch.packageName}/package.json`, 'utf8')) as { version: string }
    expect(installed.version).toBe(patch.version)
  })

  it('are asked for at exact versions, with the Remix packages that bring the others (they pin each other exactly)', () => {
    const pinned = Object.entries(declared).filter(([name]) => name.startsWith('@remix-run/') || patches.some((p) => p.packageName === name))
    expect(pinned.length).toBeGreaterThan(0)
    for (const [name, range] of pinned) expect(range, name).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
