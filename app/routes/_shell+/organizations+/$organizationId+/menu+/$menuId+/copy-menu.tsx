/** The menu copy dialog over the Menu page (../__menu-copy-dialog.tsx); `/copy` is the Menus screen's. */
export { loader, action, default } from '../__menu-copy-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.copyMenu' }
