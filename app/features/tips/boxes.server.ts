/**
 * Tip boxes and their employees: every `/api/v1` call about them, by name. Routes call these;
 * no route writes a platform path or pairs it with a schema (docs/decisions/0022).
 */
import { z } from 'zod'
import {
  availableTokensSchema,
  boxSchema,
  memberSchema,
  pageCardSchema,
  type BoxMode,
  type MemberRole,
} from '#contract/tips'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

const boxesPath = (organizationId: string) => `/business/organizations/${organizationId}/boxes`
const boxPath = (organizationId: string, boxId: string) => `${boxesPath(organizationId)}/${boxId}`
const memberPath = (organizationId: string, boxId: string, memberId: string) =>
  `${boxPath(organizationId, boxId)}/members/${memberId}`

/** One box with its members and their statistics over `[startTs, finishTs)`; 404 when not there. */
export function getBox(api: Api, organizationId: string, boxId: string | undefined, range: { startTs: string; finishTs: string }) {
  const id = idParam(boxId)
  return orNotFound(
    api.get(boxPath(organizationId, id), boxSchema, {
      query: { start_ts: range.startTs, finish_ts: range.finishTs },
      organizationId,
    }),
  )
}

export function createBox(api: Api, organizationId: string, input: { name: string; mode: BoxMode; token: string | null }) {
  return api.post(boxesPath(organizationId), input, boxSchema, { organizationId })
}

/** The six-digit GT IDs nobody in the organization holds yet. */
export async function availableTokens(api: Api, organizationId: string): Promise<string[]> {
  const { tokens } = await api.get(`/business/organizations/${organizationId}/available-tokens`, availableTokensSchema, {
    organizationId,
  })
  return tokens
}

/** What the payment page shows for the box (its card); 404 when the box is not there. */
export function paymentPageCard(api: Api, organizationId: string, boxId: string | undefined) {
  return orNotFound(api.get(`${boxPath(organizationId, idParam(boxId))}/page`, pageCardSchema, { organizationId }))
}

export function listMembers(api: Api, organizationId: string, boxId: string) {
  return api.get(`${boxPath(organizationId, boxId)}/members`, z.array(memberSchema), { organizationId })
}

export interface MemberInput {
  name: string
  role: MemberRole
  token: string | null
  externalId: string | null
}

export function inviteMember(api: Api, organizationId: string, boxId: string, input: MemberInput & { msisdn: string | null }) {
  return api.post(`${boxPath(organizationId, boxId)}/members`, input, memberSchema, { organizationId })
}

export function updateMember(api: Api, organizationId: string, boxId: string, memberId: string, input: MemberInput) {
  return api.put(memberPath(organizationId, boxId, memberId), input, memberSchema, { organizationId })
}

export function removeMember(api: Api, organizationId: string, boxId: string, memberId: string) {
  return api.delete(memberPath(organizationId, boxId, memberId), { organizationId })
}
