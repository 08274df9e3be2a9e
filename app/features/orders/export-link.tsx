/**
 * 'Export' (SPEC.md 2 "Orders", 7): a plain link to the platform's spreadsheet of the period,
 * which the /api/v1 gateway serves with the back-office cookie; without JavaScript the browser
 * downloads it itself. With JavaScript (the shell island's `data-download`) the
 * link fetches the file first (browser/save-file.ts), so a refusal is said here ('Something goes
 * wrong', SPEC.md 8) instead of the browser opening the platform's error.
 */
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { attr, downloadLink } from '~/browser/protocol'

export function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation()
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={href}
        download
        {...attr(downloadLink.link, true)}
        className={buttonClass('secondary')}
      >
        {t('orders.export')}
      </a>
      {/* Shown by the shell island when the download is refused. */}
      <span role="alert" hidden {...attr(downloadLink.failed, true)} className="text-sm font-medium text-red-700">
        {t('orders.exportFailed')}
      </span>
    </span>
  )
}
