/**
 * The browser's strings for one language and kind of screen (services/i18n.server.ts
 * `translationsScript`), as a script the document loads before the application. Its name
 * carries a hash of its content, so it is cached for good; a name that is not a current one
 * is a 404.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { translationsScriptFile } from '~/services/i18n.server'

export function loader({ params }: LoaderFunctionArgs) {
  const script = translationsScriptFile(params.file ?? '')
  if (!script) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(script.source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
