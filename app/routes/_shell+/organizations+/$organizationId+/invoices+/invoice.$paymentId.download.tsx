/** The invoice dialog's download over the Invoices screen: the PDF, or back to the dialog saying why not. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoiceDownloadLoader } from '~/features/payments/invoice-dialog.server'

export const loader = (args: LoaderFunctionArgs) => invoiceDownloadLoader(args, 'invoices')
