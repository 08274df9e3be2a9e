/** Where the Menu page's way to the Menus screen, a removal of its menu and a category copied to another menu go (menu+/__menu-urls.ts). */
import { describe, expect, it } from 'vitest'
import { afterMenuRemoved, menusScreenUrl, otherMenuPage } from '../../app/routes/_shell+/organizations+/$organizationId+/menu+/__menu-urls'

describe('menu URLs', () => {
  it('keeps the language for the Menus screen, not the page’s category or a dialog’s way back', () => {
    expect(menusScreenUrl('o', '?category=c&lang=lt&backTo=%2Fx')).toBe('/organizations/o/menu?lang=lt')
    expect(menusScreenUrl('o', '')).toBe('/organizations/o/menu')
  })

  it('sends a removal from the removed menu’s page to the Menus screen, and any other back where it was', () => {
    expect(afterMenuRemoved('/organizations/o/menu/m?category=c&lang=lt', 'o', 'm')).toBe('/organizations/o/menu?lang=lt')
    expect(afterMenuRemoved('/organizations/o/menu/m/categories/c/edit', 'o', 'm')).toBe('/organizations/o/menu')
    expect(afterMenuRemoved('/organizations/o/menu?lang=lt', 'o', 'm')).toBe('/organizations/o/menu?lang=lt')
    // Another menu's page (a longer id that starts with this one's) stays.
    expect(afterMenuRemoved('/organizations/o/menu/m2', 'o', 'm')).toBe('/organizations/o/menu/m2')
  })

  it('opens another menu’s page in the language of this one, without this page’s opened category', () => {
    expect(otherMenuPage('/organizations/o/menu/m?category=c&lang=lt', 'o', 'm2')).toBe('/organizations/o/menu/m2?lang=lt')
    expect(otherMenuPage('/organizations/o/menu/m', 'o', 'm2')).toBe('/organizations/o/menu/m2')
  })
})
