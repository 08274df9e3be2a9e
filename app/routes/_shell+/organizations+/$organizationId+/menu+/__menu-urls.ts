/**
 * The Menus screen and the Menu page share their query (the menu language, `?lang=`) but for the
 * page's own `?category=` (the category opened in a long menu), which means nothing elsewhere:
 * what the page's way to the Menus screen keeps, where removing the page's menu goes, and the
 * page of the menu a category was copied to.
 */
import { screenSearch } from '~/utils/dialog-url'

/** Query parameters of the Menu page alone. */
const MENU_PAGE_PARAMS = ['category'] as const

/** The Menus screen of `organizationId` with the query of a Menu page (`search`). */
export function menusScreenUrl(organizationId: string, search: string): string {
  return `/organizations/${organizationId}/menu${screenSearch(search, MENU_PAGE_PARAMS)}`
}

/** Whether `path` (with an optional query) is the Menus screen of `organizationId`. */
export function isMenusScreen(path: string, organizationId: string): boolean {
  return new URL(path, 'http://same-origin.invalid').pathname === `/organizations/${organizationId}/menu`
}

/**
/**
 * The Menu page of `menuId` with the query of `back`, another Menu page's path (its language),
 * less that page's opened category, which names the other menu's categories.
 */
export function otherMenuPage(back: string, organizationId: string, menuId: string): string {
  const { search } = new URL(back, 'http://same-origin.invalid')
  return `/organizations/${organizationId}/menu/${menuId}${screenSearch(search, MENU_PAGE_PARAMS)}`
}

/**
 * Where the user goes once menu `menuId` is removed: `back`, the screen under the dialog, unless
 * that is the removed menu's own page (or a dialog over it), which no longer exists: then the
 * Menus screen, keeping the page's language.
 */
export function afterMenuRemoved(back: string, organizationId: string, menuId: string): string {
  const { pathname, search } = new URL(back, 'http://same-origin.invalid')
  const page = `/organizations/${organizationId}/menu/${menuId}`
  return pathname === page || pathname.startsWith(`${page}/`) ? menusScreenUrl(organizationId, search) : back
}
