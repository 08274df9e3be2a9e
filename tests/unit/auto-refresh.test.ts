/**
 * The Orders screen's refresh schedule (app/browser/auto-refresh.ts, SPEC.md 9): every 60 s while
 * the page is visible, at once when it becomes visible again, never while hidden; stopping it
 * leaves nothing running.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ORDERS_REFRESH_MS, startAutoRefresh, type VisibilitySource } from '../../app/browser/auto-refresh'

function fakeDocument(state: DocumentVisibilityState) {
  const listeners = new Set<() => void>()
  const doc: VisibilitySource & { show(): void; hide(): void; listeners: Set<() => void> } = {
    visibilityState: state,
    listeners,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    show() {
      doc.visibilityState = 'visible'
      for (const listener of listeners) listener()
    },
    hide() {
      doc.visibilityState = 'hidden'
      for (const listener of listeners) listener()
    },
  }
  return doc
}

describe('the orders refresh schedule', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('refreshes every 60 s while visible', () => {
    const refresh = vi.fn()
    const stop = startAutoRefresh({ refresh, document: fakeDocument('visible') })
    vi.advanceTimersByTime(ORDERS_REFRESH_MS - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2 * ORDERS_REFRESH_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    stop()
  })

  it('waits while hidden and refreshes at once when shown again, then every 60 s from there', () => {
    const refresh = vi.fn()
    const doc = fakeDocument('visible')
    const stop = startAutoRefresh({ refresh, document: doc })
    vi.advanceTimersByTime(30_000)
    doc.hide()
    vi.advanceTimersByTime(10 * ORDERS_REFRESH_MS)
    expect(refresh).not.toHaveBeenCalled()
    doc.show()
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(ORDERS_REFRESH_MS - 1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(2)
    stop()
  })

  it('does not start in a hidden tab, and stopping leaves no timer or listener', () => {
    const refresh = vi.fn()
    const doc = fakeDocument('hidden')
    const stop = startAutoRefresh({ refresh, document: doc })
    vi.advanceTimersByTime(5 * ORDERS_REFRESH_MS)
    expect(refresh).not.toHaveBeenCalled()
    stop()
    expect(doc.listeners.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
