/**
 * Where the refresh island enters the Orders screen: after hydration, and only while the screen
 * says the list is worth re-reading (page 1 of a period still running, SPEC.md 9). Its code is a
 * chunk of its own, fetched then (tests/unit/island-chunks.test.ts); without JavaScript the
 * screen's Refresh link does the same by hand.
 */
import { lazy, Suspense } from 'react'
import { useHydrated } from '~/components/ui/use-hydrated'

const AutoRefresh = lazy(() => import('./auto-refresh.client'))

export function AutoRefreshIsland({ active }: { active: boolean }) {
  const hydrated = useHydrated()
  if (!hydrated || !active) return null
  return (
    <Suspense fallback={null}>
      <AutoRefresh />
    </Suspense>
  )
}
