/**
 * The sign-in code screen's "Send a new code" button waits, ticking, until another code may be
 * requested; without it the server refuses an early resend and says why. The count is the
 * server's (utils/countdown.ts), so the two cannot drift apart.
 */
import { formatCountdown, secondsUntil } from '~/utils/countdown'
import { read, signIn } from './protocol'

export function resendCountdowns() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${signIn.countdownUntil}]`)) {
    const until = read(button, signIn.countdownUntil) ?? ''
    const waiting = read(button, signIn.countdownWaiting) ?? ''
    const ready = read(button, signIn.countdownReady) ?? button.textContent ?? ''
    const tick = () => {
      const left = secondsUntil(until)
      button.disabled = left > 0
      button.textContent = left > 0 ? waiting.replace('{time}', formatCountdown(left)) : ready
      if (left <= 0) clearInterval(timer)
    }
    const timer = setInterval(tick, 1000)
    tick()
  }
}
