/**
 * The signed-in screens' island (docs/decisions/0053). Those screens are server-rendered pages
 * of links and plain forms that React does not hydrate. What needs more is an island of its own
 * that this one fetches where a page names it: the drag handles, the cropper, Stripe's card
 * entry (ADR 0056, ADR 0060).
 * What the other pages would miss without React is here, each piece only improving a page that
 * already works without it, and each keyed by a `data-` attribute the components write:
 *
 * - `select[data-autosubmit]` and `input[data-autosubmit]` (the modifier editor's type) send
 *   their form as its `[data-apply]` button (the way without JavaScript) would, and the button
 *   goes;
 * - a dialog (`[role=dialog][aria-modal]`) takes the focus, keeps Tab inside, and closes with
 *   Esc by following its `a[data-dialog-close]`;
 * - `input[data-filter=<list id>]` hides the list's items whose `data-filter-text` does not
 *   hold what is typed, showing `[data-filter-empty]` when none is left;
 * - `form[data-search-results=<region id>]` (a GET search form) searches a moment after typing
 *   stops: the page at the form's address is read and its region swapped in, the address
 *   replaced, the focus left in the box;
 * - a table row with `data-to` opens that address when clicked outside its links and buttons;
 * - the snackbar's `[data-dismiss]` removes it (a CSS animation hides it after 3 s anyway);
 * - a field the server marked invalid (`aria-invalid`) loses its mark and its message as soon
 *   as it holds a value its own constraints accept, as conform does after the first submit
 *   in the hydrated forms (the server checks everything again on the next submit);
 * - `button[data-needs=<selector>]` is disabled while every field of its form that the selector
 *   names is blank (batch update's Save): the server
 *   refuses a blank form anyway, with a message, which is what happens without JavaScript;
 * - `button[data-copy=<field id>]`, hidden in the HTML, shows and copies that field's text,
 *   then shows its `[data-copied]` status (the generated tip link);
 * - `[data-refresh-region][data-refresh-every=<ms>]` is read again on the schedule of
 *   browser/auto-refresh.ts (every so often while the page is visible, and at once when the tab
 *   is shown again): the page is fetched and the region replaced by its new self; a region that
 *   comes back without the attribute (the period has ended) is not read again; one that comes
 *   back with only `[data-load-failed]` keeps the rows it shows and adds the message (the
 *   Orders screen, SPEC.md 9);
 * - `a[data-download]` fetches its file first and saves it under the name the answer gives,
 *   so a refusal shows its `[data-download-failed]` message instead of the platform's error;
 * - `form[data-live-check]` checks its fields as they are typed and left, and keeps its
 *   button disabled until they are right (browser/live-check.ts; the invoice dialog, the tip link);
 * - `button[data-show-lang=<code>]` shows its language's `[data-lang]` fields of its form in
 *   place (and notes it in the form's `shown` field), instead of posting the form for it; a
 *   `[data-counter]` under a field (`<field id>-counter`) counts its characters against
 *   `data-max` (the text section editor);
 * - `[data-reload-every=<ms>]` reloads the page that often while it is visible and nothing is
 *   being typed (the verification banner while the check is pending);
 * - typing in `input[data-chooses=<radio id>]` chooses that radio (the stop dialogs' date and
 *   time); `input[data-pad-time]` is padded to HH:MM as it is left, and `[data-shown-by=<checkbox
 *   id>]` shows only while that checkbox is ticked (the menu editors' hours); an
 *   `input[data-fills=<field id>]` fills that field as it is left while it and its language
 *   siblings are blank (the modifier's name, its guest title);
 * - `form[data-previews=<region id>]` posts itself as its `[data-preview-button]` would a moment
 *   after each change and swaps in the region the answer draws, and the button goes (the item
 *   editor's phone preview, browser/form-preview.ts); in a `form[data-calm-paste=<name prefix>]`
 *   a title pasted in capitals goes in as a sentence (browser/calm-paste.ts);
 * - `[data-live-organization]` (the menu screens' live status) opens the live menu channel, and
 *   a change made elsewhere swaps the page's `[data-live-region]`s for the server's new ones
 *   (browser/live-page.ts, ADR 0056);
 * - `input[data-country-filter]` filters a phone field's long country list as one types (the
 *   invite dialog, browser/country-filter.ts);
 * - an `ol[data-sortable]` (the menu lists) gets its drag handles when first reached
 *   (browser/sortable-intent.ts, ADR 0056);
 * - a `[data-cropper]` slot (the crop dialog) gets its cropper from the island its
 *   `data-cropper-island` names, fetched at once: cropping is what the dialog is for (ADR 0060);
 * - a `[data-stripe-card]` box (the add-card dialog where Stripe is configured) gets Stripe's
 *   Payment Element from the island its `data-stripe-island` names (ADR 0060);
 * - a new deployment reloads the page as in the hydrated app (browser/version-watch.ts).
 *
 * Bundled on its own by scripts/build-islands.mjs; no React, no i18next.
 */
import { focusInto, keepTabInside } from '~/browser/dialog-focus'
import { watchVersion } from '~/browser/version-watch'
import { startAutoRefresh } from '~/browser/auto-refresh'
import { autosubmitSelects, hideApplyButtons } from '~/browser/autosubmit'
import { markInvalid } from '~/browser/field-mark'
import { liveChecks } from '~/browser/live-check'
import { saveFile } from '~/browser/save-file'
import { chooseFor, fillFrom } from '~/browser/field-chooses'
import { padTimeField } from '~/browser/time-text'
import { previewForms } from '~/browser/form-preview'
import { countryFilters } from '~/browser/country-filter'
import { pasteCalmly } from '~/browser/calm-paste'
import { armSortables, type SortableIsland } from '~/browser/sortable-intent'
import { readPage, REGIONS_SWAPPED, snapshotRegions, swapLiveRegions, takeFrom } from '~/browser/page-regions'

/** What the cropper island (browser/islands/cropper.tsx) offers. */
interface CropIsland {
  mountCroppers(root: ParentNode): () => void
}

/** What the Stripe island (browser/islands/stripe-card.ts) offers. */
interface StripeIsland {
  mountStripeCard(box: HTMLElement): () => void
}

const INTERACTIVE = 'a, button, input, select, textarea, label, summary'

// The live regions as the server drew them, before the pieces below change anything in them.
const drawnRegions = snapshotRegions(document)

function dialog() {
  // An alert over a dialog (the item editor's 'cannot be removed') takes the focus first.
  const node =
    document.querySelector<HTMLElement>('[role="alertdialog"][aria-modal="true"]') ??
    document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]')
  if (!node) return
  const close = node.querySelector<HTMLAnchorElement>('a[data-dialog-close]')
  focusInto(node)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && close) {
      event.preventDefault()
      window.location.assign(close.href)
    } else if (event.key === 'Tab') {
      keepTabInside(event, node)
    }
  })
}

function filters() {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-filter]')) {
    const list = document.getElementById(input.dataset.filter ?? '')
    if (!list) continue
    input.addEventListener('input', () => {
      const query = input.value.trim().toLowerCase()
      let shown = 0
      for (const item of list.querySelectorAll<HTMLElement>('[data-filter-text]')) {
        item.hidden = Boolean(query) && !(item.dataset.filterText ?? '').includes(query)
        if (!item.hidden) shown++
      }
      for (const empty of list.querySelectorAll<HTMLElement>('[data-filter-empty]')) empty.hidden = shown > 0
    })
  }
}

function searchesAsTyped() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-results]')) {
    const id = form.dataset.searchResults ?? ''
    let timer: number | undefined
    let asked = 0
    form.addEventListener('input', () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(async () => {
        const url = new URL(form.action || window.location.href, window.location.href)
        url.search = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)])).toString()
        const mine = ++asked
        const page = await readPage(url.href)
        // A later search, or the page could not be read: the submit button still works.
        if (mine !== asked || !page) return
        const fresh = takeFrom(page, `#${CSS.escape(id)}`)
        const current = document.getElementById(id)
        if (!fresh || !current) return
        current.replaceWith(fresh)
        window.history.replaceState(window.history.state, '', url.href)
        document.dispatchEvent(new Event(REGIONS_SWAPPED))
      }, SEARCH_DELAY)
    })
  }
}

/** How long typing must pause before the search runs (ms). */
const SEARCH_DELAY = 250

function rowLinks() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null
    const row = target?.closest<HTMLElement>('tr[data-to]')
    if (!row || target?.closest(INTERACTIVE) || event.defaultPrevented) return
    window.location.assign(row.dataset.to!)
  })
}

function snackbar() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-testid="snackbar"] [data-dismiss]')) {
    button.addEventListener('click', () => button.closest('[data-testid="snackbar"]')?.parentElement?.remove())
  }
}

/** The server's message under a field goes once the field holds a value it accepts. */
function messages() {
  const settle = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return
    // A live-checked form says itself when a message goes (browser/live-check.ts).
    if (field.form?.matches('[data-live-check]')) return
    if (field.getAttribute('aria-invalid') !== 'true' || !field.value.trim() || !field.validity.valid) return
    markInvalid(field, false)
    for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      const list = id ? document.getElementById(id) : null
      if (list?.matches('[role="alert"]')) list.remove()
    }
  }
  document.addEventListener('input', settle)
  document.addEventListener('change', settle)
}

function needs() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-needs]')) {
    const form = button.form
    if (!form) continue
    const update = () => {
      const fields = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(button.dataset.needs ?? '')
      button.disabled = [...fields].every((field) => !field.value.trim())
    }
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    update()
  }
}

function copies() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const field = document.getElementById(button.dataset.copy ?? '') as HTMLTextAreaElement | HTMLInputElement | null
    const status = button.parentElement?.querySelector<HTMLElement>('[data-copied]')
    if (!field || !navigator.clipboard) continue
    button.hidden = false
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(field.value).then(() => {
        if (status) status.hidden = false
      })
    })
  }
}

function refreshes() {
  let region = document.querySelector<HTMLElement>('[data-refresh-region][data-refresh-every]')
  const every = Number(region?.dataset.refreshEvery)
  if (!region || !(every > 0)) return
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
          const failed = fresh.querySelector('[data-load-failed]')
          if (failed && !fresh.querySelector('[data-rows]') && region.querySelector('[data-rows]')) {
            // Rows already shown stay beside the message (SPEC.md 8 'Unable to load orders').
            region.querySelector('[data-load-failed]')?.remove()
            region.prepend(failed)
            return
          }
          region.replaceWith(fresh)
          region = fresh
          hideApplyButtons(fresh)
          if (!fresh.dataset.refreshEvery) stop()
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
  return page && takeFrom(page, '[data-refresh-region]')
}

function downloads() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-download]')
    // A modified click (new tab, save as) is the browser's own business.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const failed = link.parentElement?.querySelector<HTMLElement>('[data-download-failed]')
    if (failed) failed.hidden = true
    link.setAttribute('aria-busy', 'true')
    void saveFile(link.href)
      .catch(() => {
        if (failed) failed.hidden = false
      })
      .finally(() => link.removeAttribute('aria-busy'))
  })
}

function languages() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-show-lang]')
    const form = button?.form
    if (!button || !form) return
    event.preventDefault()
    const lang = button.dataset.showLang ?? ''
    for (const other of form.querySelectorAll<HTMLButtonElement>('button[data-show-lang]')) other.setAttribute('aria-pressed', String(other === button))
    for (const block of form.querySelectorAll<HTMLElement>('[data-lang]')) block.classList.toggle('hidden', block.dataset.lang !== lang)
    const shown = form.querySelector<HTMLInputElement>('input[name="shown"]')
    if (shown) shown.value = lang
  })
}

function counters() {
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) || !field.id) return
    const counter = document.getElementById(`${field.id}-counter`)
    if (!counter?.matches('[data-counter]') || !counter.firstChild) return
    const max = Number(counter.dataset.max)
    counter.firstChild.nodeValue = `${field.value.length}/${max}`
    counter.toggleAttribute('data-over', field.value.length > max)
  })
}

/**
 * The live menu channel (browser/live-page.ts, its own chunk), on a page that draws its status
 * (`[data-live-organization]`): a change made elsewhere re-reads the page and swaps its
 * `[data-live-region]`s. Reads do not overlap; a change heard during one is read after it.
 */
function live() {
  const status = document.querySelector<HTMLElement>('[data-live-organization]')
  const organizationId = status?.dataset.liveOrganization
  if (!status || !organizationId) return
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
  void import('~/browser/live-page').then(({ startLivePage }) => startLivePage({ organizationId, status, reread }))
}

/** A part shown only while its checkbox is ticked (`[data-shown-by=<checkbox id>]`: the editors' hours). */
function shownBy() {
  const parts = () => document.querySelectorAll<HTMLElement>('[data-shown-by]')
  const follow = (part: HTMLElement) => {
    const box = document.getElementById(part.dataset.shownBy ?? '')
    if (box instanceof HTMLInputElement) part.hidden = !box.checked
  }
  parts().forEach(follow)
  document.addEventListener('change', (event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || !box.id) return
    for (const part of parts()) if (part.dataset.shownBy === box.id) follow(part)
  })
}

function choices() {
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.dataset.chooses) chooseFor(event.target)
  })
  // A time field is padded to HH:MM as it is left ('9' → '09:00'); a field that fills another
  // (the modifier's name, its guest title) does so as it is left.
  document.addEventListener('focusout', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return
    if (event.target.matches('[data-pad-time]')) padTimeField(event.target)
    if (event.target.dataset.fills) fillFrom(event.target)
  })
}

function calmPastes() {
  document.addEventListener('paste', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const prefix = field.form?.dataset.calmPaste
    if (prefix === undefined || !field.name.startsWith(prefix)) return
    if (pasteCalmly(field, event.clipboardData?.getData('text') ?? '')) event.preventDefault()
  })
}

function reloads() {
  const marker = document.querySelector<HTMLElement>('[data-reload-every]')
  const every = Number(marker?.dataset.reloadEvery)
  if (!marker || !(every > 0)) return
  setInterval(() => {
    const typing = document.activeElement?.matches('input, textarea, select')
    if (document.visibilityState === 'visible' && !typing && !document.querySelector('[role="dialog"]')) window.location.reload()
  }, every)
}

autosubmitSelects()
dialog()
filters()
searchesAsTyped()
rowLinks()
snackbar()
messages()
needs()
liveChecks()
languages()
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
live()
const dragIsland = document.querySelector<HTMLElement>('ol[data-sortable-island]')?.dataset.sortableIsland
if (dragIsland) armSortables(() => import(/* the drag island, built on its own */ dragIsland) as Promise<SortableIsland>)
const cropIsland = document.querySelector<HTMLElement>('[data-cropper-island]')?.dataset.cropperIsland
if (cropIsland) void (import(/* the cropper island, built on its own */ cropIsland) as Promise<CropIsland>).then(({ mountCroppers }) => mountCroppers(document))
const stripeCard = document.querySelector<HTMLElement>('[data-stripe-card][data-stripe-island]')
if (stripeCard) {
  const { stripeIsland } = stripeCard.dataset
  void (import(/* the Stripe island, built on its own */ stripeIsland!) as Promise<StripeIsland>).then(({ mountStripeCard }) => mountStripeCard(stripeCard))
}
watchVersion(document.documentElement.dataset.version ?? '')
// Says the page's script has run (the browser tests wait for it as for React's hydration).
document.documentElement.dataset.island = 'ready'
