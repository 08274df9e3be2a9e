/**
 * The sign-in code screen's "Send a new code" button waits, ticking, until another code may be
 * requested; without it the server refuses an early resend and says why. The count is the
 * server's (utils/countdown.ts), so the two cannot drift apart.
 */
import { formatCountdown, secondsUntil } from '~/utils/countdown'
import { signIn } from './protocol'

export function resendCountdowns() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(signIn.countdownUntil.selector)) {
    const until = signIn.countdownUntil.read(button) ?? ''
    const waiting = signIn.countdownWaiting.read(button) ?? ''
    const ready = signIn.countdownReady.read(button) ?? button.textContent ?? ''
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
