/**
 * Form schemas of the Tables screen's dialogs (the editor and the batch mapping), shared by
 * their actions and the browser. Messages are translation keys; the platform checks the same
 * rules again (contract/tables.ts) and its refusals carry TABLE_ERRORS keys.
 */
import { z } from 'zod'
import { UUID_PATTERN } from '#contract/primitives'
import { TABLE_ERRORS, TABLE_LIMITS } from '#contract/tables'
import { required } from '../../utils/schemas'

/** A POS table's id as a select posts it; none chosen is absent (conform reads '' as absent). */
const posId = z.string().max(100).optional()

/** The table editor: number (required, trimmed, at most 20), tip box, POS table, the revision it was read at. */
export const tableFormSchema = z.object({
  number: z.string(required).trim().min(1, 'validation.required').max(TABLE_LIMITS.number, 'validation.tooLong'),
  boxId: z.string().regex(UUID_PATTERN, TABLE_ERRORS.unknownBox).optional(),
  posId,
  revision: z.number().int().min(1).optional(),
})
export type TableForm = z.output<typeof tableFormSchema>

/** Form-level message of a batch that maps nothing. */
export const NOTHING_MAPPED = 'tables.batch.nothingMapped'

/**
 * The batch mapping: one row per table without a POS table, each with the POS table chosen for
 * it (or none). At least one must be chosen, and a POS table once at most (SPEC.md section 5:
 * 'Duplicate value' on each row that repeats one).
 */
export const batchFormSchema = z
  .object({
    tables: z
      .array(z.object({ id: z.string().regex(UUID_PATTERN), posId }))
      .max(TABLE_LIMITS.batch)
      .default([]),
  })
  .superRefine(({ tables }, ctx) => {
    const chosen = tables.map((row) => row.posId ?? null)
    if (chosen.every((value) => value === null)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: NOTHING_MAPPED })
    chosen.forEach((value, index) => {
      if (value !== null && chosen.indexOf(value) !== chosen.lastIndexOf(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['tables', index, 'posId'], message: TABLE_ERRORS.duplicateValue })
      }
    })
  })
export type BatchForm = z.output<typeof batchFormSchema>
