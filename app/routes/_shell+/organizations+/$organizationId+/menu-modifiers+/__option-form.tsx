/**
 * The modifier option editor (width 500, SPEC.md sections 2, 3 "Modifier option" and 5): title
 * (required unless the size says it), description, default and max count (two digits), size
 * (value 8 characters, unit from the units list, multiplier three digits), prices (each
 * enabled or not, a price that may begin with '~', and the price modifier's options it
 * applies to), hidden, and the POS option it maps to when the organization has a POS. The
 * option is saved by saving its modifier.
 */
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { hasApprovedText, MENU_LIMITS, type Localized, type Modifier, type ModifierInput, type ModifierOption } from '#contract/menu'
import { Button } from '~/components/ui/button'
import { BackToField } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { addOption, setDefaultCount } from '~/features/menu/modifier-rules'
import {
  addError,
  allOf,
  checkedOf,
  countOf,
  localizedOf,
  MENU_PATTERNS,
  numberOf,
  priceOf,
  priceText,
  sizeFields,
  sizeOf,
  textOf,
  type FieldErrors,
  type SizeFields,
} from '~/features/menu/menu-form'
import { TitleAndDescription, type MenuLanguage } from '~/features/menu/localized-fields'
import { DefaultSubmit } from '~/features/menu/modifier-form'
import { SaveActions } from '~/components/ui/save-actions'

export interface PriceDraft {
  enabled: boolean
  price: string
  requiredOptions: string[]
}

export interface OptionDraft {
  title: Localized
  description: Localized
  defaultCount: string
  maxCount: string
  size: SizeFields
  prices: PriceDraft[]
  hidden: boolean
  posOption: string
}

export function optionDraftOf(option: ModifierOption | null): OptionDraft {
  return {
    title: option?.title ?? {},
    description: option?.description ?? {},
    defaultCount: option ? String(option.defaultCount) : '0',
    maxCount: option?.maxCount == null ? '' : String(option.maxCount),
    size: sizeFields(option?.size),
    prices: option
      ? option.prices.map((p) => ({ enabled: p.enabled, price: priceText(p.price), requiredOptions: p.requiredOptions }))
      : [{ enabled: true, price: '', requiredOptions: [] }],
    hidden: option?.hidden ?? false,
    posOption: option?.posMapping[0] ?? '',
  }
}

/** The posted form as a draft; `priceOptions` are the price modifier's option ids (what `requiredOptions` may name). */
export function readOptionDraft(form: FormData, priceOptions: string[]): OptionDraft {
  const rows = Math.min(Number(textOf(form, 'priceRows')) || 0, MENU_LIMITS.options)
  const prices: PriceDraft[] = []
  for (let i = 0; i < rows; i++) {
    prices.push({
      enabled: checkedOf(form, `prices.${i}.enabled`),
      price: numberOf(form, `prices.${i}.price`),
      requiredOptions: allOf(form, `prices.${i}.requiredOptions`).filter((id) => priceOptions.includes(id)),
    })
  }
  return {
    title: localizedOf(form, 'title', MENU_LIMITS.title),
    description: localizedOf(form, 'description', MENU_LIMITS.description),
    defaultCount: numberOf(form, 'defaultCount'),
    maxCount: numberOf(form, 'maxCount'),
    size: {
      value: numberOf(form, 'size.value'),
      unit: textOf(form, 'size.unit'),
      multiplier: numberOf(form, 'size.multiplier'),
    },
    prices,
    hidden: checkedOf(form, 'hidden'),
    posOption: textOf(form, 'posOption'),
  }
}

/** `addPrice`, `removePrice:2`: the price rows' buttons. */
export function applyOptionIntent(draft: OptionDraft, intent: string): OptionDraft | null {
  if (intent === 'addPrice')
    return { ...draft, prices: [...draft.prices, { enabled: true, price: '', requiredOptions: [] }].slice(0, MENU_LIMITS.options) }
  const remove = /^removePrice:(\d{1,3})$/.exec(intent)
  if (remove) return { ...draft, prices: draft.prices.filter((_, i) => i !== Number(remove[1])) }
  return null
}

interface SaveContext {
  modifier: Modifier
  modifierInput: ModifierInput
  /** The option edited; null for a new one. */
  optionId: string | null
  units: string[]
  posOptions: string[] | null
}

/** The modifier as the platform takes it with this option saved into it, or what keeps it from being sent. */
export function modifierWithOption(draft: OptionDraft, context: SaveContext): { input: ModifierInput; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const size = sizeOf(draft.size, context.units, errors)
  if (!hasApprovedText(draft.title) && !size) addError(errors, 'title', 'menu.errors.optionTitleRequired')
  const defaultCount = countOf(draft.defaultCount, 2)
  const maxCount = countOf(draft.maxCount, 2, 1)
  if (defaultCount.error) addError(errors, 'defaultCount', defaultCount.error)
  if (maxCount.error) addError(errors, 'maxCount', maxCount.error)
  if (defaultCount.value !== null && maxCount.value !== null && defaultCount.value > maxCount.value)
    addError(errors, 'defaultCount', 'menu.errors.minAboveMax')
  const pos = context.posOptions !== null
  const prices = draft.prices.map((p, i) => {
    const price = priceOf(p.price, { tilde: true })
    if (price.error && !pos) addError(errors, `prices.${i}`, price.error)
    // With a POS the prices are the POS's: sent empty (SPEC.md 5).
    return { enabled: p.enabled, price: pos ? null : price.value, requiredOptions: p.requiredOptions }
  })
  const posMapping = pos && context.posOptions!.includes(draft.posOption) ? [draft.posOption] : []
  const previous = context.optionId ? context.modifierInput.options?.find((o) => o.id === context.optionId) : undefined
  const option = {
    ...(previous ?? { tags: [], posMappingByPriceModifierOption: {} }),
    ...(context.optionId ? { id: context.optionId } : {}),
    title: draft.title,
    description: draft.description,
    defaultCount: defaultCount.value ?? 0,
    maxCount: maxCount.value,
    size,
    prices,
    hidden: draft.hidden,
    posMapping: pos ? posMapping : previous?.posMapping ?? [],
  }
  const type = context.modifier.type
  const others = context.modifierInput.options ?? []
  const withDefaults = (list: typeof others) => list.map((o) => ({ ...o, defaultCount: o.defaultCount ?? 0 }))
  let options = withDefaults(others)
  const index = context.optionId ? options.findIndex((o) => o.id === context.optionId) : -1
  if (index === -1) {
    options = addOption(type, options, option)
  } else {
    options = options.map((o, i) => (i === index ? option : o))
    // RADIO: choosing this option as the default clears the others; clearing it keeps one chosen.
    options = setDefaultCount(type, options, index, option.defaultCount)
  }
  return { input: { ...context.modifierInput, options }, errors }
}

export interface OptionEditorResult {
  draft: OptionDraft
  errors: FieldErrors
  formErrors: string[]
}

interface Props {
  formId: string
  draft: OptionDraft
  languages: MenuLanguage[]
  units: { unit: string; title: string }[]
  /** The price modifier's options a price may require; empty without a price modifier. */
  priceOptions: { id: string; title: string }[]
  priceModifierName: string | null
  /** The POS catalogue's options when the organization has a POS, else null. */
  posOptions: { id: string; title: string }[] | null
  errors: FieldErrors
  formErrors: string[]
  submitLabel: string
}

export function OptionForm({
  formId,
  draft,
  languages,
  units,
  priceOptions,
  priceModifierName,
  posOptions,
  errors,
  formErrors,
  submitLabel,
}: Props) {
  const { t } = useTranslation()
  const pos = posOptions !== null
  const small = (name: string, label: string, value: string, maxLength: number, pattern: string) => (
    <div className="space-y-1">
      <label htmlFor={`${formId}-${name}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${formId}-${name}`}
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        inputMode={name === 'size.value' ? 'decimal' : 'numeric'}
        pattern={pattern}
        aria-invalid={errors[name] ? true : undefined}
        className={inputClass(Boolean(errors[name]))}
      />
      <ErrorList errors={errors[name]} />
    </div>
  )
  return (
    <Form method="post" id={formId} className="space-y-4" noValidate>
      <DefaultSubmit />
      <BackToField />
      <TitleAndDescription formId={formId} languages={languages} value={draft} errors={errors} labels={{ title: t('modifiers.optionTitle'), description: t('modifiers.description') }} />
      <div className="grid grid-cols-2 gap-3">
        {small('defaultCount', t('modifiers.defaultCount'), draft.defaultCount, 2, MENU_PATTERNS.count)}
        {small('maxCount', t('modifiers.maxCount'), draft.maxCount, 2, MENU_PATTERNS.count)}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('menuItem.size')}</legend>
        <div className="grid grid-cols-3 gap-3">
          {small('size.value', t('menuItem.sizeValue'), draft.size.value, MENU_LIMITS.sizeValue, MENU_PATTERNS.sizeValue)}
          <div className="space-y-1">
            <label htmlFor={`${formId}-size-unit`} className="block text-sm font-medium text-slate-700">
              {t('menuItem.sizeUnit')}
            </label>
            <select id={`${formId}-size-unit`} name="size.unit" defaultValue={draft.size.unit} className={inputClass()}>
              <option value="">—</option>
              {units.map((u) => (
                <option key={u.unit} value={u.unit}>
                  {u.title}
                </option>
              ))}
            </select>
          </div>
          {small('size.multiplier', t('menuItem.sizeMultiplier'), draft.size.multiplier, 3, MENU_PATTERNS.multiplier)}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('modifiers.prices')}</legend>
        {pos ? <p className="text-sm text-slate-500">{t('menuItem.posPrices')}</p> : null}
        <input type="hidden" name="priceRows" value={draft.prices.length} />
        {draft.prices.map((p, i) => (
          <div key={i} className="space-y-2 rounded-md border border-slate-200 p-2">
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`prices.${i}.enabled`} defaultChecked={p.enabled} />
                {t('modifiers.priceEnabled')}
              </label>
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={`${formId}-price-${i}`} className="block text-sm font-medium text-slate-700">
                  {t('modifiers.price')}
                </label>
                <input
                  id={`${formId}-price-${i}`}
                  name={`prices.${i}.price`}
                  defaultValue={pos ? '' : p.price}
                  disabled={pos}
                  maxLength={9}
                  inputMode="decimal"
                  pattern={MENU_PATTERNS.optionPrice}
                  aria-invalid={errors[`prices.${i}`] ? true : undefined}
                  className={inputClass(Boolean(errors[`prices.${i}`]))}
                />
              </div>
              <Button variant="ghost" name="intent" value={`removePrice:${i}`} className="!text-red-700">
                {t('modifiers.removePrice')}
              </Button>
            </div>
            {priceOptions.length > 0 ? (
              <fieldset>
                <legend className="text-xs text-slate-500">{t('modifiers.requiredOptions', { name: priceModifierName ?? '' })}</legend>
                <div className="flex flex-wrap gap-3">
                  {priceOptions.map((o) => (
                    <label key={o.id} className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        name={`prices.${i}.requiredOptions`}
                        value={o.id}
                        defaultChecked={p.requiredOptions.includes(o.id)}
                      />
                      {o.title}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <ErrorList errors={errors[`prices.${i}`]} />
          </div>
        ))}
        <Button variant="secondary" name="intent" value="addPrice">
          {t('modifiers.addPrice')}
        </Button>
        <ErrorList errors={errors.prices} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="hidden" defaultChecked={draft.hidden} />
        {t('modifiers.hideOption')}
      </label>
      {pos ? (
        <div className="space-y-1">
          <label htmlFor={`${formId}-pos`} className="block text-sm font-medium text-slate-700">
            {t('menuItem.posOption')}
          </label>
          <select id={`${formId}-pos`} name="posOption" defaultValue={draft.posOption} className={inputClass()}>
            <option value="">—</option>
            {posOptions!.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ErrorList errors={formErrors} />
      <SaveActions label={submitLabel} />
    </Form>
  )
}
