/**
 * The words of the one-time-code SMS, in the recipient's language. The platform never renders
 * HTML and does not share the back-office's locale files, so its few messages live here; the
 * caller names the language in POST /otp/send (`language`), English otherwise.
 */
import { SMS_LANGUAGES, type SmsLanguage } from '../../contract/session.js'

const CODE_TEXT: Record<SmsLanguage, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Tipbox verification code: ${code}. Valid for ${minutes} min. Do not share it with anyone.`,
  es: (code, minutes) => `Código de verificación de Tipbox: ${code}. Válido durante ${minutes} min. No lo compartas con nadie.`,
  lt: (code, minutes) => `Tipbox patvirtinimo kodas: ${code}. Galioja ${minutes} min. Niekam jo nesakykite.`,
  pl: (code, minutes) => `Kod weryfikacyjny Tipbox: ${code}. Ważny przez ${minutes} min. Nikomu go nie podawaj.`,
  ru: (code, minutes) => `Код подтверждения Tipbox: ${code}. Действует ${minutes} мин. Никому его не сообщайте.`,
}

/** The supported language of a tag ('lt-LT' → 'lt'), or English. */
export function smsLanguage(tag: string | undefined): SmsLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return (SMS_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as SmsLanguage) : 'en'
}

export function codeSmsText(language: string | undefined, code: string, ttlSeconds: number): string {
  return CODE_TEXT[smsLanguage(language)](code, Math.max(1, Math.round(ttlSeconds / 60)))
}
