/**
 * The live channel's status above a menu or tips screen, drawn by the server (hidden: without
 * JavaScript there is no channel) and brought to life by browser/live-page.ts, which writes only
 * its attributes: `data-live-status`, `data-saving`, `data-pending`, `data-last-request-id`.
 * Every label is here in the user's language; the stylesheet shows the one that matches. On the
 * menu screens it sits in the page's flow, at the right above the screen: floating over the
 * screen's corner it covered row actions, a dialog's checkboxes and the stop list's submit button.
 * On the tips screens it is for screen readers only.
 */
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { LiveScope } from '#contract/live'
import type { Toast } from '~/utils/toast'
import { attr, live, styles } from '~/browser/protocol'

/** Route handles of the screens that follow the menu (true) or the tips ('tips', ADR 0080) live. */
export interface LiveHandle {
  live?: boolean | 'tips'
}

/** The channel scope a matched route's handle asks for, if any (the deepest route that says). */
export function liveScopeOf(handles: unknown[]): LiveScope | null {
  const asked = handles.map((handle) => (handle as LiveHandle | undefined)?.live).filter(Boolean).at(-1)
  return asked === 'tips' ? 'TIPS' : asked ? 'MENU' : null
}

const LABELS = ['connecting', 'ready', 'saving', 'reconnecting', 'closed'] as const

export function LiveStatus({ organizationId, scope }: { organizationId: string; scope: LiveScope }) {
  const { t } = useTranslation()
  // A plain form's post comes back as a new page with its flash message; the message names the
  // write's request id, which this page's first live state settles (browser/live-page.ts).
  const settles = (useRouteLoaderData('root') as { toast?: Toast | null } | undefined)?.toast?.requestId
  return (
    <div
      hidden
      role="status"
      aria-live="polite"
      data-testid="live-status"
      {...attr(live.organization, organizationId)}
      {...attr(live.scope, scope)}
      {...attr(live.status, 'connecting')}
      {...attr(live.settles, settles || undefined)}
      {...attr(live.pending, 0)}
      {...attr(live.lastRequestId, '')}
      // The tips screens have nothing to save: their status is only said, so the title keeps the top.
      className={
        scope === 'TIPS'
          ? 'live-status sr-only'
          : 'live-status ml-auto mr-4 mt-2 w-fit rounded-full border border-slate-200 bg-white px-3 py-1 text-xs text-slate-600 sm:mr-6'
      }
    >
      <span aria-hidden="true" {...attr(styles.dot, true)} className="text-amber-600">
        ●{' '}
      </span>
      {LABELS.map((label) => (
        <span key={label} {...attr(styles.label, label)}>
          {t(`live.${label}`)}
        </span>
      ))}
    </div>
  )
}
