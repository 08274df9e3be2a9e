/**
 * Item 17: a write the server acknowledged survives `kill -9`. The built server
 * (build/server.js) runs as a child process on PGlite (DATA_DIR) and, with
 * TEST_DATABASE_URL, on a fresh Postgres database; a stream of writes (boxes, and member
 * invitations that create a profile and a member in one transaction) is cut by SIGKILL; the
 * server starts again on the same data, and every write that got a 2xx is there, whole.
 * Runs the current build (build.setup.ts makes it first), like server.test.ts.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../platform/db/client.js'
import { freshDatabase } from './pg-client.js'
import { newDataDir, postgresTemplate, freePort, startBuiltServer, type BuiltServer } from './faults-support.js'
import { DEMO, DEMO_PASSWORD, type Json } from './harness.js'

const KINDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
/** Writes acknowledged before the kill is sent; more are in flight when it lands. */
const ACKNOWLEDGED_BEFORE_KILL = 40
const CONCURRENCY = 4

describe('acknowledged writes survive kill -9', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  })

  it.each(KINDS)('on %s', async (kind) => {
    const dataDir = newDataDir('tipbox-kill-', { seeded: true })
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const env: Record<string, string> = { DATA_DIR: dataDir }
    let databaseUrl: string | undefined
    if (kind === 'postgres') {
      databaseUrl = await freshDatabase(process.env.TEST_DATABASE_URL!, cleanups, 'kill', postgresTemplate())
      env.DATABASE_URL = databaseUrl
      env.SEED = 'demo'
    }
    const port = await freePort()
    const servers: BuiltServer[] = []
    cleanups.push(async () => {
      for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL')
    })

    // --- first life: sign in, then writes until the kill ---------------------------------
    const first = await startBuiltServer(port, env)
    servers.push(first)
    const api = client(first.baseUrl)
    const signedIn = await api('/session/start', { body: { msisdn: DEMO.admin, password: DEMO_PASSWORD } })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token as string
    const organizations = (await api('/business/organizations', { token })).body as Json[]
    const organization = organizations.find((o) => o.permissions.includes('MANAGE_BOXES'))
    const orgPath = `/business/organizations/${organization.id}`
    const group = await api(`${orgPath}/boxes`, { token, body: { name: 'Kill group', mode: 'GROUP' } })
    expect(group.status).toBe(201)
    const tag = randomBytes(3).toString('hex')

    const acknowledged: { kind: 'box' | 'invite'; index: number; id: string }[] = []
    let next = 0
    let killed = false
    const worker = async () => {
      while (!killed) {
        const index = next++
        const invite = index % 2 === 1
        const answer = await api(
          invite ? `${orgPath}/boxes/${group.body.id}/members` : `${orgPath}/boxes`,
          { token, body: invite ? { name: `Kill ${tag} ${index}`, msisdn: phone(index) } : { name: `Kill ${tag} ${index}`, mode: 'INDIVIDUAL' } },
        ).catch(() => undefined)
        // A write cut by the kill has no answer: it may or may not be there, but whole.
        if (!answer) return
        expect(answer.status).toBe(201)
        acknowledged.push({ kind: invite ? 'invite' : 'box', index, id: answer.body.id })
        if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    expect(await first.exited).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL)

    // --- second life on the same data ------------------------------------------------------
    const second = await startBuiltServer(port, env)
    servers.push(second)
    const again = client(second.baseUrl)
    // The session written before the kill is an acknowledged write too.
    const boxes = await again(`${orgPath}/boxes`, { token })
    expect(boxes.status).toBe(200)
    const boxIds = new Set((boxes.body as Json[]).map((b) => b.id))
    const memberIds = new Set(((boxes.body as Json[]).find((b) => b.id === group.body.id)?.members ?? []).map((m: Json) => m.id))
    const missing = acknowledged.filter((w) => !(w.kind === 'box' ? boxIds : memberIds).has(w.id))
    expect(missing).toEqual([])

    // --- no write is half there: every invited profile has its membership ---------------
    second.child.kill('SIGTERM')
    await second.exited
    const halves = await profilesWithoutMembership(kind, dataDir, databaseUrl, `Kill ${tag} %`, group.body.id)
    expect(halves).toEqual([])
    console.log(`[faults] kill -9 on ${kind}: ${acknowledged.length} acknowledged writes, all present after restart`)
  }, 180_000)
})

function phone(index: number): string {
  return `+3706${6_000_000 + index}`
}

interface Answer {
  status: number
  body: Json
}

/** JSON calls to /api/v1 of a built server, the way an API client would make them. */
function client(baseUrl: string) {
  return async (route: string, init: { body?: unknown; token?: string } = {}): Promise<Answer> => {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let body: Json
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    return { status: response.status, body }
  }
}

/** Invited names whose profile exists without the membership created in the same transaction. */
async function profilesWithoutMembership(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  databaseUrl: string | undefined,
  namePattern: string,
  boxId: string,
): Promise<string[]> {
  const handle = await openDatabase(kind === 'postgres' ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pgdata') })
  try {
    const result = (await handle.db.execute(sql`
      select p.msisdn from profiles p
      where p.msisdn like '+37066%'
        and not exists (select 1 from box_members m where m.profile_id = p.id and m.box_id = ${boxId} and m.name like ${namePattern})`)) as unknown as {
      rows: { msisdn: string }[]
    }
    return result.rows.map((r) => r.msisdn)
  } finally {
    await handle.close()
  }
}
