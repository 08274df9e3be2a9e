/**
 * A title pasted in capitals goes into its field as a sentence (SPEC.md 5: 'PINK LEMONADE' →
 * 'Pink lemonade'); the server calms it again on save, so this only spares the user the surprise.
 * One implementation for the menu editors' fields (features/menu/localized-input.tsx) and the
 * shell island's calm-paste forms (the item editor); features/menu/localized.ts re-exports the
 * rule for the server.
 */
import { calmPaste, read } from './protocol'

const LOWER = /\p{Ll}/u
const UPPER_ALL = /\p{Lu}/gu

/**
 * A title pasted in capitals becomes a sentence: first letter uppercase, the rest lowercase
 * ('ŠALTIBARŠČIAI' → 'Šaltibarščiai', 'ŻUREK' → 'Żurek', 'БОРЩ' → 'Борщ'). Text with any
 * lowercase letter is left as typed ('iPhone case', 'BBQ ribs'), and so is a lone capital
 * ('A', '7 B'): fewer than two capitals is not shouting.
 */
export function sentenceCaseIfShouting(text: string): string {
  if (LOWER.test(text) || (text.match(UPPER_ALL)?.length ?? 0) < 2) return text
  const chars = [...text.toLowerCase()]
  // The first cased letter, after any digits, quotes or spaces ('"ŽUREK"' → '"Żurek"').
  const first = chars.findIndex((char) => char !== char.toUpperCase())
  if (first !== -1) chars[first] = chars[first]!.toUpperCase()
  return chars.join('')
}

/** Puts `pasted` into `field` at its selection, calmed; false (and nothing done) when it needs no calming. */
export function pasteCalmly(field: HTMLInputElement | HTMLTextAreaElement, pasted: string): boolean {
  const calm = sentenceCaseIfShouting(pasted)
  if (calm === pasted) return false
  const start = field.selectionStart ?? field.value.length
  field.setRangeText(calm, start, field.selectionEnd ?? start, 'end')
  // Whatever follows the field's text (a preview, a counter) hears the change.
  field.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

/** In a calm-paste form, a title (a field named with its prefix) pasted in capitals goes in as a sentence. */
export function calmPastes() {
  document.addEventListener('paste', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const prefix = field.form && read(field.form, calmPaste.form)
    if (prefix === undefined || prefix === null || !field.name.startsWith(prefix)) return
    if (pasteCalmly(field, event.clipboardData?.getData('text') ?? '')) event.preventDefault()
  })
}
