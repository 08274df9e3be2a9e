/**
 * The live channel on a page (ADR 0030, ADR 0056, ADR 0080), started by the shell island (live.ts).
 *
 * - While the page is shown the organization's channel stays open (browser/live-connection.ts).
 * - A state that another tab, browser or instance caused, a TIPS_CHANGED (a tip recorded), and
 *   the first message of every
 *   connection (a change saved after the server drew the page but before the channel subscribed
 *   is heard only there), re-reads the page through `reread`: the island
 *   fetches the page and swaps its live regions.
 * - Every form posted from the page gets a request id (a hidden `requestId` field, which the
 *   action sends as X-Request-Id), and counts as saving until the state carrying that id comes
 *   back. A plain form's post leaves the page, so the page that follows it names the id it was
 *   redirected for (`data-live-settles`, from the flash) and settles it with the first state its
 *   own connection receives: that state was read after the write committed.
 *
 * What it says goes on the status element the server drew (`components/live/live-status.tsx`)
 * as attributes only; the element's CSS shows the matching label, so React's markup and this
 * code never write the same text.
 */
import { REQUEST_ID_FIELD } from '~/utils/request-id'
import type { LiveScope } from '#contract/live'
import { LiveConnection, liveUrl, type LiveStatus } from '~/browser/live-connection'
import type { live, write } from '~/browser/protocol'

/** A write whose state never comes back (it was refused) stops counting as saving after this. */
const PENDING_MS = 10_000
/** States arriving close together cause one re-read. */
const REREAD_DEBOUNCE_MS = 150

export interface LivePageOptions {
  organizationId: string
  /** What the page follows: the menu, or the tips (its status element says). */
  scope: LiveScope
  /** The status element (`[data-testid=live-status]`). */
  status: HTMLElement
  /** The write this page was redirected after (a plain form's post), settled by the first state. */
  settles: string | null
  /** Reads the page again. */
  reread(): void
  /**
   * The status element's attributes and protocol.ts's `write`, handed over by the shell island:
   * imported here, protocol.ts would be split into a chunk the island fetches before it runs.
   */
  attributes: typeof live
  write: typeof write
}

const newRequestId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

function reportHandled(error: Error) {
  // No error service is configured; the console keeps it for whoever looks (DevTools, tests).
  console.warn('[live] handled error:', error.message)
}

/** Starts the channel of the page; the function returned stops it. */
export function startLivePage({ organizationId, scope, status, settles: redirectedFor, reread, attributes: live, write }: LivePageOptions): () => void {
  const waiting = new Map<string, number>()
  let settles = redirectedFor
  let debounce: number | undefined
  const show = () => {
    write(status, live.pending, waiting.size + (settles ? 1 : 0))
    write(status, live.saving, waiting.size > 0 || settles !== null)
  }
  const resolved = (id: string) => {
    write(status, live.lastRequestId, id)
    show()
  }
  const settle = (id: string) => {
    window.clearTimeout(waiting.get(id))
    waiting.delete(id)
    show()
  }
  // Capture phase on window: runs before React's (and so Remix's) submit handler reads the form.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return
    let field = form.querySelector<HTMLInputElement>(`input[name="${REQUEST_ID_FIELD}"]`)
    if (!field) {
      field = document.createElement('input')
      field.type = 'hidden'
      field.name = REQUEST_ID_FIELD
      form.append(field)
    }
    const id = newRequestId()
    field.value = id
    waiting.set(
      id,
      window.setTimeout(() => settle(id), PENDING_MS),
    )
    show()
  }
  window.addEventListener('submit', onSubmit, true)
  status.hidden = false
  show()

  const connection = new LiveConnection(liveUrl(window.location, organizationId), scope, {
    onStatus(next: LiveStatus) {
      write(status, live.status, next)
    },
    onError: reportHandled,
    onState(state) {
      if (settles) {
        const id = settles
        settles = null
        resolved(id)
      }
      const requestId = state.type === 'MENU_INCREMENTAL_STATE' ? state.requestId : null
      if (requestId && waiting.has(requestId)) {
        // This tab's own write: its action already re-read the page.
        settle(requestId)
        resolved(requestId)
        return
      }
      // The answer to SUBSCRIBE is re-read too, on the first connection as well: a change saved
      // between the server drawing this page and the channel subscribing is heard only here.
      window.clearTimeout(debounce)
      debounce = window.setTimeout(reread, REREAD_DEBOUNCE_MS)
    },
  })
  connection.start()
  return () => {
    window.removeEventListener('submit', onSubmit, true)
    window.clearTimeout(debounce)
    for (const timer of waiting.values()) window.clearTimeout(timer)
    connection.stop()
  }
}
