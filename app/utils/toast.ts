/** A snackbar message: a translation key and its values, translated where it is shown. */
export interface Toast {
  type: 'success' | 'error' | 'warning' | 'info'
  key: string
  values?: Record<string, string | number>
  /** The live channel's request id of the write this message reports (browser/live-page.ts). */
  requestId?: string
}
