/**
 * A websocket client of the live menu channel for tests: collects what the server sends and
 * waits for a message that matches, or for the close, each with a deadline (no sleeps).
 *
 *   const live = await openLive(api.baseUrl, token, organizationId)
 *   live.send({ type: 'SUBSCRIBE', scopes: ['MENU'] })
 *   const first = await live.next((m) => m.type === 'MENU_INCREMENTAL_STATE')
 */
import WebSocket from 'ws'
import type { Json } from './harness.js'

export interface LiveClient {
  socket: WebSocket
  messages: Json[]
  send(message: unknown): void
  /** The first message, from the start of the connection, that matches and was not taken yet. */
  next(match: (message: Json) => boolean, timeoutMs?: number): Promise<Json>
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>
  close(): void
}

/** Where an upgrade was refused: the HTTP status the server answered. */
export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`)
  }
}

/** `baseUrl` is the harness's http://host:port/api/v1. */
export function openLive(baseUrl: string, token: string | null, organizationId: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/business/websocket/${organizationId}`
  const socket = new WebSocket(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } })
  const messages: Json[] = []
  const taken = new Set<number>()
  const waiters: (() => void)[] = []
  let closeInfo: { code: number; reason: string } | null = null
  const wake = () => waiters.splice(0).forEach((w) => w())
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()))
    wake()
  })
  socket.on('close', (code, reason) => {
    closeInfo = { code, reason: reason.toString() }
    wake()
  })
  const client: LiveClient = {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live message in ${timeoutMs} ms; got ${messages.length}`)), timeoutMs)
        const look = () => {
          const index = messages.findIndex((m, i) => !taken.has(i) && match(m))
          if (index >= 0) {
            taken.add(index)
            clearTimeout(timer)
            resolve(messages[index])
          } else if (closeInfo) {
            clearTimeout(timer)
            reject(new Error(`closed (${closeInfo.code}) before a matching message`))
          } else waiters.push(look)
        }
        look()
      })
    },
    closed(timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('not closed in time')), timeoutMs)
        const look = () => (closeInfo ? (clearTimeout(timer), resolve(closeInfo)) : waiters.push(look))
        look()
      })
    },
    close: () => socket.close(1000),
  }
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client))
    socket.once('unexpected-response', (_req, res) => {
      reject(new RefusedUpgrade(res.statusCode ?? 0))
      socket.terminate()
    })
    socket.once('error', (error) => reject(error))
  })
}

/** Opens, subscribes and waits for the first state (the client is then 'ready'). */
export async function subscribedLive(baseUrl: string, token: string, organizationId: string): Promise<{ live: LiveClient; first: Json }> {
  const live = await openLive(baseUrl, token, organizationId)
  live.send({ type: 'SUBSCRIBE', scopes: ['MENU'] })
  const first = await live.next((m) => m.type === 'MENU_INCREMENTAL_STATE')
  return { live, first }
}
