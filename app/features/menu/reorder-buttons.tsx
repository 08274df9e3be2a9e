/**
 * Move up / move down for a menu, category or item: each a small POST form with the thing's
 * ids and its new 0-based index (SPEC.md 4 "Dragging reorders ... by sending a new index").
 * They work without JavaScript and from the keyboard; dragging comes on top of them.
 */
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

interface Props {
  index: number
  count: number
  /** The hidden fields naming what moves (intent and ids). */
  fields: Record<string, string>
  /** The thing's name, for the buttons' labels. */
  name: string
}

const buttonClass = 'inline-flex h-8 w-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 disabled:opacity-30'

export function ReorderButtons({ index, count, fields, name }: Props) {
  const { t } = useTranslation()
  const form = (position: number, label: string, arrow: string, disabled: boolean) => (
    <Form method="post" preventScrollReset className="inline">
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="position" value={position} />
      <button type="submit" disabled={disabled} aria-label={label} title={label} className={buttonClass}>
        <span aria-hidden="true">{arrow}</span>
      </button>
    </Form>
  )
  if (count < 2) return null
  return (
    // A div: forms are not phrasing content, so a span around them is invalid HTML.
    <div className="inline-flex">
      {form(index - 1, t('menu.moveUpNamed', { name }), '↑', index === 0)}
      {form(index + 1, t('menu.moveDownNamed', { name }), '↓', index >= count - 1)}
    </div>
  )
}
