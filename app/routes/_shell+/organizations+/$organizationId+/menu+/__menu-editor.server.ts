/**
 * The menu editor's server half (new and edit): the form's values of a saved menu, and the
 * menu a saved form says. hideCategorySeparator is CUSTOMIZE_MENU's (SPEC.md 6): without it the
 * saved value is sent back unchanged, so the platform has nothing to refuse.
 */
import type { Menu, MenuInput } from '#contract/menu'
import { activeHoursOf, checkboxValues, hoursValues, localizedValues, type EditorValues, type MenuFormValue } from '~/features/menu/menu-schemas'

export function menuValues(menu: Menu | null): EditorValues {
  if (!menu) return hoursValues(null)
  const flags = checkboxValues({
    waiterPrice: menu.waiterPrice,
    waiterOrderOnly: menu.waiterOrderOnly,
    hideCategorySeparator: menu.hideCategorySeparator,
  })
  return {
    ...localizedValues('title', menu.title),
    ...localizedValues('description', menu.description),
    ...hoursValues(menu.activeHours),
    ...flags,
    revision: String(menu.revision),
  }
}

export function menuInputOf(value: MenuFormValue, customize: boolean, previous: Menu | null): MenuInput {
  return {
    title: value.title,
    description: value.description,
    // The editor does not hide or show: that is the list's button.
    active: previous?.active ?? true,
    // Menus always have the full editor (weekdays with their own times).
    activeHours: activeHoursOf(value, true),
    waiterPrice: value.waiterPrice,
    waiterOrderOnly: value.waiterOrderOnly,
    hideCategorySeparator: customize ? value.hideCategorySeparator : (previous?.hideCategorySeparator ?? false),
    revision: previous ? value.revision : undefined,
  }
}
