/** The remove menu confirmation over the Menus screen (../__menu-remove-dialog.tsx). */
export { loader, action, default } from '../__menu-remove-dialog'
