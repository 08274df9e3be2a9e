// Bundles server.ts (and the release-command migrator) into build/ with esbuild. npm
// packages stay external: production installs them with `npm ci --omit=dev`.
import { copyFileSync } from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server.ts', migrate: 'server/migrate.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Remix's own server bundle is build/index.js; the server imports it at run time.
  external: ['./build/index.js'],
})
// PGlite's thread runs as its own module beside the server (platform/db/pglite-stream.ts).
copyFileSync('platform/db/pglite-worker.mjs', 'build/pglite-worker.mjs')
console.log('built build/server.js, build/migrate.js and build/pglite-worker.mjs')
