/**
 * A region read again on the schedule of auto-refresh.ts (every so often while the page is
 * visible, and at once when the tab is shown again): the page is fetched and the region replaced
 * by its new self. A region that comes back without its schedule (the period has ended) is not
 * read again; one that comes back with only its failure message keeps the rows it shows and adds
 * the message (the Orders screen, SPEC.md 9).
 */
import { startAutoRefresh } from './auto-refresh'
import { hideApplyButtons } from './autosubmit'
import { readPage, takeFrom } from './page-regions'
import { refresh } from './protocol'

export function refreshes() {
  let region = document.querySelector<HTMLElement>(`${refresh.region.selector}${refresh.every.selector}`)
  const every = region ? refresh.every.read(region) : undefined
  if (!region || !every || !(every > 0)) return
  let reading = false
  const stop = startAutoRefresh({
    document,
    interval: every,
    refresh: () => {
      if (reading || !region) return
      reading = true
      void readRegion()
        .then((fresh) => {
          if (!fresh || !region) return
          const failed = fresh.querySelector(refresh.failed.selector)
          if (failed && !fresh.querySelector(refresh.rows.selector) && region.querySelector(refresh.rows.selector)) {
            // Rows already shown stay beside the message (SPEC.md 8 'Unable to load orders').
            region.querySelector(refresh.failed.selector)?.remove()
            region.prepend(failed)
            return
          }
          region.replaceWith(fresh)
          region = fresh
          hideApplyButtons(fresh)
          if (!refresh.every.read(fresh)) stop()
        })
        .finally(() => {
          reading = false
        })
    },
  })
}

/** The refresh region of the page as the server draws it now (undefined when it could not be read). */
async function readRegion(): Promise<HTMLElement | undefined> {
  const page = await readPage()
  return page && takeFrom(page, refresh.region.selector)
}
