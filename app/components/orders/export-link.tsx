/**
 * 'Export' (SPEC.md 2 "Orders", 7): a plain link to the platform's spreadsheet of the period,
 * which the /api/v1 gateway serves with the back-office cookie; without JavaScript the browser
 * downloads it itself. With JavaScript the link fetches the file first, so a refusal is said
 * here ('Something goes wrong', SPEC.md 8) instead of the browser opening the platform's error;
 * a file that came is saved under the name the platform gave it.
 */
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { Spinner } from '~/components/ui/button'

/** The name in a Content-Disposition header (`attachment; filename="orders_….xlsx"`). */
function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match ? decodeURIComponent(match[1]!) : 'orders.xlsx'
}

export function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save as) is the browser's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setState('loading')
    try {
      const response = await fetch(href, { credentials: 'same-origin' })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const anchor = document.createElement('a')
      anchor.href = url
      anchor.download = fileNameOf(response.headers.get('content-disposition'))
      document.body.append(anchor)
      anchor.click()
      anchor.remove()
      // The browser has taken the file; the object URL can go once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 0)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a href={href} download onClick={download} className={buttonClass('secondary')} aria-busy={state === 'loading' || undefined}>
        {state === 'loading' ? <Spinner /> : null}
        {t('orders.export')}
      </a>
      {state === 'failed' ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t('orders.exportFailed')}
        </span>
      ) : null}
    </span>
  )
}
