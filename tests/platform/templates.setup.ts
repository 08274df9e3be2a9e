/**
 * Global setup of the platform tests: one seeded database made once per run, which every
 * harness then starts from (tests/platform/harness.ts). Creating a database from nothing (PGlite's
 * initdb, the migrations, the demo seed) took most of the suite's time: about 25 s per PGlite
 * harness and 6 s per Postgres one on this 2-core machine, for some hundred harnesses. A copy of a
 * seeded one is a few seconds on PGlite (its data directory image) and a fraction of a second
 * on Postgres (CREATE DATABASE … TEMPLATE).
 *
 * The copies are what a fresh start would have made: the same migrations and the same demo
 * seed at the harness's password cost (TEST_SCRYPT_N); a harness whose configuration seeds
 * differently starts from nothing as before.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { APP_VERSION } from '../../contract/version.js'
import { openDatabase } from '../../platform/db/client.js'
import { defaultPgliteDir, startPlatform } from '../../platform/index.js'
import { withPgClient } from './pg-client.js'

/** The scrypt N of password hashes in platform tests (production: 2^17, PlatformConfig.scrypt). */
export const TEST_SCRYPT_N = 2 ** 10

export interface PlatformTemplates {
  /** A PGlite data directory image of a migrated, seeded database. */
  pgliteImage: string
  /**
   * A DATA_DIR holding that database on disk, for build/server.js: a copy starts in about a
   * second where a demo start from nothing initialises, migrates and seeds for some fifteen.
   */
  pgliteDataDir: string
  /** A database on the TEST_DATABASE_URL server to copy from, when that is set. */
  postgresTemplate: string | null
  /**
   * The same two, migrated but not seeded: where a test starts from nothing (its own clock or
   * password cost, or seeding itself is what it tests), PGlite's initdb and the migrations are
   * already done, and it seeds what it asks for itself.
   */
  pgliteEmptyImage: string
  postgresEmptyTemplate: string | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    platformTemplates: PlatformTemplates
  }
}

const started = (seed: 'demo' | 'none', database: { databaseUrl: string } | { pgliteImage?: string }) =>
  startPlatform({
    version: APP_VERSION,
    ...('databaseUrl' in database ? database : { pgliteDir: 'memory://', ...database }),
    seed,
    env: {} as NodeJS.ProcessEnv,
    config: (c) => ({ ...c, scrypt: { N: TEST_SCRYPT_N } }),
  })

function databaseUrlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export default async function setup(project: TestProject) {
  const folder = path.resolve('tests/.tmp')
  mkdirSync(folder, { recursive: true })
  const pgliteEmptyImage = path.join(folder, `platform-template-${process.pid}.empty.pgimage`)
  const pgliteImage = path.join(folder, `platform-template-${process.pid}.pgimage`)
  const empty = await started('none', {})
  try {
    await empty.database.dump!(pgliteEmptyImage)
  } finally {
    await empty.close()
  }
  const pglite = await started('demo', { pgliteImage: pgliteEmptyImage })
  try {
    await pglite.database.dump!(pgliteImage)
  } finally {
    await pglite.close()
  }
  const pgliteDataDir = path.join(folder, `platform-template-${process.pid}.data`)
  rmSync(pgliteDataDir, { recursive: true, force: true })
  const onDisk = await openDatabase({ pgliteDir: defaultPgliteDir(pgliteDataDir), pgliteImage })
  await onDisk.close()

  const adminUrl = process.env.TEST_DATABASE_URL
  let postgresTemplate: string | null = null
  let postgresEmptyTemplate: string | null = null
  if (adminUrl) {
    const suffix = randomBytes(6).toString('hex')
    postgresEmptyTemplate = `test_template_empty_${suffix}`
    postgresTemplate = `test_template_${suffix}`
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${postgresEmptyTemplate}"`))
    await (await started('none', { databaseUrl: databaseUrlOf(adminUrl, postgresEmptyTemplate) })).close()
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${postgresTemplate}" TEMPLATE "${postgresEmptyTemplate}"`))
    await (await started('demo', { databaseUrl: databaseUrlOf(adminUrl, postgresTemplate) })).close()
  }

  project.provide('platformTemplates', { pgliteImage, pgliteDataDir, postgresTemplate, pgliteEmptyImage, postgresEmptyTemplate })

  return async () => {
    rmSync(pgliteImage, { force: true })
    rmSync(pgliteEmptyImage, { force: true })
    rmSync(pgliteDataDir, { recursive: true, force: true })
    for (const name of [postgresTemplate, postgresEmptyTemplate]) {
      if (adminUrl && name) await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    }
  }
}
