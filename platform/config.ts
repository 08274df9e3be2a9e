import { randomBytes } from 'node:crypto'
import { IMAGE_MAX_BYTES } from '../contract/images.js'

/** Which translation service suggests menu texts (platform/providers/translation). */
export type TranslationConfig = { provider: 'demo' } | { provider: 'deepl'; apiKey: string; apiUrl: string }
/** Which POS the integration reads (platform/providers/pos); only the demo catalogue exists yet. */
export type PosConfig = { provider: 'demo' }
/** Which VAT registry resolves invoice customers (platform/providers/vat). */
export type VatRegistryConfig = { provider: 'demo' } | { provider: 'vies'; url: string }

/**
 * Which card provider sets up the card a venue pays its subscription with
 * (platform/providers/cards): Stripe with both keys, else the embedded demo provider.
 * `appUrl` is the back-office's public address: Stripe's hosted page sends the browser back
 * there. `api` points the Stripe client at another server (tests' stand-in; STRIPE_API_BASE).
 */
export type CardProviderConfig =
  | { provider: 'demo' }
  /** Card payments not configured: the server's choice when neither Stripe nor the demo provider's page is on. */
  | { provider: 'none' }
  | {
      provider: 'stripe'
      secretKey: string
      publishableKey: string
      appUrl: string
      api: { host: string; port: number; protocol: 'http' | 'https' } | null
    }

/**
 * Which guest payment provider charges tips on the guest payment page
 * (platform/providers/guest-payments, ADR 0075). `webhookSecret` verifies the provider's signed
 * events (Stripe's whsec_…, or the embedded demo provider's own secret).
 */
export type GuestPaymentsConfig =
  | { provider: 'none' }
  | { provider: 'demo'; webhookSecret: string }
  | {
      provider: 'stripe'
      secretKey: string
      publishableKey: string
      webhookSecret: string
      api: { host: string; port: number; protocol: 'http' | 'https' } | null
    }

export const DEEPL_FREE_API_URL = 'https://api-free.deepl.com'
export const VIES_API_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api'

/** Tunables of the platform. Defaults follow SPEC.md and DESIGN.md; tests shorten the clocks. */
export interface PlatformConfig {
  /** Product version answered by GET /version. */
  version: string
  otp: {
    /** A code expires this many seconds after it is sent (DESIGN.md: 10 minutes). */
    ttlSeconds: number
    /** A new code for the same phone may be sent this many seconds after the previous one. */
    resendSeconds: number
    /** Wrong entries allowed per code. */
    maxAttempts: number
    /** Codes per phone per hour, and per client address per hour. */
    maxSendsPerPhonePerHour: number
    maxSendsPerAddressPerHour: number
  }
  session: { idleSeconds: number; absoluteSeconds: number }
  password: {
    windowSeconds: number
    maxAttemptsPerPhone: number
    maxAttemptsPerAddress: number
  }
  /**
   * scrypt cost of new password hashes (r=8, p=1 fixed). 2^17 needs 128 MiB per hash;
   * older hashes with a lower N are re-hashed at the next password sign-in. Tests that do
   * not care lower it (tests/platform/harness.ts) so the suite stays quick.
   */
  scrypt: { N: number }
  /** Phone lookups (GET /msisdn/{msisdn}) per client address per window: it says what a number is. */
  lookup: { windowSeconds: number; maxPerAddress: number }
  /** Largest accepted request body for /api/v1, in bytes. */
  maxBodyBytes: number
  /** Largest accepted image upload (POST /business/images), in bytes; every other body keeps maxBodyBytes. */
  maxImageBytes: number
  /**
   * The secret verification (KYB) webhooks are signed with (platform/providers/kyb). Unset,
   * a random one per start: only the embedded provider, in this process, knows it.
   */
  kyb: { webhookSecret: string }
  translation: TranslationConfig
  pos: PosConfig
  vat: VatRegistryConfig
  cards: CardProviderConfig
  guestPayments: GuestPaymentsConfig
  /**
   * The back-office's public address (APP_URL, http://localhost:PORT by default): guest payment
   * links and the pages providers send guests back to are built on it.
   */
  appUrl: string
}

export function defaultPlatformConfig(version: string): PlatformConfig {
  return {
    version,
    otp: {
      ttlSeconds: 600,
      resendSeconds: 60,
      maxAttempts: 3,
      maxSendsPerPhonePerHour: 6,
      maxSendsPerAddressPerHour: 60,
    },
    session: { idleSeconds: 14 * 24 * 3600, absoluteSeconds: 90 * 24 * 3600 },
    password: { windowSeconds: 15 * 60, maxAttemptsPerPhone: 10, maxAttemptsPerAddress: 50 },
    scrypt: { N: 2 ** 17 },
    // A person signs in a few times a day; 30 lookups in 10 minutes leaves room for typos.
    lookup: { windowSeconds: 10 * 60, maxPerAddress: 30 },
    maxBodyBytes: 1024 * 1024,
    maxImageBytes: IMAGE_MAX_BYTES,
    kyb: { webhookSecret: randomBytes(32).toString('hex') },
    translation: { provider: 'demo' },
    pos: { provider: 'demo' },
    vat: { provider: 'demo' },
    cards: { provider: 'demo' },
    guestPayments: { provider: 'none' },
    appUrl: 'http://localhost:3000',
  }
}

/**
 * Operator overrides from the environment (docs/operations.md). MSISDN_LOOKUPS_PER_ADDRESS
 * raises or lowers the phone lookup limit per address and 10 minutes, e.g. behind a proxy
 * that puts a whole office on one address, or for the browser tests, which all come from
 * 127.0.0.1. OTP_RESEND_SECONDS is how long a phone waits before another code may be sent to it
 * (60 by default; the browser tests shorten it so they need not wait a minute).
 * KYB_WEBHOOK_SECRET is the secret shared with a real verification provider.
 * TRANSLATION_PROVIDER (DEEPL_API_KEY, DEEPL_API_URL) and POS_PROVIDER choose the menu's
 * translation service and POS; VAT_REGISTRY (VIES_URL) the registry invoice customers are
 * looked up in. STRIPE_SECRET_KEY with STRIPE_PUBLISHABLE_KEY (APP_URL, STRIPE_API_BASE)
 * choose Stripe for subscription cards. GUEST_PAYMENTS (GUEST_PAY_EMBEDDED_ENABLED,
 * GUEST_PAY_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET) chooses who charges guests' tips; `demo` is
 * whether this is a local demo start (DEMO=1 or --demo), which switches the demo provider on.
 */
export function applyEnvironment(config: PlatformConfig, env: NodeJS.ProcessEnv, demo = false): PlatformConfig {
  let result = config
  const raw = env.MSISDN_LOOKUPS_PER_ADDRESS?.trim()
  if (raw) {
    const max = Number(raw)
    if (!Number.isInteger(max) || max < 1) {
      throw new Error(`MSISDN_LOOKUPS_PER_ADDRESS must be a positive whole number (got "${raw}")`)
    }
    result = { ...result, lookup: { ...result.lookup, maxPerAddress: max } }
  }
  const resend = env.OTP_RESEND_SECONDS?.trim()
  if (resend) {
    // Under 10 s the throttle stops nothing; over 10 minutes a code expires before the next may go.
    const seconds = Number(resend)
    if (!Number.isInteger(seconds) || seconds < 10 || seconds > 600) {
      throw new Error(`OTP_RESEND_SECONDS must be a whole number from 10 to 600 (got "${resend}")`)
    }
    result = { ...result, otp: { ...result.otp, resendSeconds: seconds } }
  }
  const secret = env.KYB_WEBHOOK_SECRET?.trim()
  if (secret !== undefined && secret !== '') {
    // A short secret can be guessed offline from one signed delivery.
    if (secret.length < 32) throw new Error('KYB_WEBHOOK_SECRET must be at least 32 characters')
    result = { ...result, kyb: { webhookSecret: secret } }
  }
  const appUrl = appUrlFrom(env, result.appUrl)
  return {
    ...result,
    translation: translationFrom(env) ?? result.translation,
    pos: posFrom(env) ?? result.pos,
    vat: vatRegistryFrom(env) ?? result.vat,
    cards: cardProviderFrom(env, appUrl) ?? result.cards,
    guestPayments: guestPaymentsFrom(env, demo) ?? result.guestPayments,
    appUrl,
  }
}

/**
 * APP_URL, the back-office's public address, without a trailing slash: unset, the local
 * http://localhost:PORT (PORT, else the default's port), so a start without settings links to
 * itself. Parsed once: the guest payment links and every provider's return address share it.
 */
function appUrlFrom(env: NodeJS.ProcessEnv, fallback: string): string {
  const raw = env.APP_URL?.trim()
  const port = env.PORT?.trim()
  const url = raw || (port ? `http://localhost:${port}` : fallback)
  return httpUrl('APP_URL', url).replace(/\/+$/, '')
}

/**
 * TRANSLATION_PROVIDER=deepl with DEEPL_API_KEY (and DEEPL_API_URL for a Pro key) selects
 * DeepL; unset or `demo` keeps the demo glossary. A wrong setting stops the start, since
 * a provider that silently falls back would pretend.
 */
function translationFrom(env: NodeJS.ProcessEnv): TranslationConfig | undefined {
  const provider = env.TRANSLATION_PROVIDER?.trim().toLowerCase()
  if (!provider) return undefined
  if (provider === 'demo') return { provider: 'demo' }
  if (provider !== 'deepl') throw new Error(`TRANSLATION_PROVIDER must be demo or deepl (got "${provider}")`)
  const apiKey = env.DEEPL_API_KEY?.trim()
  if (!apiKey) throw new Error('TRANSLATION_PROVIDER=deepl needs DEEPL_API_KEY')
  return { provider: 'deepl', apiKey, apiUrl: httpUrl('DEEPL_API_URL', env.DEEPL_API_URL?.trim() || DEEPL_FREE_API_URL) }
}

function httpUrl(name: string, url: string): string {
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new Error(`${name} must be an http(s) URL (got "${url}")`)
  }
  return url
}

/**
 * VAT_REGISTRY=vies asks the EU's VIES service (VIES_URL, for a proxy or a stand-in); unset
 * or `demo` keeps the embedded demo registry. A wrong setting stops the start, as for the
 * translation service.
 */
function vatRegistryFrom(env: NodeJS.ProcessEnv): VatRegistryConfig | undefined {
  const provider = env.VAT_REGISTRY?.trim().toLowerCase()
  if (!provider) return undefined
  if (provider === 'demo') return { provider: 'demo' }
  if (provider !== 'vies') throw new Error(`VAT_REGISTRY must be demo or vies (got "${provider}")`)
  return { provider: 'vies', url: httpUrl('VIES_URL', env.VIES_URL?.trim() || VIES_API_URL) }
}

/** POS_PROVIDER: unset or `demo` is the demo catalogue; Dotypos is named but not written yet. */
function posFrom(env: NodeJS.ProcessEnv): PosConfig | undefined {
  const provider = env.POS_PROVIDER?.trim().toLowerCase()
  if (!provider) return undefined
  if (provider === 'demo') return { provider: 'demo' }
  if (provider === 'dotypos') {
    throw new Error('POS_PROVIDER=dotypos: the Dotypos adapter is not implemented yet; unset POS_PROVIDER to use the demo POS catalogue')
  }
  throw new Error(`POS_PROVIDER must be demo (got "${provider}")`)
}

/**
 * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together select Stripe for subscription cards;
 * neither keeps the embedded demo card provider. One without the other stops the start: half a
 * configuration would silently fall back to the demo and pretend. APP_URL is where Stripe's
 * hosted set-up page returns the browser (required in production; http://localhost:PORT else).
 * STRIPE_API_BASE sends the Stripe client elsewhere than api.stripe.com: a test hook.
 */
function cardProviderFrom(env: NodeJS.ProcessEnv, appUrl: string): CardProviderConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined
  if (!secretKey && !publishableKey) return undefined
  if (!secretKey || !publishableKey) {
    throw new Error(
      `Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (only ${secretKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY'} is set); unset both to use the embedded demo card provider`,
    )
  }
  if (!/^(sk|rk)_/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)')
  if (!publishableKey.startsWith('pk_')) throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)')
  requireAppUrlInProduction(env, 'Stripe\'s hosted card page returns there')
  return { provider: 'stripe', secretKey, publishableKey, appUrl, api: stripeApiFrom(env) }
}

function requireAppUrlInProduction(env: NodeJS.ProcessEnv, why: string) {
  if (!env.APP_URL?.trim() && env.NODE_ENV === 'production') {
    throw new Error(`With Stripe, APP_URL must be set to the back-office's public address (https://…): ${why}`)
  }
}

/** STRIPE_API_BASE sends the Stripe client elsewhere than api.stripe.com: a test hook. */
function stripeApiFrom(env: NodeJS.ProcessEnv): { host: string; port: number; protocol: 'http' | 'https' } | null {
  const base = env.STRIPE_API_BASE?.trim()
  if (!base) return null
  const url = new URL(httpUrl('STRIPE_API_BASE', base))
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

const GUEST_PAYMENT_CHOICES = ['auto', 'stripe', 'demo', 'none'] as const

/**
 * GUEST_PAYMENTS=auto|stripe|demo|none (default auto). auto takes Stripe when STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set; else the embedded demo provider
 * when GUEST_PAY_EMBEDDED_ENABLED is on (default: in a demo start, as CARDS_EMBEDDED_ENABLED for
 * cards); else none, and the guest page takes ratings only. Stripe without its webhook secret
 * stops the start: a payment the platform never hears of would be charged and not recorded.
 * GUEST_PAY_WEBHOOK_SECRET signs the demo provider's events (random per start when unset: only
 * this process reports them).
 */
function guestPaymentsFrom(env: NodeJS.ProcessEnv, demo: boolean): GuestPaymentsConfig | undefined {
  const raw = env.GUEST_PAYMENTS?.trim().toLowerCase() || 'auto'
  const choice = GUEST_PAYMENT_CHOICES.find((c) => c === raw)
  if (!choice) throw new Error(`GUEST_PAYMENTS must be one of ${GUEST_PAYMENT_CHOICES.join(', ')} (got "${env.GUEST_PAYMENTS}")`)
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined
  if (webhookSecret && !webhookSecret.startsWith('whsec_')) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)')
  }
  const stripeReady = secretKey && publishableKey && webhookSecret
  if (choice === 'stripe' || (choice === 'auto' && stripeReady)) {
    if (!secretKey || !publishableKey || !webhookSecret) {
      const missing = Object.entries({ STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret })
        .filter(([, value]) => !value)
        .map(([name]) => name)
      throw new Error(`GUEST_PAYMENTS=stripe needs ${missing.join(', ')}: without them guests' payments could not be charged or recorded`)
    }
    requireAppUrlInProduction(env, 'Stripe returns guests to its /pay pages')
    return { provider: 'stripe', secretKey, publishableKey, webhookSecret, api: stripeApiFrom(env) }
  }
  const embedded = switchFrom(env, 'GUEST_PAY_EMBEDDED_ENABLED') ?? demo
  if (choice === 'demo' || (choice === 'auto' && embedded)) return { provider: 'demo', webhookSecret: demoWebhookSecret(env) }
  return { provider: 'none' }
}

function demoWebhookSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.GUEST_PAY_WEBHOOK_SECRET?.trim()
  if (!secret) return randomBytes(32).toString('hex')
  // A short secret can be guessed offline from one signed delivery.
  if (secret.length < 32) throw new Error('GUEST_PAY_WEBHOOK_SECRET must be at least 32 characters')
  return secret
}

/** An on/off variable: 1/true/on/yes, 0/false/off/no, unset (undefined); anything else stops the start. */
export function switchFrom(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const flag = (env[name] ?? '').trim().toLowerCase()
  if (['0', 'false', 'off', 'no'].includes(flag)) return false
  if (['1', 'true', 'on', 'yes'].includes(flag)) return true
  if (flag !== '') throw new Error(`${name} must be 0 or 1, not "${env[name]}"`)
  return undefined
}
