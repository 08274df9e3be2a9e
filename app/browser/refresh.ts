/**
 * A region read again on the schedule of auto-refresh.ts (every so often while the page is
 * visible, and at once when the tab is shown again): the page is fetched and the region replaced
 * by its new self. A region that comes back without its schedule (the period has ended) is not
 * read again; one that comes back with only its failure message keeps the rows it shows and adds
 * the message (the Orders screen, SPEC.md 9). A table's bill region is read the same way (ADR 0081);
 * the swap event carries the page read, for the chosen items that follow the bill (guest-bill.ts).
 */
import { startAutoRefresh } from './auto-refresh'
import { hideApplyButtons } from './autosubmit'
import { readPage, REGIONS_SWAPPED, takeFrom } from './page-regions'
import { readNumber, refresh } from './protocol'

export function refreshes() {
  let region = document.querySelector<HTMLElement>(`[${refresh.region}][${refresh.every}]`)
  const every = region ? readNumber(region, refresh.every) : undefined
  if (!region || !every || !(every > 0)) return
  let reading = false
  const stop = startAutoRefresh({
    document,
    interval: every,
    refresh: () => {
      if (reading || !region) return
      reading = true
      void readPage()
        .then((page) => {
          const fresh = page && takeFrom(page, `[${refresh.region}]`)
          if (!fresh || !region) return
          const failed = fresh.querySelector(`[${refresh.failed}]`)
          if (failed && !fresh.querySelector(`[${refresh.rows}]`) && region.querySelector(`[${refresh.rows}]`)) {
            // Rows already shown stay beside the message (SPEC.md 8 'Unable to load orders').
            region.querySelector(`[${refresh.failed}]`)?.remove()
            region.prepend(failed)
            return
          }
          region.replaceWith(fresh)
          region = fresh
          hideApplyButtons(fresh)
          document.dispatchEvent(new CustomEvent(REGIONS_SWAPPED, { detail: page }))
          if (!readNumber(fresh, refresh.every)) stop()
        })
        .finally(() => {
          reading = false
        })
    },
  })
}
