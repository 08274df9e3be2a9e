/**
 * Runs a Remix route's loader or action the way Remix does, without a browser: a real
 * platform behind the same transport the server uses (`context.api`), a signed session
 * cookie of a real platform session, and the request a browser would send. It also counts
 * the platform calls, by path, so a test can say how often a page asks a question.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { profileSchema } from '../../contract/session'
import { commitSession, getSession } from '../../app/services/session.server'
import { login, type Harness } from './harness.js'

process.env.SESSION_SECRET ??= 'test-secret-for-route-tests'

const ORIGIN = 'http://office.example'

export interface RouteClient {
  /** `GET /api/v1<path>` calls seen since the last `resetCalls`, by path without the query. */
  calls: Map<string, number>
  resetCalls(): void
  /** A fresh load context: what server.ts makes for each HTTP request. */
  newContext(): LoaderFunctionArgs['context']
  /** The Request a browser sends for `path` (with the session cookie). */
  get(path: string): Request
  /**
   * One document request for `path`, as Remix runs it: every loader gets its own copy of the
   * Request and all share one load context.
   */
  page(path: string): Page
  post(path: string, form: Record<string, string>): Request
}

export async function signedIn(api: Harness, msisdn: string, password?: string): Promise<RouteClient> {
  const token = await login(api, msisdn, password)
  const profile = profileSchema.parse((await api.fetchJson('/profile', { token })).body)
  const session = await getSession(new Request(ORIGIN))
  session.set('auth', { token, profile })
  const cookie = (await commitSession(session)).split(';')[0]!
  const calls = new Map<string, number>()
  // As server.ts does: the platform's page transport, made once per request.
  const newContext = () => {
    const transport = api.platform.pageTransport()
    return {
      api: (request: Request) => {
        const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '')
        calls.set(path, (calls.get(path) ?? 0) + 1)
        return transport(request)
      },
      clientAddress: '198.51.100.7',
      cspNonce: '',
    } as unknown as LoaderFunctionArgs['context']
  }
  const get = (path: string) => new Request(ORIGIN + path, { headers: { cookie } })
  return {
    calls,
    resetCalls: () => calls.clear(),
    newContext,
    get,
    page: (path) => {
      const context = newContext()
      return { context, request: () => get(path) }
    },
    post: (path, form) =>
      new Request(ORIGIN + path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams(form),
      }),
  }
}

export interface Page {
  context: LoaderFunctionArgs['context']
  request(): Request
}

type Loader = (args: LoaderFunctionArgs) => unknown
type Action = (args: ActionFunctionArgs) => unknown

/**
 * A loader's or action's answer as a Response, whether it returned or threw it. Given a
 * Request, it runs as a request of its own; given a Page, as one loader of that page.
 */
export async function run(
  fn: Loader | Action,
  target: Request | Page,
  client: RouteClient,
  params: Record<string, string> = {},
): Promise<Response> {
  const [request, context] = target instanceof Request ? [target, client.newContext()] : [target.request(), target.context]
  try {
    const result = await fn({ request, context, params })
    if (result instanceof Response) return result
    return Response.json(result)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}
