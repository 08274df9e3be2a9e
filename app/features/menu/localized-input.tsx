/**
 * A localized text field of the menu editors (SPEC.md 3 "Localized text", 5): one language
 * shown at a time, the one of `?lang=` (or of the editor's language buttons); the other
 * languages' texts stay in the form as inputs that are not shown, so saving never loses one.
 * A suggestion awaiting approval (`lt?`) is kept too, and shown under its language with Accept
 * (it becomes the text) and Reject (dropped): buttons that post the form (the action answers the
 * changed values). A title pasted in capitals is calmed down as it is pasted where the form is a
 * calm-paste form (browser/calm-paste.ts; the server does the same on save).
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorList, inputClass } from '~/components/ui/field'
import { cx } from '~/components/ui/cx'
import type { EditorValues } from '~/features/menu/menu-schemas'
import { useDialogStart } from '~/components/ui/dialog-start'
import type { MenuLanguage } from './localized-fields'
import { attr, languagePicker, marks } from '~/browser/protocol'

// One definition of a menu language for both kinds of localized field.
export type { MenuLanguage }

interface Props {
  /** Inputs are `<name>.<lang>` and, for suggestions, `<name>.<lang>?`. */
  name: string
  formId: string
  label: ReactNode
  languages: MenuLanguage[]
  /** The language shown. */
  lang: string
  values: EditorValues
  errors?: string[] | null
  multiline?: boolean
  maxLength: number
  /** Required in at least one language: said beside the label. */
  required?: boolean
}

export function LocalizedInput({ name, formId, label, languages, lang, values, errors, multiline, maxLength, required }: Props) {
  const { t } = useTranslation()
  const prefix = `${name}.`
  const codes = languages.map((l) => l.code)
  const errorId = errors?.length ? `${formId}-${name}-error` : undefined
  // Texts of languages the organization no longer offers are posted back as they were.
  const others = Object.entries(values).filter(([key]) => {
    if (!key.startsWith(prefix)) return false
    return !codes.includes(key.slice(prefix.length).replace(/\?$/, ''))
  })
  const showNames = languages.length > 1
  const startsDialog = useDialogStart()
  return (
    <div className="space-y-1">
      {languages.map((language) => {
        const id = `${formId}-${name}-${language.code}`
        const suggestion = values[`${prefix}${language.code}?`]
        const common = {
          id,
          name: `${prefix}${language.code}`,
          defaultValue: values[`${prefix}${language.code}`] ?? '',
          maxLength,
          lang: language.code,
          autoFocus: startsDialog && language.code === lang,
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': errorId,
          className: inputClass(Boolean(errorId)),
        }
        return (
          <div key={language.code} className={cx('space-y-1', language.code !== lang && 'hidden')} {...attr(languagePicker.block, language.code)}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {label}
              {showNames ? <span className="font-normal text-slate-500"> ({language.title})</span> : null}
              {required ? <span className="sr-only"> {t('menu.requiredSomeLanguage')}</span> : null}
            </label>
            {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            {suggestion !== undefined ? <Suggestion field={name} code={language.code} text={suggestion} /> : null}
          </div>
        )
      })}
      {others.map(([key, text]) => (
        <input key={key} type="hidden" name={key} value={text} />
      ))}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** A suggestion awaiting approval: posted back as it is until accepted or rejected. */
function Suggestion({ field, code, text }: { field: string; code: string; text: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm" {...attr(marks.suggestion, code)}>
      <input type="hidden" name={`${field}.${code}?`} value={text} />
      <span className="text-amber-900">
        <span className="font-mono text-xs">{code}?</span> {t('menu.suggestion')}: <span className="italic">{text}</span>
      </span>
      <span className="ml-auto flex gap-1">
        <button
          type="submit"
          name="intent"
          value={`accept:${field}.${code}`}
          className="rounded border border-green-300 bg-white px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-50"
        >
          {t('menu.accept')}
        </button>
        <button
          type="submit"
          name="intent"
          value={`reject:${field}.${code}`}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('menu.reject')}
        </button>
      </span>
    </div>
  )
}

/**
 * The editor's language buttons (more than one menu language): with JavaScript they switch the
 * shown language at once (browser/languages.ts); without it they post the form, which answers
 * the same values in the other language, so nothing typed is lost.
 */
export function EditorLanguages({
  languages,
  lang,
  label,
}: {
  languages: MenuLanguage[]
  lang: string
  /** The group's name, for editors outside the menu screens (whose browser lacks the menu's strings). */
  label?: string
}) {
  const { t } = useTranslation()
  if (languages.length < 2) return null
  return (
    <div role="group" aria-label={label ?? t('menu.editLanguage')} className="flex flex-wrap gap-1">
      {languages.map((language) => (
        <button
          key={language.code}
          type="submit"
          name="intent"
          value={`lang:${language.code}`}
          aria-pressed={language.code === lang}
          {...attr(languagePicker.show, language.code)}
          // Styled by aria-pressed, so the island only has to set the attribute.
          className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-medium aria-pressed:text-brand-800"
        >
          {language.title}
        </button>
      ))}
    </div>
  )
}
