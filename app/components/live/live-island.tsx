/**
 * The live channel on a hydrated menu page (ADR 0030, ADR 0056). The channel itself is
 * browser/live-page.ts, the same code the shell island runs on the server-drawn menu screens; it
 * is a chunk of its own, fetched after hydration and only by the screens whose route handle says
 * `live: true` (the shell decides). Here a state another tab caused re-reads the page through
 * Remix's revalidation; the organization is the key, so changing it closes one channel and opens
 * the next.
 */
import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { live } from '~/browser/protocol'

/** Route handles of the screens that follow the menu live. */
export interface LiveHandle {
  live?: boolean
}

export function LiveIsland({ organizationId }: { organizationId: string }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  // A re-read started while this tab's own submission or its redirect is loading would abort
  // those loads (Remix restarts them), and a load aborted after its answer consumed the flash
  // cookie loses the message ('Menu saved' never shown). So a re-read waits for the page to be
  // idle; the loads in flight read the newer state anyway, but one more re-read is owed.
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle')
  const busyRef = useRef(busy)
  busyRef.current = busy
  const owed = useRef(false)
  useEffect(() => {
    if (busy || !owed.current) return
    owed.current = false
    revalidate.current()
  }, [busy])

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('~/browser/live-page').then(({ startLivePage }) => {
      const status = document.querySelector<HTMLElement>(live.organization.is(organizationId))
      if (cancelled || !status) return
      stop = startLivePage({
        organizationId,
        status,
        attributes: live,
        reread() {
          if (busyRef.current) owed.current = true
          else revalidate.current()
        },
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [organizationId])
  return null
}
