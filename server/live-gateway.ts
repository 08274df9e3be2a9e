/**
 * The websocket half of the /api/v1 gateway (DESIGN.md section 2 "Calls the browser makes
 * itself"): `GET /api/v1/business/websocket/{organizationId}` with `Upgrade: websocket`.
 *
 * - A browser is known by its back-office session cookie, and only when the upgrade says it
 *   comes from this origin (`Origin`): a foreign page cannot open the channel with a visitor's
 *   cookie. A script may instead send `Authorization: Bearer <token>` (a foreign Origin is still
 *   refused).
 * - With the embedded platform the upgrade is handed to it (platform/live/); with API_URL the
 *   socket is relayed to the remote platform's channel with the session's bearer token.
 *
 * Anything else that asks to upgrade is answered 404 and closed.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { LIVE_CLOSE, LIVE_PATH_PREFIX } from '../contract/live.js'
import { CLIENT_ADDRESS_HEADER } from '../contract/transport.js'
import { refuseUpgrade, type LiveChannel } from '../platform/live/index.js'
import { judgeOrigin } from './forgery.js'
import { clientAddress, type ProxyTrust } from './proxy.js'

const LIVE_PATH = new RegExp(`^/api/v1${LIVE_PATH_PREFIX}[^/?#]+(?:\\?.*)?$`)
const BEARER = /^Bearer\s+[A-Za-z0-9_-]{20,100}$/

interface Options {
  /** The embedded platform's channel, or null with a remote API_URL. */
  live: LiveChannel | null
  apiUrl: string | null
  trust: ProxyTrust
  tokenFromCookie(cookieHeader: string | null): Promise<string | null>
}

export function liveUpgradeHandler(options: Options) {
  const relay = new WebSocketServer({ noServer: true, perMessageDeflate: false })
  return async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    try {
      if (!LIVE_PATH.test(req.url ?? '')) return refuseUpgrade(socket, 404)
      const origin = judgeOrigin(req, options.trust)
      if (origin === 'foreign') return refuseUpgrade(socket, 403)
      let authorization = req.headers.authorization ?? ''
      if (!BEARER.test(authorization)) {
        // No credentials at all is 401, as for any /api/v1 call (docs/api.md). A cookie
        // speaks for a browser only from one of this origin's pages: elsewhere it is refused.
        if (!req.headers.cookie && !req.headers.authorization) return refuseUpgrade(socket, 401)
        if (origin !== 'same') return refuseUpgrade(socket, 403)
        const token = await options.tokenFromCookie(req.headers.cookie ?? null)
        if (!token) return refuseUpgrade(socket, 401)
        authorization = `Bearer ${token}`
      }
      const address = clientAddress(req, options.trust)
      if (options.live) return await options.live.upgrade(req, socket, head, authorization, address)
      relayToRemote(relay, options.apiUrl!, req, socket, head, authorization, address)
    } catch (error) {
      console.error('[live] upgrade failed:', error)
      refuseUpgrade(socket, 503)
    }
  }
}

/** Close codes a websocket may be closed with by an application (1005/1006 are only reported). */
const sendable = (code: number) => code === 1000 || (code >= 3000 && code <= 4999)

/** Opens the same path on the remote platform and passes messages both ways. */
function relayToRemote(
  relay: WebSocketServer,
  apiUrl: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  authorization: string,
  address: string,
) {
  const url = `${apiUrl.replace(/^http/, 'ws')}${req.url}`
  const remote = new WebSocket(url, { headers: { authorization, 'x-forwarded-for': address, [CLIENT_ADDRESS_HEADER]: address } })
  remote.on('unexpected-response', (_request, response) => {
    refuseUpgrade(socket, response.statusCode ?? 503)
    remote.terminate()
  })
  let opened = false
  // Before the remote accepted, the browser is still waiting for an HTTP answer.
  remote.on('error', () => (opened ? undefined : refuseUpgrade(socket, 503)))
  remote.on('open', () => {
    opened = true
    relay.handleUpgrade(req, socket, head, (client) => {
      const forward = (to: WebSocket) => (data: RawData, isBinary: boolean) => {
        if (to.readyState === to.OPEN) to.send(data, { binary: isBinary })
      }
      client.on('message', forward(remote))
      remote.on('message', forward(client))
      client.on('close', (code) => remote.close(sendable(code) ? code : LIVE_CLOSE.normal))
      remote.on('close', (code, reason) => client.close(sendable(code) ? code : LIVE_CLOSE.goingAway, reason))
      client.on('error', () => remote.terminate())
    })
  })
}
