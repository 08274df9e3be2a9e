import { useTranslation } from 'react-i18next'
import type { Toast } from '~/utils/toast'
import { cx } from '~/components/ui/cx'
import { attr, snackbar } from '~/browser/protocol'

const tones: Record<Toast['type'], string> = {
  success: 'bg-green-700',
  error: 'bg-red-700',
  warning: 'bg-amber-600',
  info: 'bg-slate-800',
}

/**
 * The top snackbar for a flash message. A CSS animation hides it after 3 s (SPEC.md section 9,
 * app/tailwind.css), without JavaScript too; with JavaScript its close button removes it
 * (browser/snackbar.ts).
 */
export function Snackbar({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation()
  if (!toast) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2" {...attr(snackbar.frame, true)}>
      <div
        role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
        data-testid="snackbar"
        className={cx(
          'snackbar pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg',
          tones[toast.type],
        )}
      >
        <span>{t(toast.key, toast.values ?? {})}</span>
        <button type="button" className="rounded px-1 text-white/80 hover:text-white" aria-label={t('common.close')} {...attr(snackbar.dismiss, true)}>
          ✕
        </button>
      </div>
    </div>
  )
}
