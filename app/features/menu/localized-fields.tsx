/**
 * A localized text field of the menu editors: one input per menu language, named
 * `<name>.<lang>`, and every suggestion awaiting approval (`<name>.<lang>?`) kept in a hidden
 * input and shown under its language, so saving the editor never loses one (the translation
 * editor decides them). A local stand-in for app/features/menu/localized-input.tsx, which
 * shows one language at a time; this one shows them all, which needs no language switch.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MENU_LIMITS, type Localized } from '#contract/menu'
import { ErrorList, inputClass } from '~/components/ui/field'
import { useDialogStart } from '~/components/ui/dialog-start'

export interface MenuLanguage {
  code: string
  title: string
}

interface Props {
  /** The form field's name: inputs are `<name>.<lang>`. */
  name: string
  /** The form's id, to make the inputs' ids unique. */
  formId: string
  label: ReactNode
  languages: MenuLanguage[]
  value: Localized
  errors?: string[] | null
  multiline?: boolean
  maxLength: number
}

export function LocalizedFields({ name, formId, label, languages, value, errors, multiline, maxLength }: Props) {
  const { t } = useTranslation()
  const errorId = errors?.length ? `${formId}-${name}-error` : undefined
  const known = new Set(languages.map((l) => l.code))
  // Texts of languages the organization no longer offers are kept as they are.
  const others = Object.entries(value).filter(([key]) => !known.has(key.replace(/\?$/, '')))
  const startsDialog = useDialogStart()
  return (
    <fieldset className="space-y-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {languages.map((language, index) => {
        const id = `${formId}-${name}-${language.code}`
        const suggestion = value[`${language.code}?`]
        const common = {
          id,
          name: `${name}.${language.code}`,
          maxLength,
          autoFocus: startsDialog && index === 0,
          'aria-invalid': errorId ? true : undefined,
          className: inputClass(Boolean(errorId)),
          defaultValue: value[language.code] ?? '',
        }
        return (
          <div key={language.code} className="space-y-1">
            <label htmlFor={id} className="block text-xs font-medium uppercase tracking-wide text-slate-500">
              {language.title} <span className="sr-only">({label})</span>
            </label>
            {multiline ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
            {suggestion !== undefined ? (
              <p className="text-xs text-slate-500">
                <input type="hidden" name={`${name}.${language.code}?`} value={suggestion} />
                {t('menuItem.suggestion')}: <span className="italic">{suggestion}</span>
              </p>
            ) : null}
          </div>
        )
      })}
      {others.map(([key, text]) => (
        <input key={key} type="hidden" name={`${name}.${key}`} value={text} />
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}

/** The title and the description of an item, a modifier or an option, each in every menu language. */
export function TitleAndDescription({
  formId,
  languages,
  value,
  errors,
  labels,
}: {
  formId: string
  languages: MenuLanguage[]
  value: { title: Localized; description: Localized }
  errors: { title?: string[]; description?: string[] }
  labels: { title: string; description: string }
}) {
  return (
    <>
      <LocalizedFields name="title" formId={formId} label={labels.title} languages={languages} value={value.title} errors={errors.title} maxLength={MENU_LIMITS.title} />
      <LocalizedFields
        name="description"
        formId={formId}
        label={labels.description}
        languages={languages}
        value={value.description}
        errors={errors.description}
        maxLength={MENU_LIMITS.description}
        multiline
      />
    </>
  )
}
