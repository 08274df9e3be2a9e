/**
 * A signed-in client of the menu calls for platform tests: adds `organizationId` and, on
 * writes, a fresh X-Request-Id, as the back-office does.
 *
 *   const menu = await menuClient(api, DEMO.admin, 'Old Town Bistro')
 *   const created = await menu.post('/business/menus', { title: { en: 'Lunch' } })
 */
import { randomUUID } from 'node:crypto'
import { login, type FetchOptions, type Harness, type JsonResponse } from './harness.js'

export interface MenuClient {
  organizationId: string
  token: string
  get(path: string, query?: string): Promise<JsonResponse>
  post(path: string, body?: unknown, options?: FetchOptions): Promise<JsonResponse>
  put(path: string, body?: unknown, options?: FetchOptions): Promise<JsonResponse>
  delete(path: string, options?: FetchOptions): Promise<JsonResponse>
}

export async function menuClient(api: Harness, msisdn: string, organizationName: string, token?: string): Promise<MenuClient> {
  token ??= await login(api, msisdn)
  const orgs = (await api.fetchJson('/business/organizations', { token })).body as { id: string; name: string }[]
  const org = orgs.find((o) => o.name === organizationName)
  if (!org) throw new Error(`No organization ${organizationName} for ${msisdn}`)
  return clientFor(api, token, org.id)
}

export function clientFor(api: Harness, token: string, organizationId: string): MenuClient {
  const url = (path: string, query = '') => `${path}${path.includes('?') ? '&' : '?'}organizationId=${organizationId}${query ? `&${query}` : ''}`
  const write = (method: string) => (path: string, body?: unknown, options: FetchOptions = {}) =>
    api.fetchJson(url(path), { method, body, token, ...options, headers: { 'X-Request-Id': randomUUID(), ...options.headers } })
  return {
    organizationId,
    token,
    get: (path, query) => api.fetchJson(url(path, query), { token }),
    post: write('POST'),
    put: write('PUT'),
    delete: (path, options) => write('DELETE')(path, undefined, options),
  }
}

/** Fails the test with the answer's text unless the status is one of `ok`. */
export function ok(response: JsonResponse, ...statuses: number[]): JsonResponse {
  const wanted = statuses.length ? statuses : [200, 201, 204]
  if (!wanted.includes(response.status)) throw new Error(`Expected ${wanted.join('/')} but got ${response.status}: ${response.text}`)
  return response
}
