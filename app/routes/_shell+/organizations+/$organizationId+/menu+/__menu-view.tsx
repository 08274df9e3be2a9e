/**
 * Pieces the Menus screen and the Menu page draw alike: a title in the chosen language (a
 * suggestion shown as one), the hidden icon, the badges of a menu or category, and small icons.
 */
import { useTranslation } from 'react-i18next'
import type { ActiveHours, Localized } from '#contract/menu'
import { hoursSummary } from '~/features/menu/active-hours-fields'
import { Badge } from '~/components/ui/badge'
import { approvedText, pickText, suggestionOf } from '~/features/menu/localized'

/** A text as a screen shows it in `lang`: its own, else the suggestion awaiting approval, else the fallback language's. */
export interface ShownText {
  text: string
  /** The text is a suggestion in `lang`, not yet approved. */
  suggested: boolean
}

export function shownText(value: Localized, lang: string): ShownText {
  if (approvedText(value, lang) !== null) return { text: pickText(value, lang), suggested: false }
  const suggestion = suggestionOf(value, lang)
  if (suggestion !== null) return { text: suggestion, suggested: true }
  return { text: pickText(value, lang), suggested: false }
}

export function Title({ value, lang }: { value: ShownText; lang: string }) {
  const { t } = useTranslation()
  if (!value.text) return <span className="italic text-slate-500">{t('menu.untitled')}</span>
  if (!value.suggested) return <>{value.text}</>
  return (
    <span className="italic" title={t('menu.suggestion')}>
      {value.text} <span className="font-mono text-xs not-italic text-amber-800">{lang}?</span>
    </span>
  )
}

/** The hidden icon; decorative: a 'Hidden' badge beside it says it in words. */
export function HiddenIcon({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation()
  if (!hidden) return null
  return (
    <span title={t('menu.hidden')} aria-hidden="true" className="inline-flex text-slate-500" data-testid="hidden-icon">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={1.8}>
        <path d="M3 3l14 14M8.5 8.6a2 2 0 0 0 2.9 2.8M6 6.2C4.4 7.2 3.2 8.6 2.5 10c1.4 2.9 4.3 5 7.5 5 1.3 0 2.6-.3 3.7-.9M9 5.1c.3 0 .7-.1 1-.1 3.2 0 6.1 2.1 7.5 5-.4.9-1 1.7-1.6 2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
}

/** Active hours, waiter price and waiter-order-only of a menu or category. */
export function Flags({ hours, waiterPrice, waiterOrderOnly }: { hours: ActiveHours | null; waiterPrice: boolean; waiterOrderOnly: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      {hours ? <span className="text-sm text-slate-600" data-testid="hours-summary">{hoursSummary(hours, t)}</span> : null}
      {waiterPrice ? <Badge tone="info">{t('menu.fields.waiterPrice')}</Badge> : null}
      {waiterOrderOnly ? <Badge tone="info">{t('menu.fields.waiterOrderOnly')}</Badge> : null}
    </>
  )
}

export const actionLinkClass = 'rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50'
/** The same for an action that removes something. */
export const removeLinkClass = 'rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50'
