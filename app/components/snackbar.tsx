import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Toast } from '~/utils/toast'
import { cx } from '~/components/ui/cx'
import { attr, snackbar } from '~/browser/protocol'

/** SPEC.md section 9: snackbar timeout 3000 ms, shown at the top. */
export const SNACKBAR_TIMEOUT_MS = 3000

const tones: Record<Toast['type'], string> = {
  success: 'bg-green-700',
  error: 'bg-red-700',
  warning: 'bg-amber-600',
  info: 'bg-slate-800',
}

/**
 * The top snackbar for a flash message. A CSS animation hides it after 3 s even without
 * JavaScript; with JavaScript it is also removed from the page and can be dismissed.
 *
 * A flash message is read once, so the root loader's next run (a revalidation: the live
 * channel re-reads the page when another tab changes the menu) answers no toast. That must not
 * cut a shown message short: only a new message (a new id) replaces it, and only its timer or
 * the close button removes it.
 */
export function Snackbar({ toast, id }: { toast: Toast | null; id: string }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Toast | null>(toast)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => {
    if (!toast) return
    setShown(toast)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setShown(null), SNACKBAR_TIMEOUT_MS)
    // The id names one flash message: a re-read that answers the same one, or none, keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!shown) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2">
      <div
        role={shown.type === 'error' || shown.type === 'warning' ? 'alert' : 'status'}
        data-testid="snackbar"
        className={cx(
          'snackbar pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg',
          tones[shown.type],
        )}
      >
        <span>{t(shown.key, shown.values ?? {})}</span>
        <button type="button" className="rounded px-1 text-white/80 hover:text-white" onClick={() => setShown(null)} aria-label={t('common.close')} {...attr(snackbar.dismiss, true)}>
          ✕
        </button>
      </div>
    </div>
  )
}
