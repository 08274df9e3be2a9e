/**
 * What an item's POS mapping must be (SPEC.md section 5 'Item mapping required (POS)'): one POS
 * item and, when the POS has sizes for it, one of those sizes. The menu rules call these with
 * the catalogue the provider answered.
 */
import { MENU_ERRORS } from '../../../contract/menu.js'
import type { PosCatalogue } from '../../../contract/menu-reference.js'

export const posItemIds = (pos: PosCatalogue) => new Set(pos.items.map((i) => i.id))
export const posSizeIds = (pos: PosCatalogue) => new Set(pos.sizes.map((s) => s.id))
export const posOptionIds = (pos: PosCatalogue) => new Set(pos.options.map((o) => o.id))

/** The ids of `mapping` the catalogue does not know (any kind), each once. */
export function unknownPosIds(pos: PosCatalogue, mapping: string[]): string[] {
  const known = new Set([...posItemIds(pos), ...posSizeIds(pos), ...posOptionIds(pos)])
  return [...new Set(mapping.filter((id) => !known.has(id)))]
}

/**
 * An item's `posMapping` (POS ids): exactly one POS item, and exactly one size of that item
 * (a size with its itemId, or one without an itemId) when the POS has any for it, none
 * otherwise; nothing else. Answers the message key of the fault, or null.
 */
export function validatePosMapping(pos: PosCatalogue, posMapping: string[]): string | null {
  const items = posItemIds(pos)
  const sizes = new Map(pos.sizes.map((s) => [s.id, s]))
  const mappedItems = posMapping.filter((id) => items.has(id))
  const mappedSizes = posMapping.filter((id) => sizes.has(id))
  if (mappedItems.length !== 1 || mappedItems.length + mappedSizes.length !== posMapping.length) return MENU_ERRORS.itemMappingRequired
  const item = mappedItems[0]!
  const fits = pos.sizes.filter((s) => s.itemId === undefined || s.itemId === item)
  if (fits.length === 0) return mappedSizes.length === 0 ? null : MENU_ERRORS.itemMappingRequired
  if (mappedSizes.length !== 1) return MENU_ERRORS.itemMappingRequired
  return fits.some((s) => s.id === mappedSizes[0]) ? null : MENU_ERRORS.itemMappingRequired
}
