/**
 * The browser's end of the live channel (contract/live.ts), without React: connect, SUBSCRIBE to
 * the page's scope, HEARTBEAT every 30 s, ready after the first state (MENU_INCREMENTAL_STATE, or
 * TIPS_CHANGED for the tips scope), and the reconnect rule of
 * SPEC.md section 8: on a close not asked for by the page and not 4999, try again after 1 s,
 * then after 5 s, then reload the page. A state after which the channel was ready resets the
 * count.
 *
 *   const connection = new LiveConnection(url, 'MENU', { onState, onStatus, onError })
 *   connection.start() ... connection.stop()
 */
import { LIVE_CLOSE, LIVE_TIMING } from '#contract/live-timing'
import type { LiveScope, MenuIncrementalState, TipsChanged } from '#contract/live'

export type LiveStatus = 'connecting' | 'ready' | 'reconnecting' | 'closed'

export interface LiveHandlers {
  onState(state: MenuIncrementalState | TipsChanged, firstAfterConnect: boolean): void
  onStatus(status: LiveStatus): void
  /** Failures and unexpected messages: reported as handled errors, the channel goes on. */
  onError(error: Error): void
}

/** What the class needs of the browser; tests pass their own. */
export interface LiveEnvironment {
  WebSocket: new (url: string) => WebSocket
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  reload(): void
}

const browser = (): LiveEnvironment => ({
  WebSocket: window.WebSocket,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  reload: () => window.location.reload(),
})

/** ws(s)://this-host/api/v1/business/websocket/{organizationId} */
export function liveUrl(location: { protocol: string; host: string }, organizationId: string) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/v1/business/websocket/${encodeURIComponent(organizationId)}`
}

export class LiveConnection {
  private socket: WebSocket | null = null
  private heartbeat: unknown = null
  private retry: unknown = null
  private failures = 0
  private stopped = false
  private ready = false

  constructor(
    private readonly url: string,
    private readonly scope: LiveScope,
    private readonly handlers: LiveHandlers,
    private readonly env: LiveEnvironment = browser(),
  ) {}

  start() {
    this.stopped = false
    this.connect()
  }

  /** Closed by the page (organization change, leaving the menu screens): no retry. */
  stop() {
    this.stopped = true
    if (this.retry !== null) this.env.clearTimeout(this.retry)
    this.retry = null
    this.stopHeartbeat()
    const socket = this.socket
    this.socket = null
    if (socket && socket.readyState <= 1) socket.close(LIVE_CLOSE.normal)
  }

  private connect() {
    this.ready = false
    this.handlers.onStatus(this.failures === 0 ? 'connecting' : 'reconnecting')
    let socket: WebSocket
    try {
      socket = new this.env.WebSocket(this.url)
    } catch (error) {
      this.handlers.onError(error as Error)
      this.closed(1006)
      return
    }
    this.socket = socket
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'SUBSCRIBE', scopes: [this.scope] }))
      this.heartbeat = this.env.setInterval(() => socket.send(JSON.stringify({ type: 'HEARTBEAT' })), LIVE_TIMING.heartbeatMs)
    }
    socket.onmessage = (event) => this.receive(event.data)
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code)
    }
  }

  private receive(data: unknown) {
    let message: { type?: unknown } | null = null
    try {
      message = typeof data === 'string' ? (JSON.parse(data) as { type?: unknown }) : null
    } catch {
      message = null
    }
    if (message?.type === 'HEARTBEAT') return
    if (message?.type !== (this.scope === 'TIPS' ? 'TIPS_CHANGED' : 'MENU_INCREMENTAL_STATE')) {
      this.handlers.onError(new Error(`Unexpected live message: ${String(data).slice(0, 80)}`))
      return
    }
    const first = !this.ready
    if (first) {
      this.ready = true
      this.failures = 0
      this.handlers.onStatus('ready')
    }
    this.handlers.onState(message as MenuIncrementalState | TipsChanged, first)
  }

  private stopHeartbeat() {
    if (this.heartbeat !== null) this.env.clearInterval(this.heartbeat)
    this.heartbeat = null
  }

  private closed(code: number) {
    this.stopHeartbeat()
    this.socket = null
    if (this.stopped) return
    if (code === LIVE_CLOSE.refused) {
      this.handlers.onStatus('closed')
      return
    }
    const delay = LIVE_TIMING.reconnectMs[this.failures]
    this.failures += 1
    if (delay === undefined) {
      this.env.reload()
      return
    }
    this.handlers.onStatus('reconnecting')
    this.retry = this.env.setTimeout(() => {
      this.retry = null
      if (!this.stopped) this.connect()
    }, delay)
  }
}
