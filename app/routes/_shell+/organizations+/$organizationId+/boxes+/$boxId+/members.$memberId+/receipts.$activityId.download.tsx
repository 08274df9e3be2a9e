/** The receipt dialog's download (a PDF, or back to the dialog saying what went wrong). */
export { downloadReceipt as loader } from '~/features/tips/receipts.server'
