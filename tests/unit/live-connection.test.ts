/**
 * The browser end of the live channel (app/browser/live-connection.ts) against a scripted socket
 * and a clock the test moves: subscribe on open, heartbeat every 30 s, ready on the first state,
 * and the reconnect rule (1 s, then 5 s, then reload; never after 4999 or the page's own close).
 */
import { describe, expect, it } from 'vitest'
import { LiveConnection, liveUrl, type LiveEnvironment, type LiveStatus } from '~/browser/live-connection'

class ScriptedSocket {
  static opened: ScriptedSocket[] = []
  readyState = 0
  sent: string[] = []
  closedWith: number | null = null
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code: number) {
    this.closedWith = code
    this.readyState = 3
  }
  // What the server does:
  open() {
    this.readyState = 1
    this.onopen?.()
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
  drop(code: number) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

function harness() {
  ScriptedSocket.opened = []
  let now = 0
  const timers: { at: number; every?: number; run: () => void; id: number }[] = []
  let nextId = 1
  let reloads = 0
  const cancel = (id: unknown) => {
    const index = timers.findIndex((t) => t.id === id)
    if (index >= 0) timers.splice(index, 1)
  }
  const env: LiveEnvironment = {
    WebSocket: ScriptedSocket as unknown as LiveEnvironment['WebSocket'],
    setTimeout: (run, ms) => (timers.push({ at: now + ms, run, id: nextId }), nextId++),
    clearTimeout: cancel,
    setInterval: (run, ms) => (timers.push({ at: now + ms, every: ms, run, id: nextId }), nextId++),
    clearInterval: cancel,
    reload: () => void (reloads += 1),
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      timers.sort((a, b) => a.at - b.at)
      const due = timers[0]
      if (!due || due.at > until) break
      now = due.at
      if (due.every) due.at += due.every
      else timers.shift()
      due.run()
    }
    now = until
  }
  const statuses: LiveStatus[] = []
  const states: { requestId: string | null; first: boolean }[] = []
  const errors: string[] = []
  const connection = new LiveConnection(
    'ws://host/api/v1/business/websocket/org',
    'MENU',
    {
      onStatus: (s) => statuses.push(s),
      onState: (state, first) => states.push({ requestId: state.type === 'MENU_INCREMENTAL_STATE' ? state.requestId : null, first }),
      onError: (e) => errors.push(e.message),
    },
    env,
  )
  return { connection, advance, statuses, states, errors, sockets: ScriptedSocket.opened, reloads: () => reloads }
}

const state = (requestId: string | null) => ({ type: 'MENU_INCREMENTAL_STATE', requestId, menus: [] })

describe('the live connection', () => {
  it('builds the channel URL from the page location', () => {
    expect(liveUrl({ protocol: 'https:', host: 'app.example:8443' }, 'a b')).toBe('wss://app.example:8443/api/v1/business/websocket/a%20b')
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' }, 'x')).toBe('ws://localhost:3000/api/v1/business/websocket/x')
  })

  it('subscribes on open, is ready after the first state, and sends a heartbeat every 30 s', () => {
    const h = harness()
    h.connection.start()
    const socket = h.sockets[0]!
    socket.open()
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'SUBSCRIBE', scopes: ['MENU'] })
    expect(h.statuses).toEqual(['connecting'])
    socket.deliver(state(null))
    socket.deliver(state('abc'))
    expect(h.statuses).toEqual(['connecting', 'ready'])
    expect(h.states).toEqual([
      { requestId: null, first: true },
      { requestId: 'abc', first: false },
    ])
    h.advance(29_999)
    expect(socket.sent).toHaveLength(1)
    h.advance(1)
    h.advance(30_000)
    expect(socket.sent.slice(1).map((m) => JSON.parse(m))).toEqual([{ type: 'HEARTBEAT' }, { type: 'HEARTBEAT' }])
  })

  it('reports unexpected messages as handled errors and keeps going', () => {
    const h = harness()
    h.connection.start()
    h.sockets[0]!.open()
    h.sockets[0]!.deliver('not json')
    h.sockets[0]!.deliver({ type: 'SOMETHING_ELSE' })
    h.sockets[0]!.deliver({ type: 'HEARTBEAT' })
    h.sockets[0]!.deliver(state(null))
    expect(h.errors).toHaveLength(2)
    expect(h.statuses.at(-1)).toBe('ready')
  })

  it('after an unexpected close retries in 1 s, then in 5 s, then reloads the page', () => {
    const h = harness()
    h.connection.start()
    h.sockets[0]!.open()
    h.sockets[0]!.deliver(state(null))
    h.sockets[0]!.drop(1006)
    expect(h.statuses.at(-1)).toBe('reconnecting')
    h.advance(999)
    expect(h.sockets).toHaveLength(1)
    h.advance(1)
    expect(h.sockets).toHaveLength(2)
    h.sockets[1]!.drop(1006)
    h.advance(4_999)
    expect(h.sockets).toHaveLength(2)
    h.advance(1)
    expect(h.sockets).toHaveLength(3)
    expect(h.reloads()).toBe(0)
    h.sockets[2]!.drop(1011)
    expect(h.reloads()).toBe(1)
  })

  it('counts again from 1 s once a reconnect became ready', () => {
    const h = harness()
    h.connection.start()
    h.sockets[0]!.drop(1006)
    h.advance(1_000)
    h.sockets[1]!.open()
    h.sockets[1]!.deliver(state(null))
    expect(h.states.at(-1)).toEqual({ requestId: null, first: true })
    h.sockets[1]!.drop(1001)
    h.advance(1_000)
    expect(h.sockets).toHaveLength(3)
  })

  it('does not retry after 4999, nor after the page closed it', () => {
    const h = harness()
    h.connection.start()
    h.sockets[0]!.open()
    h.sockets[0]!.drop(4999)
    h.advance(60_000)
    expect(h.sockets).toHaveLength(1)
    expect(h.statuses.at(-1)).toBe('closed')

    const g = harness()
    g.connection.start()
    g.sockets[0]!.open()
    g.connection.stop()
    expect(g.sockets[0]!.closedWith).toBe(1000)
    g.sockets[0]!.drop(1000)
    g.advance(60_000)
    expect(g.sockets).toHaveLength(1)
    expect(g.reloads()).toBe(0)
  })
})
