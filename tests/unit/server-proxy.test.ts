/**
 * Issue 6 item 1: the client address comes from the socket or from a proxy we were told to
 * trust (TRUST_PROXY hops, Fly's Fly-Client-IP on Fly), never from the caller, and is never
 * empty; X-Client-Address sent by a caller is removed. Also the origin a request was made to
 * (what forms are checked against) and the configuration that drives both.
 */
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { readConfig, secureCookiesFrom } from '../../server/config.js'
import {
  clientAddress,
  clientAddressMiddleware,
  clientAddressOf,
  proxyTrustFrom,
  requestOrigin,
  stripClientAddressHeader,
  type ProxyTrust,
} from '../../server/proxy.js'

interface Fake {
  headers?: Record<string, string | string[]>
  rawHeaders?: string[]
  remoteAddress?: string
  encrypted?: boolean
}

function request(fake: Fake): IncomingMessage {
  const { headers = {}, rawHeaders, encrypted } = fake
  const remoteAddress = 'remoteAddress' in fake ? fake.remoteAddress : '192.0.2.10'
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return {
    headers: lower,
    rawHeaders: rawHeaders ?? Object.entries(headers).flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x) => [k, x]) : [k, v])),
    socket: { remoteAddress, encrypted },
  } as unknown as IncomingMessage
}

const direct: ProxyTrust = { hops: 0, fly: false }
const oneHop: ProxyTrust = { hops: 1, fly: false }
const twoHops: ProxyTrust = { hops: 2, fly: false }
const fly: ProxyTrust = { hops: 0, fly: true }

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the caller sends', () => {
    const spoofed = request({
      headers: { 'x-client-address': '203.0.113.1', 'x-forwarded-for': '203.0.113.2', 'fly-client-ip': '203.0.113.3', 'x-real-ip': '203.0.113.4' },
    })
    expect(clientAddress(spoofed, direct)).toBe('192.0.2.10')
  })

  it('reads IPv4-mapped IPv6 socket addresses as IPv4 and keeps real IPv6', () => {
    expect(clientAddress(request({ remoteAddress: '::ffff:127.0.0.1' }), direct)).toBe('127.0.0.1')
    expect(clientAddress(request({ remoteAddress: '2001:DB8::1' }), direct)).toBe('2001:db8::1')
  })

  it('is never empty: a socket without an address gives "unknown"', () => {
    expect(clientAddress(request({ remoteAddress: undefined }), direct)).toBe('unknown')
    expect(clientAddress(request({ remoteAddress: '' }), oneHop)).toBe('unknown')
  })

  it('takes the entry the trusted proxy appended, not the ones the caller wrote before it', () => {
    const req = request({ headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' } })
    expect(clientAddress(req, oneHop)).toBe('198.51.100.7')
    expect(clientAddress(req, twoHops)).toBe('203.0.113.66')
  })

  it('joins repeated X-Forwarded-For headers in order', () => {
    const req = request({ headers: { 'x-forwarded-for': ['203.0.113.66', '198.51.100.7, 198.51.100.8'] } })
    expect(clientAddress(req, oneHop)).toBe('198.51.100.8')
    expect(clientAddress(req, twoHops)).toBe('198.51.100.7')
  })

  it('falls back to the socket, or the last good hop, when the chain is short or junk', () => {
    expect(clientAddress(request({}), oneHop)).toBe('192.0.2.10')
    expect(clientAddress(request({ headers: { 'x-forwarded-for': '' } }), oneHop)).toBe('192.0.2.10')
    expect(clientAddress(request({ headers: { 'x-forwarded-for': 'not-an-address' } }), oneHop)).toBe('192.0.2.10')
    expect(clientAddress(request({ headers: { 'x-forwarded-for': 'junk, 198.51.100.7' } }), twoHops)).toBe('198.51.100.7')
    expect(clientAddress(request({ headers: { 'x-forwarded-for': '198.51.100.7' } }), twoHops)).toBe('198.51.100.7')
  })

  it('on Fly reads Fly-Client-IP, and nothing else the caller sent', () => {
    const req = request({ headers: { 'fly-client-ip': '198.51.100.9', 'x-forwarded-for': '203.0.113.2' }, remoteAddress: '172.16.0.2' })
    expect(clientAddress(req, fly)).toBe('198.51.100.9')
    // Not on Fly, the same header is just something the caller wrote.
    expect(clientAddress(req, direct)).toBe('172.16.0.2')
    // A missing, doubled or junk Fly-Client-IP leaves the socket address.
    expect(clientAddress(request({ remoteAddress: '172.16.0.2' }), fly)).toBe('172.16.0.2')
    expect(clientAddress(request({ headers: { 'fly-client-ip': 'junk' }, remoteAddress: '172.16.0.2' }), fly)).toBe('172.16.0.2')
    expect(clientAddress(request({ headers: { 'fly-client-ip': '198.51.100.9, 203.0.113.2' }, remoteAddress: '172.16.0.2' }), fly)).toBe('172.16.0.2')
  })

  it('with TRUST_PROXY set on Fly follows the hops instead', () => {
    const req = request({ headers: { 'fly-client-ip': '198.51.100.9', 'x-forwarded-for': '198.51.100.1' } })
    expect(clientAddress(req, { hops: 1, fly: true })).toBe('198.51.100.1')
  })
})

describe('X-Client-Address from the caller', () => {
  it('is removed from headers and raw headers (which the platform listener reads), in any case', () => {
    const req = request({
      headers: { Host: 'example.test', 'X-Client-Address': '203.0.113.1' },
      rawHeaders: ['Host', 'example.test', 'X-Client-Address', '203.0.113.1', 'x-client-address', '203.0.113.2', 'Accept', '*/*'],
    })
    stripClientAddressHeader(req)
    expect(req.headers['x-client-address']).toBeUndefined()
    expect(req.rawHeaders).toEqual(['Host', 'example.test', 'Accept', '*/*'])
  })

  it('is replaced by the address the middleware determined', () => {
    const req = request({ headers: { 'x-client-address': '203.0.113.1' }, remoteAddress: '::ffff:192.0.2.44' })
    let called = false
    clientAddressMiddleware(direct)(req, {}, () => (called = true))
    expect(called).toBe(true)
    expect(req.rawHeaders).toEqual([])
    expect(clientAddressOf(req)).toBe('192.0.2.44')
    // A request the middleware never saw still gets its socket's address.
    expect(clientAddressOf(request({ remoteAddress: '192.0.2.45' }))).toBe('192.0.2.45')
  })
})

describe('requestOrigin', () => {
  it('is the Host over the socket scheme when no proxy is trusted', () => {
    const req = request({ headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })
    expect(requestOrigin(req, direct)).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(request({ headers: { host: 'Example.TEST:443' }, encrypted: true }), direct)).toBe('https://example.test')
  })

  it('believes X-Forwarded-Host and -Proto from a trusted proxy, and -Proto on Fly', () => {
    const req = request({ headers: { host: 'internal:3000', 'x-forwarded-host': 'app.example, other', 'x-forwarded-proto': 'https' } })
    expect(requestOrigin(req, oneHop)).toBe('https://app.example')
    expect(requestOrigin(request({ headers: { host: 'app.fly.dev', 'x-forwarded-proto': 'https' } }), fly)).toBe('https://app.fly.dev')
    // A proto that is neither http nor https is ignored.
    expect(requestOrigin(request({ headers: { host: 'app.example', 'x-forwarded-proto': 'javascript' } }), oneHop)).toBe('http://app.example')
  })

  it('is null without a usable Host', () => {
    expect(requestOrigin(request({}), direct)).toBeNull()
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', 'example.test:99999', '']) {
      expect(requestOrigin(request({ headers: { host } }), direct), host).toBeNull()
    }
    expect(requestOrigin(request({ headers: { host: '[::1]:3000' } }), direct)).toBe('http://[::1]:3000')
  })
})

describe('configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'x', DATA_DIR: '/tmp/tipbox-unit-config' }
  const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

  it('trusts no proxy unless TRUST_PROXY says how many hops', () => {
    expect(readConfig(env({ ...base })).proxy).toEqual({ hops: 0, fly: false })
    expect(readConfig(env({ ...base, TRUST_PROXY: '2' })).proxy).toEqual({ hops: 2, fly: false })
    expect(readConfig(env({ ...base, FLY_APP_NAME: 'tipbox-backoffice' })).proxy).toEqual({ hops: 0, fly: true })
    for (const junk of ['true', '-1', '1.5', 'loopback']) {
      expect(() => proxyTrustFrom(env({ TRUST_PROXY: junk })), junk).toThrow(/TRUST_PROXY/)
    }
  })

  it('makes cookies Secure in production unless SECURE_COOKIES=0', () => {
    expect(secureCookiesFrom(env({ NODE_ENV: 'production' }))).toBe(true)
    expect(secureCookiesFrom(env({ NODE_ENV: 'production', SECURE_COOKIES: '0' }))).toBe(false)
    expect(secureCookiesFrom(env({ NODE_ENV: 'test' }))).toBe(false)
    expect(secureCookiesFrom(env({ NODE_ENV: 'test', SECURE_COOKIES: '1' }))).toBe(true)
    expect(() => secureCookiesFrom(env({ SECURE_COOKIES: 'maybe' }))).toThrow(/SECURE_COOKIES/)
  })

  it('turns developer conveniences on with DEMO=1 or --demo, never with NODE_ENV alone', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x', DATA_DIR: '/tmp/tipbox-unit-config' }
    const off = readConfig(env({ ...base }), ['node', 'build/server.js'])
    expect([off.demo, off.outboxEnabled, off.kybPageEnabled]).toEqual([false, false, false])
    for (const on of [readConfig(env({ ...production, DEMO: '1' }), []), readConfig(env({ ...production }), ['node', 'build/server.js', '--demo'])]) {
      expect([on.demo, on.outboxEnabled, on.kybPageEnabled]).toEqual([true, true, true])
    }
    // A staging site may show one page without the demo data.
    const staging = readConfig(env({ ...production, SMS_OUTBOX_ENABLED: 'true' }), [])
    expect([staging.demo, staging.outboxEnabled, staging.kybPageEnabled]).toEqual([false, true, false])
    expect(readConfig(env({ ...production, DEMO: '1', SMS_OUTBOX_ENABLED: '0' }), []).outboxEnabled).toBe(false)
    expect(() => readConfig(env({ ...base, DEMO: 'sure' }), [])).toThrow(/DEMO/)
  })

  it('needs SESSION_SECRET in production except in a demo, which generates one into DATA_DIR', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/tipbox-unit-config' }
    expect(() => readConfig(env(production), [])).toThrow(/SESSION_SECRET/)
    expect(readConfig(env({ ...production, DEMO: '1' }), []).sessionSecrets[0]).toMatch(/^[0-9a-f]{64}$/)
  })
})
