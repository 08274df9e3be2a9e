import { useLocation, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from './button'
import { Dialog, FormActions } from './dialog'
import { inputClass } from './field'

/**
 * Receipt download (SPEC.md section 2 "Dialogs"): optional customer details printed on the
 * receipt, then a plain GET of /api/v1/business/activities/{id}/receipt.pdf, which the
 * browser downloads with the session cookie (no JavaScript needed).
 */
export function ReceiptDialog() {
  const { t } = useTranslation()
  const { activityId } = useParams()
  const { pathname, search } = useLocation()
  const back = pathname.replace(/\/receipts\/[^/]+$/, '') + search
  return (
    <Dialog title={t('receipt.title')} closeTo={back} width={400}>
      <form method="get" action={`/api/v1/business/activities/${activityId}/receipt.pdf`} className="space-y-3">
        <label htmlFor="customer-data" className="block text-sm font-medium text-slate-700">
          {t('receipt.customer')}
        </label>
        <textarea id="customer-data" name="customerData" rows={3} maxLength={300} className={inputClass()} placeholder={t('receipt.customerHint')} />
        <FormActions cancelTo={back} cancelLabel={t('common.close')}>
          <button type="submit" className={buttonClass('primary')}>
            {t('receipt.download')}
          </button>
        </FormActions>
      </form>
    </Dialog>
  )
}
