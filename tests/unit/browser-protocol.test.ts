/**
 * The `data-` attributes between the server's markup and the browser code (app/browser/protocol.ts,
 * ADR 0072): every one is defined once there, written by a component or a browser module through
 * its definition, and read by whom its definition says (a browser module, the stylesheet, the
 * browser tests). A name spelt out anywhere else in app/, an attribute nothing writes or one
 * nothing reads fails here, before a browser test would.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as protocol from '../../app/browser/protocol'

const ROOT = path.resolve(__dirname, '../..')
const APP = path.join(ROOT, 'app')
const PROTOCOL = path.join(APP, 'browser/protocol.ts')
const BROWSER = path.join(APP, 'browser') + path.sep
/** Playwright's test ids: the tests' own convention, not a behaviour. */
const TEST_ID = 'data-testid'

interface Definition {
  group: string
  key: string
  name: string
  readers: readonly string[]
}

// The groups are the string enums among the module's exports (its functions and `readers` are not).
const definitions: Definition[] = Object.entries(protocol).flatMap(([group, value]) =>
  value && typeof value === 'object' && Object.values(value).every((name) => typeof name === 'string')
    ? Object.entries(value as Record<string, protocol.Attribute>).map(([key, name]) => ({ group, key, name, readers: protocol.readers[name] ?? ['browser'] }))
    : [],
)

const filesUnder = (dir: string, test: (file: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(file, test)
    return test(file) ? [file] : []
  })

interface Use {
  group: string
  key: string
  /** Written (`attr(definition, value)`, `write(element, definition, value)`) or else read. */
  writes: boolean
  file: string
}

/** The names a file imports from protocol.ts. */
const importedFromProtocol = (source: ts.SourceFile) =>
  new Set(
    source.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && /\/protocol$/.test(statement.moduleSpecifier.text)
        ? [...((statement.importClause?.namedBindings as ts.NamedImports | undefined)?.elements ?? [])].map((element) => element.name.text)
        : [],
    ),
  )

/** Whether `node` (a definition) is what this call writes. */
function written(node: ts.Node) {
  const call = node.parent
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return false
  return (call.expression.text === 'attr' && call.arguments[0] === node) || (call.expression.text === 'write' && call.arguments[1] === node)
}

/** What one source file does with `data-` attributes: names spelt out, and definitions used. */
function scan(file: string) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const groups = importedFromProtocol(source)
  const spelt: string[] = []
  const uses: Use[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source)
      if (name.startsWith('data-') && name !== TEST_ID) spelt.push(`${name} (a JSX attribute)`)
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // A selector (`[data-x]`) or a key (`'data-x': …`); a class named data-… (`data-cell`) or a
      // Tailwind variant (`data-[over]:`) is neither.
      for (const match of node.text.matchAll(/\[(data-[a-z][a-z0-9-]*)/g)) if (match[1] !== TEST_ID) spelt.push(`${match[1]} (a selector)`)
      if (/^data-[a-z][a-z0-9-]*$/.test(node.text) && node.text !== TEST_ID && ts.isPropertyAssignment(node.parent) && node.parent.name === node) {
        spelt.push(`${node.text} (a key)`)
      }
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'dataset') {
      spelt.push('dataset (read by name)')
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && groups.has(node.expression.text)) {
      uses.push({ group: node.expression.text, key: node.name.text, writes: written(node), file })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { spelt, uses }
}

const sources = filesUnder(APP, (file) => /\.tsx?$/.test(file))
const scanned = sources.map((file) => ({ file, ...scan(file) }))
const uses = scanned.flatMap((s) => s.uses)
const stylesheet = readFileSync(path.join(APP, 'tailwind.css'), 'utf8')
const appText = sources.map((file) => readFileSync(file, 'utf8')).join('\n')
const testsText = filesUnder(path.join(ROOT, 'tests'), (file) => /\.tsx?$/.test(file) && !file.endsWith('browser-protocol.test.ts'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

const usedAs = ({ group, key }: Definition, writes: boolean, where: (file: string) => boolean) =>
  uses.some((use) => use.group === group && use.key === key && use.writes === writes && where(use.file))

describe('the data- attributes (app/browser/protocol.ts)', () => {
  it('are each defined once, under one name', () => {
    const names = definitions.map((d) => d.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect(definitions.length).toBeGreaterThan(50)
  })

  it('are spelt out nowhere in app/ but there', () => {
    const strays = scanned.filter((s) => s.file !== PROTOCOL).flatMap((s) => s.spelt.map((what) => `${path.relative(ROOT, s.file)}: ${what}`))
    expect(strays).toEqual([])
  })

  it('are each written by a component or a browser module', () => {
    const unwritten = definitions.filter((d) => !usedAs(d, true, () => true)).map((d) => d.name)
    expect(unwritten).toEqual([])
  })

  it('are each read by whom their definition names', () => {
    const unread = definitions.flatMap((d) =>
      d.readers
        .filter((reader) => {
          const { name } = d
          if (reader === 'browser') return !usedAs(d, false, (file) => file.startsWith(BROWSER))
          if (reader === 'css') return !stylesheet.includes(`[${name}`) && !appText.includes(`data-[${name.slice('data-'.length)}]`)
          return !testsText.includes(name)
        })
        .map((reader) => `${d.name} (by ${reader})`),
    )
    expect(unread).toEqual([])
  })

  it('cover every attribute the stylesheet reads', () => {
    const defined = new Set<string>(definitions.map((d) => d.name))
    const styled = [...stylesheet.matchAll(/\[(data-[a-z][a-z0-9-]*)/g)].map((m) => m[1]!)
    expect(styled.filter((name) => !defined.has(name))).toEqual([])
  })
})
