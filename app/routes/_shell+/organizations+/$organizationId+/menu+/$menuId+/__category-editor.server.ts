/**
 * The category editor's server half (new and edit): the category of the URL, which hours
 * editor the user gets (SPEC.md 6: the full weekday editor with CUSTOMIZE_MENU; without it a
 * simple one only when the category already has hours, and hours with weekdays may only be
 * kept or switched off), the form's values and the category a saved form says. Header and
 * footer images are CUSTOMIZE_MENU's: without it they are not sent, so they stay as they are.
 */
import type { Category, CategoryInput } from '#contract/menu'
import type { HoursMode } from '~/features/menu/active-hours-fields'
import { getMenuPage } from '~/features/menu/menus.server'
import type { Api } from '~/services/api.server'
import {
  activeHoursOf,
  checkboxValues,
  hoursValues,
  localizedValues,
  type CategoryFormValue,
  type EditorValues,
} from '~/features/menu/menu-schemas'

/** The menu of the URL and one of its categories (null: none asked); 404 when either is not there. */
export async function categoryOfPage(api: Api, organizationId: string, menuId: string | undefined, categoryId: string | null) {
  const page = await getMenuPage(api, organizationId, menuId)
  if (categoryId === null) return { page, category: null }
  const category = page.categories.find((c) => c.id === categoryId)
  if (!category) throw new Response('Not found', { status: 404 })
  return { page, category }
}

export function hoursModeOf(category: Category | null, customize: boolean): HoursMode | null {
  if (customize) return 'full'
  if (!category?.activeHours) return null
  return category.activeHours.days ? 'locked' : 'simple'
}

export function categoryValues(category: Category | null): EditorValues {
  if (!category) return hoursValues(null)
  return {
    ...localizedValues('title', category.title),
    ...localizedValues('description', category.description),
    ...localizedValues('headerImageUrl', category.headerImageUrl),
    ...localizedValues('footerImageUrl', category.footerImageUrl),
    ...hoursValues(category.activeHours),
    ...checkboxValues({ waiterPrice: category.waiterPrice, waiterOrderOnly: category.waiterOrderOnly }),
    revision: String(category.revision),
  }
}

export function categoryInputOf(value: CategoryFormValue, customize: boolean, previous: Category | null): CategoryInput {
  const mode = hoursModeOf(previous, customize)
  const saved = previous?.activeHours ?? null
  const activeHours = mode === null ? saved : mode === 'locked' ? (value.hours ? saved : null) : activeHoursOf(value, mode === 'full')
  return {
    title: value.title,
    description: value.description,
    ...(customize ? { headerImageUrl: value.headerImageUrl, footerImageUrl: value.footerImageUrl } : {}),
    // The editor does not hide or show: that is the page's button.
    active: previous?.active ?? true,
    activeHours,
    waiterPrice: value.waiterPrice,
    waiterOrderOnly: value.waiterOrderOnly,
    revision: previous ? value.revision : undefined,
  }
}
