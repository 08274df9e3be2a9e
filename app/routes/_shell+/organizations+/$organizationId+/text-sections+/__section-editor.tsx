/**
 * The text section editor (SPEC.md 2 "Text sections", width 600): title, text (2 rows, at most
 * 180 characters, with a counter), detail action and detail content, each in the language the
 * selector shows (the menu editors' EditorLanguages over the organization's menu languages);
 * the other languages' inputs stay in the form, hidden, so saving never loses one. A plain form:
 * without JavaScript the language buttons and a refused save round-trip through the action,
 * which answers the same values (`EditorResult`); a message names its language, so one about a
 * language not shown is still read.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { EditorLanguages, type MenuLanguage } from '~/features/menu/localized-input'
import { cx } from '~/components/ui/cx'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { translateMessage } from '~/utils/messages'
import { FIELD_LIMIT, SECTION_FIELDS, sectionFormSchema, type SectionField, type SectionValues } from '~/features/tips/text-section-form'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, counter, languagePicker } from '~/browser/protocol'
import { SaveActions } from '~/components/ui/save-actions'

/** What an editor's action answers when it does not save: the values to draw again. */
export interface EditorResult {
  values: SectionValues
  lang?: string
  reply: SubmissionResult<string[]> | null
}

export interface EditorData {
  values: SectionValues
  lang: string
  languages: MenuLanguage[]
}

const FORM_ID = 'text-section-editor'

export function SectionEditor({ title, data }: { title: string; data: EditorData }) {
  const { t } = useTranslation()
  const result = useActionResult<EditorResult>()
  const values = result?.values ?? data.values
  const lang = result?.lang ?? data.lang
  const { languages } = data
  const [form] = useAppForm({ id: FORM_ID, schema: sectionFormSchema, lastResult: result?.reply ?? null })
  const errors = form.allErrors as Record<string, string[] | undefined>
  return (
    <Dialog title={title} width={600}>
      <Form method="post" {...getFormProps(form)} className="space-y-4" preventScrollReset>
        <BackToField />
        <input type="hidden" name="revision" value={values.revision ?? ''} />
        {/* The language shown, so a round trip comes back in it (browser/languages.ts keeps it up). */}
        <input type="hidden" name="shown" value={lang} />
        <EditorLanguages languages={languages} lang={lang} label={t('textSections.editor.language')} />
        {SECTION_FIELDS.map((field) => (
          <LocalizedField key={field} field={field} languages={languages} lang={lang} values={values} errors={errors} />
        ))}
        <ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...(errors.revision ?? [])]} />
        <SaveActions label={t('textSections.editor.save')} />
      </Form>
    </Dialog>
  )
}

/**
 * One field in every language, only `lang`'s shown. The text is a 2-row textarea whose counter
 * says how many of its 180 characters are used (drawn by the server, kept up with JavaScript by
 * browser/counter.ts); it takes more, so what was pasted is seen, and the message says it is too long.
 */
function LocalizedField({
  field,
  languages,
  lang,
  values,
  errors,
}: {
  field: SectionField
  languages: MenuLanguage[]
  lang: string
  values: SectionValues
  errors: Record<string, string[] | undefined>
}) {
  const { t } = useTranslation()
  const max = FIELD_LIMIT[field]
  const counted = field === 'text'
  const codes = languages.map((l) => l.code)
  // Texts of languages the organization no longer offers are posted back as they were.
  const others = Object.entries(values).filter(([key]) => key.startsWith(`${field}.`) && !codes.includes(key.slice(field.length + 1)))
  // Every message of the field, those of one language named with it: one not shown is still read.
  const messages = [
    ...(errors[field] ?? []).map((e) => translateMessage(t, e)),
    ...languages.flatMap((l) => (errors[`${field}.${l.code}`] ?? []).map((e) => (languages.length > 1 ? `${l.title}: ` : '') + translateMessage(t, e))),
  ]
  const errorId = messages.length ? `${FORM_ID}-${field}-error` : undefined
  const label = t(`textSections.fields.${field}`)
  const startsDialog = useDialogStart()
  return (
    <div className="space-y-1">
      {languages.map((language) => {
        const id = `${FORM_ID}-${field}-${language.code}`
        const text = values[`${field}.${language.code}`] ?? ''
        const counterId = `${id}-counter`
        const common = {
          id,
          name: `${field}.${language.code}`,
          defaultValue: text,
          lang: language.code,
          autoFocus: startsDialog && language.code === lang,
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': [errorId, counted ? counterId : undefined].filter(Boolean).join(' ') || undefined,
          className: inputClass(Boolean(errorId)),
        }
        return (
          <div key={language.code} className={cx('space-y-1', language.code !== lang && 'hidden')} {...attr(languagePicker.block, language.code)}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {label}
              {languages.length > 1 ? <span className="font-normal text-slate-500"> ({language.title})</span> : null}
              {field === 'text' ? <span className="sr-only"> {t('textSections.editor.textRequired')}</span> : null}
            </label>
            {field === 'text' ? (
              <textarea rows={2} {...common} />
            ) : field === 'detailContent' ? (
              <textarea rows={4} maxLength={max} {...common} />
            ) : (
              <input type="text" maxLength={max} autoComplete="off" {...common} />
            )}
            {counted ? (
              // Kept up as one types by browser/counter.ts.
              <p
                id={counterId}
                className="text-right text-xs tabular-nums text-slate-500 data-[over]:font-medium data-[over]:text-red-700"
                {...attr(counter.counter, true)}
                {...attr(counter.max, max)}
                {...attr(counter.over, text.length > max)}
              >
                {`${text.length}/${max}`}
                <span className="sr-only"> {t('textSections.editor.counterLabel')}</span>
              </p>
            ) : null}
          </div>
        )
      })}
      {others.map(([key, text]) => (
        <input key={key} type="hidden" name={key} value={text} />
      ))}
      {/* Translated here (ErrorList translates keys; these name their language too). */}
      {messages.length ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm text-red-700" role="alert">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
