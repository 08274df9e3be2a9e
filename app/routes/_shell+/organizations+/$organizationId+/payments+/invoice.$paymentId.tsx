/** The invoice dialog over the Payments screen (__payments/invoice-dialog.tsx). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { invoiceDialogAction, invoiceDialogLoader } from '../__payments/invoice-dialog.server'

export const loader = (args: LoaderFunctionArgs) => invoiceDialogLoader(args, 'payments')
export const action = (args: ActionFunctionArgs) => invoiceDialogAction(args, 'payments')
export { InvoiceDialog as default } from '../__payments/invoice-dialog'
export const meta: MetaFunction = () => [{ title: 'Tipbox Business' }]
