/**
 * How the back-office reaches /api/v1. server.ts gives the back-office's client either the
 * embedded platform's page transport (in-process, no socket) or a transport over a remote
 * API_URL; both answer with an `ApiAnswer`, which the client (app/services/api.server.ts) reads
 * one way (ADR 0071).
 */

/** /api/v1 as a Fetch-API handler: the embedded platform's app or the remote platform, answers as bytes. */
export type ApiFetch = (request: Request) => Promise<Response>

/** What the back-office's client calls: /api/v1 answering with an `ApiAnswer`. */
export type ApiTransport = (request: Request) => Promise<ApiAnswer>

/**
 * The platform's answer as the back-office reads it. A JSON answer is its text: the embedded
 * platform hands over the text its `c.json` made, with no bytes or stream in between (ADR 0054,
 * platform/http/in-process.ts), and a transport over HTTP reads it from the body. Any other
 * answer (a PDF receipt, an export, no body) keeps its bytes to stream on.
 */
export interface ApiAnswer {
  status: number
  headers: Headers
  body: { kind: 'json'; text: string } | { kind: 'bytes'; stream: ReadableStream<Uint8Array> | null }
}

/** Header carrying the end user's address to the platform (rate limits). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i

/** An HTTP answer as the client reads it: a JSON body as its text, any other as its bytes. */
export async function answerOf(response: Response): Promise<ApiAnswer> {
  const { status, headers } = response
  const json = response.body !== null && JSON_TYPE.test(headers.get('content-type') ?? '')
  return { status, headers, body: json ? { kind: 'json', text: await response.text() } : { kind: 'bytes', stream: response.body } }
}

/** A transport over /api/v1 answering in bytes (the remote platform): each answer read by `answerOf`. */
export function transportOver(fetch: ApiFetch): ApiTransport {
  return async (request) => answerOf(await fetch(request))
}

/** The answer's JSON, parsed; an answer that is not JSON is an error. */
export function answerJson(answer: ApiAnswer): unknown {
  if (answer.body.kind !== 'json') throw new Error(`HTTP ${answer.status}: not a JSON answer`)
  return JSON.parse(answer.body.text)
}

/** The answer as a Response to stream on (a file passed to the browser). */
export function answerResponse(answer: ApiAnswer): Response {
  const { status, headers, body } = answer
  return new Response(body.kind === 'json' ? body.text : body.stream, { status, headers })
}
