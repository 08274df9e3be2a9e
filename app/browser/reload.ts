/** The page reloads every so many ms while it is visible and nothing is typed (the verification banner while the check is pending). */
import { reload } from './protocol'

export function reloads() {
  const marker = document.querySelector<HTMLElement>(reload.every.selector)
  const every = marker ? reload.every.read(marker) : undefined
  if (!every || !(every > 0)) return
  setInterval(() => {
    const typing = document.activeElement?.matches('input, textarea, select')
    if (document.visibilityState === 'visible' && !typing && !document.querySelector('dialog[open]')) window.location.reload()
  }, every)
}
