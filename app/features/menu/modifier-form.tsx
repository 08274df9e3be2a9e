/**
 * The modifier editor (width 800, SPEC.md section 2): name, guest title and description, type
 * with the type-change rules, price modifier, the counts of its type and the options list
 * (add, edit, remove, move, choose the default). Every button posts the form and the action
 * draws the changed draft (nothing is saved until Save, except on the way to the option
 * editor), with or without JavaScript: the editor runs the shell island, which posts the type
 * as it is chosen and fills the title from the name (ADR 0059).
 */
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { MENU_LIMITS, MODIFIER_TYPES, type Modifier, type ModifierType } from '#contract/menu'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { BackToField } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { formatMoney } from '~/utils/format'
import { MENU_PATTERNS, pickText, type FieldErrors } from '~/features/menu/menu-form'
import { TitleAndDescription, type MenuLanguage } from '~/features/menu/localized-fields'
import { defaultCountField, draftOf, type ModifierDraft } from './modifier-draft'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, autosubmit, fields, marks } from '~/browser/protocol'
import { SaveActions } from '~/components/ui/save-actions'

/** What the action answers when it draws the editor again (an option button without JavaScript, a refusal). */
export interface ModifierEditorResult {
  draft: ModifierDraft
  errors: FieldErrors
  formErrors: string[]
}

export interface ModifierChoice {
  id: string
  name: string
  type: ModifierType
}

/** What the editor's loader gives the form. */
export interface ModifierEditorData {
  /** The saved modifier (its options' titles and prices); null for a new one. */
  modifier: Modifier | null
  /** Modifiers that can be this one's price modifier (PRICE or RADIO, not itself). */
  priceModifiers: ModifierChoice[]
  languages: MenuLanguage[]
  /** The language option titles are shown in. */
  lang: string
  currency: string
}

interface Props {
  formId: string
  submitLabel: string
}

const COUNT_FIELDS: Record<ModifierType, ('minOptions' | 'maxOptions' | 'minCount' | 'maxCount')[]> = {
  RADIO: [],
  PRICE: [],
  CHECKBOX: ['minOptions', 'maxOptions'],
  STEPPER: ['minCount', 'maxCount'],
}

/** Draws the saved modifier, or the action's answer to the last button. */
export function ModifierForm({ formId, submitLabel }: Props) {
  const { t } = useTranslation()
  const { modifier: saved, priceModifiers, languages, lang, currency } = useLoaderData<ModifierEditorData>()
  const result = useActionResult<ModifierEditorResult>()
  const draft = result?.draft ?? draftOf(saved)
  const errors = result?.errors ?? {}
  const formErrors = result?.formErrors ?? []
  const optionsById = new Map((saved?.options ?? []).map((o) => [o.id, o]))
  const firstLanguage = languages[0]?.code ?? 'en'
  const visibleCounts = COUNT_FIELDS[draft.type]
  const startsDialog = useDialogStart()
  return (
    <Form method="post" id={formId} className="space-y-5" noValidate>
      <DefaultSubmit />
      <BackToField />
      <input type="hidden" name="shownType" value={draft.type} />
      <div className="space-y-1">
        <label htmlFor={`${formId}-name`} className="block text-sm font-medium text-slate-700">
          {t('modifiers.name')}
        </label>
        <input
          id={`${formId}-name`}
          name="name"
          type="text"
          autoFocus={startsDialog}
          maxLength={MENU_LIMITS.name}
          defaultValue={draft.name}
          // SPEC.md 5: leaving the name with no title fills the title of the first language
          // (browser/field-chooses.ts; without JavaScript the action does on Save).
          {...attr(fields.fills, `${formId}-title-${firstLanguage}`)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${formId}-name-error` : `${formId}-name-help`}
          className={inputClass(Boolean(errors.name))}
        />
        <p id={`${formId}-name-help`} className="text-sm text-slate-500">
          {t('modifiers.nameHelp')}
        </p>
        <ErrorList id={`${formId}-name-error`} errors={errors.name} />
      </div>
      <TitleAndDescription formId={formId} languages={languages} value={draft} errors={errors} labels={{ title: t('modifiers.guestTitle'), description: t('modifiers.description') }} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('modifiers.type')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MODIFIER_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-sm">
              <input
                type="radio"
                name="type"
                value={type}
                defaultChecked={draft.type === type}
                // With JavaScript choosing it posts the form as Apply type does (browser/autosubmit.ts).
                {...attr(autosubmit.field, true)}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{t(`modifiers.types.${type}`)}</span>
                <span className="block text-slate-500">{t(`modifiers.typeHelp.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <Button variant="secondary" name="intent" value="applyType" formNoValidate {...attr(autosubmit.apply, true)}>
          {t('modifiers.applyType')}
        </Button>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${formId}-price-modifier`} className="block text-sm font-medium text-slate-700">
          {t('modifiers.priceModifier')}
        </label>
        <select
          id={`${formId}-price-modifier`}
          name="priceModifierId"
          defaultValue={draft.priceModifierId}
          className={inputClass(Boolean(errors.priceModifierId))}
          aria-describedby={`${formId}-price-modifier-help`}
        >
          <option value="">{t('modifiers.noPriceModifier')}</option>
          {priceModifiers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <p id={`${formId}-price-modifier-help`} className="text-sm text-slate-500">
          {t('modifiers.priceModifierHelp')}
        </p>
        <ErrorList errors={errors.priceModifierId} />
      </div>
      {(['minOptions', 'maxOptions', 'minCount', 'maxCount'] as const).map((field) =>
        visibleCounts.includes(field) ? null : <input key={field} type="hidden" name={field} value={draft[field]} />
      )}
      {visibleCounts.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          {visibleCounts.map((field) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`${formId}-${field}`} className="block text-sm font-medium text-slate-700">
                {t(`modifiers.counts.${field}`)}
              </label>
              <input
                id={`${formId}-${field}`}
                name={field}
                inputMode="numeric"
                maxLength={2}
                pattern={MENU_PATTERNS.count}
                defaultValue={draft[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${formId}-${field}-error` : undefined}
                className={inputClass(Boolean(errors[field]))}
              />
              <ErrorList id={`${formId}-${field}-error`} errors={errors[field]} />
            </div>
          ))}
        </div>
      ) : null}
      <section aria-labelledby={`${formId}-options`} className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${formId}-options`} className="text-sm font-semibold text-slate-800">
            {t('modifiers.options')}
          </h3>
          <Button variant="secondary" name="intent" value="addOption">
            {t('modifiers.addOption')}
          </Button>
        </div>
        <ErrorList errors={errors.options} />
        {draft.options.length === 0 ? (
          <p className="text-sm text-slate-500">{t('modifiers.noOptions')}</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {draft.options.map((d, index) => {
              const option = optionsById.get(d.id)
              const title = option ? pickText(option.computedTitle, lang) || t('modifiers.untitledOption') : d.id
              const price = option?.prices.find((p) => p.enabled && p.price !== null)
              const countErrors = errors[defaultCountField(d.id)]
              const countErrorId = `${formId}-default-count-${index}-error`
              return (
                <li key={d.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm" {...attr(marks.option, title)}>
                  <input type="hidden" name="option" value={d.id} />
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                    <span className="font-medium">{title}</span>
                    {price ? <span className="ml-2 text-slate-500">{formatMoney(price.price!, currency)}</span> : null}
                    {option?.hidden ? (
                      <span className="ml-2">
                        <Badge>{t('modifiers.hidden')}</Badge>
                      </span>
                    ) : null}
                  </span>
                  {draft.type === 'RADIO' ? (
                    <label className="flex items-center gap-1">
                      <input
                        type="radio"
                        name="default"
                        value={d.id}
                        defaultChecked={d.defaultCount > 0}
                      />
                      {t('modifiers.default')}
                    </label>
                  ) : (
                    <label className="flex items-center gap-1">
                      {t('modifiers.defaultCount')}
                      <input
                        name={defaultCountField(d.id)}
                        inputMode="numeric"
                        maxLength={2}
                        pattern={MENU_PATTERNS.count}
                        defaultValue={d.typedCount ?? String(d.defaultCount)}
                        aria-invalid={countErrors ? true : undefined}
                        aria-describedby={countErrors ? countErrorId : undefined}
                        className={`${inputClass(Boolean(countErrors))} !w-16`}
                      />
                    </label>
                  )}
                  <span className="flex gap-1">
                    <Button variant="ghost" name="intent" value={`editOption:${d.id}`} className="!px-2">
                      {t('modifiers.editOption')}
                    </Button>
                    <Button
                      variant="ghost"
                      name="intent"
                      value={`move:${index}:-1`}
                      disabled={index === 0}
                      className="!px-2"
                      aria-label={t('modifiers.moveUp', { title })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      name="intent"
                      value={`move:${index}:1`}
                      disabled={index === draft.options.length - 1}
                      className="!px-2"
                      aria-label={t('modifiers.moveDown', { title })}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      name="intent"
                      value={`remove:${index}`}
                      className="!px-2 !text-red-700"
                      aria-label={t('modifiers.removeOption', { title })}
                    >
                      ✕
                    </Button>
                  </span>
                  {countErrors ? (
                    <div className="basis-full">
                      <ErrorList id={countErrorId} errors={countErrors} />
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ol>
        )}
      </section>
      <ErrorList errors={formErrors} />
      <SaveActions label={submitLabel} />
    </Form>
  )
}

/**
 * The button Enter in a text field presses (the first submit button of a form): Save, not
 * the first option button. Out of sight and out of the tab order; a real button, since a
 * browser skips one that is display:none.
 */
export function DefaultSubmit() {
  return (
    <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
      save
    </button>
  )
}
