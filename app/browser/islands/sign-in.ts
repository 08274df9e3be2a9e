/**
 * The sign-in pages' island (docs/decisions/0025). Those pages are server-rendered forms
 * that React does not hydrate, so a phone on a slow network signs in after downloading a
 * few kilobytes instead of the whole application. What needs JavaScript there is here, and
 * each piece only improves a page that already works without it:
 *
 * - `[data-countdown-until]`: the "Send a new code" button waits, ticking, until another
 *   code may be requested (without it the server refuses an early resend and says why);
 * - `[data-phone-countries]`: the phone field takes the mask of the country typed or chosen;
 * - `[data-country-filter]`: typing filters the long country list (browser/country-filter.ts);
 * - `select[data-autosubmit]`: choosing a language applies it at once (without it, Apply).
 *
 * It is bundled on its own by scripts/build-islands.mjs and shares its rules with the
 * server through app/utils, so the mask and the countdown cannot drift apart.
 */
import { formatCountdown, secondsUntil } from '~/utils/countdown'
import { remaskForCountry, remaskTyped, type PhoneCountry } from '~/browser/phone-mask'
import { autosubmitSelects } from '~/browser/autosubmit'
import { countryFilters } from '~/browser/country-filter'

function countdowns() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-countdown-until]')) {
    const until = button.dataset.countdownUntil ?? ''
    const waiting = button.dataset.countdownWaiting ?? ''
    const ready = button.dataset.countdownReady ?? button.textContent ?? ''
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

function phoneMasks() {
  for (const input of document.querySelectorAll<HTMLInputElement>('[data-phone-countries]')) {
    const countries = JSON.parse(input.dataset.phoneCountries ?? '[]') as PhoneCountry[]
    const select = input.form?.elements.namedItem(input.dataset.countryField ?? 'country') as HTMLSelectElement | null
    input.addEventListener('input', () => remaskTyped(input, select, countries))
    select?.addEventListener('change', () => {
      const country = remaskForCountry(input, select.value, countries)
      // React redraws the placeholder from the chosen country; here it is set by hand.
      if (country) input.placeholder = country.mask.replace(/#/g, '_')
    })
  }
}

countdowns()
phoneMasks()
countryFilters()
autosubmitSelects()
// Says the page's script has run (the browser tests wait for it as for React's hydration).
document.documentElement.dataset.island = 'ready'
