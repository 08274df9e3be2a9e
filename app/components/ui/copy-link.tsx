import { useTranslation } from 'react-i18next'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, copy } from '~/browser/protocol'

/**
 * A link shown whole, as text anyone can select: it wraps over as many lines as it needs,
 * so the end of it (the `?a=` amount) is never hidden behind the edge of a field. An
 * optional caption says what the link is for ('Link for 12,50 €'). With JavaScript a button
 * copies it and says so ('Link copied'), in the shell island; without JavaScript the
 * button stays hidden.
 * Several on one page (the order management sessions) each name their own `id`, label and button.
 */
export function CopyLink({
  link,
  caption,
  id = 'generated-link',
  label,
  copyLabel,
}: {
  link: string
  caption?: string
  id?: string
  label?: string
  copyLabel?: string
}) {
  const { t } = useTranslation()
  const startsDialog = useDialogStart()
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-700" htmlFor={id}>
        {label ?? t('tipLink.link')}
      </label>
      {caption ? (
        <p id={`${id}-caption`} className="text-sm font-semibold text-slate-900" data-testid="link-caption">
          {caption}
        </p>
      ) : null}
      <textarea
        id={id}
        readOnly
        value={link}
        autoFocus={startsDialog}
        // About 32 characters a line in a phone-wide dialog: the whole link shows, no scrolling.
        rows={Math.min(4, Math.max(1, Math.ceil(link.length / 32)))}
        aria-describedby={caption ? `${id}-caption` : undefined}
        className="block w-full resize-none rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm [overflow-wrap:anywhere]"
      />
      {/* Hidden until JavaScript runs: the shell island shows it and copies (data-copy, data-copied). */}
      <div className="flex items-center gap-2">
        <button
          type="button"
          hidden
          {...attr(copy.button, id)}
          className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
        >
          {copyLabel ?? t('tipLink.copy')}
        </button>
        <span role="status" hidden {...attr(copy.copied, true)} className="text-sm text-green-700">
          {t('tipLink.copied')}
        </span>
      </div>
    </div>
  )
}
