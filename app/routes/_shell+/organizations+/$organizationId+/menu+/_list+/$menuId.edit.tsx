/** The menu editor over the Menus screen (../__menu-edit-dialog.tsx). */
export { loader, action, default } from '../__menu-edit-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.editMenu' }
