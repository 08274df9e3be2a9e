/**
 * A screen's search box: a GET form, so the search lives in the URL (`?q=`), survives a reload
 * and works without JavaScript; a new search starts on page 1 (the form sends no `page`) and
 * keeps the rows per page (`size`).
 * `children` are hidden fields the search keeps (a menu language).
 */
import { Form, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { useDialogStart } from '~/components/ui/dialog-start'
import { inputClass } from '~/components/ui/field'
import { SearchIcon } from '~/components/ui/icons'
import { attr, search } from '~/browser/protocol'

interface SearchFormProps {
  /** The input's id (its label points at it). */
  id: string
  /** The box's label and placeholder. */
  label: string
  /** The search button's accessible name. */
  submitLabel: string
  value: string
  maxLength: number
  name?: string
  autoFocus?: boolean
  /** The id of the region holding the results: with JavaScript the search runs as it is typed and that region is swapped (browser/islands/shell.ts). */
  results?: string
  children?: ReactNode
}

export function SearchForm({ id, label, submitLabel, value, maxLength, name = 'q', autoFocus, results, children }: SearchFormProps) {
  const size = useSearchParams()[0].get('size')
  const startsDialog = useDialogStart()
  return (
    <Form method="get" role="search" className="flex max-w-md gap-2" {...attr(search.results, results)}>
      {children}
      {size ? <input type="hidden" name="size" value={size} /> : null}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        defaultValue={value}
        placeholder={label}
        maxLength={maxLength}
        autoFocus={startsDialog || autoFocus}
        className={inputClass()}
      />
      <Button variant="secondary" aria-label={submitLabel}>
        <SearchIcon />
      </Button>
    </Form>
  )
}
