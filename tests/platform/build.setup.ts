/**
 * Global setup of the platform tests: the suites that start build/server.js (server*.test.ts,
 * faults-*.test.ts, cards-page.test.ts...) need a current build. Without one they used to skip
 * silently; here a missing or stale build is made first (scripts/build-if-stale.mjs, as
 * `npm start` does), and a failed build fails the run.
 */
import { buildIfStale } from '../../scripts/build-if-stale.mjs'

export default function setup() {
  buildIfStale()
}
