/**
 * The menu editor and the category editor (SPEC.md 2 "Dialogs", 3 "Menu", "Category"): title
 * and description in one language at a time, active hours, waiter price and waiter-order-only,
 * and what only CUSTOMIZE_MENU may change (passed in as `extra`: the menu's category separator,
 * the category's header and footer images). A hidden `revision` makes a stale save a 409.
 * The form is drawn from `values` (the loader's, or the action's answer).
 */
import { getFormProps } from '@conform-to/react'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { MENU_LIMITS, type ActiveHours } from '#contract/menu'
import { ActiveHoursFields, type HoursMode } from '~/features/menu/active-hours-fields'
import { EditorLanguages, LocalizedInput, type MenuLanguage } from '~/features/menu/localized-input'
import { BackToField } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import type { EditorValues } from '~/features/menu/menu-schemas'
import { attr, calmPaste } from '~/browser/protocol'
import type { EditorResult } from './__menus.server'
import { SaveActions } from '~/components/ui/save-actions'

/** What an editor's loader gives the form. */
export interface EditorData {
  values: EditorValues
  lang: string
  languages: MenuLanguage[]
  /** Null: no hours editor (a category without hours, for a user without CUSTOMIZE_MENU). */
  hoursMode: HoursMode | null
  savedHours?: ActiveHours | null
}

/** The values to draw: the action's answer when there is one, else the loader's. */
export function useEditorState(data: EditorData) {
  const result = useActionResult<EditorResult>()
  return {
    values: result?.values ?? data.values,
    lang: result?.lang ?? data.lang,
    reply: result?.reply,
  }
}

interface Props {
  formId: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any editor schema (menu or category)
  schema: z.ZodType<any, z.ZodTypeDef, any>
  submitLabel: string
  /** Fields only some users see, given the form's values, language and errors. */
  extra?: ComponentType<{ values: EditorValues; lang: string; errors: Record<string, string[] | undefined> }>
}

export function EditorForm({ formId, schema, submitLabel, extra: Extra }: Props) {
  const { t } = useTranslation()
  const data = useLoaderData<EditorData>()
  const state = useEditorState(data)
  const { lang } = state
  const [form] = useAppForm({ id: formId, schema, lastResult: state.reply })
  const errors = form.allErrors as Record<string, string[] | undefined>
  const { values } = state
  return (
    <Form method="post" {...getFormProps(form)} {...attr(calmPaste.form, 'title.')} className="space-y-4" preventScrollReset>
      <BackToField />
      {values.revision ? <input type="hidden" name="revision" value={values.revision} /> : null}
      <EditorLanguages languages={data.languages} lang={lang} />
      <LocalizedInput
        name="title"
        formId={formId}
        label={t('menu.fields.title')}
        languages={data.languages}
        lang={lang}
        values={values}
        errors={errors.title}
        maxLength={MENU_LIMITS.title}
        required
      />
      <LocalizedInput
        name="description"
        formId={formId}
        label={t('menu.fields.description')}
        languages={data.languages}
        lang={lang}
        values={values}
        errors={errors.description}
        maxLength={MENU_LIMITS.description}
        multiline
      />
      {data.hoursMode ? <ActiveHoursFields formId={formId} mode={data.hoursMode} values={values} errors={errors} saved={data.savedHours} /> : null}
      <div className="space-y-2">
        <Checkbox name="waiterPrice" label={t('menu.fields.waiterPrice')} help={t('menu.fields.waiterPriceHelp')} checked={values.waiterPrice === 'on'} />
        <Checkbox name="waiterOrderOnly" label={t('menu.fields.waiterOrderOnly')} help={t('menu.fields.waiterOrderOnlyHelp')} checked={values.waiterOrderOnly === 'on'} />
      </div>
      {Extra ? <Extra values={values} lang={lang} errors={errors} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <SaveActions label={submitLabel} />
    </Form>
  )
}

export function Checkbox({ name, label, help, checked }: { name: string; label: string; help?: string; checked: boolean }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-1" />
      <span>
        <span className="font-medium text-slate-800">{label}</span>
        {help ? <span className="block text-slate-500">{help}</span> : null}
      </span>
    </label>
  )
}
