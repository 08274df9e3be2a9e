/**
 * End-to-end tests in Debian's Chromium against the real server with a freshly seeded
 * embedded database. Each project gets its own server and data directory, so the same
 * scenarios run once with JavaScript and once without, without sharing rate limits.
 */
import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// Debian's headless shell (package chromium-headless-shell), the same build as its Chromium
// without the windowed browser around it: the same suite ran in 2.4 instead of 4.0 minutes on
// two cores (docs/decisions/0058). The full browser stands in where only it is installed.
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')
// E2E_PORT moves both servers (and their data directories), so two checkouts can run at once.
const basePort = Number(process.env.E2E_PORT || 3201)
const servers = [
  { name: 'js', port: basePort, javaScriptEnabled: true },
  { name: 'no-js', port: basePort + 1, javaScriptEnabled: false },
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network). Without the screencast:
    // its frames are encoded for every test, failed or not, and cost about a tenth of the run on
    // two cores (measured: 123 → 105 s for tips-box and tables).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: servers.map((s) => ({
    name: s.name,
    use: { baseURL: `http://127.0.0.1:${s.port}`, javaScriptEnabled: s.javaScriptEnabled, locale: 'en-US' },
  })),
  webServer: servers.map((s) => ({
    command: `rm -rf tests/.tmp/e2e-${s.port} && node build/server.js`,
    url: `http://127.0.0.1:${s.port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every browser and helper request comes from 127.0.0.1: the phone lookup limit (30 per
    // address per 10 minutes) would stop the suite's sign-ins and resend polling.
    env: {
      PORT: String(s.port),
      DATA_DIR: `tests/.tmp/e2e-${s.port}`,
      DEMO: '1',
      SEED: 'demo',
      NODE_ENV: 'test',
      MSISDN_LOOKUPS_PER_ADDRESS: '100000',
      // A second code to one phone would otherwise wait a minute (fixtures/auth.ts RESEND_SECONDS).
      OTP_RESEND_SECONDS: '20',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
