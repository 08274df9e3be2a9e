/**
 * Issue 6 item 14, against the built server (build/server.js): a request whose body is
 * refused before it is read (413 over the limit, 401, 404, 403 from another origin) gets its
 * answer intact, and the client's next request succeeds, on the same connection or on a new
 * one the answer asked for (`Connection: close`). Twenty times each, so a race would show.
 * Runs the current build (build.setup.ts makes it first).
 */
import http from 'node:http'
import { rmSync } from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, freePort, startBuiltServer, type BuiltServer } from './faults-support.js'

const LIMIT = 65_536
const ROUNDS = 20

interface Answer {
  status?: number
  connection?: string
  body?: string
  error?: string
}

describe('keep-alive after a refused body', () => {
  let server: BuiltServer
  let dataDir: string
  let port: number

  beforeAll(async () => {
    dataDir = newDataDir('tipbox-keepalive-', { seeded: true })
    port = await freePort()
    server = await startBuiltServer(port, { DATA_DIR: dataDir, MAX_BODY_BYTES: String(LIMIT) })
  }, 90_000)

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  /** One request on the agent; the body is written in 16 KiB pieces, `chunked` without a length. */
  function send(agent: http.Agent, method: string, route: string, options: { size?: number; chunked?: boolean; headers?: Record<string, string> } = {}) {
    const { size = 0, chunked = false, headers = {} } = options
    return new Promise<Answer>((resolve) => {
      const allHeaders: Record<string, string | number> = { 'content-type': 'application/json', ...headers }
      if (size > 0 && !chunked) allHeaders['content-length'] = size
      const request = http.request({ host: '127.0.0.1', port, method, path: route, agent, headers: allHeaders }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }))
        response.on('error', (error) => resolve({ error: String(error) }))
      })
      // An error after the answer arrived (the server stopped reading a body it refused) is
      // not the client's concern; one before it is a lost answer.
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }))
      let sent = 0
      const piece = Buffer.alloc(16_384, 'x')
      const pump = () => {
        while (sent < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent))
          sent += part.length
          if (!request.write(part)) return void request.once('drain', pump)
        }
        request.end()
      }
      pump()
    })
  }

  const cases: { name: string; method: string; route: string; size: number; chunked?: boolean; headers?: Record<string, string>; status: number }[] = [
    { name: '413 on /api/v1, body without a length (the platform stops reading)', method: 'POST', route: '/api/v1/otp/send', size: 2_000_000, chunked: true, status: 413 },
    { name: '413 on /api/v1, Content-Length over the limit', method: 'POST', route: '/api/v1/otp/send', size: 2_000_000, status: 413 },
    { name: '413 on a page', method: 'POST', route: '/login/msisdn', size: 2_000_000, headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 413 },
    { name: '401 on /api/v1 with a body under the limit', method: 'PUT', route: '/api/v1/business/organizations/00000000-0000-4000-8000-000000000000', size: 60_000, status: 401 },
    { name: '404 on /api/v1 with a body', method: 'POST', route: '/api/v1/nothing-here', size: 60_000, chunked: true, status: 404 },
    { name: '403 for a page post from another origin', method: 'POST', route: '/login/msisdn', size: 60_000, headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, status: 403 },
  ]

  for (const c of cases) {
    it(`${c.name}: the answer arrives whole, the next request succeeds (${ROUNDS} rounds)`, async () => {
      const outcomes = new Map<string, number>()
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const refused = await send(agent, c.method, c.route, c)
          const next = await send(agent, 'GET', '/healthz')
          const key = `${refused.status ?? refused.error} then ${next.status ?? next.error}`
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
          if (refused.status === c.status && c.route.startsWith('/api/')) expect(JSON.parse(refused.body!)).toHaveProperty('errorCode')
        }
      } finally {
        agent.destroy()
      }
      expect(Object.fromEntries(outcomes)).toEqual({ [`${c.status} then 200`]: ROUNDS })
    }, 60_000)
  }

  it('says Connection: close and keeps reading until the refused body ends, then closes without a reset', async () => {
    const size = 3_000_000
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    const ended = new Promise<string>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`))
      socket.once('end', () => resolve('end'))
    })
    socket.write(`POST /api/v1/otp/send HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`)
    // Send pieces until the answer arrives, then (as a slow client would) the rest of the body.
    const chunk = (data: Buffer) => `${data.length.toString(16)}\r\n${data.toString('latin1')}\r\n`
    const piece = Buffer.alloc(32_768, 'y')
    let sent = 0
    while (!received.includes('\r\n\r\n') && sent < size / 2) {
      socket.write(chunk(piece))
      sent += piece.length
      await new Promise((r) => setTimeout(r, 10))
    }
    expect(received).toMatch(/^HTTP\/1\.1 413 /)
    expect(received.toLowerCase()).toContain('connection: close')
    await new Promise((r) => setTimeout(r, 700))
    while (sent < size) {
      const more = socket.write(chunk(piece))
      sent += piece.length
      if (!more) await new Promise((resolve) => socket.once('drain', resolve))
    }
    socket.write('0\r\n\r\n')
    expect(await ended).toBe('end')
    expect(received).toContain('PAYLOAD_TOO_LARGE')
    socket.destroy()
  }, 30_000)
})
