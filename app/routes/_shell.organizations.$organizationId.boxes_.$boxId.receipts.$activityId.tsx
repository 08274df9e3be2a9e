/** Receipt download dialog over the tips screen under it. */
import { ReceiptDialog } from '../components/receipt-dialog'

export default ReceiptDialog
