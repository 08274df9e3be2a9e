/**
 * Hydration. i18next starts with only the language the page is in, from the strings script the
 * document loaded before this one (utils/translations.client.ts), so the browser downloads one
 * language, not five, and keeps it cached between pages.
 */
import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DEFAULT_NS, FALLBACK_LANGUAGE } from './i18n'
import { translationsLoaded } from './utils/translations.client'

declare global {
  interface Window {
    __remixContext: { state: { loaderData: Record<string, unknown> } }
  }
}

async function hydrate() {
  const root = window.__remixContext.state.loaderData.root as { locale: string; translationsUrl: string }
  translationsLoaded(root.translationsUrl)
  await i18next.use(initReactI18next).init({
    lng: root.locale,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NS,
    ns: [DEFAULT_NS],
    resources: { [root.locale]: { [DEFAULT_NS]: window.__i18n ?? {} } },
    interpolation: { escapeValue: false },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
