/**
 * The language of a guest page (ADR 0078; plan D7): the guest menu and the payment page pick
 * the venue's content language from the request, and draw their own words on the server in
 * it when the interface has it, else in English, so the pages need no translations in the
 * browser and the back-office preview can draw them in any language (translatorFor, in
 * services/i18n.server.ts, which the device pages' titles use too).
 */
import { FALLBACK_LANGUAGE, isLanguage } from '~/i18n'

/** The languages of an Accept-Language header, most wanted first ('lt-LT,lt;q=0.9,en;q=0.8' → lt, lt, en). */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((l) => /^[a-z]{2}$/.test(l.code) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.code)
}

/**
 * The language of this request among the venue's `codes`: `?lang=` when the venue has it, else
 * the browser's first that it has; else English when `fallback` is 'english' (the menu, whose
 * languages have no order) and the venue has it, else the venue's first (its main one), else
 * English. A guest whose browser (or `?lang=`) names none of the venue's languages but one the
 * interface has gets the page's own words in it, the venue's texts in their fallback: a Spanish
 * phone at a venue that writes in English and Lithuanian reads "Pagar" beside English dishes.
 */
export function chooseLanguage(request: Request, codes: string[], fallback: 'english' | 'main' = 'english'): string {
  const asked = new URL(request.url).searchParams.get('lang')
  if (asked && (codes.includes(asked) || isLanguage(asked))) return asked
  const accepted = acceptedLanguages(request.headers.get('accept-language'))
  const own = accepted.find((code) => codes.includes(code)) ?? accepted.find((code) => isLanguage(code))
  if (own) return own
  if (codes.length === 0 || (fallback === 'english' && codes.includes(FALLBACK_LANGUAGE))) return FALLBACK_LANGUAGE
  return codes[0]!
}
