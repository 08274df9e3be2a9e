/**
 * Every package in package.json is used, and every package the code imports is in package.json
 * (issue 26: no unused dependency; what depcheck reports, without adding it). "Used" is an
 * import or require of it (or a path under it) in the project's sources, a binary of it run by
 * a script, or a reason written below.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { builtinModules } from 'node:module'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts: Record<string, string>
}

/** Used in a way no import shows; each says how. */
const USED_OTHERWISE: Record<string, string> = {
  tsx: '`npm run dev` runs server.ts with it (remix dev -c "tsx ...")',
  'patch-package': 'the postinstall script applies patches/ with it',
  tailwindcss: 'remix.config.js builds app/tailwind.css with it (tailwind.config.ts)',
  vite: 'vitest runs on it (vitest.config.ts)',
  typescript: '`npm run typecheck` (tsc)',
  '@remix-run/dev': 'the remix build and `remix dev`',
  'eslint-plugin-react-hooks': 'eslint.config.js',
}

const SOURCE_DIRS = ['app', 'platform', 'contract', 'server', 'scripts', 'bench', 'tests']
const SKIP = new Set(['node_modules', '.tmp', 'build', 'public'])
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return []
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return filesUnder(file)
    return SOURCE.test(name) ? [file] : []
  })
}

const sources = [
  ...SOURCE_DIRS.flatMap((d) => filesUnder(path.join(root, d))),
  ...readdirSync(root)
    .filter((f) => SOURCE.test(f))
    .map((f) => path.join(root, f)),
]

/** The package a specifier names: `@scope/name` or `name`, without the path under it. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

const NAME = `(@?[a-z0-9][a-z0-9._-]*(?:/[a-zA-Z0-9._@-]+)*)`
/** Static imports and exports (over several lines too), `import()`, `require()` and `createRequire(...).resolve()`. */
const SPECIFIERS = [
  new RegExp(`^\\s*(?:import|export)\\b[^'"]*?\\bfrom\\s*['"]${NAME}['"]`, 'gm'),
  new RegExp(`^\\s*import\\s*['"]${NAME}['"]`, 'gm'),
  new RegExp(`(?:\\bimport|\\brequire|\\brequire\\.resolve|\\)\\.resolve)\\s*\\(\\s*['"]${NAME}['"]`, 'g'),
]
const imported = new Map<string, string>()
for (const file of sources) {
  const text = readFileSync(file, 'utf8')
  for (const match of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
    const name = packageOf(match[1]!)
    if (name.startsWith('node:') || builtinModules.includes(name)) continue
    if (!imported.has(name)) imported.set(name, path.relative(root, file))
  }
}

const declared = { ...manifest.dependencies, ...manifest.devDependencies }
const scripts = Object.values(manifest.scripts).join('\n')

describe('package.json', () => {
  it('declares no package the project does not use', () => {
    const unused = Object.keys(declared).filter((name) => {
      if (imported.has(name) || name in USED_OTHERWISE) return false
      // @types/x is used when x is (or the Node types, by the compiler).
      if (name.startsWith('@types/')) {
        const typed = name.slice('@types/'.length).replace(/^(.*)__(.*)$/, '@$1/$2')
        return !(typed === 'node' || imported.has(typed))
      }
      return !new RegExp(`(^|[\\s"'(])${name.split('/').pop()}\\b`).test(scripts)
    })
    expect(unused).toEqual([])
  })

  it('declares every package the code imports', () => {
    const missing = [...imported].filter(([name]) => !(name in declared)).map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })

  it('pins the packages patches/ changes to the exact versions the patches were made for', () => {
    const patched = readdirSync(path.join(root, 'patches')).map((f) => /^(.+)\+(\d[^+]*)\.patch$/.exec(f)!)
    for (const [, name, version] of patched) expect(declared[name!.replace('+', '/')], name).toBe(version)
  })
})
