/**
 * The menu editor's reference calls, by name: tags, units, a size written out, automatic
 * translation, the library and the POS catalogue (docs/api.md "Menu"). A 404 of a library item
 * is the screen's 404; a 409 of the POS calls means the organization has no POS integration.
 */
import { randomUUID } from 'node:crypto'
import type { Localized, Size } from '#contract/menu'
import {
  libraryCreatedSchema,
  libraryItemSchema,
  libraryItemsSchema,
  LIBRARY_PAGE_SIZE,
  menuTagsSchema,
  menuUnitsSchema,
  posMenuSchema,
  posTablesSchema,
  sizeTitleSchema,
  translateResponseSchema,
  type LibraryItemInput,
} from '#contract/menu-reference'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

const query = (organizationId: string) => ({ organizationId })

/** The tags an item can carry, with their titles and icons; the same for every organization. */
export function listMenuTags(api: Api, organizationId: string) {
  return api.remember('menu-tags', () => api.get('/business/menu-tags', menuTagsSchema, { organizationId, query: query(organizationId) }))
}

export function listMenuUnits(api: Api, organizationId: string) {
  return api.remember('menu-units', () =>
    api.get('/business/menu-size/units', menuUnitsSchema, { organizationId, query: query(organizationId) }),
  )
}

/** A size written out in every menu language ({en: '2 × 0.5 l', lt: '2 × 0,5 l'}). */
export function sizeTitle(api: Api, organizationId: string, size: Pick<Size, 'value' | 'unit' | 'multiplier'>) {
  return api.post('/business/menu-size/translate', size, sizeTitleSchema, { organizationId, query: query(organizationId) })
}

/** The text with a suggestion ('lt?') for every menu language that has none; says which provider answered. */
export function translateText(api: Api, organizationId: string, text: Localized) {
  return api.post('/business/menus/translate', text, translateResponseSchema, { organizationId, query: query(organizationId) })
}

/** One page of the library matching every word of `q`, and how many match (allowCustomization, else 403). */
export function searchLibrary(api: Api, organizationId: string, q: string, page = 1, size = LIBRARY_PAGE_SIZE) {
  return api.getPage('/business/menu-library', libraryItemsSchema, {
    organizationId,
    query: { organizationId, q: q || undefined, limit: size, offset: (Math.max(1, page) - 1) * size },
  })
}

/** One library item of the organization; 404 when the id is not one of its items. */
export function getLibraryItem(api: Api, organizationId: string, id: string | undefined) {
  return orNotFound(api.get(`/business/menu-library/${idParam(id)}`, libraryItemSchema, { organizationId, query: query(organizationId) }))
}

/** Saves an item to the library (allowCustomization); a title is required in one language at least. */
export async function saveToLibrary(api: Api, organizationId: string, item: LibraryItemInput, requestId: string = randomUUID()) {
  const { id } = await api.post('/business/menu-library', item, libraryCreatedSchema, {
    organizationId,
    requestId,
    query: query(organizationId),
  })
  return id
}

export function posMenu(api: Api, organizationId: string) {
  return api.get('/business/pos/menu', posMenuSchema, { organizationId, query: query(organizationId) })
}

/**
 * The POS's tables (the Tables screen's chips and its dialogs' choices): the screen and the
 * dialog over it of one page ask once.
 */
export function posTables(api: Api, organizationId: string) {
  return api.remember(`pos-tables:${organizationId}`, () =>
    api.get('/business/pos/tables', posTablesSchema, { organizationId, query: query(organizationId) }),
  )
}
