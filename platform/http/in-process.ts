/**
 * JSON answers to in-process calls stay text (ADR 0054, 0071). For a call from the page transport
 * (platform/index.ts), `c.json` answers with a Response that has no body and leaves the JSON
 * text in the call's bindings; the transport answers with that text (contract/transport.ts
 * `ApiAnswer`), which the back-office's client parses as it parses a remote platform's.
 * The answer is the same JSON either way: only the bytes and the stream between the two ends of
 * one process are skipped. Calls through the gateway keep Hono's own `c.json`.
 */
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { PageBindings, PlatformEnv } from './context.js'

export const jsonKeptAsText = createMiddleware<PlatformEnv>(async (c, next) => {
  const page = c.env
  if (page && 'json' in page) c.json = textJson(c, page) as Context<PlatformEnv>['json']
  await next()
})

function textJson(c: Context<PlatformEnv>, page: PageBindings) {
  return (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object)
    // Hono's own json() passes the same status, init and headers on; only the body differs.
    const respond = c.newResponse as (data: null, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => Response
    const response = respond(null, arg, { 'Content-Type': 'application/json', ...headers })
    page.json = { text, status: response.status }
    return response
  }
}

/** The in-process answer's JSON text, when `response` is the answer `c.json` made (a body-less one of its status). */
export function keptJson(page: PageBindings, response: Response): string | undefined {
  const json = page.json
  return json && response.body === null && response.status === json.status ? json.text : undefined
}
