/**
 * The modifier editor's rules (SPEC.md section 4 "Modifier type change"), as pure functions the
 * editor runs while the user works (in the browser with JavaScript, in the action without) so
 * that what they see is what the platform stores. The rules themselves live in
 * contract/modifier-rules.ts, which the platform applies to every save; this adds the editor's
 * operations on the options list:
 *
 * - changing the type: to RADIO clears every default and gives 1 to the first option that had
 *   one; CHECKBOX -> STEPPER moves min/max options into min/max count, the reverse moves back;
 * - RADIO: the first option added becomes the default, choosing a default clears the others,
 *   a lone remaining option becomes the default.
 */
import type { ModifierType } from '#contract/menu'
import { changeType, chooseDefault, settleDefaults, type RuleModifier, type RuleOption } from '#contract/modifier-rules'

export { changeType, chooseDefault, settleDefaults }
export type { RuleModifier, RuleOption }

/** The modifier with its type changed, and its options' defaults settled for the new type. */
export function withType<O extends RuleOption, M extends RuleModifier<O>>(modifier: M, to: ModifierType): M {
  if (modifier.type === to) return modifier
  const changed = changeType<O, M>(modifier, to)
  return { ...changed, options: settleDefaults(changed.type, changed.options) }
}

/** Appends an option; under RADIO the first option added becomes the default. */
export function addOption<O extends RuleOption>(type: ModifierType, options: O[], option: O): O[] {
  const next = [...options, type === 'RADIO' && options.length > 0 ? { ...option, defaultCount: 0 } : option]
  return settleDefaults(type, next)
}

/** Removes the option at `index`; under RADIO a default is kept (a lone remaining option becomes it). */
export function removeOption<O extends RuleOption>(type: ModifierType, options: O[], index: number): O[] {
  if (index < 0 || index >= options.length) return options
  return settleDefaults(
    type,
    options.filter((_, i) => i !== index)
  )
}

/** Moves the option at `from` to `to` (both clamped into the list); the defaults go with their options. */
export function moveOption<O>(options: O[], from: number, to: number): O[] {
  if (from < 0 || from >= options.length) return options
  const target = Math.min(Math.max(to, 0), options.length - 1)
  if (target === from) return options
  const next = [...options]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved!)
  return next
}

/**
 * Sets the default count of one option: under RADIO any count above zero makes it THE default
 * (the others cleared) and zero is refused while it is the default (one must stay chosen);
 * other types keep each option's own count, no higher than its maximum.
 */
export function setDefaultCount<O extends RuleOption & { maxCount?: number | null }>(
  type: ModifierType,
  options: O[],
  index: number,
  count: number
): O[] {
  if (index < 0 || index >= options.length || !Number.isFinite(count)) return options
  if (type === 'RADIO') return count > 0 ? chooseDefault(options, index) : settleDefaults(type, options)
  const max = options[index]!.maxCount ?? 99
  const value = Math.min(Math.max(Math.trunc(count), 0), type === 'STEPPER' ? max : Math.min(max, 1))
  return options.map((o, i) => (i === index ? { ...o, defaultCount: value } : o))
}
