// No page loads the Remix browser build (docs/decisions/0070): the pages are server HTML plus the
// islands (scripts/build-islands.mjs, public/build/islands). What `remix build` still writes to
// public/build (the browser entry, the manifest, route and shared chunks) is removed here, so only
// what a page can fetch is deployed; what the server build names (the stylesheet under _assets)
// stays. tests/unit/client-build.test.ts fails when public/build holds a file no page names.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const dir = 'public/build'
// The server build names the assets a page links (`/build/_assets/tailwind-….css`).
const server = readFileSync('build/index.js', 'utf8')
const named = new Set([...server.matchAll(/\/build\/(_assets\/[\w.-]+)/g)].map((m) => m[1]))
let removed = 0
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue
  const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
  // The islands are built after this step, into a folder of their own.
  if (file.startsWith('islands/') || named.has(file)) continue
  rmSync(path.join(dir, file))
  removed++
}
for (const folder of ['_shared', 'routes']) rmSync(path.join(dir, folder), { recursive: true, force: true })
console.log(`pruned ${removed} Remix browser file(s) from ${dir}`)
