/**
 * The Orders screen's refresh island (ADR 0035): re-reads the page (Remix revalidation) on the
 * schedule of app/browser/auto-refresh.ts. A chunk of its own, fetched only by the Orders screen
 * after hydration (auto-refresh.tsx). A read already under way is not asked for twice.
 */
import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { startAutoRefresh } from '~/browser/auto-refresh'

export default function AutoRefresh() {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  latest.current = revalidator
  useEffect(
    () =>
      startAutoRefresh({
        document,
        refresh: () => {
          if (latest.current.state === 'idle') latest.current.revalidate()
        },
      }),
    [],
  )
  return null
}
