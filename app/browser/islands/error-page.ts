/**
 * The error page's island (root.tsx `ErrorBoundary`): 3 s after an error is shown the page asks
 * for the server's version and reloads when a new one has been deployed (SPEC.md section 9).
 */
import { page, read } from '~/browser/protocol'
import { watchVersion } from '~/browser/version-watch'

watchVersion(read(document.documentElement, page.version) ?? '', { afterError: true })
