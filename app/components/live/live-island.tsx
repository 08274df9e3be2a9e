/**
 * Where the live island enters a page: after hydration, and only on the screens that ask for it
 * with `handle: { live: true }` (the shell decides). The channel's code is a chunk of its own,
 * fetched then; the organization is the key, so changing it closes one channel and opens the next.
 */
import { lazy, Suspense } from 'react'
import { useHydrated } from '~/components/ui/use-hydrated'

const LiveChannel = lazy(() => import('./live-channel.client'))

/** Route handles of the screens that follow the menu live. */
export interface LiveHandle {
  live?: boolean
}

export function LiveIsland({ organizationId }: { organizationId: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <LiveChannel key={organizationId} organizationId={organizationId} />
    </Suspense>
  )
}
