/** A short-lived Postgres connection for test setup (creating and dropping databases). */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A new database on the Postgres server of `adminUrl`, named `<prefix>_<random>`: empty, or a
 * copy of `template`; its drop (forced, so connections left open do not stop it) is pushed
 * onto `cleanups`.
 */
export async function freshDatabase(adminUrl: string, cleanups: (() => Promise<void>)[], prefix = 'kill', template?: string | null): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await withPgClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`))
  cleanups.push(async () => void (await withPgClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
