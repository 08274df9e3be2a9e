/** The revert confirmation over the Menus screen (../__revert-dialog.tsx). */
export { loader, action, default } from '../__revert-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.status.revertTitle' }
