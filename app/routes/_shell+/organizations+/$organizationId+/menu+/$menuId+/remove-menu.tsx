/**
 * The remove menu confirmation over the Menu page (../__menu-remove-dialog.tsx), which then
 * goes to the Menus screen; `/remove` is the Menus screen's.
 */
export { loader, action, default } from '../__menu-remove-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.removeMenu' }
