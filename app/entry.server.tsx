/**
 * Server rendering with a per-request i18next instance and the CSP nonce from server.ts.
 * Bots get the whole document at once; browsers get it streamed.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createInstance } from 'i18next'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { NonceProvider } from './components/nonce'
import { DEFAULT_NS, FALLBACK_LANGUAGE } from './i18n'
import { i18n, resources } from './services/i18n.server'

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = createInstance()
  const lng = await i18n.getLocale(request)
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NS,
    ns: [DEFAULT_NS],
    resources,
    interpolation: { escapeValue: false },
  })
  // Remix passes on only the cookies of a Response a loader or action threw; a 503 page must
  // still say when to come back (app/services/api.server.ts sets Retry-After on it).
  if (responseStatusCode === 503) {
    const retryAfter = thrownRetryAfter(remixContext)
    if (retryAfter) responseHeaders.set('Retry-After', retryAfter)
  }
  const nonce = loadContext.cspNonce
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let didError = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: didError ? 500 : responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          didError = true
          console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

function thrownRetryAfter(remixContext: EntryContext): string | null {
  const { actionHeaders, loaderHeaders } = remixContext.staticHandlerContext
  for (const headers of [...Object.values(actionHeaders), ...Object.values(loaderHeaders)]) {
    const value = headers.get('Retry-After')
    if (value) return value
  }
  return null
}
