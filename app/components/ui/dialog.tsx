import { Link, useLocation, useMatches } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { DialogFooter, DialogStart, newDialogStart } from '~/components/ui/dialog-start'
import { createContext, useContext, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BACK_FIELD, screenSearch } from '~/utils/dialog-url'
import { attr, dialog } from '~/browser/protocol'

/**
 * The URL of the screen under the dialog being rendered: its route's parent (the deepest
 * match is the dialog's own route; a resource route under it, like a download, never
 * renders), with the screen's query minus `dialogParams`, the dialog's own parameters.
 */
function useDialogParent(dialogParams: readonly string[] = []): string {
  const matches = useMatches()
  const { search } = useLocation()
  const parent = matches[matches.length - 2]
  return (parent?.pathname ?? '/') + screenSearch(search, dialogParams)
}

const DialogBack = createContext<string | null>(null)

/** Where the open dialog goes back to; inside a dialog's form, its cancel link and its action's redirect. */
function useDialogBack(): string {
  const back = useContext(DialogBack)
  if (back === null) throw new Error('Only inside a Dialog')
  return back
}

/**
 * The dialog's way back, posted with its form, so the action returns to the screen the
 * dialog was drawn over (app/services/dialog.server.ts checks it is one).
 */
export function BackToField() {
  return <input type="hidden" name={BACK_FIELD} value={useDialogBack()} />
}

/** A link back to the screen under the dialog (a cancel or close button outside a form's footer). */
export function DialogBackLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link to={useDialogBack()} preventScrollReset className={className}>
      {children}
    </Link>
  )
}

interface DialogProps {
  title: ReactNode
  /** Where closing goes; by default the parent route (the screen under it) with its query. */
  closeTo?: string
  /** Query parameters of the dialog itself, dropped on the way back. */
  dialogParams?: readonly string[]
  /** Width in px (SPEC.md section 9: 300 to 1000). */
  width?: number
  children: ReactNode
  footer?: ReactNode
}

/**
 * A dialog rendered by a route on top of its parent screen (ADR 0074): a native `<dialog open>`
 * that covers the page. Without JavaScript it is a page of its own and its close link closes it;
 * with JavaScript browser/dialog.ts makes it modal, so the browser keeps focus and clicks inside
 * it and turns Esc into following the close link.
 */
export function Dialog({ title, closeTo: explicitBack, dialogParams, width = 400, children, footer }: DialogProps) {
  const { t } = useTranslation()
  const parent = useDialogParent(dialogParams)
  const closeTo = explicitBack ?? parent
  const titleId = useId()
  // One claim per render: the page is drawn once, on the server (ADR 0070).
  const start = newDialogStart()

  return (
    <DialogBack.Provider value={closeTo}>
      <DialogStart value={start}>
        <dialog open aria-labelledby={titleId} tabIndex={-1} className={dialogCover('z-40 items-start overflow-y-auto overscroll-contain p-3 sm:p-4 sm:[align-items:safe_center]')}>
          <div style={{ maxWidth: width }} className="relative w-full min-w-0 rounded-lg bg-white shadow-xl">
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-5">
              <h2 id={titleId} className="min-w-0 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {title}
              </h2>
              <Link
                to={closeTo}
                preventScrollReset
                // Esc follows it (browser/dialog.ts).
                {...attr(dialog.close, true)}
                className="-m-2 shrink-0 rounded p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label={t('common.close')}
              >
                <span aria-hidden="true">✕</span>
              </Link>
            </div>
            <div className="px-4 py-4 sm:px-5">{children}</div>
            {footer ? (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-5">
                <DialogFooter>{footer}</DialogFooter>
              </div>
            ) : null}
          </div>
        </dialog>
      </DialogStart>
    </DialogBack.Provider>
  )
}

/**
 * The classes of a `<dialog>` that is itself the tinted cover of the whole viewport, its box
 * inside: the same look open on the page (no JavaScript) and modal in the top layer, so a click
 * beside the box never reaches the page under it. They undo the UA stylesheet of `dialog`
 * (size, margin, border, padding, colours; `:modal`'s max size) and tint `::backdrop` not at
 * all. `!m-0`: a dialog is rendered inside its screen, often in a `space-y-*` stack whose margin
 * would push it down. `open:flex`: a closed dialog stays hidden.
 */
export const dialogCover = (classes: string) =>
  `fixed inset-0 !m-0 h-full max-h-none w-full max-w-none justify-center border-0 bg-slate-900/40 text-inherit backdrop:bg-transparent focus:outline-none open:flex ${classes}`

/**
 * The footer of a dialog's form: a link back (cancel or close) and the submit button. The
 * buttons wrap onto a second line when their labels (Russian, Lithuanian) do not fit a phone.
 */
export function FormActions({ cancelLabel, children }: { cancelLabel?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogBackLink className={buttonClass('secondary')}>{cancelLabel ?? t('common.cancel')}</DialogBackLink>
      <DialogFooter>{children}</DialogFooter>
    </div>
  )
}
