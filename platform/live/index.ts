/**
 * The live channel of the embedded platform (contract/live.ts: the menu and the tips scopes): the websocket upgrade of
 * `GET /api/v1/business/websocket/{organizationId}`, the hub of this instance's connections and
 * the bus that carries changes between instances.
 *
 *   const live = await createLiveChannel({ database, clock, fetch: () => (request) => app.fetch(request) })
 *   deps.live = live.changes          // writes report here once committed (http/menu-access.ts)
 *   server.on('upgrade', (req, socket, head) => live.upgrade(req, socket, head, 'Bearer …', address))
 *
 * Who may connect is decided by the platform's own HTTP route (http/live.ts), asked in process
 * with the caller's bearer token, so the websocket and the calls share one permission check.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { LIVE_PATH_PREFIX, LIVE_SCOPES, LIVE_SCOPES_HEADER } from '../../contract/live.js'
import { CLIENT_ADDRESS_HEADER } from '../../contract/transport.js'
import type { DatabaseHandle } from '../db/client.js'
import type { LiveChanges } from '../http/context.js'
import { InProcessBus, PostgresBus, type ChangeBus } from './bus.js'
import { LiveHub } from './hub.js'
import { readLiveState } from './state.js'

export interface LiveChannel {
  changes: LiveChanges
  /** Takes an HTTP upgrade request for the channel's path; answers and closes anything else. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, authorization: string, clientAddress: string): Promise<void>
  /** Connections on this instance (benchmarks, tests). */
  readonly size: number
  close(): Promise<void>
}

interface Options {
  database: DatabaseHandle
  /** The platform app, for the permission check (created after the channel, hence a getter). */
  fetch: () => (request: Request) => Response | Promise<Response>
  clock: () => Date
}

const PATH = new RegExp(`^/api/v1${LIVE_PATH_PREFIX}([^/?#]+)(?:[?#].*)?$`)

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' }

/** Refuses an upgrade with a plain HTTP answer, as a server does before switching protocols. */
export function refuseUpgrade(socket: Duplex, status: number) {
  if (!socket.writable) return void socket.destroy()
  const body = STATUS_TEXT[status] ?? 'Refused'
  socket.end(`HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
}

export async function createLiveChannel(options: Options): Promise<LiveChannel> {
  const { database } = options
  let bus: ChangeBus
  if (database.kind === 'postgres' && database.url) {
    const postgres = new PostgresBus(database.url, database.pool)
    await postgres.start()
    bus = postgres
  } else {
    bus = new InProcessBus()
  }
  const hub = new LiveHub({
    readState: (organizationId) => readLiveState(database.db, organizationId, options.clock()),
    onError: (error) => console.error('[live] state read failed:', error),
  })
  bus.listen((change) => hub.onChange(change))
  // perMessageDeflate off: compressing every state for every socket costs more CPU than the
  // bytes it saves on a local network, and a state is sent to many sockets at once.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 })

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, authorization: string, clientAddress: string) {
    const match = PATH.exec(req.url ?? '')
    if (!match || req.method !== 'GET') return refuseUpgrade(socket, 404)
    const organizationId = decodeURIComponent(match[1]!)
    // The platform's route answers 426 Upgrade Required exactly when this caller may connect.
    const check = async () => {
      const answer = await options.fetch()(
        new Request(`http://platform.internal/api/v1${LIVE_PATH_PREFIX}${encodeURIComponent(organizationId)}`, {
          headers: { authorization, [CLIENT_ADDRESS_HEADER]: clientAddress },
        }),
      )
      await answer.body?.cancel()
      const named = (answer.headers.get(LIVE_SCOPES_HEADER) ?? '').split(',')
      return { status: answer.status, scopes: LIVE_SCOPES.filter((scope) => named.includes(scope)) }
    }
    const first = await check().catch(() => ({ status: 503, scopes: [] }))
    if (first.status !== 426) return refuseUpgrade(socket, first.status === 401 || first.status === 403 || first.status === 404 ? first.status : 503)
    // Asked again while the socket lives; only a clear refusal closes it (not a database hiccup).
    const recheck = async () => {
      const again = await check()
      if (again.status >= 500) throw new Error(`live permission check answered ${again.status}`)
      return again.status === 426 ? again.scopes : []
    }
    wss.handleUpgrade(req, socket, head, (ws) => hub.add(ws, organizationId, { scopes: first.scopes, recheck }))
  }

  return {
    changes: {
      changed(organizationId, requestId) {
        bus.publish({ scope: 'MENU', organizationId, requestId }).catch((error) => console.error('[live] publish failed:', error))
      },
      tipsChanged(organizationIds) {
        for (const organizationId of new Set(organizationIds)) {
          bus.publish({ scope: 'TIPS', organizationId, requestId: null }).catch((error) => console.error('[live] publish failed:', error))
        }
      },
    },
    upgrade,
    get size() {
      return hub.size
    },
    async close() {
      hub.close()
      await bus.close()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

