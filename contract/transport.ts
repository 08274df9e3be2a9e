/**
 * How the back-office reaches /api/v1: a Fetch-API function. server.ts gives it either the
 * embedded platform (in-process, no socket) or a proxy to a remote API_URL.
 */
export type ApiTransport = (request: Request) => Promise<Response>

/** Header carrying the end user's address to the platform (rate limits). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * In-process answers keep their JSON as text (ADR 0054). Encoding a platform answer to bytes,
 * streaming it through a Response and decoding it again cost a tenth of the server's time on
 * a page that makes five calls, for nothing: both ends are in one process. The page transport
 * (platform/index.ts) answers a JSON call with a Response without a body and files the JSON
 * text here under it; `answerText` hands it back, or reads the body of any other answer (a
 * remote API_URL, a file, a Response made outside the platform's `c.json`).
 */
export const inProcessJson: WeakMap<Response, string> = sharedMap()

/**
 * One map per process, not per copy of this module: the server bundle (platform) and the Remix
 * build (back-office) each hold their own copy of contract/, and a map of one would be empty to
 * the other.
 */
function sharedMap(): WeakMap<Response, string> {
  const key = Symbol.for('tipbox.in-process-json')
  const global = globalThis as { [key]?: WeakMap<Response, string> }
  return (global[key] ??= new WeakMap())
}

/** The answer's body as text: the in-process JSON when there is one, else the body read. */
export function answerText(response: Response): Promise<string> {
  const text = inProcessJson.get(response)
  return text !== undefined ? Promise.resolve(text) : response.text()
}

/** The answer's body parsed as JSON (either way it came). */
export async function answerJson(response: Response): Promise<unknown> {
  const text = inProcessJson.get(response)
  return text !== undefined ? JSON.parse(text) : response.json()
}

/**
 * The answer as a Response whose body can be streamed on (a file passed to the browser): an
 * in-process JSON answer gets its text back as its body.
 */
export function withBody(response: Response): Response {
  const text = inProcessJson.get(response)
  return text === undefined ? response : new Response(text, { status: response.status, headers: response.headers })
}
