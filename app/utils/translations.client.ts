/**
 * The browser's strings scripts (services/i18n.server.ts `translationsScript`): the document
 * loads its own before the application starts (components/document-scripts.tsx, read in
 * entry.client.tsx); a navigation into a screen with strings of its own loads the fuller one
 * (root.tsx `clientLoader`), whose strings join those i18next holds.
 */
import i18next from 'i18next'
import { DEFAULT_NS } from '~/i18n'

declare global {
  interface Window {
    /** What the last strings script loaded set. */
    __i18n?: Record<string, unknown>
  }
}

const loaded = new Set<string>()

/** The document's own script ran before the application (entry.client.tsx). */
export function translationsLoaded(url: string) {
  loaded.add(url)
}

export async function loadTranslations(locale: string, url: string): Promise<void> {
  if (loaded.has(url)) return
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`The strings script ${url} did not load`))
    document.head.appendChild(script)
  })
  i18next.addResourceBundle(locale, DEFAULT_NS, window.__i18n ?? {}, true, true)
  loaded.add(url)
}
