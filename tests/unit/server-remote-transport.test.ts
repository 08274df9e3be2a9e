/**
 * With API_URL the back-office talks to a remote platform. When that platform does not answer
 * (restarting, unreachable), callers get the 503 with Retry-After that the embedded platform
 * gives while its database is away, never a thrown error that becomes a 500. Its answers are
 * passed on as bytes that say what they are: never compressed between the two servers.
 */
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer } from 'node:net'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { remotePlatform } from '../../server/gateway'

/** A port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

describe('remotePlatform', () => {
  it.each(['GET', 'POST'])('answers %s with 503 SERVICE_UNAVAILABLE and Retry-After when the remote platform is down', async (method) => {
    const transport = remotePlatform(`http://127.0.0.1:${await closedPort()}`)
    const response = await transport(
      new Request('http://localhost/api/v1/profile', {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(await response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', params: { retryAfterSeconds: 2 } })
  })
})

describe('remotePlatform answers', () => {
  it('are asked for uncompressed, so a browser that accepts gzip gets bytes that are what their headers say', async () => {
    // A platform that compresses whenever it may, as server.ts's compression does.
    const body = JSON.stringify({ name: 'Old Town Bistro' })
    const server: Server = createHttpServer((req, res) => {
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '')
      res.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
      res.end(gzip ? gzipSync(body) : body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const response = await remotePlatform(`http://127.0.0.1:${port}`)(
        new Request('http://localhost/api/v1/business/organizations', { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      )
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe(body)
    } finally {
      server.close()
    }
  })
})

