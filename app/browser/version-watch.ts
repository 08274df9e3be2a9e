/**
 * SPEC.md section 9: a page asks GET /api/v1/version when its tab is visible again after
 * 5 minutes (3 s after an error page is shown) and reloads when a new version has been
 * deployed. Plain DOM code, run by the signed-in screens' island (browser/islands/shell.ts) and the
 * error page's (islands/error-page.ts).
 */
export const VISIBLE_RECHECK_MS = 300_000
export const ERROR_RECHECK_MS = 3_000

async function reloadIfChanged(loaded: string) {
  try {
    const response = await fetch('/api/v1/version', { headers: { accept: 'text/plain' }, cache: 'no-store' })
    if (!response.ok) return
    const current = (await response.text()).trim()
    if (current && current !== loaded) window.location.reload()
  } catch {
    // Offline: try again on the next occasion.
  }
}

/** Starts watching; answers the function that stops it. */
export function watchVersion(loadedVersion: string, options: { afterError?: boolean } = {}): () => void {
  if (!loadedVersion) return () => {}
  if (options.afterError) {
    const timer = setTimeout(() => void reloadIfChanged(loadedVersion), ERROR_RECHECK_MS)
    return () => clearTimeout(timer)
  }
  let hiddenAt: number | null = null
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now()
    } else if (hiddenAt !== null && Date.now() - hiddenAt > VISIBLE_RECHECK_MS) {
      hiddenAt = null
      void reloadIfChanged(loadedVersion)
    }
  }
  document.addEventListener('visibilitychange', onVisibility)
  return () => document.removeEventListener('visibilitychange', onVisibility)
}
