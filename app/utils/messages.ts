/**
 * Form errors travel as strings (conform's format). A message with values is encoded as
 * JSON so the component translates it in the user's language; a plain key is just the key.
 */
import type { TFunction } from 'i18next'

export interface Message {
  key: string
  values?: Record<string, string | number>
}

export function encodeMessage(message: Message): string {
  return message.values ? JSON.stringify(message) : message.key
}

export function decodeMessage(value: string): Message {
  if (value.startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as Message
      if (typeof parsed.key === 'string') return parsed
    } catch {
      // not an encoded message: fall through
    }
  }
  return { key: value }
}

export function translateMessage(t: TFunction, value: string): string {
  const { key, values } = decodeMessage(value)
  return t(key, values ?? {}) as string
}
