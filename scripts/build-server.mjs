// Bundles server.ts (and the release-command migrator) into build/ with esbuild. npm
// packages stay external: production installs them with `npm ci --omit=dev`.
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
console.log('built build/server.js and build/migrate.js')
