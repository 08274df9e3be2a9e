// The baseline's server entry: the whole document rendered to a string, as the project's own
// entry does. Written out because Remix's default entry imports `isbot`, which the project
// does not depend on; it changes nothing the browser loads.
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = renderToString(<RemixServer context={context} url={request.url} />)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(`<!DOCTYPE html>${html}`, { status, headers })
}
