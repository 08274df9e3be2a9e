import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Toast } from '~/utils/toast'
import { cx } from '~/components/ui/cx'

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
 */
export function Snackbar({ toast, id }: { toast: Toast | null; id: string }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(Boolean(toast))
  useEffect(() => {
    setVisible(Boolean(toast))
    if (!toast) return
    const timer = setTimeout(() => setVisible(false), SNACKBAR_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [toast, id])
  if (!toast || !visible) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2">
      <div
        role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
        data-testid="snackbar"
        className={cx(
          'snackbar pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg',
          tones[toast.type],
        )}
      >
        <span>{t(toast.key, toast.values ?? {})}</span>
        <button type="button" className="rounded px-1 text-white/80 hover:text-white" onClick={() => setVisible(false)} aria-label={t('common.close')}>
          ✕
        </button>
      </div>
    </div>
  )
}
