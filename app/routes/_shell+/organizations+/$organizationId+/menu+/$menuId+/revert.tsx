/** The revert confirmation over the Menu page's publish banner (../__revert-dialog.tsx). */
export { loader, action, default } from '../__revert-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.status.revertTitle' }
