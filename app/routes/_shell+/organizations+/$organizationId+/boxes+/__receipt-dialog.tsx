/**
 * Receipt download (SPEC.md section 2 "Dialogs"), opened from the Boxes, Box and Member
 * screens, each of which re-exports this module. Optional customer details printed on the
 * receipt, then a plain GET of this dialog's `/download` route, which streams the PDF from
 * the platform (app/features/tips/receipts.server.ts), so no JavaScript is needed. When the
 * receipt cannot be had, that route sends the browser back here with `?receiptError=`, and
 * the dialog says why in the user's language.
 */
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { Dialog, FormActions } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { screenSearch } from '~/utils/dialog-url'
import { CUSTOMER_DATA_MAX_LENGTH, CUSTOMER_DATA_PARAM, RECEIPT_ERROR_PARAM, receiptErrorMessage } from '~/features/tips/receipts'
import { DialogStartField } from '~/components/ui/dialog-start'

const DIALOG_PARAMS = [RECEIPT_ERROR_PARAM, CUSTOMER_DATA_PARAM]

export default function ReceiptDialog() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const error = receiptErrorMessage(params.get(RECEIPT_ERROR_PARAM))
  const customerData = params.get(CUSTOMER_DATA_PARAM) ?? ''
  // The screen's own query (range, filter, page), without what this dialog added to it.
  const screen = new URLSearchParams(screenSearch(search, DIALOG_PARAMS))
  return (
    <Dialog title={t('receipt.title')} dialogParams={DIALOG_PARAMS} width={400}>
      <form method="get" action={`${pathname.replace(/\/$/, '')}/download`} className="space-y-3">
        {/* A GET form replaces the query: the screen's query rides along, for the way back. */}
        {[...screen].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {error ? <ErrorList id="receipt-error" errors={[error]} /> : null}
        <label htmlFor="customer-data" className="block text-sm font-medium text-slate-700">
          {t('receipt.customer')}
        </label>
        <DialogStartField>
          {(autoFocus) => (
            <textarea
              id="customer-data"
              name={CUSTOMER_DATA_PARAM}
              rows={3}
              maxLength={CUSTOMER_DATA_MAX_LENGTH}
              defaultValue={customerData}
              autoFocus={autoFocus}
              className={inputClass()}
              placeholder={t('receipt.customerHint')}
            />
          )}
        </DialogStartField>
        <FormActions cancelLabel={t('common.close')}>
          <button type="submit" className={buttonClass('primary')}>
            {t('receipt.download')}
          </button>
        </FormActions>
      </form>
    </Dialog>
  )
}
