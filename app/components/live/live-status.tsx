/**
 * The live channel's status at the foot of a menu screen, drawn by the server (hidden: without
 * JavaScript there is no channel) and brought to life by utils/live-page.ts, which writes only
 * its attributes: `data-live-status`, `data-saving`, `data-pending`, `data-last-request-id`.
 * Every label is here in the user's language; the stylesheet shows the one that matches.
 */
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Toast } from '~/utils/toast'

const LABELS = ['connecting', 'ready', 'saving', 'reconnecting', 'closed'] as const

export function LiveStatus({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
  // A plain form's post comes back as a new page with its flash message; the message names the
  // write's request id, which this page's first live state settles (utils/live-page.ts).
  const settles = (useRouteLoaderData('root') as { toast?: Toast | null } | undefined)?.toast?.requestId
  return (
    <div
      hidden
      role="status"
      aria-live="polite"
      data-testid="live-status"
      data-live-organization={organizationId}
      data-live-status="connecting"
      data-live-settles={settles || undefined}
      data-pending="0"
      data-last-request-id=""
      className="live-status pointer-events-none fixed bottom-3 right-3 z-40 rounded-full border border-slate-200 bg-white/95 px-3 py-1 text-xs text-slate-600 shadow-sm"
    >
      <span aria-hidden="true" data-dot="" className="text-amber-600">
        ●{' '}
      </span>
      {LABELS.map((label) => (
        <span key={label} data-label={label}>
          {t(`live.${label}`)}
        </span>
      ))}
    </div>
  )
}
