/** Remix classic compiler configuration (see docs/architecture.md). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  tailwind: true,
  postcss: false,
  // contract/ is shared with the platform; bundle it into the server build.
  watchPaths: ['./contract/**/*.ts', './locales/**/*.json'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
}
