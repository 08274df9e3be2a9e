/** The preview dialog over the Menu page (../__preview-dialog.tsx). */
export { loader, default } from '../__preview-dialog'
