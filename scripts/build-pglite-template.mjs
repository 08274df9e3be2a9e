// Makes build/pgdata-template: an embedded database already initialised and migrated, which a
// first start of build/server.js on an empty DATA_DIR copies instead of running PGlite's initdb
// and every migration (platform/db/client.ts, ADR 0069). It is made again only when the migrations or PGlite change.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const template = path.resolve('build/pgdata-template')
const stampFile = `${template}.stamp`
const migrations = 'platform/db/migrations'

const hash = createHash('sha256')
// The PGlite version decides the database format (its package.json is not exported: found beside dist/).
const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version)
for (const file of readdirSync(migrations, { recursive: true }).sort()) {
  const full = path.join(migrations, file)
  if (statSync(full).isFile()) hash.update(file).update(readFileSync(full))
}
const stamp = hash.digest('hex')

if (existsSync(template) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('build/pgdata-template is up to date')
} else {
  rmSync(template, { recursive: true, force: true })
  rmSync(stampFile, { force: true })
  // The release command initialises and migrates an empty DATA_DIR (no template to copy: just
  // removed), so this is the database a start from nothing makes.
  const dataDir = mkdtempSync(path.resolve('build/.pgdata-'))
  try {
    execFileSync(process.execPath, ['build/migrate.js'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] })
    // Readable by whoever runs the server (the Docker image's user does not own build/); the copy
    // gets the owner's modes back (platform/db/client.ts).
    readable(path.join(dataDir, 'pgdata'))
    renameSync(path.join(dataDir, 'pgdata'), template)
    writeFileSync(stampFile, stamp)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log('built build/pgdata-template')
}

function readable(dir) {
  chmodSync(dir, 0o755)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) readable(full)
    else chmodSync(full, 0o644)
  }
}
