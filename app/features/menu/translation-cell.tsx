/**
 * One language of one field in a translation editor (SPEC.md 4 "Translation", 5): the text
 * field, and where a suggestion awaits approval, the approved text it would replace and
 * Accept / Reject. The approved text and the suggestion travel as hidden inputs, so the action
 * decides from what the editor showed (app/features/menu/translation-draft.ts); names are
 * `<part>.<field>.<lang>`.
 */
import { useTranslation } from 'react-i18next'
import { ErrorList, inputClass } from '~/components/ui/field'
import type { Cell } from '~/features/menu/translation-draft'
import type { MenuLanguage } from './localized-fields'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, marks } from '~/browser/protocol'

interface Props {
  formId: string
  field: string
  language: MenuLanguage
  cell: Cell
  errors?: string[] | null
  multiline?: boolean
  maxLength: number
}

export function TranslationCell({ formId, field, language, cell, errors, multiline, maxLength }: Props) {
  const { t } = useTranslation()
  const name = (part: string) => `${part}.${field}.${language.code}`
  const id = `${formId}-${field}-${language.code}`
  const errorId = errors?.length ? `${id}-error` : undefined
  const startsDialog = useDialogStart()
  const common = {
    id,
    name: name('text'),
    defaultValue: cell.text,
    maxLength,
    lang: language.code,
    autoFocus: startsDialog,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId,
    className: inputClass(Boolean(errorId)),
  }
  return (
    <div className="space-y-1 rounded-md border border-slate-200 p-2" {...attr(marks.cell, `${field}.${language.code}`)}>
      <label htmlFor={id} className="block text-xs font-medium uppercase tracking-wide text-slate-500">
        {language.title}
        {cell.suggested !== null ? <span className="ml-2 normal-case text-amber-700">{t('menuTranslate.suggestion')}</span> : null}
      </label>
      {cell.approved !== null ? <input type="hidden" name={name('approved')} value={cell.approved} /> : null}
      {cell.suggested !== null ? <input type="hidden" name={name('suggested')} value={cell.suggested} /> : null}
      {multiline ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
      {cell.suggested !== null ? (
        <>
          {cell.approved !== null ? (
            <p className="text-xs text-slate-500">
              {t('menuTranslate.current')}: {cell.approved}
            </p>
          ) : null}
          <div role="radiogroup" aria-label={t('menuTranslate.decisionFor', { language: language.title })} className="flex gap-4 text-sm">
            {(['accept', 'reject'] as const).map((decision) => (
              <label key={decision} className="flex items-center gap-1">
                <input type="radio" name={name('decision')} value={decision} defaultChecked={cell.decision === decision} />
                {t(`menuTranslate.${decision}`)}
              </label>
            ))}
          </div>
        </>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
