/** The remove menu confirmation over the Menus screen (../__menu-remove-dialog.tsx). */
export { loader, action, default } from '../__menu-remove-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.removeMenu' }
