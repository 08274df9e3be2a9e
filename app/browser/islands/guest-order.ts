/**
 * The guest ordering pages' island (issue 28 item 9): the item page's price follows the options
 * chosen, the cart's − / + / Remove update the cart in place, and "Place order" is sent once
 * (guest-submit.ts, as Pay on the payment page). No React, no i18next: every page works as plain
 * forms without it, and a guest's first visit stays small.
 */
import { inPlaceForms, itemPrices } from '~/browser/guest-order'
import { guestSubmits } from '~/browser/guest-submit'
import { REGIONS_SWAPPED } from '~/browser/page-regions'
import { page, write } from '~/browser/protocol'

itemPrices()
inPlaceForms()
guestSubmits()
// The redrawn cart's "Place order" is a new form: sent once too.
document.addEventListener(REGIONS_SWAPPED, () => guestSubmits())
// Says the page's script has run (the browser tests wait for it).
write(document.documentElement, page.island, 'ready')
