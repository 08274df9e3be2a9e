/**
 * The live channel (live-page.ts, its own chunk), on a page that draws its status: a menu change
 * made elsewhere, or a tip recorded (the tips screens, ADR 0080), re-reads the page and swaps its
 * live regions for the server's new ones (ADR 0056). Reads do not overlap; a change heard during
 * one is read after it.
 */
import { hideApplyButtons } from './autosubmit'
import { readPage, REGIONS_SWAPPED, snapshotRegions, swapLiveRegions } from './page-regions'
import { live, read, write } from './protocol'

// The live regions as the server drew them, taken as the island loads: before any other piece
// changes anything in them.
const drawnRegions = snapshotRegions(document)

export function liveMenu() {
  const status = document.querySelector<HTMLElement>(`[${live.organization}]`)
  const organizationId = status && read(status, live.organization)
  if (!status || !organizationId) return
  const scope = read(status, live.scope) === 'TIPS' ? 'TIPS' : 'MENU'
  let reading = false
  let owed = false
  // A form posted from the page is leaving it: the page that answers is read after the change.
  let leaving = false
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) leaving = true
  })
  window.addEventListener('pageshow', () => (leaving = false))
  const reread = () => {
    if (leaving) return
    if (reading) {
      owed = true
      return
    }
    reading = true
    void readPage()
      .then((page) => {
        if (!page || leaving) return
        swapLiveRegions(page, drawnRegions)
        hideApplyButtons(document)
        document.dispatchEvent(new CustomEvent(REGIONS_SWAPPED))
      })
      .finally(() => {
        reading = false
        if (owed) {
          owed = false
          reread()
        }
      })
  }
  void import('./live-page').then(({ startLivePage }) => startLivePage({ organizationId, scope, status, settles: read(status, live.settles) || null, reread, attributes: live, write }))
}
