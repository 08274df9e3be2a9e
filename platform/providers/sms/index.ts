/**
 * Sending text messages. The embedded default writes to the sms_outbox table, which the
 * /dev/outbox page lists outside production; SMS_GATEWAY_URL selects a real HTTP gateway.
 */
import type { Database } from '../../db/client.js'
import { smsOutbox } from '../../db/schema/index.js'

export interface SmsProvider {
  readonly name: string
  send(msisdn: string, text: string): Promise<void>
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox'
  constructor(private readonly db: Database) {}
  async send(msisdn: string, text: string) {
    await this.db.insert(smsOutbox).values({ msisdn, text })
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
