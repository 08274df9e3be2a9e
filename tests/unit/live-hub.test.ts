/**
 * The hub's fan-out rules (platform/live/hub.ts) with sockets the test scripts and a clock it
 * moves: a slow client is closed without holding up the others, a silent one is dropped by the
 * sweep, states of one organization go out in order with each write's request id, and only to
 * subscribers of that organization; TIPS changes go, unread, to the TIPS subscribers only.
 */
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { LIVE_MAX_BUFFERED_BYTES, LIVE_SCOPES, LIVE_TIMING, type LiveScope } from '../../contract/live'
import { LiveHub } from '../../platform/live/hub'
import type { LiveState } from '../../platform/live/state'

class ScriptedSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  bufferedAmount = 0
  sent: string[] = []
  pings = 0
  closedWith: number | null = null
  terminated = false
  send(message: string) {
    this.sent.push(message)
  }
  ping() {
    this.pings += 1
  }
  close(code: number) {
    this.closedWith = code
    this.readyState = 2
  }
  terminate() {
    this.terminated = true
    this.readyState = 3
    this.emit('close')
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false)
  }
}

function setup() {
  let now = 1_000_000
  let version = 0
  const reads: string[] = []
  const errors: string[] = []
  const hub = new LiveHub({
    readState: async (organizationId) => {
      reads.push(organizationId)
      version += 1
      return { type: 'MENU_INCREMENTAL_STATE', organizationId, version } as unknown as LiveState
    },
    onError: (error) => void errors.push(String(error)),
    now: () => now,
  })
  // `allowed` answers the recheck: true is every scope, false none.
  const connect = (organizationId: string, subscribe = true, allowed?: () => Promise<boolean>, scopes: LiveScope[] = ['MENU'], may: readonly LiveScope[] = LIVE_SCOPES) => {
    const socket = new ScriptedSocket()
    const recheck = allowed ? async () => ((await allowed()) ? LIVE_SCOPES : []) : async () => may
    hub.add(socket as unknown as WebSocket, organizationId, { scopes: may, recheck })
    if (subscribe) socket.say({ type: 'SUBSCRIBE', scopes })
    return socket
  }
  return { hub, connect, reads, errors, advance: (ms: number) => (now += ms) }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))
const parsed = (socket: ScriptedSocket) => socket.sent.map((m) => JSON.parse(m))

describe('the live hub', () => {
  it('sends each change of an organization to its subscribers only, in order, with each request id', async () => {
    const { hub, connect, reads } = setup()
    const a = connect('org-a')
    const b = connect('org-a')
    const other = connect('org-b')
    const quiet = connect('org-a', false)
    await settle()
    hub.onChange({ scope: 'MENU', organizationId: 'org-a', requestId: 'one' })
    hub.onChange({ scope: 'MENU', organizationId: 'org-a', requestId: 'two' })
    hub.onChange({ scope: 'MENU', organizationId: 'org-c', requestId: 'nobody-listens' })
    await settle()
    await settle()
    for (const socket of [a, b]) expect(parsed(socket).map((m) => m.requestId)).toEqual([null, 'one', 'two'])
    expect(parsed(other).map((m) => m.requestId)).toEqual([null])
    expect(quiet.sent).toEqual([])
    // No subscriber of org-c: nothing read for it.
    expect(reads).not.toContain('org-c')
    hub.close()
  })

  it('closes a client that cannot keep up (4000) and still serves the others', async () => {
    const { hub, connect } = setup()
    const slow = connect('org')
    const fast = connect('org')
    await settle()
    slow.bufferedAmount = LIVE_MAX_BUFFERED_BYTES + 1
    hub.onChange({ scope: 'MENU', organizationId: 'org', requestId: 'x' })
    await settle()
    expect(slow.closedWith).toBe(4000)
    expect(parsed(fast).map((m) => m.requestId)).toEqual([null, 'x'])
    hub.close()
  })

  it('answers HEARTBEAT, pings on the sweep, and drops a connection silent for longer than the idle timeout', async () => {
    const { hub, connect, advance } = setup()
    const talking = connect('org')
    const silent = connect('org')
    await settle()
    talking.say({ type: 'HEARTBEAT' })
    expect(parsed(talking).at(-1)).toEqual({ type: 'HEARTBEAT' })
    hub.sweep()
    expect(silent.pings).toBe(1)
    advance(LIVE_TIMING.idleTimeoutMs - 1_000)
    talking.say({ type: 'HEARTBEAT' })
    advance(2_000)
    hub.sweep()
    expect(silent.terminated).toBe(true)
    expect(talking.terminated).toBe(false)
    expect(hub.size).toBe(1)
    // A pong counts as a sign of life too.
    advance(LIVE_TIMING.idleTimeoutMs - 1_000)
    talking.emit('pong')
    advance(2_000)
    hub.sweep()
    expect(talking.terminated).toBe(false)
    hub.close()
  })

  it('asks again on a heartbeat after recheckMs whether the caller may stay, and closes 4999 when not', async () => {
    const { hub, connect, advance, errors } = setup()
    let allowed = true
    let checks = 0
    const socket = connect('org', true, async () => {
      checks += 1
      return allowed
    })
    let failing = false
    const flaky = connect('org', true, async () => {
      if (failing) throw new Error('database away')
      return true
    })
    await settle()
    socket.say({ type: 'HEARTBEAT' })
    await settle()
    expect(checks).toBe(0)
    advance(LIVE_TIMING.recheckMs)
    socket.say({ type: 'HEARTBEAT' })
    await settle()
    expect(checks).toBe(1)
    expect(socket.closedWith).toBeNull()
    // The session ended meanwhile: the next check closes the socket, and the client stays away.
    allowed = false
    failing = true
    advance(LIVE_TIMING.recheckMs)
    socket.say({ type: 'HEARTBEAT' })
    flaky.say({ type: 'HEARTBEAT' })
    await settle()
    expect(socket.closedWith).toBe(4999)
    // A check that could not be made is no refusal.
    expect(flaky.closedWith).toBeNull()
    expect(errors).toEqual(['Error: database away'])
    hub.close()
  })

  it('sends TIPS_CHANGED to the TIPS subscribers of the organization only, without reading any state', async () => {
    const { hub, connect, reads } = setup()
    const tips = connect('org-a', true, undefined, ['TIPS'])
    const both = connect('org-a', true, undefined, ['MENU', 'TIPS'])
    const menu = connect('org-a')
    const elsewhere = connect('org-b', true, undefined, ['TIPS'])
    await settle()
    // SUBSCRIBE to TIPS is answered at once with a TIPS_CHANGED, MENU with its state.
    expect(parsed(tips)).toEqual([{ type: 'TIPS_CHANGED', organizationId: 'org-a' }])
    expect(parsed(both).map((m) => m.type).sort()).toEqual(['MENU_INCREMENTAL_STATE', 'TIPS_CHANGED'])
    const readsBefore = reads.length
    hub.onChange({ scope: 'TIPS', organizationId: 'org-a', requestId: null })
    await settle()
    expect(reads).toHaveLength(readsBefore)
    expect(parsed(tips)).toHaveLength(2)
    expect(parsed(both).filter((m) => m.type === 'TIPS_CHANGED')).toHaveLength(2)
    expect(parsed(menu).map((m) => m.type)).toEqual(['MENU_INCREMENTAL_STATE'])
    expect(parsed(elsewhere)).toHaveLength(1)
    // A menu change does not reach the tips-only socket.
    hub.onChange({ scope: 'MENU', organizationId: 'org-a', requestId: 'menu-write' })
    await settle()
    await settle()
    expect(parsed(tips)).toHaveLength(2)
    expect(parsed(menu).at(-1)).toMatchObject({ requestId: 'menu-write' })
    // A gap (null) makes the tips subscribers of every organization re-read too.
    hub.onChange(null)
    await settle()
    expect(parsed(elsewhere)).toHaveLength(2)
    hub.close()
  })

  it('closes 4999 a socket that subscribes to a scope its caller may not follow', async () => {
    const { hub, connect } = setup()
    const menuOnly = connect('org', true, undefined, ['TIPS'], ['MENU'])
    const tipsOnly = connect('org', true, undefined, ['MENU'], ['TIPS'])
    const fine = connect('org', true, undefined, ['TIPS'], ['TIPS'])
    await settle()
    expect(menuOnly.closedWith).toBe(4999)
    expect(tipsOnly.closedWith).toBe(4999)
    expect(menuOnly.sent).toEqual([])
    expect(fine.closedWith).toBeNull()
    hub.close()
  })
})
