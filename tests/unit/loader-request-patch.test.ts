/**
 * Remix's server runtime, patched (patches/@remix-run+server-runtime+2.17.5.patch, ADR 0055),
 * passes a page's GET request to each loader as it is instead of two copies, unless it carries
 * the parameters Remix takes out (`index`, `_data`): those are still taken out as before.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { callRouteLoader, callRouteAction } = require('@remix-run/server-runtime/dist/data.js') as {
  callRouteLoader: (args: Record<string, unknown>) => Promise<Response>
  callRouteAction: (args: Record<string, unknown>) => Promise<Response>
}

async function seenBy(request: Request, call = callRouteLoader) {
  let seen: Request | null = null
  const fn = ({ request: r }: { request: Request }) => {
    seen = r
    return null
  }
  await call({ loadContext: {}, loader: fn, action: fn, params: {}, request, routeId: 'page', singleFetch: false })
  return seen! as Request
}

describe("a loader's request", () => {
  it('is the page request itself when there is nothing to take out', async () => {
    const request = new Request('http://app.test/organizations/1?range=7d', { headers: { cookie: 'a=1' } })
    expect(await seenBy(request)).toBe(request)
  })

  it.each([
    ['http://app.test/boxes?index&range=7d', 'http://app.test/boxes?range=7d'],
    ['http://app.test/boxes?_data=routes%2Fboxes&range=7d', 'http://app.test/boxes?range=7d'],
    ['http://app.test/boxes?index=&_data=x', 'http://app.test/boxes'],
  ])('has %s taken out of %s, as before', async (url, expected) => {
    const request = new Request(url, { headers: { cookie: 'a=1' } })
    const seen = await seenBy(request)
    expect(seen).not.toBe(request)
    expect(seen.url).toBe(expected)
    expect(seen.headers.get('cookie')).toBe('a=1')
  })

  it("keeps parameters that only look alike (an 'indexed' filter)", async () => {
    const request = new Request('http://app.test/boxes?indexed=1&my_data=2')
    expect((await seenBy(request)).url).toBe('http://app.test/boxes?indexed=1&my_data=2')
  })

  it('is still a copy for an action, whose body is read once', async () => {
    const request = new Request('http://app.test/boxes', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const seen = await seenBy(request, callRouteAction)
    expect(seen).not.toBe(request)
    expect(await seen.text()).toBe('a=1')
  })
})
