// Bundles the islands (app/islands/*.ts: the few scripts of pages React does not hydrate,
// docs/decisions/0025) into public/build/islands with content-hashed names, and writes
// build/islands.json (island name -> URL) for the server to link them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const outdir = 'public/build/islands'
rmSync(outdir, { recursive: true, force: true })
const entryPoints = readdirSync('app/islands')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join('app/islands', f))
const result = await build({
  entryPoints,
  outdir,
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2019'],
  alias: { '~': './app' },
  metafile: true,
  logLevel: 'warning',
})
const manifest = {}
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint) continue
  manifest[path.basename(output.entryPoint, '.ts')] = `/${path.relative('public', file).split(path.sep).join('/')}`
}
mkdirSync('build', { recursive: true })
writeFileSync('build/islands.json', `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`built ${Object.keys(manifest).length} island(s): ${Object.values(manifest).join(', ')}`)
