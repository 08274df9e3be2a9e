/**
 * The copy dialogs' form (SPEC.md 2: menu copy with a new title; category copy with a new
 * title and the destination menu): the title in one language at a time, required in one.
 */
import { getFormProps } from '@conform-to/react'
import { Form, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { MENU_LIMITS } from '#contract/menu'
import { EditorLanguages, LocalizedInput } from '~/features/menu/localized-input'
import { BackToField } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import type { EditorValues } from '~/features/menu/menu-schemas'
import { attr, calmPaste } from '~/browser/protocol'
import { useEditorState, type EditorData } from './__editor-form'
import { SaveActions } from '~/components/ui/save-actions'

interface Props {
  formId: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- either copy schema
  schema: z.ZodType<any, z.ZodTypeDef, any>
  submitLabel: string
  /** More fields (the destination menu), given the values and errors. */
  children?: (props: { values: EditorValues; errors: Record<string, string[] | undefined> }) => ReactNode
}

export function CopyForm({ formId, schema, submitLabel, children }: Props) {
  const { t } = useTranslation()
  const data = useLoaderData<EditorData>()
  const state = useEditorState(data)
  const { lang } = state
  const [form] = useAppForm({ id: formId, schema, lastResult: state.reply })
  const errors = form.allErrors as Record<string, string[] | undefined>
  return (
    <Form method="post" {...getFormProps(form)} {...attr(calmPaste.form, 'title.')} className="space-y-4" preventScrollReset>
      <BackToField />
      <EditorLanguages languages={data.languages} lang={lang} />
      <LocalizedInput
        name="title"
        formId={formId}
        label={t('menu.fields.newTitle')}
        languages={data.languages}
        lang={lang}
        values={state.values}
        errors={errors.title}
        maxLength={MENU_LIMITS.title}
        required
      />
      {children?.({ values: state.values, errors })}
      <ErrorList id={form.errorId} errors={form.errors} />
      <SaveActions label={submitLabel} />
    </Form>
  )
}
