import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': path.resolve(__dirname, 'app'), '#contract': path.resolve(__dirname, 'contract') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Unit files share nothing, so they run side by side (one worker per core).
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'platform',
          include: ['tests/platform/**/*.test.ts'],
          // A current build for the suites that start build/server.js (build.setup.ts), then one
          // seeded database per run that every harness copies (templates.setup.ts).
          globalSetup: ['tests/platform/build.setup.ts', 'tests/platform/templates.setup.ts'],
          // One child process runs the files one at a time (each starts platforms on fresh
          // databases; two cores). One process for all of them also spares a
          // process start per file and the pool's race where a child that finished its file is
          // sent a last message after it closed (ERR_IPC_CHANNEL_CLOSED ended a run under load).
          pool: 'forks',
          // One module graph for every file (isolate: false): each harness starts its own platform
          // on its own database, and nothing here mocks a module, so re-importing the platform,
          // drizzle and zod for each of the ninety files bought nothing but about five minutes.
          poolOptions: { forks: { singleFork: true, isolate: false } },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        // Junk at the built server (tests/fuzz/fuzz.test.ts); FUZZ_RUNS sets its length.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          // The built server it fuzzes, made first when missing or stale (never a silent skip).
          globalSetup: ['tests/platform/build.setup.ts'],
          environment: 'node',
          testTimeout: 30 * 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
