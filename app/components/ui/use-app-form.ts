/**
 * The one way a form of the back-office sets up conform (docs/decisions/0014): it draws the
 * fields, their ids and the server's reply (the action validates with the same zod schema).
 * No page hydrates (docs/decisions/0070), so nothing validates in the browser through conform;
 * the shell island's checks read the markup. ESLint keeps `useForm` out of every other module.
 */
// eslint-disable-next-line no-restricted-imports -- the one module allowed to call useForm
import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'

/** Conform's per-field browser constraints (required, pattern, maxLength...). */
type Constraints = NonNullable<Parameters<typeof useForm>[0]['constraint']>

/** A zod schema of a form: an object of fields, possibly refined. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound on a form's shape
type FormSchema = z.ZodType<any, z.ZodTypeDef, Record<string, any>>

export interface AppFormOptions<Schema extends FormSchema> {
  /** Stable id: ties the server's reply to the form and names the fields' ids. */
  id: string
  /** The action's schema: the fields' names and types. */
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

export function useAppForm<Schema extends FormSchema>({ id, lastResult, defaultValue, constraint }: AppFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({ id, lastResult, defaultValue, constraint })
}
