/** The snackbar's close button removes it (a CSS animation hides it after 3 s anyway). */
import { snackbar } from './protocol'

export function snackbars() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${snackbar.frame}] [${snackbar.dismiss}]`)) {
    button.addEventListener('click', () => button.closest(`[${snackbar.frame}]`)?.remove())
  }
}
