/**
 * The live island of the menu screens (Menus, Menu, Modifiers, Stop list): keeps the channel of
 * the organization open while one of them is shown (app/utils/live-connection.ts) and
 *
 * - re-reads the page (Remix revalidation: the screen and the drawer's Unpublished badge) when a
 *   state arrives that another tab, browser or instance caused — or the first one after a
 *   reconnect, since changes may have been missed meanwhile;
 * - gives every form posted from the page a request id (a hidden `requestId` field, which the
 *   action sends as X-Request-Id: services/form.server.ts, services/api.server.ts), and counts the
 *   form as saving until the state carrying that id comes back: that is when this tab's change
 *   is known to be what everyone sees.
 *
 * Loaded lazily (live-island.tsx): screens without it do not download it. Without JavaScript
 * none of this runs and the screens work as plain pages.
 */
import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REQUEST_ID_FIELD } from '~/utils/request-id'
import { LiveConnection, liveUrl, type LiveStatus } from '~/utils/live-connection'

/** A write whose state never comes back (it was refused) stops counting as saving after this. */
const PENDING_MS = 10_000
/** States arriving close together cause one re-read. */
const REVALIDATE_DEBOUNCE_MS = 150

function reportHandled(error: Error) {
  // No error service is configured; the console keeps it for whoever looks (DevTools, tests).
  console.warn('[live] handled error:', error.message)
}

const newRequestId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

export default function LiveChannel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation()
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
  const reread = useRef(() => {
    if (busyRef.current) owed.current = true
    else revalidate.current()
  })
  useEffect(() => {
    if (busy || !owed.current) return
    owed.current = false
    revalidate.current()
  }, [busy])
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const [pending, setPending] = useState(0)
  const [lastResolved, setLastResolved] = useState<string | null>(null)

  useEffect(() => {
    const waiting = new Map<string, number>()
    let debounce: number | undefined
    const settle = (id: string) => {
      window.clearTimeout(waiting.get(id))
      waiting.delete(id)
      setPending(waiting.size)
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
      waiting.set(id, window.setTimeout(() => settle(id), PENDING_MS))
      setPending(waiting.size)
    }
    window.addEventListener('submit', onSubmit, true)

    // After a reconnect, changes may have been missed: the first state is then re-read too.
    let reconnected = false
    const connection = new LiveConnection(liveUrl(window.location, organizationId), {
      onStatus(next) {
        if (next === 'reconnecting') reconnected = true
        setStatus(next)
      },
      onError: reportHandled,
      onState(state, firstAfterConnect) {
        if (state.requestId && waiting.has(state.requestId)) {
          // This tab's own write: its action already re-read the page.
          settle(state.requestId)
          setLastResolved(state.requestId)
          return
        }
        // The answer to SUBSCRIBE on the first connection is what the page already shows.
        if (firstAfterConnect && !reconnected) return
        window.clearTimeout(debounce)
        debounce = window.setTimeout(() => reread.current(), REVALIDATE_DEBOUNCE_MS)
      },
    })
    connection.start()
    return () => {
      window.removeEventListener('submit', onSubmit, true)
      window.clearTimeout(debounce)
      for (const timer of waiting.values()) window.clearTimeout(timer)
      connection.stop()
    }
  }, [organizationId])

  const label =
    status === 'ready' ? (pending > 0 ? t('live.saving') : t('live.ready')) : status === 'closed' ? t('live.closed') : t(status === 'connecting' ? 'live.connecting' : 'live.reconnecting')
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="live-status"
      data-live-status={status}
      data-pending={pending}
      data-last-request-id={lastResolved ?? ''}
      className="pointer-events-none fixed bottom-3 right-3 z-40 rounded-full border border-slate-200 bg-white/95 px-3 py-1 text-xs text-slate-600 shadow-sm"
    >
      <span aria-hidden="true" className={status === 'ready' ? 'text-emerald-600' : 'text-amber-600'}>
        ●{' '}
      </span>
      {label}
    </div>
  )
}
