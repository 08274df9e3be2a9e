/**
 * DeepL's HTTP API (POST /v2/translate, JSON, `Authorization: DeepL-Auth-Key <key>`). A free
 * key talks to https://api-free.deepl.com (the default), a Pro key to https://api.deepl.com
 * (DEEPL_API_URL).
 */
import type { TranslationProvider } from './index.js'

/** DeepL takes at most 50 texts per request. */
const BATCH = 50
const TIMEOUT_MS = 10_000

/** DeepL's code for a target language: English and Portuguese need a variant. */
export function deeplTarget(language: string): string {
  const code = language.toLowerCase()
  if (code === 'en') return 'EN-GB'
  if (code === 'pt') return 'PT-PT'
  return code.toUpperCase()
}

export class DeeplTranslationProvider implements TranslationProvider {
  readonly name = 'deepl'
  readonly demo = false
  private readonly endpoint: string

  constructor(private readonly apiKey: string, apiUrl: string) {
    this.endpoint = `${apiUrl.replace(/\/+$/, '')}/v2/translate`
  }

  describe() {
    return `DeepL API (${new URL(this.endpoint).host})`
  }

  async translate(texts: string[], from: string, to: string): Promise<string[]> {
    const result: string[] = []
    for (let start = 0; start < texts.length; start += BATCH) {
      result.push(...(await this.batch(texts.slice(start, start + BATCH), from, to)))
    }
    return result
  }

  private async batch(texts: string[], from: string, to: string): Promise<string[]> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { authorization: `DeepL-Auth-Key ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: texts, source_lang: from.toUpperCase(), target_lang: deeplTarget(to) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`DeepL answered ${response.status}`)
    const body = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null
    const translations = body?.translations
    if (!Array.isArray(translations) || translations.length !== texts.length) throw new Error('DeepL answered an unexpected body')
    return translations.map((t) => {
      if (typeof t?.text !== 'string') throw new Error('DeepL answered an unexpected body')
      return t.text
    })
  }
}
