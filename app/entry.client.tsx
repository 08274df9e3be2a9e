/**
 * Hydration. i18next starts with only the language the root loader sent, so the browser
 * downloads one language, not five.
 */
import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DEFAULT_NS, FALLBACK_LANGUAGE } from './i18n'

declare global {
  interface Window {
    __remixContext: { state: { loaderData: Record<string, unknown> } }
  }
}

async function hydrate() {
  const root = window.__remixContext.state.loaderData.root as {
    locale: string
    translations: Record<string, unknown>
  }
  await i18next.use(initReactI18next).init({
    lng: root.locale,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: DEFAULT_NS,
    ns: [DEFAULT_NS],
    resources: { [root.locale]: { [DEFAULT_NS]: root.translations } },
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
