/**
 * The one confirmation dialog (SPEC.md 2: confirmations before removing an item, a category, a
 * menu, a modifier, a table, a card…): the question, the refusal the action answered if any,
 * Cancel back to the parent route and one button that posts the dialog's own form with the way
 * back. Width 400, as the spec draws them; a plain form, so it works without JavaScript.
 */
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClass } from './button'
import { BackToField, Dialog, DialogBackLink } from './dialog'
import { ErrorList } from './field'

interface ConfirmDialogProps {
  title: string
  /** The button's label: what happens ('Remove', 'Put back in stock'). */
  confirmLabel: string
  /** Undoing nothing the user would miss (putting back in stock) is a primary button, not a red one. */
  danger?: boolean
  errors?: string[] | null
  /** Hidden inputs the action needs beside the way back (a revision). */
  fields?: ReactNode
  /** Query parameters of the dialog itself, dropped on the way back (see Dialog). */
  dialogParams?: readonly string[]
  /** Shown under the refusal (what a refusal names, e.g. the items using a modifier). */
  after?: ReactNode
  children: ReactNode
}

export function ConfirmDialog({ title, confirmLabel, danger = true, errors, fields, dialogParams, after, children }: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      title={title}
      width={400}
      dialogParams={dialogParams}
      footer={
        <>
          <DialogBackLink className={buttonClass('secondary')}>{t('common.cancel')}</DialogBackLink>
          <Form method="post">
            <BackToField />
            {fields}
            <Button variant={danger ? 'danger' : 'primary'}>{confirmLabel}</Button>
          </Form>
        </>
      }
    >
      {children}
      <ErrorList errors={errors} />
      {after}
    </Dialog>
  )
}
