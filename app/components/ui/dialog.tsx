import { Link, useLocation, useMatches, useNavigate } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { DialogFooter, DialogStart, newDialogStart } from '~/components/ui/dialog-start'
import { focusInto, keepTabInside } from '~/browser/dialog'
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react'
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
 * A dialog rendered by a route on top of its parent screen. Without JavaScript it is a plain
 * overlay with a close link. With JavaScript, focus moves into it, Tab stays inside, Esc
 * closes it, and focus goes back where it was.
 */
export function Dialog({ title, closeTo: explicitBack, dialogParams, width = 400, children, footer }: DialogProps) {
  const { t } = useTranslation()
  const parent = useDialogParent(dialogParams)
  const closeTo = explicitBack ?? parent
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const start = useRef(newDialogStart())
  const navigate = useNavigate()

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const node = ref.current
    focusInto(node)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        navigate(closeTo, { preventScrollReset: true })
      } else if (event.key === 'Tab') {
        keepTabInside(event, node)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [closeTo, navigate])

  return (
    // The backdrop covers the whole viewport, so a click beside the dialog never reaches the
    // page under it. `!m-0`: a dialog is rendered inside its screen, often in a `space-y-*`
    // stack whose margin would otherwise push a fixed backdrop 24 px down from the top.
    <DialogBack.Provider value={closeTo}>
      <DialogStart value={start.current}>
        <div
          {...attr(dialog.backdrop, true)}
          className="fixed inset-0 z-40 !m-0 flex items-start justify-center overflow-y-auto overscroll-contain bg-slate-900/40 p-3 sm:p-4 sm:[align-items:safe_center]"
        >
          <div
            ref={ref}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            style={{ maxWidth: width }}
            className="relative w-full min-w-0 rounded-lg bg-white shadow-xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-5">
              <h2 id={titleId} className="min-w-0 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {title}
              </h2>
              <Link
                to={closeTo}
                preventScrollReset
                // Esc follows it where React does not run (browser/islands/shell.ts).
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
        </div>
      </DialogStart>
    </DialogBack.Provider>
  )
}

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
