// Bundles the islands (app/browser/islands/*.ts: the few scripts of pages React does not hydrate,
// docs/decisions/0025) into public/build/islands with content-hashed names, and writes
// build/islands.json (island name -> URL) for the server to link them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build, context } from 'esbuild'

const outdir = 'public/build/islands'
rmSync(outdir, { recursive: true, force: true })
const entryPoints = readdirSync('app/browser/islands')
  .filter((f) => f.endsWith('.ts') || f.endsWith('.tsx'))
  .map((f) => path.join('app/browser/islands', f))
// One build per island, so no two islands share a chunk a page would have to fetch first; within
// one, code split off by a dynamic import (the VAT rules of the invoice dialog's check,
// browser/live-check.ts) is a chunk of its own, fetched only by the page that needs it.
const optionsOf = (entry, plugins = []) => ({
  entryPoints: [entry],
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  // Optional chaining and `??` as written (every browser since 2020 has them): lowered, they were
  // a tenth of the shell island. A browser without them runs no island and gets the pages as
  // they are without JavaScript.
  target: ['es2020'],
  alias: { '~': './app', '#contract': './contract' },
  // The drag and cropper islands (browser/islands/drag.tsx, browser/islands/cropper.tsx) bring their own React.
  jsx: 'automatic',
  // Class fields as constructor assignments: lowered for es2020 they would need a helper that
  // esbuild puts in a chunk of its own, which every page would then fetch before the island.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
  plugins,
})

/** build/islands.json (island name -> URL) from the islands' latest outputs. */
function writeManifest(outputs) {
  const manifest = {}
  for (const [file, output] of Object.entries(outputs)) {
    // Chunks (a dynamic import's) are fetched by their island, never named by a page.
    if (!output.entryPoint || file.includes('/chunks/')) continue
    manifest[path.basename(output.entryPoint).replace(/\.tsx?$/, '')] = `/${path.relative('public', file).split(path.sep).join('/')}`
  }
  mkdirSync('build', { recursive: true })
  writeFileSync('build/islands.json', `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

if (process.argv.includes('--watch')) {
  // `npm run dev` (server.ts in development): each island is rebuilt when a file it bundles
  // changes, and the manifest names the new files; the server reads it again when it changes.
  const latest = new Map()
  const manifestOnEnd = (entry) => ({
    name: 'islands-manifest',
    setup(build) {
      build.onEnd((result) => {
        if (!result.metafile) return
        latest.set(entry, result.metafile.outputs)
        writeManifest(Object.assign({}, ...latest.values()))
      })
    },
  })
  for (const entry of entryPoints) await (await context(optionsOf(entry, [manifestOnEnd(entry)]))).watch()
  console.log(`watching ${entryPoints.length} island(s)`)
} else {
  const outputs = {}
  for (const entry of entryPoints) Object.assign(outputs, (await build(optionsOf(entry))).metafile.outputs)
  const manifest = writeManifest(outputs)
  console.log(`built ${Object.keys(manifest).length} island(s): ${Object.values(manifest).join(', ')}`)
}
