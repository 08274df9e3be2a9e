/** The preview dialog over the Menus screen (../__preview-dialog.tsx). */
export { loader, default } from '../__preview-dialog'
