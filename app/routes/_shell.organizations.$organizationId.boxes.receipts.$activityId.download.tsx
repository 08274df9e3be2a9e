/** The receipt dialog's download: the PDF, or back to the dialog with what went wrong. */
import { downloadReceipt } from '../services/receipts.server'

export const loader = downloadReceipt
