/**
 * Sending text messages. The embedded default keeps what it "sends" in its own table
 * (sms_outbox) and lists it back, as a gateway's message log would, for the /dev/outbox page
 * outside production; SMS_GATEWAY_URL selects a real HTTP gateway.
 */
import { desc } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { smsOutbox } from '../../db/schema/index.js'

export interface SmsProvider {
  readonly name: string
  send(msisdn: string, text: string): Promise<void>
}

/** A message as the provider's log shows it. */
export interface SentMessage {
  msisdn: string
  text: string
  sentAt: Date
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox'
  constructor(private readonly db: Database) {}
  async send(msisdn: string, text: string) {
    await this.db.insert(smsOutbox).values({ msisdn, text })
  }
  /** The latest messages, newest first: the provider's own log, not something the platform answers. */
  async sentMessages(limit = 100): Promise<SentMessage[]> {
    const rows = await this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit)
    return rows.map((r) => ({ msisdn: r.msisdn, text: r.text, sentAt: r.createdAt }))
  }
}

/**
 * A generic JSON gateway: POST {to, text} with a Bearer key. Most SMS vendors offer such an
 * endpoint or a thin relay in front of their own API.
 */
export class HttpGatewaySmsProvider implements SmsProvider {
  readonly name = 'http-gateway'
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly sender: string | undefined,
  ) {}
  async send(msisdn: string, text: string) {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ to: msisdn, text, from: this.sender }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
  }
}

export function createSmsProvider(db: Database, env: NodeJS.ProcessEnv): SmsProvider {
  if (env.SMS_GATEWAY_URL) {
    return new HttpGatewaySmsProvider(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_API_KEY, env.SMS_SENDER)
  }
  return new OutboxSmsProvider(db)
}
