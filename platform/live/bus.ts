/**
 * How one instance hears of another's writes: menu writes, and guest tips recorded (scope TIPS,
 * ADR 0080). A write that committed publishes a small change (scope, organization and request
 * id); every instance, the writer's included, hears it and re-reads what it needs itself (hub.ts),
 * so payloads stay far below NOTIFY's 8000 bytes. Both scopes share the one channel.
 *
 * - Postgres: `NOTIFY menu_changes` through the pool, `LISTEN` on one dedicated connection per
 *   instance. A lost listening connection is reopened; whatever was missed meanwhile is covered by
 *   a `resync` change that makes every subscriber re-read (hub.ts sends it with no request id).
 * - PGlite: one process owns the database, so the fan-out is an in-process call.
 *
 * docs/decisions/0030-live-channel.md
 */
import pg from 'pg'
import type { LiveScope } from '../../contract/live.js'

export const NOTIFY_CHANNEL = 'menu_changes'

export interface Change {
  scope: LiveScope
  organizationId: string
  requestId: string | null
}

export interface ChangeBus {
  publish(change: Change): Promise<void>
  /** Called for every change, and with `null` after a gap in which changes may have been missed. */
  listen(listener: (change: Change | null) => void): void
  close(): Promise<void>
}

/** Same-process fan-out (embedded PGlite): listeners run on the next turn, after the answer. */
export class InProcessBus implements ChangeBus {
  private listeners: ((change: Change | null) => void)[] = []

  async publish(change: Change) {
    setImmediate(() => {
      for (const listener of this.listeners) listener(change)
    })
  }

  listen(listener: (change: Change | null) => void) {
    this.listeners.push(listener)
  }

  async close() {
    this.listeners = []
  }
}

// `s` is left out for MENU: an instance of the previous release, still running during a rolling
// deploy, reads the menu changes of this one as before (and a TIPS change it would misread as a
// menu change costs it one state read).
const encode = (change: Change) =>
  JSON.stringify(change.scope === 'MENU' ? { o: change.organizationId, r: change.requestId } : { s: change.scope, o: change.organizationId, r: change.requestId })

function decode(payload: string | undefined): Change | null {
  try {
    const value = JSON.parse(payload ?? '') as { s?: unknown; o?: unknown; r?: unknown }
    if (typeof value.o !== 'string') return null
    const scope = value.s === undefined ? 'MENU' : value.s === 'TIPS' ? 'TIPS' : null
    if (!scope) return null
    return { scope, organizationId: value.o, requestId: typeof value.r === 'string' ? value.r : null }
  } catch {
    return null
  }
}

/** Cross-instance fan-out through Postgres LISTEN/NOTIFY. */
export class PostgresBus implements ChangeBus {
  private listeners: ((change: Change | null) => void)[] = []
  private client: pg.Client | null = null
  private closed = false
  private retryTimer: NodeJS.Timeout | null = null
  private retryDelayMs = 500

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  /** Resolves once this instance listens, so a test or a start can rely on hearing what follows. */
  async start() {
    await this.connect()
  }

  async publish(change: Change) {
    await this.pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, encode(change)])
  }

  listen(listener: (change: Change | null) => void) {
    this.listeners.push(listener)
  }

  private emit(change: Change | null) {
    for (const listener of this.listeners) listener(change)
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url, application_name: 'tipbox-live' })
    client.on('notification', (message) => {
      const change = decode(message.payload)
      if (change) this.emit(change)
    })
    client.on('error', () => this.reconnect(client))
    client.on('end', () => this.reconnect(client))
    await client.connect()
    await client.query(`listen ${NOTIFY_CHANNEL}`)
    this.client = client
    this.retryDelayMs = 500
  }

  /** The listening connection broke: reopen it with backoff, then tell everyone to re-read. */
  private reconnect(broken: pg.Client) {
    if (this.closed || this.client !== broken) return
    this.client = null
    broken.removeAllListeners()
    broken.end().catch(() => {})
    const attempt = () => {
      this.retryTimer = null
      if (this.closed) return
      this.connect().then(
        () => this.emit(null),
        () => {
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000)
          this.retryTimer = setTimeout(attempt, this.retryDelayMs)
        },
      )
    }
    this.retryTimer = setTimeout(attempt, this.retryDelayMs)
  }

  async close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const client = this.client
    this.client = null
    this.listeners = []
    if (client) {
      client.removeAllListeners()
      await client.end().catch(() => {})
    }
  }
}
