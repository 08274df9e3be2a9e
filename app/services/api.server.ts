/**
 * The only way the back-office reaches /api/v1. Adds the client headers, the bearer token
 * and the caller's address, parses answers with the contract schemas, logs out on
 * 401 UNAUTHORIZED, sends 403 to the root page (SPEC.md section 8) and turns 503 into a
 * 503 page.
 */
import { json, redirect, type AppLoadContext } from '@remix-run/node'
import type { ZodType, ZodTypeDef } from 'zod'

/** A contract schema; its parsed (output) type is what callers get. */
type Schema<T> = ZodType<T, ZodTypeDef, unknown>
import { ErrorCode, errorBodySchema } from '../../contract/errors'
import { ReadMemo } from '../../contract/read-memo'
import { TOTAL_COUNT_HEADER } from '../../contract/tips'
import { answerJson, answerResponse, CLIENT_ADDRESS_HEADER, type ApiAnswer } from '../../contract/transport'
import { APP_VERSION } from '../../contract/version'
import { submittedRequestId } from './request-id.server'
import { commitSession, getSession, rememberReturnTo, type AppSession } from './session.server'

/** A non-2xx answer other than the 401/403 handled here. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly params: Record<string, unknown>,
  ) {
    super(message)
  }
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>
  organizationId?: string
  /** Menu writes carry a request id so the live channel can echo it back. */
  requestId?: string
  /** Headers of the call's own (a guest checkout's key). */
  headers?: Record<string, string>
}

export interface Api {
  session: AppSession
  /**
   * The answer to a read the shell, the screen and the dialog of one page all need (the
   * organization list), asked once per page: the first caller's promise is shared. Every
   * write through this client forgets what was remembered, so what a page shows after an
   * action is read fresh. A failed read is not remembered.
   */
  remember<T>(key: string, read: () => Promise<T>): Promise<T>
  get<T>(path: string, schema: Schema<T>, options?: CallOptions): Promise<T>
  /** A page of a list and the X-Total-Count the platform sent with it (null when it sent none). */
  getPage<T>(path: string, schema: Schema<T>, options?: CallOptions): Promise<{ items: T; total: number | null }>
  /**
   * A file the platform draws (a PDF receipt): the answer itself, to stream on. Every failure
   * but a lost session (401, which logs out as usual) is thrown as an ApiError, 403 and 503
   * included, so the screen that asked can say what went wrong instead of leaving.
   */
  getFile(path: string, options?: CallOptions): Promise<Response>
  post<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>
  /** A POST whose body is a file's bytes as they are (an image upload), with its content type. */
  postFile<T>(path: string, body: Blob | Uint8Array, contentType: string, schema: Schema<T>, options?: CallOptions): Promise<T>
  put<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>
  delete(path: string, options?: CallOptions): Promise<void>
}

/** A body sent as it is (postFile) rather than as JSON. */
class RawBody {
  constructor(
    readonly bytes: Blob | Uint8Array,
    readonly contentType: string,
  ) {}
}

/**
 * The platform's database is away for a moment (a restart, a failover): a 503 Response the
 * route's error boundary shows in the user's language. It keeps the status and the
 * platform's Retry-After, so neither the browser nor a monitor takes it for a bug (500), and
 * the form the user sent changed nothing they cannot simply send again.
 */
export function serviceUnavailable(retryAfter: string | null): Response {
  return json(
    { errorCode: ErrorCode.SERVICE_UNAVAILABLE },
    { status: 503, headers: { 'Retry-After': retryAfter && /^\d+$/.test(retryAfter) ? retryAfter : '2' } },
  )
}

/**
 * A section or call the user may not use: 403, which the route's error boundary shows as
 * SPEC.md 6's 'Access forbidden' inside the shell, rather than a silent redirect that leaves
 * the user guessing (ADR 0065).
 */
export function forbiddenSection(): Response {
  return json({ errorCode: ErrorCode.FORBIDDEN }, { status: 403 })
}

/** Where the user goes when the platform no longer knows their session. */
export const LOGIN_PATH = '/login/msisdn'

/**
 * One client per page request. Remix gives each loader of a page (root, shell, screen, dialog)
 * its own copy of the Request but the same load context, made once per HTTP request by
 * server.ts, so the client and what it remembers are kept per context.
 */
const perPage = new WeakMap<AppLoadContext, Promise<Api>>()

export function apiFor(request: Request, context: AppLoadContext): Promise<Api> {
  let api = perPage.get(context)
  if (!api) {
    api = createApi(request, context)
    perPage.set(context, api)
  }
  return api
}

/**
 * A client for a caller that is not the signed-in staff member: an order management device
 * with the token its session gave it (app/features/orders/orders-device.server.ts). Every refusal but
 * a 503, 401 and 403 included, is thrown as an ApiError for that page to say what it means; the staff
 * session of the same browser, if any, is neither used nor logged out.
 */
export function apiWithToken(request: Request, context: AppLoadContext, token: string | null): Promise<Api> {
  return createApi(request, context, { token, refusalsThrown: true })
}

interface ClientOptions {
  /** The bearer token to send instead of the staff session's. */
  token?: string | null
  /** Throw every refusal as an ApiError (no logout, no redirect). */
  refusalsThrown?: boolean
}

/** An error answer's JSON, or null when it has none (a proxy's HTML page, whose bytes are let go). */
function jsonOrNull(answer: ApiAnswer): unknown {
  if (answer.body.kind === 'bytes') {
    void answer.body.stream?.cancel()
    return null
  }
  try {
    return answerJson(answer)
  } catch {
    return null
  }
}

async function createApi(request: Request, context: AppLoadContext, client: ClientOptions = {}): Promise<Api> {
  const session = await getSession(request)
  const token = client.token !== undefined ? client.token : session.get('auth')?.token

  const remembered = new ReadMemo()

  async function call(method: string, path: string, body: unknown, options: CallOptions = {}, accept = 'application/json', keepErrors = false) {
    if (method !== 'GET') remembered.clear()
    const url = new URL(`/api/v1${path}`, 'http://platform.internal')
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    }
    const headers = new Headers({
      'X-App': 'Business',
      'X-Platform': 'Web',
      'X-Version': APP_VERSION,
      accept,
      [CLIENT_ADDRESS_HEADER]: context.clientAddress,
    })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    // The platform records the browser of the call that starts a session (signed-in devices).
    const userAgent = request.headers.get('user-agent')
    if (userAgent) headers.set('User-Agent', userAgent)
    if (options.organizationId) headers.set('X-Organization-Id', options.organizationId)
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
    // A write the browser waits for on the live channel carries the id of the form it posted.
    if (options.requestId) headers.set('X-Request-Id', submittedRequestId(request) ?? options.requestId)
    const raw = body instanceof RawBody ? body : null
    if (body !== undefined) headers.set('content-type', raw ? raw.contentType : 'application/json')
    // A Uint8Array may view a shared or larger buffer; a copy of its bytes is a body of its own.
    const rawBytes = raw && (raw.bytes instanceof Blob ? raw.bytes : new Uint8Array(raw.bytes))
    const answer = await context.api(
      new Request(url, { method, headers, body: body === undefined ? undefined : (rawBytes ?? JSON.stringify(body)) }),
    )
    // Cleared again once a write is done, in case a read started while it ran.
    if (method !== 'GET') remembered.clear()
    if (answer.status >= 200 && answer.status < 300) return answer

    const parsed = errorBodySchema.safeParse(jsonOrNull(answer))
    const error = parsed.success
      ? new ApiError(answer.status, parsed.data.errorCode, parsed.data.message, parsed.data.params)
      : new ApiError(answer.status, ErrorCode.INTERNAL, `HTTP ${answer.status}`, {})
    // A device's page says what a refusal means; the database being away is still the 503 page.
    if (client.refusalsThrown && answer.status !== 503) throw error
    if (answer.status === 401 && error.errorCode === ErrorCode.UNAUTHORIZED) {
      // Nobody signed in: a data request (`?_data=`) runs this route's loader without the
      // shell's, so the sign-in redirect must come from here too.
      if (!token) throw redirect(LOGIN_PATH)
      // The platform ended the session: log out, keeping the phone number for the next sign-in.
      session.unset('auth')
      rememberReturnTo(session, request)
      throw redirect(LOGIN_PATH, { headers: { 'Set-Cookie': await commitSession(session) } })
    }
    if (keepErrors) throw error
    if (answer.status === 403) throw forbiddenSection()
    if (answer.status === 503) throw serviceUnavailable(answer.headers.get('Retry-After'))
    throw error
  }

  // A write that answers 204 (a menu's new position) has no body to parse.
  const json = <T>(answer: ApiAnswer, schema: Schema<T>) => schema.parse(answer.status === 204 ? undefined : answerJson(answer))

  return {
    session,
    remember: (key, read) => remembered.once(key, read),
    get: async (path, schema, options) => json(await call('GET', path, undefined, options), schema),
    getPage: async (path, schema, options) => {
      const answer = await call('GET', path, undefined, options)
      const total = Number(answer.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN)
      return { items: json(answer, schema), total: Number.isInteger(total) && total >= 0 ? total : null }
    },
    getFile: async (path, options) => answerResponse(await call('GET', path, undefined, options, '*/*', true)),
    post: async (path, body, schema, options) => json(await call('POST', path, body, options), schema),
    postFile: async (path, body, contentType, schema, options) =>
      json(await call('POST', path, new RawBody(body, contentType), options), schema),
    put: async (path, body, schema, options) => json(await call('PUT', path, body, options), schema),
    delete: async (path, options) => void (await call('DELETE', path, undefined, options)),
  }
}
