/**
 * Issue 6, item 9, back-office side: when the platform throttles phone lookups, the Login
 * screen's action answers with the translated retry message (errors.rateLimit and the seconds
 * left), not a 500 and not "Unknown error". The action runs as Remix runs it, against a real
 * platform through the same transport the server uses.
 */
import { describe, expect, it } from 'vitest'
import { action } from '../../app/routes/_auth+/login.msisdn'
import { decodeMessage } from '../../app/utils/messages'
import { DEMO, useHarness } from './harness.js'

process.env.SESSION_SECRET ??= 'test-secret-for-the-login-action'

describe('Login screen under the phone lookup limit', () => {
  const api = useHarness('pglite', { config: (c) => ({ ...c, lookup: { windowSeconds: 600, maxPerAddress: 1 } }) })

  const submit = async (address: string) => {
    const body = new URLSearchParams({ country: 'LT', phone: DEMO.admin.slice(4) })
    const request = new Request('http://office.example/login/msisdn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    const context = { api: api.platform.pageTransport(), clientAddress: address, cspNonce: '' }
    return (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as Response
  }

  it('goes on to the password screen first, then shows the retry message', async () => {
    const first = await submit('203.0.113.9')
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/login/password')

    const second = await submit('203.0.113.9')
    expect(second.status).toBe(429)
    const reply = (await second.json()) as { error: Record<string, string[]> }
    const [message] = reply.error['']!.map(decodeMessage)
    expect(message!.key).toBe('errors.rateLimit')
    expect(message!.values!.seconds).toBeGreaterThan(500)
    expect(message!.values!.seconds).toBeLessThanOrEqual(600)

    // Another address is not held back.
    expect((await submit('203.0.113.10')).status).toBe(302)
  })
})
