import { describe, expect, it } from 'vitest'
import { applyEnvironment, defaultPlatformConfig } from '../../platform/config'

const base = defaultPlatformConfig('test')
const env = (values: Record<string, string>) => ({ ...values }) as NodeJS.ProcessEnv
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }
const stripeAll = { ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
const secret = 'x'.repeat(32)

describe('APP_URL', () => {
  it('defaults to this server on PORT, drops a trailing slash and refuses what is not http(s)', () => {
    expect(applyEnvironment(base, env({})).appUrl).toBe('http://localhost:3000')
    expect(applyEnvironment(base, env({ PORT: '4100' })).appUrl).toBe('http://localhost:4100')
    expect(applyEnvironment(base, env({ APP_URL: ' https://office.example.com/ ' })).appUrl).toBe('https://office.example.com')
    expect(() => applyEnvironment(base, env({ APP_URL: 'office.example.com' }))).toThrow(/APP_URL must be an http\(s\) URL/)
    expect(() => applyEnvironment(base, env({ APP_URL: 'ftp://office.example.com' }))).toThrow(/APP_URL must be an http\(s\) URL/)
  })

  it('is the one address the Stripe card provider returns to', () => {
    const config = applyEnvironment(base, env({ ...stripeKeys, APP_URL: 'https://office.example.com/' }))
    expect(config.cards).toMatchObject({ provider: 'stripe', appUrl: 'https://office.example.com' })
    expect(config.appUrl).toBe('https://office.example.com')
  })
})

describe('GUEST_PAYMENTS', () => {
  it('auto: Stripe with its three settings, else the demo provider in a demo start, else none', () => {
    expect(applyEnvironment(base, env(stripeAll), true).guestPayments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      api: null,
    })
    // Card keys without the webhook secret set up subscription cards only: guests are not charged by Stripe.
    expect(applyEnvironment(base, env(stripeKeys), true).guestPayments.provider).toBe('demo')
    expect(applyEnvironment(base, env(stripeKeys), false).guestPayments).toEqual({ provider: 'none' })
    expect(applyEnvironment(base, env({})).guestPayments).toEqual({ provider: 'none' })
    expect(applyEnvironment(base, env({ GUEST_PAYMENTS: 'auto' }), true).guestPayments.provider).toBe('demo')
  })

  it('GUEST_PAY_EMBEDDED_ENABLED switches the demo provider on or off whatever the start', () => {
    expect(applyEnvironment(base, env({ GUEST_PAY_EMBEDDED_ENABLED: '1' }), false).guestPayments.provider).toBe('demo')
    expect(applyEnvironment(base, env({ GUEST_PAY_EMBEDDED_ENABLED: 'off' }), true).guestPayments).toEqual({ provider: 'none' })
    expect(() => applyEnvironment(base, env({ GUEST_PAY_EMBEDDED_ENABLED: 'maybe' }))).toThrow(/GUEST_PAY_EMBEDDED_ENABLED must be 0 or 1/)
  })

  it('an explicit choice is taken as said, and Stripe without its settings stops the start', () => {
    expect(applyEnvironment(base, env({ ...stripeAll, GUEST_PAYMENTS: 'none' }), true).guestPayments).toEqual({ provider: 'none' })
    expect(applyEnvironment(base, env({ ...stripeAll, GUEST_PAYMENTS: 'demo' })).guestPayments.provider).toBe('demo')
    expect(applyEnvironment(base, env({ ...stripeAll, GUEST_PAYMENTS: 'Stripe' })).guestPayments.provider).toBe('stripe')
    expect(() => applyEnvironment(base, env({ ...stripeKeys, GUEST_PAYMENTS: 'stripe' }))).toThrow(
      /GUEST_PAYMENTS=stripe needs STRIPE_WEBHOOK_SECRET:/,
    )
    expect(() => applyEnvironment(base, env({ GUEST_PAYMENTS: 'stripe' }))).toThrow(
      /needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    )
    expect(() => applyEnvironment(base, env({ GUEST_PAYMENTS: 'paypal' }))).toThrow(/GUEST_PAYMENTS must be one of auto, stripe, demo, none \(got "paypal"\)/)
  })

  it('STRIPE_WEBHOOK_SECRET must be a signing secret, and APP_URL is required for Stripe in production', () => {
    expect(() => applyEnvironment(base, env({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'abc' }))).toThrow(/STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/)
    expect(() => applyEnvironment(base, env({ ...stripeAll, NODE_ENV: 'production' }))).toThrow(/APP_URL must be set/)
    const config = applyEnvironment(base, env({ ...stripeAll, NODE_ENV: 'production', APP_URL: 'https://office.example.com', STRIPE_API_BASE: 'http://127.0.0.1:12111' }))
    expect(config.guestPayments).toMatchObject({ provider: 'stripe', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } })
  })

  it('the demo provider signs with GUEST_PAY_WEBHOOK_SECRET, at least 32 characters, or a random secret per start', () => {
    expect(applyEnvironment(base, env({ GUEST_PAYMENTS: 'demo', GUEST_PAY_WEBHOOK_SECRET: secret })).guestPayments).toEqual({
      provider: 'demo',
      webhookSecret: secret,
    })
    expect(() => applyEnvironment(base, env({ GUEST_PAYMENTS: 'demo', GUEST_PAY_WEBHOOK_SECRET: 'short' }))).toThrow(
      /GUEST_PAY_WEBHOOK_SECRET must be at least 32 characters/,
    )
    const one = applyEnvironment(base, env({ GUEST_PAYMENTS: 'demo' })).guestPayments
    const two = applyEnvironment(base, env({ GUEST_PAYMENTS: 'demo' })).guestPayments
    expect(one.provider === 'demo' && one.webhookSecret.length).toBeGreaterThanOrEqual(32)
    expect(one).not.toEqual(two)
  })
})
