import { useEffect } from 'react'
import { watchVersion } from '~/utils/version-watch'

export { ERROR_RECHECK_MS, VISIBLE_RECHECK_MS } from '~/utils/version-watch'

/** Asks GET /api/v1/version and reloads the page when a new version has been deployed (utils/version-watch.ts). */
export function useVersionCheck(loadedVersion: string, options: { afterError?: boolean } = {}) {
  const afterError = Boolean(options.afterError)
  useEffect(() => watchVersion(loadedVersion, { afterError }), [loadedVersion, afterError])
}
