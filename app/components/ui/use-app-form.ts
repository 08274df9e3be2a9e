/**
 * The one way a form of the back-office sets up conform (docs/decisions/0014): every form
 * validates with its zod schema (the same one its action uses) when it is first submitted,
 * then again on every input, so a message never shows under a field the user has not yet
 * touched, and a message the user is fixing goes away as they type.
 *
 * Validating on blur showed 'Required field' under an empty field as soon as focus merely
 * passed through it (a dialog moving focus to its close button did that on opening). ESLint
 * keeps `useForm` out of every other module.
 */
// eslint-disable-next-line no-restricted-imports -- the one module allowed to call useForm
import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { z } from 'zod'

/** Conform's per-field browser constraints (required, pattern, maxLength...). */
type Constraints = NonNullable<Parameters<typeof useForm>[0]['constraint']>

/** A zod schema of a form: an object of fields, possibly refined. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound on a form's shape
type FormSchema = z.ZodType<any, z.ZodTypeDef, Record<string, any>>

export interface AppFormOptions<Schema extends FormSchema> {
  /** Stable id: ties the server's reply to the form and names the fields' ids. */
  id: string
  schema: Schema
  /** The action's (or, for a GET form, the loader's) `submission.reply()`. */
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: DefaultValue<z.input<Schema>>
  /**
   * Browser constraints written on the inputs (`getZodConstraint(schema)` or a hand-made
   * set); none by default, so without JavaScript the server's translated message is what
   * the user reads.
   */
  constraint?: Constraints
}

/** Timing every form shares: first on submit, then on each input. */
export const APP_FORM_VALIDATION = { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput' } as const

export function useAppForm<Schema extends FormSchema>({ id, schema, lastResult, defaultValue, constraint }: AppFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...APP_FORM_VALIDATION,
  })
}
