/**
 * Issue 12, the CSP for Stripe (server/security.ts): the policy names Stripe's origins exactly
 * when Stripe is configured (STRIPE_PUBLISHABLE_KEY), and none of them otherwise. Runs the real
 * middleware in an express app on a local port and reads the header a browser gets.
 */
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { cspNonce, securityHeaders, STRIPE_ORIGINS } from '../../server/security.js'

const servers: import('node:http').Server[] = []
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))))

/** The CSP's directives as the browser reads them: name → its sources. */
async function policy(options: Parameters<typeof securityHeaders>[1], production = true): Promise<Record<string, string[]>> {
  const app = express()
  app.use(cspNonce)
  app.use(securityHeaders(production, options))
  app.get('/', (_req, res) => void res.send('ok'))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((done) => server.once('listening', done))
  const { port } = server.address() as AddressInfo
  const answer = await fetch(`http://127.0.0.1:${port}/`)
  const csp = answer.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name!, values]))
}

const stripeHosts = (directives: Record<string, string[]>) => Object.values(directives).flat().filter((source) => source.includes('stripe'))

describe('the Content-Security-Policy', () => {
  it('names no Stripe origin without Stripe', async () => {
    const directives = await policy({ stripe: false })
    expect(stripeHosts(directives)).toEqual([])
    expect(directives['frame-src']).toBeUndefined()
    expect(directives['connect-src']).toEqual(["'self'"])
    expect(directives['form-action']).toEqual(["'self'"])
  })

  it('opens exactly Stripe’s documented origins with Stripe', async () => {
    const directives = await policy({ stripe: true })
    expect(directives['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/), 'https://js.stripe.com'])
    expect(directives['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com'])
    expect(directives['form-action']).toEqual(["'self'", 'https://checkout.stripe.com'])
    // Nothing else anywhere: no wildcard, no other directive widened.
    expect(stripeHosts(directives).sort()).toEqual(Object.values(STRIPE_ORIGINS).flat().sort())
    expect(directives['default-src']).toEqual(["'self'"])
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('follows STRIPE_PUBLISHABLE_KEY when not told', async () => {
    const before = process.env.STRIPE_PUBLISHABLE_KEY
    try {
      process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_123'
      expect((await policy(undefined))['connect-src']).toContain('https://api.stripe.com')
      process.env.STRIPE_PUBLISHABLE_KEY = ''
      expect(stripeHosts(await policy(undefined))).toEqual([])
    } finally {
      if (before === undefined) delete process.env.STRIPE_PUBLISHABLE_KEY
      else process.env.STRIPE_PUBLISHABLE_KEY = before
    }
  })
})
