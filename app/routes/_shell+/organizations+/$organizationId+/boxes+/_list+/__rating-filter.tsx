import { Form, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

const RATINGS = [0, 1, 2, 3, 4, 5]

/**
 * The activities' rating filter (SPEC.md: 0 to 5, step 1, default all) as a GET form that
 * keeps the range in the URL.
 */
export function RatingFilter({ ratingMin, ratingMax }: { ratingMin: number; ratingMax: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const keep = ['month', 'from', 'to', 'size'].filter((k) => params.get(k) !== null)
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2 text-sm">
      {keep.map((k) => (
        <input key={k} type="hidden" name={k} value={params.get(k) ?? ''} />
      ))}
      {(
        [
          ['ratingMin', t('activity.ratingFrom'), ratingMin],
          ['ratingMax', t('activity.ratingTo'), ratingMax],
        ] as const
      ).map(([name, label, value]) => (
        <label key={name} className="flex flex-col">
          <span className="text-slate-600">{label}</span>
          <select name={name} defaultValue={value} className="rounded border border-slate-300 bg-white px-2 py-1">
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50">
        {t('common.apply')}
      </button>
    </Form>
  )
}
