/**
 * The sign-in pages' island (docs/decisions/0025). Those pages are server-rendered forms
 * that React does not hydrate, so a phone on a slow network signs in after downloading a
 * few kilobytes instead of the whole application. What needs JavaScript there is here, and
 * each piece only improves a page that already works without it:
 *
 * - the "Send a new code" button waits, ticking, until another code may be requested
 *   (resend-countdown.ts; without it the server refuses an early resend and says why);
 * - the phone field takes the mask of the country typed or chosen (phone-mask.ts);
 * - typing filters the long country list (country-filter.ts);
 * - choosing a language applies it at once (autosubmit.ts; without it, Apply).
 *
 * It is bundled on its own by scripts/build-islands.mjs; the attributes it reads are those of
 * protocol.ts, the mask and the countdown rules are the server's own, so they cannot drift apart.
 */
import { autosubmitSelects } from '~/browser/autosubmit'
import { countryFilters } from '~/browser/country-filter'
import { phoneMasks } from '~/browser/phone-mask'
import { page, write } from '~/browser/protocol'
import { resendCountdowns } from '~/browser/resend-countdown'

resendCountdowns()
phoneMasks()
countryFilters()
autosubmitSelects()
// Says the page's script has run (the browser tests wait for it).
write(document.documentElement, page.island, 'ready')
