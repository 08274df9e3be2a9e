/**
 * An answer given before the request body was read (401, 403, 404, 413, ...) must leave the
 * connection in a state both sides agree on. Left alone, the server answered "keep-alive"
 * and then, half the time, closed the socket under the client (the embedded platform's
 * listener gives up draining after 500 ms, a body over the limit stops being read), so the
 * client's next request on that connection failed, or the unread bytes made the kernel reset
 * the connection before the client had read the answer.
 *
 * So such an answer says `Connection: close`, and the server then keeps reading (and
 * discarding) what the client still sends, until the body ends or `lingerMs` passes, before
 * it closes: the client finishes its upload, reads the whole answer and opens a new
 * connection for its next request. An answer given after the body was read keeps the
 * connection alive as before. (docs/decisions/0013)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** How long a refused body may keep arriving before the connection is cut. */
export const LINGER_MS = 5_000

function carriesBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true
  const length = req.headers['content-length']
  return length !== undefined && length.trim() !== '0'
}

const lingering = new WeakSet<Socket>()

/**
 * Once Node closes the socket after the `Connection: close` answer (it calls destroySoon),
 * keep it open for reading until the request body has ended, then close as Node would. Every
 * later destroySoon (the platform listener's drain timeout calls it too) waits for the same.
 */
function lingerBeforeClosing(req: IncomingMessage, lingerMs: number) {
  const socket = req.socket
  if (lingering.has(socket)) return
  lingering.add(socket)
  const destroySoon = socket.destroySoon.bind(socket)
  let waiting = false
  socket.destroySoon = () => {
    if (waiting) return
    if (req.complete || socket.destroyed) return destroySoon()
    waiting = true
    const timer = setTimeout(() => socket.destroy(), lingerMs)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    req.once('end', () => {
      clearTimeout(timer)
      destroySoon()
    })
    // Whoever was reading the body gave up on it: discard the rest.
    req.removeAllListeners('data')
    req.resume()
  }
}

/** Express middleware, first in the chain (see the module comment). */
export function closeAfterUnreadBody(lingerMs = LINGER_MS) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (carriesBody(req)) {
      const writeHead = res.writeHead
      res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        if (!req.complete && !this.headersSent) {
          this.setHeader('Connection', 'close')
          lingerBeforeClosing(req, lingerMs)
        }
        return Reflect.apply(writeHead, this, args) as ServerResponse
      } as ServerResponse['writeHead']
    }
    next()
  }
}
