/** A route's handle naming its screen or dialog for the document's title (components/document-title.tsx). */
export interface TitleHandle {
  /**
   * A translation key: the screen's or the dialog's name. `false` on a page whose own `meta`
   * writes its title (the guest menu): Remix calls `meta` with the matches above it only, so the
   * root's cannot see a deeper route's handle, and the head draws the title instead (ADR 0062).
   * A function picks the key from the route's data (a dialog shared by two switches).
   */
  title: string | false | ((data: unknown) => string)
}

/** The app's name, the same in every language (`app.name`): what a page of no organization's title ends with. */
export const APP_NAME = 'Tipbox Business'

/** "Orders · Old Town Bistro": the screen or dialog, then the organization (or the app). */
export const documentTitle = (name: string, organization: string) => `${name} · ${organization}`

/** The title key of the deepest route that names one, false where its `meta` does, null where none does. */
export function titleKeyOf(matches: { handle?: unknown; data?: unknown }[]): string | false | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.handle as Partial<TitleHandle> | undefined)?.title
    if (typeof title === 'function') return title(matches[i]!.data)
    if (title !== undefined) return title
  }
  return null
}
