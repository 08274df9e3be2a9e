/**
 * A table's page whose pay form comes and goes with the bill (browser/islands/guest.ts). The
 * server draws the form only while something is left to pay (features/guest/table-view.tsx), so
 * a page opened at an empty table has none. When the bill region is read again (refresh.ts) and
 * something is left now, the form is taken from the page read, as the server drew it with that
 * very bill, put after the region and handed to `attach` (the islands that drive it). A form the
 * page has is hidden while nothing is left (paid by someone else, or held by their payment in
 * progress), so Pay never offers 0, and shown again, as the guest left it, if the bill comes back;
 * but not once sent (guest-submit.ts disables its Pay): then the hold is this guest's own, and
 * the form holds the card entry they are paying with.
 */
import { REGIONS_SWAPPED, takeFrom, type RegionsSwapped } from './page-regions'
import { guest, readJson } from './protocol'

export function guestBillAppears(attach: () => void) {
  const formSelector = `form[${guest.form}]`
  document.addEventListener(REGIONS_SWAPPED, (event) => {
    const region = document.querySelector(`[${guest.bill}]`)
    const facts = region && readJson(region, guest.bill)
    if (!region || !facts) return
    const open = facts.left > 0
    const form = document.querySelector<HTMLFormElement>(formSelector)
    if (form) {
      if (!form.querySelector('[type=submit]:disabled')) form.hidden = !open
      return
    }
    const page = (event as RegionsSwapped).detail
    const fresh = open && page && takeFrom(page, formSelector)
    if (!fresh) return
    region.after(fresh)
    attach()
  })
}
