import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_DATA_MAX_LENGTH, CUSTOMER_DATA_PARAM, RECEIPT_ERROR_PARAM, receiptErrorMessage } from '../utils/receipts'
import { buttonClass } from './button'
import { Dialog, FormActions } from './dialog'
import { ErrorList, inputClass } from './field'

/**
 * Receipt download (SPEC.md section 2 "Dialogs"): optional customer details printed on the
 * receipt, then a plain GET of this dialog's `/download` route, which streams the PDF from
 * the platform (app/services/receipts.server.ts), so no JavaScript is needed. When the
 * receipt cannot be had, that route sends the browser back here with `?receiptError=`, and
 * the dialog says why in the user's language.
 */
export function ReceiptDialog() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const error = receiptErrorMessage(params.get(RECEIPT_ERROR_PARAM))
  const customerData = params.get(CUSTOMER_DATA_PARAM) ?? ''
  // The screen's own query (range, filter, page) without what this dialog added to it.
  const screen = new URLSearchParams(search)
  screen.delete(RECEIPT_ERROR_PARAM)
  screen.delete(CUSTOMER_DATA_PARAM)
  const screenSearch = screen.toString() ? `?${screen}` : ''
  const back = pathname.replace(/\/receipts\/[^/]+$/, '') + screenSearch
  return (
    <Dialog title={t('receipt.title')} closeTo={back} width={400}>
      <form method="get" action={`${pathname.replace(/\/$/, '')}/download`} className="space-y-3">
        {/* A GET form replaces the query: the screen's query rides along, for the way back. */}
        {[...screen].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {error ? <ErrorList id="receipt-error" errors={[error]} /> : null}
        <label htmlFor="customer-data" className="block text-sm font-medium text-slate-700">
          {t('receipt.customer')}
        </label>
        <textarea
          id="customer-data"
          name={CUSTOMER_DATA_PARAM}
          rows={3}
          maxLength={CUSTOMER_DATA_MAX_LENGTH}
          defaultValue={customerData}
          className={inputClass()}
          placeholder={t('receipt.customerHint')}
        />
        <FormActions cancelTo={back} cancelLabel={t('common.close')}>
          <button type="submit" className={buttonClass('primary')}>
            {t('receipt.download')}
          </button>
        </FormActions>
      </form>
    </Dialog>
  )
}
