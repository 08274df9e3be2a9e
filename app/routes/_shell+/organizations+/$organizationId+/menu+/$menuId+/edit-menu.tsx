/**
 * The menu editor over the Menu page (../__menu-edit-dialog.tsx). Not `edit`: that URL,
 * `/menu/<menuId>/edit`, is the same editor over the Menus screen.
 */
export { loader, action, default } from '../__menu-edit-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.editMenu' }
