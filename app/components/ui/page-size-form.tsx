/**
 * Rows per page of a paged list (SPEC.md 9: 10, 20, 50, 100) as a GET form that keeps the
 * screen's other parameters and starts again at page 1: with JavaScript (browser/autosubmit.ts)
 * it is sent as soon as the choice changes, without it by Apply.
 */
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '#contract/page-sizes'
import { ApplyButton, AutoSubmitSelect } from '~/components/ui/auto-submit-select'

/** `drop`: parameters that belong to the page shown, not the list (a download's message). */
export function PageSizeForm({ size, drop = [] }: { size: number; drop?: string[] }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== 'page' && name !== 'size' && !drop.includes(name))
  return (
    <Form method="get" action={pathname} preventScrollReset key={size} className="flex flex-wrap items-end gap-2">
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <AutoSubmitSelect label={t('common.rowsPerPage')} name="size" value={String(size)}>
        {PAGE_SIZES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </AutoSubmitSelect>
      <ApplyButton />
    </Form>
  )
}
