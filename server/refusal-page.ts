/**
 * A short page in the visitor's language, made of strings the app translates, for a request
 * the server refuses before Remix sees it (server/forgery.ts, server/input-text.ts).
 */
import type { Request, Response } from 'express'
import { i18n, resources } from '../app/services/i18n.server.js'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function english(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources.en.common)
  return typeof value === 'string' ? value : key
}

export async function sendRefusalPage(req: Request, res: Response, status: number, titleKey: string, messageKey: string) {
  let t = english
  let language = 'en'
  try {
    const probe = new globalThis.Request('http://localhost/', {
      headers: { cookie: req.headers.cookie ?? '', 'accept-language': req.headers['accept-language'] ?? '' },
    })
    language = await i18n.getLocale(probe)
    t = await i18n.getFixedT(language)
  } catch {
    // Header values a Fetch Request refuses: English.
  }
  const title = escape(t(titleKey))
  const html = `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><h1>${title}</h1><p>${escape(t(messageKey))}</p><p><a href="/">${escape(t('common.backHome'))}</a></p></body></html>`
  res.status(status).set('cache-control', 'no-store').set('content-language', language).type('html').send(html)
}
