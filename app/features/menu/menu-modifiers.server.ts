/**
 * Modifiers and their options: every /api/v1 call about them, by name (docs/api.md "Menu").
 * Options live inside their modifier, so an option is saved by saving its modifier. Writes
 * carry a fresh request id and the organization; a 404 is the screen's 404.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { modifierSchema, type ModifierInput } from '#contract/menu'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

const MODIFIERS = '/business/menu-modifiers'
const read = (organizationId: string) => ({ organizationId, query: { organizationId } })
const write = (organizationId: string) => ({ organizationId, query: { organizationId }, requestId: randomUUID() })

/** The most modifiers the platform answers at once (the item editor's choice list reads them all). */
export const MODIFIERS_MAX = 500

/** One page of the organization's modifiers by name (those whose name contains `q`), and how many there are. */
export async function listModifierPage(api: Api, organizationId: string, options: { q?: string; limit: number; offset: number }) {
  const { items, total } = await api.getPage(MODIFIERS, z.array(modifierSchema), {
    organizationId,
    query: { organizationId, q: options.q?.trim() || undefined, limit: options.limit, offset: options.offset },
  })
  return { items, total: total ?? items.length }
}

/** Every modifier of the organization (the item editor's and the price-modifier choice lists), asked once per page. */
export function listAllModifiers(api: Api, organizationId: string) {
  return api.remember(
    `menu-modifiers:${organizationId}`,
    async () => (await listModifierPage(api, organizationId, { limit: MODIFIERS_MAX, offset: 0 })).items
  )
}

/** One modifier with its options; 404 when the id is not one of the organization's. */
export function getModifier(api: Api, organizationId: string, modifierId: string | undefined) {
  return orNotFound(api.get(`${MODIFIERS}/${idParam(modifierId)}`, modifierSchema, read(organizationId)))
}

export function createModifier(api: Api, organizationId: string, input: ModifierInput) {
  return api.post(MODIFIERS, input, modifierSchema, write(organizationId))
}

/** Saves the modifier with all its options (the revision it was read at: a stale one is a 409 CONFLICT). */
export function updateModifier(api: Api, organizationId: string, modifierId: string, input: ModifierInput) {
  return api.put(`${MODIFIERS}/${idParam(modifierId)}`, input, modifierSchema, write(organizationId))
}

/** Deletes the modifier and takes it off every item; 409 PRICE_MODIFIER_IN_USE while another modifier uses it as its price modifier. */
export function deleteModifier(api: Api, organizationId: string, modifierId: string) {
  return api.delete(`${MODIFIERS}/${idParam(modifierId)}`, write(organizationId))
}
