/**
 * Remix on Express, as @remix-run/express's createRequestHandler does it, except for how a
 * rendered document goes out: its text is written whole (app/services/whole-document.server.ts)
 * instead of being read back from a web stream and flushed through compression chunk by chunk.
 * Every other answer (data requests, files, redirects, HEAD) goes out as Remix sends it.
 * A request carrying text no route may see (server/input-text.ts) never reaches Remix.
 */
// The adapter's own request and response converters: its package index exports only the handler.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js'
import { createRequestHandler as createRemixHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { wholeDocumentOf } from '../app/services/whole-document.server.js'
import { hasUnusableText } from './input-text.js'
import { sendRefusalPage } from './refusal-page.js'

export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}): RequestHandler {
  const handle = createRemixHandler(options.build, options.mode)
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res)
      if (await hasUnusableText(request)) return await sendRefusalPage(req, res, 400, 'errors.generalTitle', 'errors.unusableCharacters')
      const response = await handle(request, options.getLoadContext(req, res))
      // Pages and their data are someone's (a signed-in screen, a sign-in step): never kept by
      // a proxy, never shown again by the back button of a shared tablet after a logout. A
      // route that may be cached (the strings script) says so itself.
      if (!response.headers.has('cache-control')) res.set('cache-control', 'private, no-store')
      const html = wholeDocumentOf(response)
      if (html === undefined) return await sendRemixResponse(res, response)
      res.statusMessage = response.statusText
      res.status(response.status)
      for (const [name, value] of response.headers.entries()) res.append(name, value)
      res.end(html)
    } catch (error) {
      next(error)
    }
  }
}
