/** Security headers: an enforced CSP whose script nonce changes on every request. */
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/**
 * Stripe's origins (its documented Content Security Policy for Stripe.js and Elements), opened
 * only when Stripe is configured: Stripe.js itself, the frames of the Payment Element and of
 * 3-D Secure, and its API. `formAction`: without JavaScript the add-card form's answer
 * redirects to Stripe's hosted set-up page, and browsers hold a form's redirects to
 * form-action too.
 */
export const STRIPE_ORIGINS = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  formAction: ['https://checkout.stripe.com'],
} as const

export interface SecurityOptions {
  /** Stripe is configured (STRIPE_PUBLISHABLE_KEY set): its origins join the policy. */
  stripe: boolean
}

export function securityHeaders(production: boolean, options: SecurityOptions = { stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY?.trim()) }) {
  const stripe = (directive: keyof typeof STRIPE_ORIGINS) => (options.stripe ? STRIPE_ORIGINS[directive] : [])
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...stripe('scriptSrc')],
        // React writes style attributes during hydration (tailwind covers the rest).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [...(production ? ["'self'"] : ["'self'", 'ws:']), ...stripe('connectSrc')],
        // helmet's default is no frame-src at all (default-src 'self' then applies).
        ...(options.stripe ? { frameSrc: ["'self'", ...stripe('frameSrc')] } : {}),
        formAction: ["'self'", ...stripe('formAction')],
        // No page uses <base>; an injected one could redirect every relative URL and form.
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // Hashed assets are same-origin; COEP would only block future embedded previews.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
    // 'no-referrer' makes browsers send `Origin: null` on form posts, which Remix's CSRF
    // check rightly refuses; same-origin keeps the origin for our own forms only.
    referrerPolicy: { policy: 'same-origin' },
  })
}

/** Paths that take a file (image uploads) and the larger limit they have. */
export interface UploadPaths {
  pattern: RegExp
  maxBytes: number
}

/**
 * Refuses bodies larger than the limit with 413 before anyone reads them. Bodies without a
 * length (chunked) are refused on non-API routes: browsers always send a length for forms.
 * Upload paths get their own limit; what they pass on is checked again by the platform.
 */
export function bodySizeLimit(maxBytes: number, uploads?: UploadPaths) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length']
    const limit = uploads && req.method === 'POST' && uploads.pattern.test(req.path) ? uploads.maxBytes : maxBytes
    if (length !== undefined && Number(length) > limit) {
      // /api/v1 answers errors in its JSON shape (DESIGN.md section 4); pages in plain text.
      if (req.path.startsWith('/api/')) {
        res.status(413).json({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'Request body too large', params: {} })
      } else {
        res.status(413).type('text/plain').send('Request body too large')
      }
      req.resume()
      return
    }
    if (length === undefined && req.headers['transfer-encoding'] && !req.path.startsWith('/api/')) {
      res.status(411).type('text/plain').send('Length required')
      return
    }
    next()
  }
}
