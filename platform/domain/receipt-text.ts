/**
 * What a tip receipt says, in the five languages of the product. The platform draws PDFs but
 * does not share the back-office's locales/ (the two halves meet only at /api/v1), so the
 * few words of a receipt live here. The caller names the language with `?lang=` (the
 * back-office sends the user's interface language); without it the first supported
 * language of Accept-Language is used, then English (docs/api.md).
 */

export const RECEIPT_LANGUAGES = ['en', 'es', 'lt', 'pl', 'ru'] as const
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number]

export interface ReceiptLabels {
  /** Document title and heading; `{number}` is the receipt number. */
  title: string
  tip: string
  bill: string
  box: string
  employee: string
  table: string
  customer: string
  thanks: string
}

export const RECEIPT_LABELS: Record<ReceiptLanguage, ReceiptLabels> = {
  en: {
    title: 'Tip receipt No. {number}',
    tip: 'Tip:',
    bill: 'Bill:',
    box: 'Tip box:',
    employee: 'Employee:',
    table: 'Table:',
    customer: 'Customer:',
    thanks: 'Thank you!',
  },
  es: {
    title: 'Recibo de propina n.º {number}',
    tip: 'Propina:',
    bill: 'Cuenta:',
    box: 'Caja de propinas:',
    employee: 'Empleado:',
    table: 'Mesa:',
    customer: 'Cliente:',
    thanks: '¡Gracias!',
  },
  lt: {
    title: 'Arbatpinigių kvitas Nr. {number}',
    tip: 'Arbatpinigiai:',
    bill: 'Sąskaita:',
    box: 'Arbatpinigių dėžutė:',
    employee: 'Darbuotojas:',
    table: 'Stalas:',
    customer: 'Klientas:',
    thanks: 'Ačiū!',
  },
  pl: {
    title: 'Potwierdzenie napiwku nr {number}',
    tip: 'Napiwek:',
    bill: 'Rachunek:',
    box: 'Skarbonka na napiwki:',
    employee: 'Pracownik:',
    table: 'Stolik:',
    customer: 'Klient:',
    thanks: 'Dziękujemy!',
  },
  ru: {
    title: 'Квитанция о чаевых № {number}',
    tip: 'Чаевые:',
    bill: 'Счёт:',
    box: 'Копилка для чаевых:',
    employee: 'Сотрудник:',
    table: 'Стол:',
    customer: 'Клиент:',
    thanks: 'Спасибо!',
  },
}

const isReceiptLanguage = (value: string): value is ReceiptLanguage => (RECEIPT_LANGUAGES as readonly string[]).includes(value)

/** The base language of a tag: 'lt-LT' → 'lt'. */
const base = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''

/**
 * `?lang=` when it is one of ours, else the first of ours in Accept-Language (in the order
 * the header lists them, quality values respected), else English. Never fails: a receipt in
 * English beats no receipt.
 */
export function receiptLanguage(lang: string | undefined | null, acceptLanguage: string | undefined | null): ReceiptLanguage {
  const asked = base(lang ?? '')
  if (isReceiptLanguage(asked)) return asked
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: base(tag), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0 && isReceiptLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked[0]?.language
  return first && isReceiptLanguage(first) ? first : 'en'
}

/** The moment of the tip in the venue's zone, spelled for the language: '22 lapkričio 2026 m., 14:05'. */
export function receiptDate(ts: Date, timeZone: string, language: ReceiptLanguage): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ts)
}

/** Joining marks that only shape emoji: variation selectors, the keycap, skin tones. */
const EMOJI_MARKS = /[\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}]/u

/**
 * Text without what the embedded font cannot draw (emoji above all, which DejaVu Sans lacks
 * and pdfkit would print as empty boxes). `canDraw` asks the font; control and format
 * characters (the zero-width joiner, tag characters) and the marks that shape emoji go with
 * them, then the spaces left behind are tidied. Line breaks stay.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  // Each left-out character becomes a marker first, so the spaces around it can be tidied
  // the way a person would: 'Pica 🍕, Vilnius' → 'Pica, Vilnius', not 'Pica , Vilnius'.
  const GONE = '\u0000'
  let out = ''
  for (const char of text) {
    if (char === '\n') out += char
    else if (!/\p{C}/u.test(char) && !EMOJI_MARKS.test(char) && canDraw(char.codePointAt(0)!)) out += char
    else out += GONE
  }
  return out
    .replace(/[ \t]*\u0000+[ \t]*(?=[,.;:!?)\]]|\n|$)/g, '')
    .replace(/(^|\n|[([])[ \t]*\u0000+[ \t]*/g, '$1')
    .replace(/[ \t]+\u0000+[ \t]+/g, ' ')
    .replace(/\u0000+/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n|\n +/g, '\n')
    .trim()
}
