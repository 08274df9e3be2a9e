/**
 * The modifier rules of SPEC.md section 4, as pure functions: the platform applies them to
 * every save (so a script cannot store what the editor would not), and the editor applies
 * them while the user works (so what they see is what will be saved).
 *
 * - Type change to RADIO: every default count is cleared and the first option that had one
 *   gets 1. CHECKBOX -> STEPPER moves min/max options into min/max count; the reverse moves
 *   them back.
 * - RADIO: exactly one default when there are options (the first option added becomes the
 *   default; choosing one clears the others; a lone remaining option becomes the default).
 */
import type { ModifierType } from './menu.js'

export interface RuleOption {
  defaultCount: number
}

export interface RuleModifier<O extends RuleOption = RuleOption> {
  type: ModifierType
  minOptions: number | null
  maxOptions: number | null
  minCount: number | null
  maxCount: number | null
  options: O[]
}

/** What changing `from.type` to `to` does to the counts and defaults. */
export function changeType<O extends RuleOption, M extends RuleModifier<O>>(from: M, to: ModifierType): M {
  if (from.type === to) return from
  let next: M = { ...from, type: to }
  if (from.type === 'CHECKBOX' && to === 'STEPPER') {
    // `??`: a modifier whose editor already moved the values keeps them (the platform applies
    // the rule again to what the editor sends).
    next = { ...next, minCount: from.minCount ?? from.minOptions, maxCount: from.maxCount ?? from.maxOptions, minOptions: null, maxOptions: null }
  } else if (from.type === 'STEPPER' && to === 'CHECKBOX') {
    next = { ...next, minOptions: from.minOptions ?? from.minCount, maxOptions: from.maxOptions ?? from.maxCount, minCount: null, maxCount: null }
  }
  if (to === 'RADIO') {
    const first = from.options.findIndex((o) => o.defaultCount > 0)
    next = { ...next, options: from.options.map((o, i) => ({ ...o, defaultCount: i === first ? 1 : 0 })) }
  }
  return next
}

/** Makes one option the RADIO default, clearing the others. */
export function chooseDefault<O extends RuleOption>(options: O[], index: number): O[] {
  return options.map((o, i) => ({ ...o, defaultCount: i === index ? 1 : 0 }))
}

/**
 * The RADIO invariant after any edit: one default among the options (the first chosen one
 * when several are, the first option when none is). Other types are left as they are.
 */
export function settleDefaults<O extends RuleOption>(type: ModifierType, options: O[]): O[] {
  if (type !== 'RADIO' || options.length === 0) return options
  const chosen = options.findIndex((o) => o.defaultCount > 0)
  return chooseDefault(options, chosen === -1 ? 0 : chosen)
}
