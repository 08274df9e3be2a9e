/** The invoice dialog over the Invoices screen (features/payments/invoice-dialog.tsx). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { invoiceDialogAction, invoiceDialogLoader } from '~/features/payments/invoice-dialog.server'

export const loader = (args: LoaderFunctionArgs) => invoiceDialogLoader(args, 'invoices')
export const action = (args: ActionFunctionArgs) => invoiceDialogAction(args, 'invoices')
export { InvoiceDialog as default } from '~/features/payments/invoice-dialog'
import type { TitleHandle } from '~/utils/document-title'

export const handle: TitleHandle = { title: 'documentTitles.invoice' }
