/**
 * /dev/outbox: the messages the offline SMS provider "sent", newest first, so a developer
 * or a test can read one-time codes. Off in production unless SMS_OUTBOX_ENABLED=true. It
 * reads the provider's own log, as one would open a real gateway's console (ADR 0017).
 */
import type { Request, Response } from 'express'
import type { SentMessage } from '../platform/providers/sms/index.js'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The offline SMS provider's message log (OutboxSmsProvider.sentMessages). */
export interface MessageLog {
  sentMessages(limit?: number): Promise<SentMessage[]>
}

export function outboxHandlers(log: MessageLog) {
  const latest = async () => {
    const rows = await log.sentMessages(100)
    return rows.map((r) => ({
      msisdn: r.msisdn,
      code: /\b(\d{6})\b/.exec(r.text)?.[1] ?? null,
      text: r.text,
      sentAt: r.sentAt.toISOString(),
    }))
  }
  return {
    json: async (_req: Request, res: Response) => {
      res.set('cache-control', 'no-store').json(await latest())
    },
    html: async (_req: Request, res: Response) => {
      const rows = await latest()
      const body = rows
        .map(
          (r) =>
            `<tr><td>${escape(r.msisdn)}</td><td class="code">${escape(r.code ?? '')}</td><td>${escape(r.text)}</td><td><time datetime="${r.sentAt}">${r.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></td></tr>`,
        )
        .join('')
      res.set('cache-control', 'no-store').type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e2e8f0;padding:.4rem .6rem;text-align:left}.code{font:600 1.1rem monospace}</style></head>
<body><h1>SMS outbox</h1><p>Messages the offline SMS provider would have sent. Nothing leaves this machine.
Reload to see new ones; <a href="/dev/outbox.json">JSON</a>.</p>
<table><thead><tr><th>Phone</th><th>Code</th><th>Text</th><th>Sent</th></tr></thead><tbody>${
        body || '<tr><td colspan="4">No messages yet.</td></tr>'
      }</tbody></table></body></html>`)
    },
  }
}
