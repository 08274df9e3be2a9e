/** Placeholder: filled in by the menu work (issue 8). */
import { Hono } from 'hono'
import type { PlatformDeps } from './context.js'
import type { MenuEnv } from './menu-access.js'

export function imageRoutes(_deps: PlatformDeps) {
  return new Hono<MenuEnv>()
}
