/**
 * Where a dialog's focus starts, marked by the server (ADR 0062): the first field rendered in
 * it, else its footer's primary button, gets `autoFocus`, so the browser puts focus there without
 * JavaScript; with it, `showModal()` (browser/dialog.ts) focuses the same element.
 * Claimed in render order: the server renders a request's tree once, top to bottom.
 */
import { createContext, useContext, useId, type ReactNode } from 'react'

/** `at`: the `useId` of the element that claimed the start. One per Dialog render, never shared between requests. */
interface Start {
  at: string | null
}

export const newDialogStart = (): Start => ({ at: null })

const StartContext = createContext<Start | null>(null)
const FooterContext = createContext(false)

/** Around a dialog's content (components/ui/dialog.tsx). */
export function DialogStart({ value, children }: { value: Start; children: ReactNode }) {
  return <StartContext.Provider value={value}>{children}</StartContext.Provider>
}

/**
 * Around a dialog's footer buttons: its primary button takes the start when no field did.
 * `disabled`: not the footer after all (one of a list of buttons whose last is the primary).
 */
export function DialogFooter({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return <FooterContext.Provider value={!disabled}>{children}</FooterContext.Provider>
}

/**
 * `autoFocus` for a field of a dialog: true for the first one rendered. `eligible` false (a
 * disabled field, one of a hidden language panel) leaves the start to the next one. False
 * outside a dialog. The same id claims it again when it renders again (StrictMode).
 */
export function useDialogStart(eligible = true): boolean {
  const start = useContext(StartContext)
  const id = useId()
  if (!start || !eligible) return false
  start.at ??= id
  return start.at === id
}

/** `autoFocus` for a submit button: true for a dialog footer's first when no field took the start. */
export function useDialogStartButton(submit: boolean): boolean {
  return useDialogStart(useContext(FooterContext) && submit)
}

/**
 * The same for a field drawn by the component that renders its Dialog, where a hook runs before
 * the dialog exists: `<DialogStartField>{(autoFocus) => <input autoFocus={autoFocus} />}</DialogStartField>`.
 */
export function DialogStartField({ children }: { children: (autoFocus: boolean) => ReactNode }) {
  return <>{children(useDialogStart())}</>
}
