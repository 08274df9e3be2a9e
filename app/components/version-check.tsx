import { useEffect } from 'react'
import { watchVersion } from '~/browser/version-watch'

export { ERROR_RECHECK_MS, VISIBLE_RECHECK_MS } from '~/browser/version-watch'

/** Asks GET /api/v1/version and reloads the page when a new version has been deployed (browser/version-watch.ts). */
export function useVersionCheck(loadedVersion: string, options: { afterError?: boolean } = {}) {
  const afterError = Boolean(options.afterError)
  useEffect(() => watchVersion(loadedVersion, { afterError }), [loadedVersion, afterError])
}
