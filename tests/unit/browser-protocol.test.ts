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
  attribute: protocol.Attribute<unknown>
}

const definitions: Definition[] = Object.entries(protocol).flatMap(([group, value]) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .filter((entry): entry is [string, protocol.Attribute<unknown>] => entry[1] instanceof protocol.Attribute)
        .map(([key, attribute]) => ({ group, key, attribute }))
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
  member: string
  file: string
}

/** What one source file does with `data-` attributes: names spelt out, and definitions used. */
function scan(file: string) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
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
    } else if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
      uses.push({ group: node.expression.expression.text, key: node.expression.name.text, member: node.name.text, file })
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

const usedAs = ({ group, key }: Definition, members: string[], where: (file: string) => boolean) =>
  uses.some((use) => use.group === group && use.key === key && members.includes(use.member) && where(use.file))

describe('the data- attributes (app/browser/protocol.ts)', () => {
  it('are each defined once, under one name', () => {
    const names = definitions.map((d) => d.attribute.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect(definitions.length).toBeGreaterThan(50)
  })

  it('are spelt out nowhere in app/ but there', () => {
    const strays = scanned.filter((s) => s.file !== PROTOCOL).flatMap((s) => s.spelt.map((what) => `${path.relative(ROOT, s.file)}: ${what}`))
    expect(strays).toEqual([])
  })

  it('are each written by a component or a browser module', () => {
    const unwritten = definitions.filter((d) => !usedAs(d, ['props', 'write'], () => true)).map((d) => d.attribute.name)
    expect(unwritten).toEqual([])
  })

  it('are each read by whom their definition names', () => {
    const unread = definitions.flatMap((d) =>
      d.attribute.readers
        .filter((reader) => {
          const name = d.attribute.name
          if (reader === 'browser') return !usedAs(d, ['selector', 'read', 'is'], (file) => file.startsWith(BROWSER))
          if (reader === 'css') return !stylesheet.includes(`[${name}`) && !appText.includes(`data-[${name.slice('data-'.length)}]`)
          return !testsText.includes(name)
        })
        .map((reader) => `${d.attribute.name} (by ${reader})`),
    )
    expect(unread).toEqual([])
  })

  it('cover every attribute the stylesheet reads', () => {
    const defined = new Set<string>(definitions.map((d) => d.attribute.name))
    const styled = [...stylesheet.matchAll(/\[(data-[a-z][a-z0-9-]*)/g)].map((m) => m[1]!)
    expect(styled.filter((name) => !defined.has(name))).toEqual([])
  })
})
