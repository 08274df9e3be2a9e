/**
 * Menus, their categories and the draft as a whole: every /api/v1 call of the Menus screen and
 * the Menu page, by name (docs/api.md "Menu"; items and modifiers have models of their own).
 * Writes carry a fresh request id (the live channel echoes it) and the organization; a 404 of a
 * menu or category named in the URL is the screen's 404.
 */
import { z } from 'zod'
import {
  categorySchema,
  menuListSchema,
  menuPageSchema,
  menuSchema,
  menuVersionSchema,
  orphanListSchema,
  translateMissingSchema,
  type CategoryInput,
  type Localized,
  type MenuInput,
} from '#contract/menu'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

const MENUS = '/business/menus'
const menuPath = (menuId: string) => `${MENUS}/${idParam(menuId)}`
const categoryPath = (menuId: string, categoryId: string) => `${menuPath(menuId)}/categories/${idParam(categoryId)}`

const read = (organizationId: string) => ({ organizationId, query: { organizationId } })
const write = (organizationId: string) => ({ organizationId, query: { organizationId }, requestId: crypto.randomUUID() })
const noBody = z.unknown()

/**
 * The menus in order with their counts, whether the draft has unpublished changes, the orphans'
 * count and the last published version. The shell (the drawer's badge) and the Menus screen
 * both ask it: once per page.
 */
export function listMenus(api: Api, organizationId: string) {
  return api.remember(`menu-list:${organizationId}`, () => api.get(MENUS, menuListSchema, read(organizationId)))
}

/**
 * The same list without each menu's translation progress (every `translation` is empty), for the
 * screens and dialogs that need only the menus: counting every text of every menu is the
 * dearest part of the list.
 */
export function listMenuTitles(api: Api, organizationId: string) {
  return api.remember(`menu-titles:${organizationId}`, () =>
    api.get(MENUS, menuListSchema, { organizationId, query: { organizationId, translation: 'false' } }),
  )
}

/**
 * One menu with its categories and their items in order; 404 when the menu is not there. The
 * item editor reads the same call under the same name, so a dialog over the page asks once.
 */
export function getMenuPage(api: Api, organizationId: string, menuId: string | undefined) {
  return api.remember(`menu-page:${menuId}`, () => orNotFound(api.get(menuPath(idParam(menuId)), menuPageSchema, read(organizationId))))
}

export function createMenu(api: Api, organizationId: string, input: MenuInput) {
  return api.post(MENUS, input, menuSchema, write(organizationId))
}

/** Saves the whole menu; with the revision the editor read, a stale save is a 409 CONFLICT. */
export function updateMenu(api: Api, organizationId: string, menuId: string, input: MenuInput) {
  return api.put(menuPath(menuId), input, menuSchema, write(organizationId))
}

/** Removes the menu and its categories; items left in no category become orphans. */
export function deleteMenu(api: Api, organizationId: string, menuId: string) {
  return api.delete(menuPath(menuId), write(organizationId))
}

/** A copy of the menu (created hidden) under a new title. */
export function copyMenu(api: Api, organizationId: string, menuId: string, title: Localized) {
  return api.post(`${menuPath(menuId)}/copy`, { title }, menuSchema, write(organizationId))
}

/** Moves the menu to the 0-based `position` among the menus. */
export async function moveMenu(api: Api, organizationId: string, menuId: string, position: number) {
  await api.put(`${menuPath(menuId)}/position`, { position }, noBody, write(organizationId))
}

export function setMenuVisible(api: Api, organizationId: string, menuId: string, visible: boolean) {
  return api.put(`${menuPath(menuId)}/visibility`, { visible }, menuSchema, write(organizationId))
}

/* ---------- categories ---------- */

export function createCategory(api: Api, organizationId: string, menuId: string, input: CategoryInput) {
  return api.post(`${menuPath(menuId)}/categories`, input, categorySchema, write(organizationId))
}

export function updateCategory(api: Api, organizationId: string, menuId: string, categoryId: string, input: CategoryInput) {
  return api.put(categoryPath(menuId, categoryId), input, categorySchema, write(organizationId))
}

export function deleteCategory(api: Api, organizationId: string, menuId: string, categoryId: string) {
  return api.delete(categoryPath(menuId, categoryId), write(organizationId))
}

export async function moveCategory(api: Api, organizationId: string, menuId: string, categoryId: string, position: number) {
  await api.put(`${categoryPath(menuId, categoryId)}/position`, { position }, noBody, write(organizationId))
}

export function setCategoryVisible(api: Api, organizationId: string, menuId: string, categoryId: string, visible: boolean) {
  return api.put(`${categoryPath(menuId, categoryId)}/visibility`, { visible }, categorySchema, write(organizationId))
}

/** A copy of the category with its items (linked, not duplicated) at the end of `destinationMenuId`. */
export function copyCategory(api: Api, organizationId: string, menuId: string, categoryId: string, title: Localized, destinationMenuId: string) {
  return api.post(`${categoryPath(menuId, categoryId)}/copy`, { title, menuId: destinationMenuId }, categorySchema, write(organizationId))
}

/** Puts existing items into the category (at its end). */
export async function linkItems(api: Api, organizationId: string, menuId: string, categoryId: string, items: string[]) {
  await api.post(`${categoryPath(menuId, categoryId)}/items`, { items }, noBody, write(organizationId))
}

/** Moves an item to the 0-based `position` within the category. */
export async function moveItem(api: Api, organizationId: string, menuId: string, categoryId: string, itemId: string, position: number) {
  await api.put(`${categoryPath(menuId, categoryId)}/items/${idParam(itemId)}`, { position }, noBody, write(organizationId))
}

/** Takes the item out of the category; an item in no other category is deleted. */
export function unlinkItem(api: Api, organizationId: string, menuId: string, categoryId: string, itemId: string) {
  return api.delete(`${categoryPath(menuId, categoryId)}/items/${idParam(itemId)}`, write(organizationId))
}

/* ---------- the draft ---------- */

/** Publishes the draft: guests see it from now on. */
export function publishMenu(api: Api, organizationId: string) {
  return api.post(`${MENUS}/publish`, {}, z.object({ version: z.number().int() }), write(organizationId))
}

/** Throws the draft's changes away: the draft becomes the published version again. */
export async function revertMenu(api: Api, organizationId: string) {
  await api.post(`${MENUS}/revert`, {}, noBody, write(organizationId))
}

/** Published versions, newest first, a page at a time (X-Total-Count). */
export function listVersions(api: Api, organizationId: string, page: { limit: number; offset: number }) {
  return api.getPage('/business/menu-versions', z.array(menuVersionSchema), {
    organizationId,
    query: { organizationId, limit: page.limit, offset: page.offset },
  })
}

/** The version becomes the draft (with unpublished changes until it is published). */
export async function rollbackVersion(api: Api, organizationId: string, version: number) {
  await api.post(`/business/menu-versions/${version}/rollback`, {}, noBody, write(organizationId))
}

/** Items that are in no category. */
export function listOrphans(api: Api, organizationId: string) {
  return api.get('/business/menu-orphans', orphanListSchema, read(organizationId))
}

/** Puts the orphans (or the given ones) into the hidden 'Archived items' menu's 'Archive' category (allowCustomization). */
export function restoreOrphans(api: Api, organizationId: string, items?: string[]) {
  return api.post(
    '/business/menu-orphans/restore',
    items ? { items } : {},
    z.object({ menuId: z.string(), categoryId: z.string() }),
    write(organizationId),
  )
}

/** Suggestions (`lt?`) for every missing language of the menu's texts, from the translation provider. */
export function translateMissing(api: Api, organizationId: string, menuId: string) {
  return api.post(`${menuPath(menuId)}/translate-missing`, undefined, translateMissingSchema, write(organizationId))
}
