/**
 * 'Export' (SPEC.md 2 "Orders", 7): a plain link to the platform's spreadsheet of the period,
 * which the /api/v1 gateway serves with the back-office cookie; without JavaScript the browser
 * downloads it itself. With JavaScript (React here, or the shell island's `data-download`) the
 * link fetches the file first (browser/save-file.ts), so a refusal is said here ('Something goes
 * wrong', SPEC.md 8) instead of the browser opening the platform's error.
 */
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { Spinner } from '~/components/ui/button'
import { useHydrated } from '~/components/ui/use-hydrated'
import { saveFile } from '~/browser/save-file'
import { downloadLink } from '~/browser/protocol'

export function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save as) is the browser's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setState('loading')
    try {
      await saveFile(href)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={href}
        download
        onClick={download}
        {...downloadLink.link.props(true)}
        className={buttonClass('secondary')}
        aria-busy={state === 'loading' || undefined}
      >
        {state === 'loading' ? <Spinner /> : null}
        {t('orders.export')}
      </a>
      {/* Shown by React's state once hydrated; before that (a page that runs the shell island) by the island. */}
      <span role="alert" hidden={!(hydrated && state === 'failed')} {...downloadLink.failed.props(true)} className="text-sm font-medium text-red-700">
        {t('orders.exportFailed')}
      </span>
    </span>
  )
}
