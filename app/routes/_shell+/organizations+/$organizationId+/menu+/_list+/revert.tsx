/** The revert confirmation over the Menus screen (../__revert-dialog.tsx). */
export { loader, action, default } from '../__revert-dialog'
