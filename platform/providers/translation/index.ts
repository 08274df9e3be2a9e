/**
 * Automatic translation of menu texts (SPEC.md section 4 "Translation"): what comes back is a
 * suggestion the editor accepts or rejects. The embedded default is a demo glossary that says
 * so; TRANSLATION_PROVIDER=deepl selects DeepL's HTTP API (platform/config.ts).
 */
import type { TranslationConfig } from '../../config.js'
import { DeeplTranslationProvider } from './deepl.js'
import { GlossaryTranslationProvider } from './glossary.js'

export interface TranslationProvider {
  readonly name: string
  /** True for a stand-in that is no real translation service. */
  readonly demo: boolean
  /** One sentence saying what this provider is, for the editor to show beside a suggestion. */
  describe(): string
  /**
   * `texts` from language `from` into `to` (two-letter codes), one answer per text in order.
   * Rejects when the service cannot answer (the caller leaves those texts untranslated).
   */
  translate(texts: string[], from: string, to: string): Promise<string[]>
}

export function createTranslationProvider(config: TranslationConfig): TranslationProvider {
  if (config.provider === 'deepl') return new DeeplTranslationProvider(config.apiKey, config.apiUrl)
  return new GlossaryTranslationProvider()
}
