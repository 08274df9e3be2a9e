/** Remix classic compiler configuration (see docs/architecture.md). */
import { flatRoutes } from 'remix-flat-routes'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes come from remix-flat-routes below (hybrid folders: `boxes+/` reads as `boxes.`),
  // so Remix's own convention must pick up none of them (ADR 0022).
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) =>
    flatRoutes('routes', defineRoutes, {
      // `__<name>.tsx` beside a route is a module its routes share (a dialog several screens open,
      // a piece of one screen): not a route. What a family of screens shares is in
      // app/features/<family>/ (ADR 0073).
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/__*.*', '**/__*/**'],
    }),
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
