/**
 * A payment's details (SPEC.md 2 "Payments", 3 "Payment", "Payment item"): every field of the
 * payment (date 'DD.MM.YYYY HH:mm', table, order, the amounts and fees, the charge, the refund,
 * the proceeds, the payment method with its country and summary, the customer and the invoice
 * number when there are), then its items with picture, title, modifiers ('Milk: Oat milk, Syrup
 * x2'), price and how many were paid and refunded. Drawn over the list, which keeps its query.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ItemLine } from '~/features/orders/item-line'
import { CountryFlag } from '~/components/ui/country-flag'
import { Dialog } from '~/components/ui/dialog'
import { getPayment } from '~/features/payments/payments.server'
import { paymentDetailsView, type PaymentItemView } from '~/features/payments/payment-view'
import { requirePaymentsScreen } from '~/features/payments/screens.server'
import { Detail } from '~/features/payments/detail'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, language } = await requirePaymentsScreen(args, 'VIEW_PAYMENTS')
  const payment = await getPayment(api, organization.id, args.params.paymentId)
  return json({ payment: paymentDetailsView(payment, organization.timeZone, language) })
}

export default function PaymentDetailsDialog() {
  const { t } = useTranslation()
  const { payment } = useLoaderData<typeof loader>()
  return (
    <Dialog
      title={payment.orderNumber === null ? t('payments.details.tipTitle') : t('payments.details.title', { number: payment.orderNumber })}
      width={800}
    >
      <div className="space-y-5">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="payment-fields">
          <Detail label={t('payments.columns.date')}>{payment.dateFull}</Detail>
          <Detail label={t('payments.columns.order')}>{payment.orderNumber ?? t('payments.tipOnly')}</Detail>
          <Detail label={t('payments.columns.table')}>{payment.table ?? '—'}</Detail>
          <Detail label={t('payments.columns.orderAmount')}>{payment.orderAmount}</Detail>
          <Detail label={t('payments.columns.tip')}>{payment.tip}</Detail>
          <Detail label={t('payments.details.organizationFee')}>{payment.organizationFee}</Detail>
          <Detail label={t('payments.details.staffFee')}>{payment.staffFee}</Detail>
          <Detail label={t('payments.details.guestFee')}>{payment.guestFee}</Detail>
          <Detail label={t('payments.details.charge')}>{payment.charge}</Detail>
          <Detail label={t('payments.details.refund')}>{payment.refund}</Detail>
          <Detail label={t('payments.columns.proceeds')} testId="payment-proceeds">
            {payment.proceeds}
          </Detail>
          <Detail label={t('payments.columns.method')}>
            <span className="inline-flex items-center gap-1.5">
              {payment.methodCountry ? <CountryFlag code={payment.methodCountry} /> : null}
              {t(payment.methodKey)}
            </span>
            <span className="block font-normal text-slate-700">
              {payment.methodSummary}
              {payment.methodCountry ? ` · ${payment.methodCountry}` : ''}
            </span>
          </Detail>
          {payment.invoiceNumber ? <Detail label={t('payments.details.invoice')}>{payment.invoiceNumber}</Detail> : null}
        </dl>
        {payment.customer ? (
          <section aria-labelledby="payment-customer" className="space-y-2">
            <h3 id="payment-customer" className="font-medium text-slate-900">
              {t('payments.details.customer')}
            </h3>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail label={t('invoices.fields.customerName')}>{payment.customer.name ?? '—'}</Detail>
              <Detail label={t('invoices.fields.customerVatNumber')}>{payment.customer.vatNumber ?? '—'}</Detail>
              <Detail label={t('invoices.fields.customerRegNumber')}>{payment.customer.regNumber ?? '—'}</Detail>
              <Detail label={t('invoices.fields.customerAddress')}>{payment.customer.address ?? '—'}</Detail>
              <Detail label={t('invoices.fields.customerEmail')}>{payment.customer.email ?? '—'}</Detail>
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="payment-items" className="space-y-2">
          <h3 id="payment-items" className="font-medium text-slate-900">
            {t('payments.details.items')}
          </h3>
          {payment.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('payments.details.noItems')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {payment.items.map((item) => (
                <PaymentItemLine key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  )
}


function PaymentItemLine({ item }: { item: PaymentItemView }) {
  const { t } = useTranslation()
  return (
    <ItemLine title={item.title} image={item.image} modifiers={item.modifiers} price={item.price} testId="payment-item">
      <p className="text-slate-700">
        {t('payments.details.paidCount', { paid: item.paidCount })}
        {item.refundedCount > 0 ? ` · ${t('payments.details.refundedCount', { refunded: item.refundedCount })}` : ''}
      </p>
    </ItemLine>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.payment' }
