/**
 * What a verification provider reports: one event per change of an organization's verification,
 * with an id of its own that stays the same when the provider delivers it again.
 */
import { z } from 'zod'
import { isoDateTime, text, uuid } from '../../../contract/primitives.js'

/** The outcomes a provider can report; NOT_STARTED is the platform's own state before any. */
export const KYB_OUTCOMES = ['VERIFIED', 'ACTION_REQUIRED', 'PENDING', 'DISABLED'] as const
export type KybOutcome = (typeof KYB_OUTCOMES)[number]

export const kybEventSchema = z.object({
  id: text(100, { min: 1 }),
  type: z.literal('verification.updated'),
  organizationId: uuid(),
  status: z.enum(KYB_OUTCOMES),
  occurredAt: isoDateTime(),
})
export type KybEvent = z.output<typeof kybEventSchema>
