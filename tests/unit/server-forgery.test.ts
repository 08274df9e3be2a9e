/**
 * Issue 6 item 6, the rule itself: a request comes from this origin when its Origin (or,
 * without one, its Referer) names exactly the origin it was made to.
 */
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { judgeOrigin } from '../../server/forgery.js'
import type { ProxyTrust } from '../../server/proxy.js'

const direct: ProxyTrust = { hops: 0, fly: false }

function request(headers: Record<string, string>): IncomingMessage {
  return { headers: { host: '127.0.0.1:3000', ...headers }, rawHeaders: [], socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage
}

describe('judgeOrigin', () => {
  it('accepts this origin from Origin or Referer', () => {
    expect(judgeOrigin(request({ origin: 'http://127.0.0.1:3000' }), direct)).toBe('same')
    expect(judgeOrigin(request({ referer: 'http://127.0.0.1:3000/login/msisdn?x=1' }), direct)).toBe('same')
  })

  it('refuses any other origin: host, port, scheme, null, junk', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://localhost:3000', 'null', '', 'javascript:alert(1)', 'http://127.0.0.1:3000, https://evil.example']) {
      expect(judgeOrigin(request({ origin }), direct), origin).toBe('foreign')
    }
    expect(judgeOrigin(request({ referer: 'https://evil.example/http://127.0.0.1:3000/' }), direct)).toBe('foreign')
  })

  it('lets Origin decide when both are present', () => {
    expect(judgeOrigin(request({ origin: 'https://evil.example', referer: 'http://127.0.0.1:3000/' }), direct)).toBe('foreign')
  })

  it('says when neither header is there', () => {
    expect(judgeOrigin(request({}), direct)).toBe('absent')
  })

  it('follows a trusted proxy\'s view of the origin only when the proxy is trusted', () => {
    const proxied = request({ host: 'internal:3000', origin: 'https://app.example', 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https' })
    expect(judgeOrigin(proxied, { hops: 1, fly: false })).toBe('same')
    expect(judgeOrigin(proxied, direct)).toBe('foreign')
  })
})
