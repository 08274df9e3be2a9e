/**
 * What the modifier translation editor translates (SPEC.md 2 "translation editors"): the
 * modifier's guest title and description and each option's title (required unless its size
 * names it, SPEC.md 5) and, where it has one, its description, as fields of the translation
 * editors' shared state (app/features/menu/translation-draft.ts). Options are named by id, so a
 * field keeps meaning the same option whatever order the options are in.
 */
import { MENU_ERRORS, MENU_LIMITS, type Localized, type Modifier, type ModifierInput } from '#contract/menu'
import type { TranslatedField } from '~/features/menu/translation-draft'

type Part = 'title' | 'description'

export interface ModifierTranslatedField extends TranslatedField {
  part: Part
  /** The option the text belongs to; null for the modifier's own. */
  optionId: string | null
}

const LIMITS: Record<Part, number> = { title: MENU_LIMITS.title, description: MENU_LIMITS.description }

function field(part: Part, optionId: string | null, required?: string): ModifierTranslatedField {
  return {
    // No '.' in a key: conform would read it as nesting.
    key: optionId ? `option:${optionId}:${part}` : part,
    max: LIMITS[part],
    title: part === 'title',
    part,
    optionId,
    ...(required ? { required } : {}),
  }
}

const hasSomeText = (value: Localized) => Object.values(value).some((text) => text.trim() !== '')

export function modifierTranslationFields(modifier: Modifier): ModifierTranslatedField[] {
  const options = modifier.options.flatMap((option) => {
    const sized = !!option.size && (!!option.size.value || !!option.size.multiplier)
    const title = field('title', option.id, sized ? undefined : MENU_ERRORS.optionTitleRequired)
    // Most options have no description: one is offered only where there is one to translate.
    return hasSomeText(option.description) ? [title, field('description', option.id)] : [title]
  })
  return [field('title', null), field('description', null), ...options]
}

/** The saved texts of the fields, by key. */
export function modifierTexts(modifier: Modifier, fields: ModifierTranslatedField[]): Record<string, Localized> {
  const options = new Map(modifier.options.map((o) => [o.id, o]))
  return Object.fromEntries(
    fields.map((f) => [f.key, (f.optionId === null ? modifier[f.part] : options.get(f.optionId)?.[f.part]) ?? {}])
  )
}

/** The modifier as the platform takes it with the fields' texts put in. */
export function withModifierTexts(input: ModifierInput, fields: ModifierTranslatedField[], texts: Record<string, Localized>): ModifierInput {
  const put = <T extends Partial<Record<Part, Localized>>>(target: T, optionId: string | null): T => {
    const next = { ...target }
    for (const f of fields) if (f.optionId === optionId && texts[f.key]) next[f.part] = texts[f.key] as T[Part]
    return next
  }
  // An option without an id is none of the fields' (the saved modifier's options all have one).
  return { ...put(input, null), options: input.options?.map((option) => (option.id ? put(option, option.id) : option)) }
}
