/**
 * When the Orders screen reads itself again (SPEC.md 9): every ORDERS_REFRESH_MS while the page
 * is visible, and at once when the tab becomes visible again; nothing while it is hidden. The
 * shell island runs this (`data-refresh-every`); the document and the timers are passed in so a
 * test drives them.
 */

export const ORDERS_REFRESH_MS = 60_000

/** What the scheduler needs of `document`. */
export interface VisibilitySource {
  visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

/** Starts refreshing; the answer stops it (the island's effect cleanup). */
export function startAutoRefresh(options: {
  refresh: () => void
  document: VisibilitySource
  interval?: number
  timers?: Timers
}): () => void {
  const { refresh, document, interval = ORDERS_REFRESH_MS } = options
  const timers: Timers = options.timers ?? {
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  }
  let handle: unknown = null
  const stop = () => {
    if (handle !== null) timers.clearInterval(handle)
    handle = null
  }
  // The interval restarts whenever the page is shown: the next read is a full period after the last.
  const start = () => {
    stop()
    handle = timers.setInterval(refresh, interval)
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') {
      refresh()
      start()
    } else {
      stop()
    }
  }
  document.addEventListener('visibilitychange', onVisibilityChange)
  if (document.visibilityState === 'visible') start()
  return () => {
    stop()
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
