/** The menu copy dialog over the Menus screen (../__menu-copy-dialog.tsx). */
export { loader, action, default } from '../__menu-copy-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.copyMenu' }
