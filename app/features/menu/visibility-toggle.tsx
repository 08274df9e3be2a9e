/**
 * Hide or show a menu, category (active) or item (hidden) for guests (SPEC.md 4
 * "Visibility"): a POST form with the thing's ids and the state it should get.
 */
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

interface Props {
  visible: boolean
  /** The hidden fields naming what changes (intent and ids). */
  fields: Record<string, string>
  name: string
}

export function VisibilityToggle({ visible, fields, name }: Props) {
  const { t } = useTranslation()
  const label = visible ? t('menu.hideNamed', { name }) : t('menu.showNamed', { name })
  return (
    <Form method="post" preventScrollReset className="inline">
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="visible" value={visible ? 'false' : 'true'} />
      <button type="submit" aria-label={label} title={label} className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-brand-50">
        {visible ? t('menu.hide') : t('menu.show')}
      </button>
    </Form>
  )
}
