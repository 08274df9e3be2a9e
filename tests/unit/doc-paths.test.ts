/**
 * Every file path and ADR number that README.md, docs/*.md (not docs/decisions/: an ADR records
 * its day, and a superseded one points on) and the `//` and `/* *\/` comments of the repository's
 * TS/TSX/JS/MJS files name exists (issue 26 item 5). A file moved or deleted fails here with the
 * file and line that still name it.
 *
 * A name is a run of path characters (letters, digits, `_ . - + $ @ ~ # * /`, trailing dots
 * dropped) that does not start with `/` (a URL path: `/api/v1/...`) or follow a `:` (a URL) and
 * - holds a `/` and starts with `./`, `../`, `~/` (app/) or `#contract/`, or ends in a file
 *   extension (`.ts`, `.md`, `.json`, ...), or starts with the name of a folder of the repository
 *   (`app/...`, `services/...`, `__tips/...`, `orders+/...`), or
 * - holds no `/` and is a file name with an extension (`shell.ts`), not `x.json` (a property).
 * It exists when, with the extensions a module specifier leaves out (`.ts`, `.tsx`, `.js`, `.mjs`,
 * `/index.ts`), a file or folder of the repository is it or ends with `/` and it: a short form
 * (`services/api.server.ts`, `orders+/_layout.tsx`) stands for the path that ends so. `./` and
 * `../` resolve from the naming file's folder or from the root (a command's `./data`); a path
 * that is none of the repository's may be a file of node_modules/
 * (`@remix-run/router/dist/router.cjs.js`). A `*` is a glob some file must match.
 * `decisions/<number>` and "ADR <number>", with the numbers listed after them ("ADRs 0053, 0056
 * and 0060", "0053–0060"), must be ADR numbers. What .gitignore names (what a build or a run
 * writes: build/, data/) is not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { comments } from '../support/comments'

const root = path.resolve(__dirname, '../..')

/** Names that are, on purpose, not files of the repository. Keep it short; say why. */
const NOT_FILES = new Set([
  // The product specification and the design brief lie beside the repository, not in it.
  'SPEC.md',
  'DESIGN.md',
  '../shared/SPEC.md',
  '../shared/DESIGN.md',
  // Names of products, not files.
  'Node.js',
  'Stripe.js',
  // A URL relative to the live channel's address (tests/platform/server-live.test.ts).
  '../../profile',
  // A folder of the islands' build output (tests/unit/client-build.test.ts).
  './chunks/',
])
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '.d.ts', '/index.ts']
const EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|sql|ya?ml|toml|html|patch|svg|png|jpe?g|webp|txt)$/
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/

/** What .gitignore names, as one test of a repository path. */
const ignored = (() => {
  const patterns = readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => (l.startsWith('/') ? '^' : '(?:^|/)') + globSource(l.replace(/^\//, '')) + '(?:/|$)')
  const pattern = new RegExp(patterns.join('|'))
  return (p: string) => pattern.test(p)
})()

/** A glob's regular expression source: `*` within a folder, `**` across folders. */
function globSource(glob: string): string {
  return glob
    .replace(/[.+$^()|[\]{}\\]/g, '\\$&')
    .replace(/\*\*/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '.*')
}

/** Every file and folder of the repository, relative to its root with `/`. */
const repository: string[] = []
/** The names of its folders. */
const folderNames = new Set<string>()
const walk = (dir: string) => {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (rel === '.git' || ignored(rel)) continue
    repository.push(rel)
    if (entry.isDirectory()) {
      folderNames.add(entry.name)
      walk(rel)
    }
  }
}
walk('')
const exactly = new Set(repository)
/** Every path of the repository and every tail of one that starts at a folder: `services/api.server.ts` of `app/services/api.server.ts`. */
const tails = new Set(repository.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(i).join('/'))))
const adrNumbers = new Set(repository.flatMap((p) => /^docs\/decisions\/(\d{4})-/.exec(p)?.slice(1) ?? []))

interface Named {
  /** Where it is named, `file:line`. */
  at: string
  name: string
}

const PATH_RUN = /[\w.+$@~#*\-/]+/g
const ADR_LIST = /(?:\bADRs?\s+|\bdecisions\/)(\d{4}(?:(?:\s*(?:,|–|-|and|to|&)\s*|\s+)\d{4}\b)*)/g

/** The paths and ADR numbers a text names, each with its line (counted from `firstLine`). */
function named(text: string, file: string, firstLine = 1): { paths: Named[]; adrs: Named[] } {
  const lineAt = (offset: number) => firstLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0)
  const paths: Named[] = []
  for (const m of text.matchAll(PATH_RUN)) {
    const name = m[0].replace(/\.+$/, '')
    if (text[m.index - 1] !== ':' && looksLikePath(name)) paths.push({ at: `${file}:${lineAt(m.index)}`, name })
  }
  const adrs: Named[] = []
  for (const m of text.matchAll(ADR_LIST)) {
    for (const n of m[1]!.matchAll(/\d{4}/g)) adrs.push({ at: `${file}:${lineAt(m.index)}`, name: n[0] })
  }
  return { paths, adrs }
}

function looksLikePath(name: string): boolean {
  if (name.startsWith('/') || name === './' || name === '../') return false
  if (!name.includes('/')) return EXTENSION.test(name) && !name.startsWith('.') && !/^[a-z]\./.test(name)
  if (/^\.\.?\//.test(name) || name.startsWith('~/') || name.startsWith('#contract/')) return true
  return EXTENSION.test(name) || folderNames.has(name.split('/')[0]!)
}

/** Whether a name found in `namedIn` is a file or folder (the rule is in the header). */
function exists(name: string, namedIn: string): boolean {
  if (NOT_FILES.has(name)) return true
  const adr = /(?:^|\/)decisions\/(\d{4})$/.exec(name)
  if (adr) return adrNumbers.has(adr[1]!)
  const wanted = name.replace(/^~\//, 'app/').replace(/^#contract\//, 'contract/').replace(/\/$/, '')
  if (/^\.\.?\//.test(wanted)) {
    return [path.posix.dirname(namedIn), '.'].some((from) => {
      const resolved = path.posix.normalize(`${from}/${wanted}`)
      return !resolved.startsWith('../') && isPath(resolved, exactly, '^')
    })
  }
  return isPath(wanted, tails, '(?:^|/)') || existsSync(path.join(root, 'node_modules', wanted))
}

/** Whether `wanted` is one of `paths` (with a module's left-out ending), or a glob `start` + it matches a path. */
function isPath(wanted: string, paths: Set<string>, start: string): boolean {
  if (ignored(wanted)) return true
  if (wanted.includes('*')) {
    const glob = new RegExp(`${start}${globSource(wanted)}$`)
    return repository.some((p) => glob.test(p))
  }
  return MODULE_ENDINGS.some((e) => paths.has(wanted + e))
}

/** What the README, the docs and every comment name. */
function everythingNamed(): { paths: Named[]; adrs: Named[] } {
  const docs = repository.filter((p) => p === 'README.md' || (p.startsWith('docs/') && p.endsWith('.md') && !p.startsWith('docs/decisions/')))
  const code = repository.filter((p) => CODE.test(p))
  const found = docs.map((file) => named(readFileSync(path.join(root, file), 'utf8'), file))
  for (const file of code) {
    for (const comment of comments(readFileSync(path.join(root, file), 'utf8'))) found.push(named(comment.text, file, comment.line))
  }
  return { paths: found.flatMap((f) => f.paths), adrs: found.flatMap((f) => f.adrs) }
}

describe('the rule', () => {
  it('finds the paths and ADR numbers in comments, and tells those that exist', () => {
    const source = [
      "const url = 'https://example.com/a/b.ts' // tests/support/comments.ts, support/gone.ts, ADRs 0001 and 9999",
      '/* At /api/v1/version and https://example.com/c/d.ts: ./comments.ts, ../support/nothing.ts,',
      '   vitest.config.ts, c.json(), docs/*.md, tests/*.nothing.ts */',
    ].join('\n')
    const found = comments(source).map((c) => named(c.text, 'tests/support/x.ts', c.line))
    const paths = found.flatMap((f) => f.paths).map((p) => `${p.at} ${p.name} ${exists(p.name, 'tests/support/x.ts')}`)
    expect(paths).toEqual([
      'tests/support/x.ts:1 tests/support/comments.ts true',
      'tests/support/x.ts:1 support/gone.ts false',
      'tests/support/x.ts:2 ./comments.ts true',
      'tests/support/x.ts:2 ../support/nothing.ts false',
      'tests/support/x.ts:3 vitest.config.ts true',
      'tests/support/x.ts:3 docs/*.md true',
      'tests/support/x.ts:3 tests/*.nothing.ts false',
    ])
    expect(found.flatMap((f) => f.adrs).map((a) => `${a.name} ${adrNumbers.has(a.name)}`)).toEqual(['0001 true', '9999 false'])
  })

  it('takes no string, template, regular expression or JSX tag for a comment', () => {
    const source = [
      "const a = '// no' + \"/* no */\" + `// no ${b /* yes 1 */ + `${'// no'}`} // no` // yes 2",
      'const re = /\\/\\/ no [/*] no/g.test(x) / 2 // yes 3',
      'const el = <p className="x">text</p> /* yes',
      '4 */',
    ].join('\n')
    expect(comments(source).map((c) => `${c.line}: ${c.text}`)).toEqual(['1: /* yes 1 */', '1: // yes 2', '2: // yes 3', '3: /* yes\n4 */'])
  })
})

describe('the paths the README, the docs and the comments name', () => {
  const all = everythingNamed()

  it('are read from the README, the docs and the comments', () => {
    const namers = new Set(all.paths.map((p) => p.at.split(':')[0]))
    expect(['README.md', 'docs/architecture.md', 'tests/unit/doc-paths.test.ts'].filter((f) => !namers.has(f))).toEqual([])
  })

  it('are files and folders of the repository', () => {
    const missing = all.paths.filter((p) => !exists(p.name, p.at.split(':')[0]!)).map((p) => `${p.at} names ${p.name}, which does not exist`)
    expect(missing).toEqual([])
  })

  it('name ADRs that exist', () => {
    const missing = all.adrs.filter((a) => !adrNumbers.has(a.name)).map((a) => `${a.at} names ADR ${a.name}, which does not exist`)
    expect(missing).toEqual([])
  })
})
