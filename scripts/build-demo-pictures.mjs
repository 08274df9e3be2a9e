// Draws the demo menus' pictures into build/demo-pictures, prepared as an upload is, so that a
// first start with the demo copies them instead of drawing them (platform/seed/demo-menu-images.ts,
// ADR 0069). Files are named by their drawing's hash: only new drawings are drawn.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

// The drawing module, bundled beside the project's node_modules (sharp stays external).
const bundle = path.resolve('build/.demo-pictures.mjs')
await build({ entryPoints: ['platform/seed/demo-menu-images.ts'], outfile: bundle, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
try {
  const { writeDemoPictures } = await import(pathToFileURL(bundle).href)
  await writeDemoPictures(path.resolve('build/demo-pictures'))
} finally {
  rmSync(bundle, { force: true })
}
console.log('built build/demo-pictures')
