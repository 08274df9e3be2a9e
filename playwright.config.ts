/**
 * End-to-end tests in Debian's Chromium against the real server with a freshly seeded
 * embedded database. Each project gets its own server and data directory, so the same
 * scenarios run once with JavaScript and once without, without sharing rate limits.
 */
import { defineConfig } from '@playwright/test'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const servers = [
  { name: 'js', port: 3201, javaScriptEnabled: true },
  { name: 'no-js', port: 3202, javaScriptEnabled: false },
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
    trace: 'retain-on-failure',
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
    command: `rm -rf tests/.tmp/e2e-${s.name} && node build/server.js`,
    url: `http://127.0.0.1:${s.port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(s.port), DATA_DIR: `tests/.tmp/e2e-${s.name}`, SEED: 'demo', NODE_ENV: 'test' },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
