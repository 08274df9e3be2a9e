/**
 * A second platform instance for the live channel's cross-instance test: its own process on the
 * database the test already seeded, serving /api/v1 and the websocket on an ephemeral port.
 * Prints `PORT <n>` once it listens; exits when its parent closes stdin.
 *
 *   node --import tsx tests/platform/live-instance.ts postgres://…/test_abc
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { APP_VERSION } from '../../contract/version.js'
import { startPlatform } from '../../platform/index.js'

const databaseUrl = process.argv[2]
if (!databaseUrl) throw new Error('usage: live-instance.ts <DATABASE_URL>')
const platform = await startPlatform({ version: APP_VERSION, databaseUrl, seed: 'none', env: {} as NodeJS.ProcessEnv })
const server = await new Promise<Server>((resolve) => {
  const s = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
})
server.on('upgrade', (req, socket, head) => platform.live.upgrade(req, socket, head, req.headers.authorization ?? '', '198.51.100.2'))
console.log(`PORT ${(server.address() as AddressInfo).port}`)
process.stdin.resume()
process.stdin.on('end', async () => {
  await platform.live.close()
  server.closeAllConnections()
  await platform.close()
  process.exit(0)
})
