import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A link shown as text anyone can select; with JavaScript a button copies it and says so
 * ('Link copied'). Without JavaScript the button is not rendered.
 */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation()
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-700" htmlFor="generated-link">
        {t('tipLink.link')}
      </label>
      <input id="generated-link" readOnly value={link} className="w-full rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm" />
      {hydrated ? (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
            onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
          >
            {t('tipLink.copy')}
          </button>
          {copied ? (
            <span role="status" className="text-sm text-green-700">
              {t('tipLink.copied')}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
