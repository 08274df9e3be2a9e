/**
 * Item 16: Postgres restarts under load. A private cluster (never the shared server) serves
 * the platform while 2,000 requests run 20 at a time, reads and writes mixed; the database
 * is restarted once (`pg_ctl restart -m fast`) and stopped and started once more in the
 * middle. No answer may be a 500; every 503 carries Retry-After; every acknowledged write is
 * in the database afterwards and no write is half applied.
 *
 * Skipped only when the Postgres server binaries are missing (PG_BIN, default
 * /usr/lib/postgresql/15/bin). The figures are printed at the end (docs/operations.md).
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../contract/transport.js'
import { boxes, boxMembers, profiles } from '../../platform/db/schema/index.js'
import {
  postgresBinariesPresent,
  PG_BIN,
  servePlatform,
  startPrivatePostgres,
  type PrivatePostgres,
  type ServedPlatform,
} from './faults-support.js'
import { DEMO, DEMO_PASSWORD, type Json } from './harness.js'

const TOTAL = 2_000
const CONCURRENCY = 20
/** Members renamed by PUT, one per PUT so each row has a single writer. */
const RENAMES = TOTAL / 10
const GROUPS = 10

if (!postgresBinariesPresent) {
  console.warn(`[faults] Postgres restart test skipped: no Postgres server binaries in ${PG_BIN} (set PG_BIN)`)
}

type Kind = 'read' | 'box' | 'invite' | 'rename'

interface Outcome {
  kind: Kind
  index: number
  status: number | 'network'
  retryAfter: string | null
  errorCode?: string
  sentAt: number
  answeredAt: number
}

describe.skipIf(!postgresBinariesPresent)('Postgres restarted under load', () => {
  let cluster: PrivatePostgres | undefined
  let served: ServedPlatform | undefined

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    served = await servePlatform(cluster.url)
  }, 120_000)

  afterAll(async () => {
    // The cluster first: it is the one thing that would outlive the test.
    await cluster?.destroy()
    await served?.close()
  })

  it('answers no 500, 503 with Retry-After for what failed, and keeps every acknowledged write whole', async () => {
    const { baseUrl, platform } = served!
    const db = platform.database.db
    const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
      fetch(baseUrl + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          [CLIENT_ADDRESS_HEADER]: '198.51.100.16',
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })

    // --- set-up: an admin session, an organization, boxes whose members the load renames ---
    const signedIn = await call('/session/start', { body: { msisdn: DEMO.admin, password: DEMO_PASSWORD } })
    expect(signedIn.status).toBe(200)
    const token = ((await signedIn.json()) as Json).token as string
    const organizations = (await (await call('/business/organizations', { token })).json()) as Json[]
    const organization = organizations.find((o) => o.permissions.includes('MANAGE_BOXES') && o.permissions.includes('VIEW_BOXES'))
    expect(organization).toBeTruthy()
    const orgPath = `/business/organizations/${organization.id}`
    // Small GROUP boxes, so that each answer about a member (which lists its box) stays small.
    const groups = (
      await db
        .insert(boxes)
        .values(Array.from({ length: GROUPS }, (_, g) => ({ organizationId: organization.id, name: `Fault group ${g}`, mode: 'GROUP' })))
        .returning({ id: boxes.id })
    ).map((b) => b.id)
    const groupOf = (n: number) => groups[n % GROUPS]!
    const ks = Array.from({ length: RENAMES }, (_, k) => k)
    const people = await db
      .insert(profiles)
      .values(ks.map((k) => ({ msisdn: `+3706${8_000_000 + k}`, name: `Before ${k}` })))
      .returning({ id: profiles.id, msisdn: profiles.msisdn })
    const profileOf = new Map(people.map((p) => [p.msisdn, p.id]))
    const created = await db
      .insert(boxMembers)
      .values(ks.map((k) => ({ boxId: groupOf(k), profileId: profileOf.get(`+3706${8_000_000 + k}`)!, name: `Before ${k}`, externalId: `before-${k}` })))
      .returning({ id: boxMembers.id, externalId: boxMembers.externalId })
    const memberOf = new Map(created.map((m) => [m.externalId, m.id]))
    const renamed = ks.map((k) => memberOf.get(`before-${k}`)!)
    const runTag = randomUUID().slice(0, 8)

    // --- the load -----------------------------------------------------------------------
    const reads = [
      '/profile',
      '/business/organizations',
      `${orgPath}/boxes/${groups[0]}?start_ts=2020-01-01T00:00:00Z&finish_ts=2020-02-01T00:00:00Z`,
      `${orgPath}/boxes/${groups[1]}/page`,
      `${orgPath}/kyb`,
      '/profile/countries',
    ]
    const request = (index: number): { kind: Kind; send: () => Promise<Response> } => {
      const slot = index % 10
      if (slot <= 5) return { kind: 'read', send: () => call(reads[index % reads.length]!, { token }) }
      if (slot <= 7) {
        return {
          kind: 'box',
          send: () => call(`${orgPath}/boxes`, { token, body: { name: `Fault ${runTag} ${index}`, mode: 'INDIVIDUAL', token: String(800_000 + index) } }),
        }
      }
      if (slot === 8) {
        return {
          kind: 'invite',
          send: () =>
            call(`${orgPath}/boxes/${groupOf(Math.floor(index / 10))}/members`, {
              token,
              body: { name: `Invited ${index}`, msisdn: inviteePhone(index) },
            }),
        }
      }
      const k = Math.floor(index / 10)
      return {
        kind: 'rename',
        send: () =>
          call(`${orgPath}/boxes/${groupOf(k)}/members/${renamed[k]}`, {
            method: 'PUT',
            token,
            body: { name: `After ${k}`, role: 'MEMBER', externalId: `after-${k}` },
          }),
      }
    }

    const outcomes: Outcome[] = []
    const faults: { what: string; startedAt: number; backAt: number }[] = []
    const pending: Promise<void>[] = []
    let sent = 0
    // The stopped phase ends once the load has seen the outage: this many answers while down.
    let whenAnsweredWhileDown: { count: number; resolve: () => void } | undefined

    const fault = async (what: string, action: () => Promise<void>) => {
      const startedAt = performance.now()
      await action()
      faults.push({ what, startedAt, backAt: performance.now() })
    }
    let loadDone = false
    const stopUntilSeen = async () => {
      await cluster!.stop()
      // Requests fail fast while the server shuts down, so the load may be over already.
      if (!loadDone) await new Promise<void>((resolve) => (whenAnsweredWhileDown = { count: 10, resolve }))
      whenAnsweredWhileDown = undefined
      await cluster!.start()
    }

    const worker = async () => {
      while (sent < TOTAL) {
        const index = sent++
        if (index === Math.floor(TOTAL * 0.3)) pending.push(fault('pg_ctl restart -m fast', () => cluster!.restart()))
        if (index === Math.floor(TOTAL * 0.65)) pending.push(fault('pg_ctl stop -m fast, start', stopUntilSeen))
        const { kind, send } = request(index)
        const sentAt = performance.now()
        let outcome: Outcome
        try {
          const response = await send()
          const body = (await response.json().catch(() => undefined)) as Json
          outcome = {
            kind,
            index,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            errorCode: body?.errorCode,
            sentAt,
            answeredAt: performance.now(),
          }
        } catch {
          outcome = { kind, index, status: 'network', retryAfter: null, sentAt, answeredAt: performance.now() }
        }
        outcomes.push(outcome)
        if (whenAnsweredWhileDown && --whenAnsweredWhileDown.count === 0) whenAnsweredWhileDown.resolve()
      }
      // The outage waits for answers; with every request sent, nothing more will come.
      loadDone = true
      whenAnsweredWhileDown?.resolve()
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await Promise.all(pending)

    // --- figures ---------------------------------------------------------------------------
    const histogram: Record<string, number> = {}
    for (const o of outcomes) histogram[`${o.kind} ${o.status}`] = (histogram[`${o.kind} ${o.status}`] ?? 0) + 1
    const figures = faults.map((f) => {
      const failed = outcomes.filter((o) => o.status === 503 && o.answeredAt >= f.startedAt && o.sentAt <= f.backAt + 1_000)
      const lastFailure = Math.max(f.startedAt, ...failed.map((o) => o.answeredAt))
      const firstWriteBack = outcomes
        .filter((o) => o.kind !== 'read' && o.sentAt >= f.backAt && o.status !== 503)
        .reduce((min, o) => Math.min(min, o.answeredAt), Infinity)
      return {
        fault: f.what,
        databaseDownMs: Math.round(f.backAt - f.startedAt),
        failedRequests: failed.length,
        failingForMs: Math.round(lastFailure - f.startedAt),
        firstWriteAfterBackMs: Math.round(firstWriteBack - f.backAt),
      }
    })
    console.log('[faults] Postgres restart under load:', JSON.stringify({ requests: outcomes.length, histogram, figures }, null, 2))

    // --- what the callers saw ----------------------------------------------------------------
    expect(outcomes).toHaveLength(TOTAL)
    expect(faults).toHaveLength(2)
    expect(outcomes.filter((o) => o.status === 'network' || (o.status >= 500 && o.status !== 503))).toEqual([])
    const unavailable = outcomes.filter((o) => o.status === 503)
    expect(unavailable.filter((o) => o.errorCode !== 'SERVICE_UNAVAILABLE' || !/^\d+$/.test(o.retryAfter ?? ''))).toEqual([])
    // A GET answered by its second run carries nothing of the first run's 503.
    expect(outcomes.filter((o) => o.status !== 503 && o.retryAfter !== null)).toEqual([])
    // The stop phase lasted until ten answers came while the database was down.
    expect(unavailable.length).toBeGreaterThan(0)
    // Anything else is the test's own mistake, not a fault: reads 200, writes 200/201.
    expect(outcomes.filter((o) => o.status !== 503 && (o.status as number) >= 300)).toEqual([])

    // --- what the data became -----------------------------------------------------------------
    const check = new pg.Client({ connectionString: cluster!.url })
    await check.connect()
    try {
      const boxRows = new Map<string, string | null>(
        (await check.query<{ name: string; token: string | null }>(`select name, token from boxes where name like $1`, [`Fault ${runTag} %`])).rows.map(
          (r) => [r.name, r.token],
        ),
      )
      const invited = new Map<string, { profile: boolean; member: boolean }>(
        (
          await check.query<{ msisdn: string; member: boolean }>(
            `select p.msisdn, exists(select 1 from box_members m where m.profile_id = p.id and m.box_id = any($1::uuid[])) as member
             from profiles p where p.msisdn like '+370670%'`,
            [groups],
          )
        ).rows.map((r) => [r.msisdn, { profile: true, member: r.member }]),
      )
      const memberRows = new Map<string, { name: string; external_id: string | null }>(
        (await check.query<{ id: string; name: string; external_id: string | null }>(`select id, name, external_id from box_members where id = any($1::uuid[])`, [renamed])).rows.map(
          (r) => [r.id, r],
        ),
      )
      const problems: string[] = []
      for (const o of outcomes) {
        const acknowledged = o.status !== 503
        if (o.kind === 'box') {
          const name = `Fault ${runTag} ${o.index}`
          const present = boxRows.has(name)
          if (acknowledged && !present) problems.push(`box ${o.index} acknowledged but missing`)
          if (present && boxRows.get(name) !== String(800_000 + o.index)) problems.push(`box ${o.index} half written`)
        } else if (o.kind === 'invite') {
          const row = invited.get(inviteePhone(o.index)) ?? { profile: false, member: false }
          if (acknowledged && !row.member) problems.push(`invite ${o.index} acknowledged but missing`)
          if (row.profile !== row.member) problems.push(`invite ${o.index} half applied (profile without member)`)
        } else if (o.kind === 'rename') {
          const k = Math.floor(o.index / 10)
          const row = memberRows.get(renamed[k]!)
          const state = row ? `${row.name}|${row.external_id}` : 'missing'
          const allowed = acknowledged ? [`After ${k}|after-${k}`] : [`Before ${k}|before-${k}`, `After ${k}|after-${k}`]
          if (!allowed.includes(state)) problems.push(`rename ${k}: ${state}`)
        }
      }
      expect(problems).toEqual([])
    } finally {
      await check.end()
    }

    // Every connection went back to the pool (none is held by a failed transaction), and the
    // pool reconnected: a read and a write answer normally after the faults.
    const pool = (db as unknown as { $client: pg.Pool }).$client
    expect({ checkedOut: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ checkedOut: 0, waiting: 0 })
    expect((await call('/business/organizations', { token })).status).toBe(200)
    expect((await call(`${orgPath}/boxes`, { token, body: { name: `After the faults ${runTag}`, mode: 'GROUP' } })).status).toBe(201)
  }, 120_000)
})

function inviteePhone(index: number): string {
  return `+3706${7_000_000 + index}`
}
