/**
 * The remote platform path (`npm run test:e2e:remote`, ADR 0071): every screen in English, with
 * and without JavaScript, served by a back-office whose platform is another process (API_URL),
 * so the transport over HTTP (contract/transport.ts `transportOver`) is tested the way the
 * embedded one is. Each project has its own pair of servers, as in playwright.config.ts: the
 * back-office on E2E_PORT (js) and E2E_PORT + 1 (no-js), its platform two ports above.
 */
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const basePort = Number(process.env.E2E_PORT || 3201)
const pairs = [
  { name: 'js', port: basePort, platformPort: basePort + 2, javaScriptEnabled: true },
  { name: 'no-js', port: basePort + 1, platformPort: basePort + 3, javaScriptEnabled: false },
]
// The embedded config's server options (chromium's timeout, output, env) for all four.
const platformServer = [base.webServer].flat()[0]!
type WebServer = typeof platformServer

export default defineConfig({
  ...base,
  testMatch: 'every-screen.spec.ts',
  // English only: the other languages' layout does not depend on where the platform runs.
  grep: /at 360 px in en /,
  projects: pairs.map((p) => ({
    name: p.name,
    use: { baseURL: `http://127.0.0.1:${p.port}`, javaScriptEnabled: p.javaScriptEnabled, locale: 'en-US' },
    // Where the demo SMS outbox is (fixtures/auth.ts platformOrigin): the platform's process.
    metadata: { platformURL: `http://127.0.0.1:${p.platformPort}` },
  })),
  webServer: pairs.flatMap((p): WebServer[] => [
    // The platform: the demo server as the other browser tests run it, taking the end user's
    // address from the back-office in front of it (X-Forwarded-For, server/gateway.ts).
    {
      ...platformServer,
      command: `rm -rf tests/.tmp/e2e-${p.platformPort} && node build/server.js`,
      url: `http://127.0.0.1:${p.platformPort}/healthz`,
      env: { ...platformServer.env, PORT: String(p.platformPort), DATA_DIR: `tests/.tmp/e2e-${p.platformPort}`, TRUST_PROXY: '1' },
    },
    // The back-office, with no platform of its own. Its healthz asks the platform's version.
    {
      ...platformServer,
      command: `rm -rf tests/.tmp/e2e-${p.port} && node build/server.js`,
      url: `http://127.0.0.1:${p.port}/healthz`,
      env: { PORT: String(p.port), DATA_DIR: `tests/.tmp/e2e-${p.port}`, NODE_ENV: 'test', API_URL: `http://127.0.0.1:${p.platformPort}` },
    },
  ]),
})
