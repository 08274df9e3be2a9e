/**
 * A rendered document is one string in memory (entry.server.tsx). Wrapped in a Response, it
 * became a byte stream that server.ts read back chunk by chunk and wrote to a compression
 * stream flushed after each chunk. Kept here beside its Response, the server sends the string
 * in one write instead (server/remix-handler.ts). The map lives on globalThis under a
 * Symbol.for key because the server bundle and the Remix build each hold a copy of this module.
 */
const KEY = Symbol.for('tipbox.whole-document')
const store = globalThis as unknown as Record<symbol, WeakMap<Response, string> | undefined>
const documents: WeakMap<Response, string> = (store[KEY] ??= new WeakMap())

/**
 * A Response of the whole document, its text kept for server.ts. The Response itself carries no
 * body: given the string, undici checks all of it for lone surrogates (toUSVString), about
 * 0.8 ms for the Box screen's 120 KB, 3 % of its server time, for a body nobody reads; the one
 * server that sends documents (server/remix-handler.ts) takes the text from here and encodes it
 * once as it writes it.
 */
export function wholeDocument(html: string, init: ResponseInit): Response {
  const response = new Response(null, init)
  documents.set(response, html)
  return response
}

/** The document's text, when the Response is one whose body nobody has read. */
export function wholeDocumentOf(response: Response): string | undefined {
  return response.bodyUsed ? undefined : documents.get(response)
}
