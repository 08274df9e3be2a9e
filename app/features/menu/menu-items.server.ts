/**
 * Menu items: every /api/v1 call about one item, by name (docs/api.md "Menu"). Writes carry a
 * fresh request id (the live channel echoes it) and the organization. A 404 of an item is the
 * screen's 404. Saving an item shared by several categories from one of them answers a COPY
 * with a new id in that category only (SPEC.md section 4).
 */
import { randomUUID } from 'node:crypto'
import { menuItemSchema, menuPageSchema, type MenuItemInput } from '#contract/menu'
import type { Api } from '~/services/api.server'
import { idParam, orNotFound } from '../../services/not-found.server'

const ITEMS = '/business/menu-items'
const read = (organizationId: string) => ({ organizationId, query: { organizationId } })
const write = (organizationId: string) => ({ organizationId, query: { organizationId }, requestId: randomUUID() })

/** One item of the organization; 404 when the id is not one of its items. */
export function getMenuItem(api: Api, organizationId: string, itemId: string | undefined) {
  return orNotFound(api.get(`${ITEMS}/${idParam(itemId)}`, menuItemSchema, read(organizationId)))
}

/** Creates the item at the end of `input.categoryId`. */
export function createMenuItem(api: Api, organizationId: string, input: MenuItemInput) {
  return api.post(ITEMS, input, menuItemSchema, write(organizationId))
}

/**
 * Saves the item as edited from `input.categoryId` (with the revision it was read at: a stale
 * one is a 409 CONFLICT). The answer's id differs from `itemId` when the item was shared and
 * the platform made that category a copy of its own.
 */
export function updateMenuItem(api: Api, organizationId: string, itemId: string, input: MenuItemInput) {
  return api.put(`${ITEMS}/${idParam(itemId)}`, input, menuItemSchema, write(organizationId))
}

/** Deletes the item from every category. */
export function deleteMenuItem(api: Api, organizationId: string, itemId: string) {
  return api.delete(`${ITEMS}/${idParam(itemId)}`, write(organizationId))
}

/** A copy of the item placed right after it in `categoryId`. */
export function copyMenuItem(api: Api, organizationId: string, itemId: string, categoryId: string) {
  return api.post(`${ITEMS}/${idParam(itemId)}/copy`, { categoryId }, menuItemSchema, write(organizationId))
}

/** Shows or hides the item to guests without sending the whole item. */
export function setMenuItemVisible(api: Api, organizationId: string, itemId: string, visible: boolean) {
  return api.put(`${ITEMS}/${idParam(itemId)}/visibility`, { visible }, menuItemSchema, write(organizationId))
}

/**
 * The menu with its categories and their items, for the item editor's context (the category
 * and menu an item inherits a waiter price from). A stand-in for the Menus screens' model
 * (app/features/menu/menus.server.ts), which reads the same call; 404 when the menu is not there.
 */
export function readMenuForItems(api: Api, organizationId: string, menuId: string | undefined) {
  return api.remember(`menu-page:${menuId}`, () =>
    orNotFound(api.get(`/business/menus/${idParam(menuId)}`, menuPageSchema, read(organizationId)))
  )
}
