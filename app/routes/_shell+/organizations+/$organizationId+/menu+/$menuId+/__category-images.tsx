/**
 * The category editor's CUSTOMIZE_MENU fields (SPEC.md 3, 6): a header and a footer image URL
 * per menu language, in the language the editor shows. Uploading belongs to the image editor.
 */
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LocalizedInput } from '~/features/menu/localized-input'
import type { EditorValues } from '~/features/menu/menu-schemas'
import type { EditorData } from '../__editor-form'

export function CategoryImageFields({ values, lang, errors }: { values: EditorValues; lang: string; errors: Record<string, string[] | undefined> }) {
  const { t } = useTranslation()
  const data = useLoaderData<EditorData & { customize: boolean; formId: string }>()
  if (!data.customize) return null
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('menu.fields.images')}</legend>
      <LocalizedInput
        name="headerImageUrl"
        formId={data.formId}
        label={t('menu.fields.headerImageUrl')}
        languages={data.languages}
        lang={lang}
        values={values}
        errors={errors.headerImageUrl}
        maxLength={500}
      />
      <LocalizedInput
        name="footerImageUrl"
        formId={data.formId}
        label={t('menu.fields.footerImageUrl')}
        languages={data.languages}
        lang={lang}
        values={values}
        errors={errors.footerImageUrl}
        maxLength={500}
      />
    </fieldset>
  )
}
