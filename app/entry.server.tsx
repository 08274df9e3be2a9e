/**
 * Server rendering with the language's i18next instance and the CSP nonce from server.ts.
 *
 * The document is rendered whole, to a string, and sent as one body. No route defers data or
 * suspends, so streaming bought nothing, and it cost: Remix flushed the compression stream
 * after every chunk React wrote (dozens of tiny gzip blocks and socket writes), and the
 * streaming renderer encodes each chunk to bytes as it goes (TextEncoder was 2.5 % of the Box
 * screen's server time). renderToString builds one string, encoded once (ADR 0055).
 */
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { createInstance, type i18n as I18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { NonceProvider } from './components/nonce'
import { DEFAULT_NS, FALLBACK_LANGUAGE, isLanguage, type Language } from './i18n'
import { i18n, resources } from './services/i18n.server'
import { withPlainStrings } from './services/plain-strings.server'
import { wholeDocument } from './services/whole-document.server'

/**
 * One i18next instance per language, made on first use. Rendering only reads from it (nothing
 * changes its language or resources), so requests can share it instead of building one each.
 */
const instances = new Map<Language, Promise<I18n>>()

function i18nextFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng)
  if (!instance) {
    const created = createInstance()
    instance = created
      .use(initReactI18next)
      .init({ lng, fallbackLng: FALLBACK_LANGUAGE, defaultNS: DEFAULT_NS, ns: [DEFAULT_NS], resources, interpolation: { escapeValue: false } })
      .then(() => withPlainStrings(created, DEFAULT_NS))
    instances.set(lng, instance)
  }
  return instance
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const found = await i18n.getLocale(request)
  const instance = await i18nextFor(isLanguage(found) ? found : FALLBACK_LANGUAGE)
  // Remix passes on only the cookies of a Response a loader or action threw; a 503 page must
  // still say when to come back (app/services/api.server.ts sets Retry-After on it).
  if (responseStatusCode === 503) {
    const retryAfter = thrownRetryAfter(remixContext)
    if (retryAfter) responseHeaders.set('Retry-After', retryAfter)
  }
  const nonce = loadContext.cspNonce

  const html = renderToString(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return wholeDocument(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode })
}

function thrownRetryAfter(remixContext: EntryContext): string | null {
  const { actionHeaders, loaderHeaders } = remixContext.staticHandlerContext
  for (const headers of [...Object.values(actionHeaders), ...Object.values(loaderHeaders)]) {
    const value = headers.get('Retry-After')
    if (value) return value
  }
  return null
}
