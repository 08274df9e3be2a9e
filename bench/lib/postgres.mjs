// A fresh Postgres database for one benchmark run, next to TEST_DATABASE_URL (or the local
// server), dropped afterwards. Null when no server answers.
import pg from 'pg'

export async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `bench_${Date.now()}`
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
