/**
 * One instance's live connections, grouped by organization. When a change of an organization
 * arrives (bus.ts), the hub reads its state once, serializes it once and sends the same text to
 * every subscriber of that organization on this instance.
 *
 * - Changes of one organization are handled one after another (a read per change, in order),
 *   so a subscriber sees states in commit order; changes that queue up while a read runs share
 *   the next read, each still getting its own message with its own request id.
 * - A slow client cannot stall the others: `send` only queues on that socket, and a socket with
 *   more than LIVE_MAX_BUFFERED_BYTES unsent is closed (4000, it may reconnect).
 * - Dead connections are dropped: the sweep pings every socket and terminates one that has
 *   answered nothing (no message, no pong) for LIVE_TIMING.idleTimeoutMs.
 * - Scopes: a socket follows the MENU or TIPS scopes it subscribed to, among those its caller
 *   may follow (http/live.ts); asking for another closes it (4999). A TIPS change reads nothing:
 *   its subscribers get a bare TIPS_CHANGED and re-read their own page (ADR 0080).
 */
import type { WebSocket } from 'ws'
import { LIVE_CLOSE, LIVE_MAX_BUFFERED_BYTES, LIVE_SCOPES, LIVE_TIMING, liveClientMessageSchema, type LiveScope } from '../../contract/live.js'
import type { Change } from './bus.js'
import { stateMessage, type LiveState } from './state.js'

export interface LiveConnection {
  socket: WebSocket
  organizationId: string
  /** The scopes subscribed to; empty until SUBSCRIBE. */
  scopes: Set<LiveScope>
  lastSeen: number
  /** The scopes the caller may follow now (asked again every recheckMs). */
  access: LiveAccess
  checkedAt: number
  checking: boolean
}

/** What a caller may follow: known at the upgrade, asked again while the socket lives. */
export interface LiveAccess {
  scopes: readonly LiveScope[]
  recheck: () => Promise<readonly LiveScope[]>
}

const EVERY_SCOPE: LiveAccess = { scopes: LIVE_SCOPES, recheck: async () => LIVE_SCOPES }

const tipsChanged = (organizationId: string) => JSON.stringify({ type: 'TIPS_CHANGED', organizationId })

export interface HubOptions {
  readState(organizationId: string): Promise<LiveState>
  /** Unexpected failures (a state read that failed): logged by the caller. */
  onError(error: unknown): void
  now?: () => number
}

export class LiveHub {
  private readonly byOrganization = new Map<string, Set<LiveConnection>>()
  /** Per organization: request ids waiting for the next read, and whether a read is running. */
  private readonly pending = new Map<string, { requestIds: (string | null)[]; running: boolean }>()
  private readonly sweepTimer: NodeJS.Timeout
  private readonly now: () => number

  constructor(private readonly options: HubOptions) {
    this.now = options.now ?? Date.now
    this.sweepTimer = setInterval(() => this.sweep(), LIVE_TIMING.heartbeatMs / 2)
    this.sweepTimer.unref()
  }

  get size() {
    let count = 0
    for (const set of this.byOrganization.values()) count += set.size
    return count
  }

  add(socket: WebSocket, organizationId: string, access: LiveAccess = EVERY_SCOPE): LiveConnection {
    const now = this.now()
    const connection: LiveConnection = { socket, organizationId, scopes: new Set(), lastSeen: now, access, checkedAt: now, checking: false }
    let set = this.byOrganization.get(organizationId)
    if (!set) this.byOrganization.set(organizationId, (set = new Set()))
    set.add(connection)
    socket.on('pong', () => (connection.lastSeen = this.now()))
    socket.on('message', (data, isBinary) => this.receive(connection, isBinary ? null : data.toString()))
    socket.on('close', () => this.remove(connection))
    socket.on('error', () => socket.terminate())
    return connection
  }

  private remove(connection: LiveConnection) {
    const set = this.byOrganization.get(connection.organizationId)
    set?.delete(connection)
    if (set && set.size === 0) this.byOrganization.delete(connection.organizationId)
  }

  private receive(connection: LiveConnection, text: string | null) {
    connection.lastSeen = this.now()
    let json: unknown = null
    try {
      json = text === null ? null : JSON.parse(text)
    } catch {
      json = null
    }
    const parsed = liveClientMessageSchema.safeParse(json)
    if (!parsed.success) {
      // A client that speaks something else will not be understood on a retry either.
      connection.socket.close(LIVE_CLOSE.refused, 'Unexpected message')
      return
    }
    if (parsed.data.type === 'HEARTBEAT') {
      this.send(connection, '{"type":"HEARTBEAT"}')
      if (this.now() - connection.checkedAt >= LIVE_TIMING.recheckMs) void this.recheck(connection)
      return
    }
    const asked = parsed.data.scopes
    if (asked.some((scope) => !connection.access.scopes.includes(scope))) {
      connection.socket.close(LIVE_CLOSE.refused, 'Scope not allowed')
      return
    }
    const added = asked.filter((scope) => !connection.scopes.has(scope))
    for (const scope of added) connection.scopes.add(scope)
    // The answer to SUBSCRIBE makes the client ready: the whole menu state now, and for the tips
    // a TIPS_CHANGED (a tip recorded after the page was drawn is heard only there).
    if (added.includes('MENU')) void this.sendStateTo(connection)
    if (added.includes('TIPS')) this.send(connection, tipsChanged(connection.organizationId))
  }

  /** The session may have ended or the permission gone since the socket opened. */
  private async recheck(connection: LiveConnection) {
    if (connection.checking) return
    connection.checking = true
    try {
      const allowed = await connection.access.recheck()
      connection.checkedAt = this.now()
      connection.access = { ...connection.access, scopes: allowed }
      if ([...connection.scopes].some((scope) => !allowed.includes(scope))) connection.socket.close(LIVE_CLOSE.refused, 'No longer allowed')
    } catch (error) {
      // The check itself failed (database away): try again at the next heartbeat.
      this.options.onError(error)
    } finally {
      connection.checking = false
    }
  }

  private async sendStateTo(connection: LiveConnection) {
    try {
      const state = await this.options.readState(connection.organizationId)
      this.send(connection, stateMessage(JSON.stringify(state), null))
    } catch (error) {
      this.options.onError(error)
      connection.socket.close(LIVE_CLOSE.goingAway, 'State unavailable')
    }
  }

  /** A committed change (or, with null, a gap after which every subscriber re-reads). */
  onChange(change: Change | null) {
    if (!change || change.scope === 'TIPS') this.tipsChanged(change ? [change.organizationId] : [...this.byOrganization.keys()])
    if (change?.scope === 'TIPS') return
    const organizations = change ? [change.organizationId] : [...this.byOrganization.keys()]
    for (const organizationId of organizations) {
      // Nobody here follows this organization's menu: no state to read.
      if (![...(this.byOrganization.get(organizationId) ?? [])].some((c) => c.scopes.has('MENU'))) continue
      let queue = this.pending.get(organizationId)
      if (!queue) this.pending.set(organizationId, (queue = { requestIds: [], running: false }))
      queue.requestIds.push(change ? change.requestId : null)
      if (!queue.running) void this.drain(organizationId, queue)
    }
  }

  private async drain(organizationId: string, queue: { requestIds: (string | null)[]; running: boolean }) {
    queue.running = true
    try {
      while (queue.requestIds.length > 0) {
        const requestIds = queue.requestIds.splice(0)
        let serialized: string
        try {
          serialized = JSON.stringify(await this.options.readState(organizationId))
        } catch (error) {
          this.options.onError(error)
          continue
        }
        const subscribers = [...(this.byOrganization.get(organizationId) ?? [])].filter((c) => c.scopes.has('MENU'))
        for (const requestId of requestIds) {
          const message = stateMessage(serialized, requestId)
          for (const connection of subscribers) this.send(connection, message)
        }
      }
    } finally {
      queue.running = false
      this.pending.delete(organizationId)
    }
  }

  private tipsChanged(organizationIds: string[]) {
    for (const organizationId of organizationIds) {
      const subscribers = [...(this.byOrganization.get(organizationId) ?? [])].filter((c) => c.scopes.has('TIPS'))
      if (subscribers.length === 0) continue
      const message = tipsChanged(organizationId)
      for (const connection of subscribers) this.send(connection, message)
    }
  }

  private send(connection: LiveConnection, message: string) {
    const { socket } = connection
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > LIVE_MAX_BUFFERED_BYTES) {
      socket.close(LIVE_CLOSE.slowClient, 'Too slow')
      // A client too slow to read is likely too slow to finish the closing handshake too.
      setTimeout(() => socket.terminate(), 5_000).unref()
      return
    }
    socket.send(message)
  }

  /** Pings the live, drops the silent (every heartbeatMs / 2; tests call it directly). */
  sweep() {
    const cutoff = this.now() - LIVE_TIMING.idleTimeoutMs
    for (const set of this.byOrganization.values()) {
      for (const connection of set) {
        if (connection.lastSeen < cutoff) connection.socket.terminate()
        else if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping()
      }
    }
  }

  /** Closes every connection (server shutdown): clients reconnect to another instance. */
  close() {
    clearInterval(this.sweepTimer)
    for (const set of this.byOrganization.values()) {
      for (const connection of set) connection.socket.close(LIVE_CLOSE.goingAway, 'Server shutting down')
    }
  }
}
