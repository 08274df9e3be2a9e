/** The menu editor's CUSTOMIZE_MENU field: hide the separators between categories (SPEC.md 3, 6). */
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { EditorValues } from '~/features/menu/menu-schemas'
import { Checkbox } from './__editor-form'

export function SeparatorField({ values }: { values: EditorValues }) {
  const { t } = useTranslation()
  const { customize } = useLoaderData<{ customize: boolean }>()
  if (!customize) return null
  return <Checkbox name="hideCategorySeparator" label={t('menu.fields.hideCategorySeparator')} checked={values.hideCategorySeparator === 'on'} />
}
