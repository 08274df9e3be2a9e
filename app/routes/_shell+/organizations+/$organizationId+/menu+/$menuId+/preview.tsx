/** The preview dialog over the Menu page (../__preview-dialog.tsx). */
export { loader, default } from '../__preview-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'menu.preview.title' }
