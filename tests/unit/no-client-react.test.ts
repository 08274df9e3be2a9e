/**
 * No page hydrates React (docs/decisions/0070): a component outside app/browser/ runs only in
 * the server render, so a hook that acts in the browser (an effect, a state setter, a
 * navigation), an `on<Event>=` handler or a `document`/`window` access there never runs. It is
 * dead code that tells the next reader a behaviour exists. The browser half lives in app/browser/
 * (the shell island's DOM modules, and React only inside the drag and cropper islands).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const app = path.resolve(__dirname, '../../app')
const browser = path.join(app, 'browser')

/** Hooks that do nothing in a server render: effects, state that only a browser event changes, refs, navigation. */
const BROWSER_HOOKS = [
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useState',
  'useReducer',
  'useRef',
  'useCallback',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useOptimistic',
  'useActionState',
  'useFormStatus',
  'useNavigate',
  'useNavigation',
  'useRevalidator',
  'useFetcher',
  'useFetchers',
  'useSubmit',
  'useBeforeUnload',
  'useBlocker',
  'unstable_usePrompt',
  'useHydrated',
]
const HOOK = new RegExp(`\\b(${BROWSER_HOOKS.join('|')})\\b`, 'g')
// A JSX attribute `onClick={…}`, `onChange={…}`: a DOM handler, or a callback prop that only one feeds.
const HANDLER = /(?<=[\s{])(on[A-Z][A-Za-z]*)=\{/g
// A DOM handler passed in props (`inputProps={{ onInput: … }}`); other `on…:` names are callbacks
// that may run on the server (the sign-in flow's `onVerified`).
const DOM_EVENT = 'Click|DoubleClick|Change|Input|Blur|Focus|Submit|Reset|Invalid|Paste|Copy|Cut|Select|Scroll|Wheel|Drop|ContextMenu|(?:Key|Mouse|Pointer|Touch|Drag|Animation|Transition|Composition)[A-Z][a-z]+'
const HANDLER_PROP = new RegExp(`\\b(on(?:${DOM_EVENT}))\\s*:`, 'g')
const GLOBAL = /(?<![\w./-])(document|window)\.[A-Za-z]/g

/**
 * Files that may still hold them, each with why. The list can only shrink: an entry whose file
 * no longer has any fails too.
 */
const ALLOWED: Record<string, string> = {}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === browser ? [] : listSources(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** The source without comments (lines kept), so a sentence that names a hook is not a use of it. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1')
}

function uses(source: string): string[] {
  const text = code(source)
  const line = (index: number) => text.slice(0, index).split('\n').length
  return [HOOK, HANDLER, HANDLER_PROP, GLOBAL].flatMap((pattern) => [...text.matchAll(pattern)]).map((m) => `${m[1]} (line ${line(m.index!)})`)
}

describe('no browser-only React outside app/browser/', () => {
  const found = new Map(listSources(app).map((file) => [path.relative(app, file).split(path.sep).join('/'), uses(readFileSync(file, 'utf8'))] as const))

  it('finds no browser hook, event handler or document/window access in a server-rendered file', () => {
    const offenders = [...found].filter(([file, hits]) => hits.length && !(file in ALLOWED)).map(([file, hits]) => `${file}: ${hits.join(', ')}`)
    expect(offenders).toEqual([])
  })

  it('allows only files that still need it', () => {
    const stale = Object.keys(ALLOWED).filter((file) => !found.get(file)?.length)
    expect(stale).toEqual([])
  })

  it('sees what it looks for, and not in comments or words', () => {
    // A scan that matched nothing would pass the first test on any tree.
    expect(found.size).toBeGreaterThan(100)
    const source = [
      "import { useEffect, useState } from 'react' // useRef named in a comment",
      "/* useNavigate, onClick={x} */ import { wholeDocument } from './whole-document.server'",
      'const [open, setOpen] = useState(false)',
      'export const A = () => <button onClick={() => setOpen(true)} data-x="https://e.com/document.x">{window.name}</button>',
      'const field = { inputProps: { onKeyDown: (e) => e, onVerified: async () => null } }',
    ].join('\n')
    expect(uses(source)).toEqual(['useEffect (line 1)', 'useState (line 1)', 'useState (line 3)', 'onClick (line 4)', 'onKeyDown (line 5)', 'window (line 4)'])
  })
})
