/**
 * The modifier editor's state as the form holds it (SPEC.md sections 3 "Modifier", 4 and 5):
 * read from a posted form, changed by the editor's buttons (move, remove, type change), and
 * turned into what PUT /business/menu-modifiers takes. They run in the action: every button of
 * the editor posts the form, with or without JavaScript.
 */
import {
  hasApprovedText,
  MENU_LIMITS,
  MODIFIER_TYPES,
  type Localized,
  type Modifier,
  type ModifierInput,
  type ModifierOption,
  type ModifierOptionInput,
  type ModifierType,
} from '#contract/menu'
import { moveOption, removeOption, withType } from '~/features/menu/modifier-rules'
import { addError, allOf, countOf, localizedOf, numberOf, textOf, type FieldErrors } from '~/features/menu/menu-form'

export interface DraftOption {
  id: string
  defaultCount: number
  maxCount: number | null
  /** The default count as typed when it is no count ('xyz', '-3', '123'): shown again with a message, never saved. */
  typedCount?: string
}

export interface ModifierDraft {
  name: string
  title: Localized
  description: Localized
  type: ModifierType
  priceModifierId: string
  minOptions: string
  maxOptions: string
  minCount: string
  maxCount: string
  options: DraftOption[]
}

const countText = (n: number | null) => (n === null ? '' : String(n))

/** The name of an option's default count field in the modifier editor (and of its errors). */
export const defaultCountField = (optionId: string) => `defaultCount.${optionId}`

export function draftOf(modifier: Modifier | null): ModifierDraft {
  return {
    name: modifier?.name ?? '',
    title: modifier?.title ?? {},
    description: modifier?.description ?? {},
    type: modifier?.type ?? 'RADIO',
    priceModifierId: modifier?.priceModifierId ?? '',
    minOptions: countText(modifier?.minOptions ?? null),
    maxOptions: countText(modifier?.maxOptions ?? null),
    minCount: countText(modifier?.minCount ?? null),
    maxCount: countText(modifier?.maxCount ?? null),
    options: (modifier?.options ?? []).map((o) => ({ id: o.id, defaultCount: o.defaultCount, maxCount: o.maxCount })),
  }
}

const isType = (value: string): value is ModifierType => (MODIFIER_TYPES as readonly string[]).includes(value)

/** The counts as the rules take them (numbers), and back. */
const ruleShape = (draft: ModifierDraft, type: ModifierType) => ({
  type,
  minOptions: countOf(draft.minOptions, 2).value,
  maxOptions: countOf(draft.maxOptions, 2).value,
  minCount: countOf(draft.minCount, 2).value,
  maxCount: countOf(draft.maxCount, 2).value,
  options: draft.options,
})

/** The draft with its type changed by the rules of SPEC.md section 4. */
export function changeDraftType(draft: ModifierDraft, to: ModifierType): ModifierDraft {
  if (draft.type === to) return draft
  const changed = withType(ruleShape(draft, draft.type), to)
  const before = new Map(draft.options.map((o) => [o.id, o.defaultCount]))
  return {
    ...draft,
    type: changed.type,
    // Typed text the rules do not touch stays as typed (a mistake is shown, not dropped).
    minOptions: changed.minOptions === ruleShape(draft, draft.type).minOptions ? draft.minOptions : countText(changed.minOptions),
    maxOptions: changed.maxOptions === ruleShape(draft, draft.type).maxOptions ? draft.maxOptions : countText(changed.maxOptions),
    minCount: changed.minCount === ruleShape(draft, draft.type).minCount ? draft.minCount : countText(changed.minCount),
    maxCount: changed.maxCount === ruleShape(draft, draft.type).maxCount ? draft.maxCount : countText(changed.maxCount),
    // A default count typed wrong stays as typed while the rules leave the option's count alone.
    options: changed.options.map(({ typedCount, ...o }) =>
      typedCount !== undefined && to !== 'RADIO' && before.get(o.id) === o.defaultCount ? { ...o, typedCount } : o
    ),
  }
}

/**
 * The posted form as a draft. The defaults were shown for the type the form was drawn with
 * (`shownType`: a radio group for RADIO, a count per option otherwise); a type chosen since
 * then is applied here by the rules.
 * Options are the known ones (of the saved modifier) in the posted order.
 */
export function readModifierDraft(form: FormData, known: Modifier | null): ModifierDraft {
  const postedType = textOf(form, 'type')
  const shownRaw = textOf(form, 'shownType')
  const shown: ModifierType = isType(shownRaw) ? shownRaw : known?.type ?? 'RADIO'
  const type: ModifierType = isType(postedType) ? postedType : shown
  const byId = new Map((known?.options ?? []).map((o) => [o.id, o]))
  const seen = new Set<string>()
  const chosen = textOf(form, 'default')
  const options: DraftOption[] = []
  for (const id of allOf(form, 'option')) {
    const option = byId.get(id)
    if (!option || seen.has(id)) continue
    seen.add(id)
    if (shown === 'RADIO') {
      options.push({ id, defaultCount: chosen === id ? 1 : 0, maxCount: option.maxCount })
      continue
    }
    // An empty count is none (0); one that is no count is kept as typed for its message.
    const typed = numberOf(form, defaultCountField(id))
    const count = countOf(typed, 2)
    options.push({ id, defaultCount: count.value ?? 0, maxCount: option.maxCount, ...(count.error ? { typedCount: typed } : {}) })
  }
  const draft: ModifierDraft = {
    name: textOf(form, 'name').slice(0, MENU_LIMITS.name),
    title: localizedOf(form, 'title', MENU_LIMITS.title),
    description: localizedOf(form, 'description', MENU_LIMITS.description),
    type: shown,
    priceModifierId: textOf(form, 'priceModifierId'),
    minOptions: numberOf(form, 'minOptions'),
    maxOptions: numberOf(form, 'maxOptions'),
    minCount: numberOf(form, 'minCount'),
    maxCount: numberOf(form, 'maxCount'),
    options,
  }
  return changeDraftType(draft, type)
}

export type DraftIntent = { kind: 'move'; index: number; by: number } | { kind: 'remove'; index: number }

/** What the editor's option buttons do to the draft (nothing is saved until Save). */
export function applyDraftIntent(draft: ModifierDraft, intent: DraftIntent): ModifierDraft {
  switch (intent.kind) {
    case 'move':
      return { ...draft, options: moveOption(draft.options, intent.index, intent.index + intent.by) }
    case 'remove':
      return { ...draft, options: removeOption(draft.type, draft.options, intent.index) }
  }
}

/** `move:2:-1`, `remove:0`: the option buttons' intents. */
export function parseDraftIntent(intent: string): DraftIntent | null {
  const move = /^move:(\d{1,3}):(-1|1)$/.exec(intent)
  if (move) return { kind: 'move', index: Number(move[1]), by: Number(move[2]) }
  const remove = /^remove:(\d{1,3})$/.exec(intent)
  if (remove) return { kind: 'remove', index: Number(remove[1]) }
  return null
}

/** The title filled with the name for the first menu language when it has none (SPEC.md 5). */
export function titleFromName(draft: ModifierDraft, firstLanguage: string): Localized {
  if (hasApprovedText(draft.title) || draft.name.trim() === '') return draft.title
  return { ...draft.title, [firstLanguage]: draft.name.trim() }
}

/**
 * The draft as the platform takes it, with each option's other fields as saved (the option
 * editor changes those), or the field errors that keep it from being sent.
 */
export function modifierInputOf(
  draft: ModifierDraft,
  known: Modifier | null,
  context: { firstLanguage: string; priceModifiers: string[] }
): { input: ModifierInput; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const name = draft.name.trim()
  if (name === '') addError(errors, 'name', 'validation.required')
  const title = titleFromName(draft, context.firstLanguage)
  if (!hasApprovedText(title)) addError(errors, 'title', 'validation.required')
  const counts = {} as Record<'minOptions' | 'maxOptions' | 'minCount' | 'maxCount', number | null>
  for (const field of ['minOptions', 'maxOptions', 'minCount', 'maxCount'] as const) {
    const count = countOf(draft[field], 2)
    if (count.error) addError(errors, field, count.error)
    counts[field] = count.value
  }
  // Only the counts of the modifier's own type mean anything; the others are not sent.
  if (draft.type !== 'CHECKBOX') counts.minOptions = counts.maxOptions = null
  if (draft.type !== 'STEPPER') counts.minCount = counts.maxCount = null
  if (counts.minOptions !== null && counts.maxOptions !== null && counts.minOptions > counts.maxOptions)
    addError(errors, 'minOptions', 'menu.errors.minAboveMax')
  if (counts.minCount !== null && counts.maxCount !== null && counts.minCount > counts.maxCount)
    addError(errors, 'minCount', 'menu.errors.minAboveMax')
  // A default count typed wrong is refused, not saved as 0 (issue 25 item 12).
  if (draft.type !== 'RADIO')
    for (const d of draft.options) {
      const refused = d.typedCount === undefined ? undefined : countOf(d.typedCount, 2).error
      if (refused) addError(errors, defaultCountField(d.id), refused)
    }
  const priceModifierId = context.priceModifiers.includes(draft.priceModifierId) ? draft.priceModifierId : null
  const byId = new Map((known?.options ?? []).map((o) => [o.id, o]))
  const options = draft.options.flatMap((d) => {
    const o = byId.get(d.id)
    return o ? [optionInputOf(o, d.defaultCount)] : []
  })
  const input: ModifierInput = {
    name,
    title,
    description: draft.description,
    type: draft.type,
    priceModifierId,
    ...counts,
    options,
    ...(known ? { revision: known.revision } : {}),
  }
  return { input, errors }
}

/** A saved option as the platform takes it, with the default count the editor gives it. */
function optionInputOf(o: ModifierOption, defaultCount: number): ModifierOptionInput {
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    defaultCount,
    maxCount: o.maxCount,
    tags: o.tags,
    size: o.size,
    prices: o.prices,
    hidden: o.hidden,
    posMapping: o.posMapping,
    posMappingByPriceModifierOption: o.posMappingByPriceModifierOption,
  }
}

/** The saved modifier as the platform takes it: what an unchanged editor would send. */
export function inputOfSaved(modifier: Modifier): ModifierInput {
  return {
    name: modifier.name,
    title: modifier.title,
    description: modifier.description,
    type: modifier.type,
    priceModifierId: modifier.priceModifierId,
    minOptions: modifier.minOptions,
    maxOptions: modifier.maxOptions,
    minCount: modifier.minCount,
    maxCount: modifier.maxCount,
    options: modifier.options.map((o) => optionInputOf(o, o.defaultCount)),
    revision: modifier.revision,
  }
}
