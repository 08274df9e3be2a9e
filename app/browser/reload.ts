/** The page reloads every so many ms while it is visible and nothing is typed (the verification banner while the check is pending). */
import { readNumber, reload } from './protocol'

export function reloads() {
  const marker = document.querySelector<HTMLElement>(`[${reload.every}]`)
  const every = marker ? readNumber(marker, reload.every) : undefined
  if (!every || !(every > 0)) return
  setInterval(() => {
    const typing = document.activeElement?.matches('input, textarea, select')
    if (document.visibilityState === 'visible' && !typing && !document.querySelector('dialog[open]')) window.location.reload()
  }, every)
}
