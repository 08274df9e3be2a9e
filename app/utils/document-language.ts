/**
 * `<html lang>`: the back-office's language (the language switch's cookie) unless the page says
 * its own. A guest page is drawn in the guest's language (the query, the browser, the venue's menu
 * languages), which only its loader knows, so its route's handle reads it from the loader's data.
 */
export interface LanguageHandle {
  lang: (data: unknown) => string | undefined
}

/** The language the deepest route that says one draws its page in; undefined when none does. */
export function pageLanguage(matches: readonly { handle?: unknown; data?: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const lang = (match.handle as Partial<LanguageHandle> | undefined)?.lang?.(match.data)
    if (lang) return lang
  }
  return undefined
}
