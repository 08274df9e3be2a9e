/**
 * The signed-in screens' island (docs/decisions/0053, 0072). Those screens are server-rendered
 * pages of links and plain forms; each behaviour below only improves a page that already works
 * without it, lives in a module of its own under app/browser/, and finds its elements by the
 * attributes of app/browser/protocol.ts, the same definitions the components write them with.
 * What needs more is an island of its own that this one fetches where a page names it: the
 * drag handles, the cropper, Stripe's card entry (ADR 0056, ADR 0060).
 *
 * Bundled on its own by scripts/build-islands.mjs; no React, no i18next.
 */
import { autosubmitSelects } from '~/browser/autosubmit'
import { calmPastes } from '~/browser/calm-paste'
import { copies } from '~/browser/copy'
import { countryFilters } from '~/browser/country-filter'
import { counters } from '~/browser/counter'
import { modalDialog } from '~/browser/dialog'
import { choices, shownBy } from '~/browser/field-chooses'
import { settleMarks } from '~/browser/field-mark'
import { filters } from '~/browser/filter'
import { previewForms } from '~/browser/form-preview'
import { languageButtons } from '~/browser/languages'
import { liveMenu } from '~/browser/live'
import { liveChecks } from '~/browser/live-check'
import { needsFields } from '~/browser/needs'
import { cropper, page, read, sortable, stripe, write } from '~/browser/protocol'
import { refreshes } from '~/browser/refresh'
import { reloads } from '~/browser/reload'
import { rowLinks } from '~/browser/row-link'
import { downloads } from '~/browser/save-file'
import { searchesAsTyped } from '~/browser/search'
import { snackbars } from '~/browser/snackbar'
import { armSortables, type SortableIsland } from '~/browser/sortable-intent'
import { watchVersion } from '~/browser/version-watch'

/** What the cropper island (browser/islands/cropper.tsx) offers. */
interface CropIsland {
  mountCroppers(root: ParentNode): () => void
}

/** What the Stripe island (browser/islands/stripe-card.ts) offers. */
interface StripeIsland {
  mountStripeCard(box: HTMLElement): () => void
}

autosubmitSelects()
modalDialog()
filters()
searchesAsTyped()
rowLinks()
snackbars()
settleMarks()
needsFields()
liveChecks()
languageButtons()
counters()
copies()
refreshes()
downloads()
reloads()
choices()
shownBy()
previewForms()
countryFilters()
calmPastes()
liveMenu()

const list = document.querySelector<HTMLElement>(`ol[${sortable.island}]`)
const dragIsland = list && read(list, sortable.island)
if (dragIsland) armSortables(() => import(/* the drag island, built on its own */ dragIsland) as Promise<SortableIsland>)
const cropSlot = document.querySelector<HTMLElement>(`[${cropper.island}]`)
const cropIsland = cropSlot && read(cropSlot, cropper.island)
if (cropIsland) void (import(/* the cropper island, built on its own */ cropIsland) as Promise<CropIsland>).then(({ mountCroppers }) => mountCroppers(document))
const stripeCard = document.querySelector<HTMLElement>(`[${stripe.card}][${stripe.island}]`)
const stripeIsland = stripeCard && read(stripeCard, stripe.island)
if (stripeCard && stripeIsland) {
  void (import(/* the Stripe island, built on its own */ stripeIsland) as Promise<StripeIsland>).then(({ mountStripeCard }) => mountStripeCard(stripeCard))
}
watchVersion(read(document.documentElement, page.version) ?? '')
// Says the page's script has run (the browser tests wait for it).
write(document.documentElement, page.island, 'ready')
