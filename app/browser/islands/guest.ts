/**
 * The guest payment page's island (ADR 0078): the amount's mask, the preset and the typed amount
 * in step with the fee and the total (guest-amount.ts), one submit only and, with Stripe, the
 * in-page card form fetched after Pay (guest-submit.ts); on a table's page the bill's sums
 * (guest-bill.ts) and its region read again (refresh.ts), the pay form brought in when a first
 * order appears and hidden while nothing is left (guest-bill-appears.ts). No React, no i18next: the page works
 * as a plain form without it, and a guest's first visit stays small.
 */
import { guestAmounts } from '~/browser/guest-amount'
import { guestBills } from '~/browser/guest-bill'
import { guestBillAppears } from '~/browser/guest-bill-appears'
import { guestSubmits } from '~/browser/guest-submit'
import { refreshes } from '~/browser/refresh'
import { page, write } from '~/browser/protocol'

guestAmounts()
guestBills()
guestSubmits()
// A form the bill brings in later (the table had nothing to pay) gets the same two.
guestBillAppears(() => {
  guestBills()
  guestSubmits()
})
// A table's bill region, read again so every phone at the table sees what is paid (ADR 0081).
refreshes()
// Says the page's script has run (the browser tests wait for it).
write(document.documentElement, page.island, 'ready')
