/**
 * The invoice dialog (SPEC.md 2 "Invoices", 4 "Invoice dialog", 5 "Invoice"; max width 650),
 * one module for the Payments screen and the Invoices tab (their routes re-export it; the server
 * half is invoice-dialog.server.ts). An issued invoice shows its number, customer and download.
 * Otherwise the customer is found by VAT number (a GET form: the registry's company, then
 * 'Download invoice', which issues it) or typed in (a POST form: the PUT issues it). Every step
 * works without JavaScript; with it (browser/live-check.ts) the typed-in form says what is wrong
 * as fields are left and keeps its button disabled until everything is valid.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Banner } from '~/components/ui/banner'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { ErrorList, Field } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { PAYMENT_ERRORS, PAYMENT_LIMITS } from '#contract/payments'
import { atMost, CUSTOMER_FIELDS, invoiceCustomerSchema } from '~/features/payments/invoice-customer'
import { translateMessage } from '~/utils/messages'
import type { CustomerView } from '~/features/payments/payment-view'
import type { invoiceDialogAction, invoiceDialogLoader } from './invoice-dialog.server'
import { screenQueryOf } from './screen-query'
import { Detail } from './detail'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, liveCheck } from '~/browser/protocol'


/** The dialog's own parameters (INVOICE_DIALOG_PARAMS of the server half). */
const OWN_PARAMS = ['vat'] as const

export function InvoiceDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof invoiceDialogLoader>()
  const { pathname, search } = useLocation()
  const query = screenQueryOf(search, OWN_PARAMS)
  const download = (vat?: string) => {
    const params = new URLSearchParams(query)
    if (vat) params.set('vat', vat)
    const rest = params.toString()
    return `${pathname}/download${rest ? `?${rest}` : ''}`
  }
  return (
    <Dialog
      title={data.payment.orderNumber === null ? t('payments.details.tipTitle') : t('invoices.dialog.title', { number: data.payment.orderNumber })}
      width={650}
      dialogParams={[...OWN_PARAMS, 'downloadError']}
    >
      <div className="space-y-5 text-sm">
        <p className="text-slate-700">{t('invoices.dialog.orderAmount', { amount: data.payment.orderAmount })}</p>
        {data.downloadError ? <Banner tone="error">{t(data.downloadError)}</Banner> : null}
        {data.issued ? (
          <section aria-labelledby="invoice-issued" className="space-y-3" data-testid="invoice-issued">
            <h3 id="invoice-issued" className="font-medium text-slate-900">
              {t('invoices.dialog.issued', { number: data.issued.number })}
            </h3>
            {data.issued.customer ? <Customer customer={data.issued.customer} /> : null}
            <a href={download()} className={buttonClass('primary')}>
              {t('invoices.dialog.download')}
            </a>
          </section>
        ) : !data.kind ? (
          <p className="text-slate-700">{t('payments.downloadErrors.detailedNotAllowed')}</p>
        ) : (
          <>
            <p className="text-slate-700">{t(data.kind === 'DETAILED' ? 'invoices.dialog.kindDetailed' : 'invoices.dialog.kindGt')}</p>
            <VatLookup query={query} download={download} />
            <ManualEntry />
          </>
        )}
      </div>
    </Dialog>
  )
}

/** (a) By VAT number: a GET form to the dialog itself, then the company and its download. */
function VatLookup({ query, download }: { query: string; download: (vat: string) => string }) {
  const { t } = useTranslation()
  const { lookup } = useLoaderData<typeof invoiceDialogLoader>()
  const { pathname } = useLocation()
  const errorId = 'invoice-vat-error'
  const startsDialog = useDialogStart()
  const error = lookup && 'error' in lookup ? lookup.error : null
  return (
    <section aria-labelledby="invoice-by-vat" className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 id="invoice-by-vat" className="font-medium text-slate-900">
        {t('invoices.dialog.byVat')}
      </h3>
      <Form method="get" action={pathname} preventScrollReset className="flex flex-wrap items-end gap-2">
        {[...new URLSearchParams(query)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="invoice-vat" className="block text-sm font-medium text-slate-700">
            {t('invoices.fields.customerVatNumber')}
          </label>
          <input
            id="invoice-vat"
            name="vat"
            defaultValue={lookup?.typed ?? ''}
            autoFocus={startsDialog}
            autoComplete="off"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
        </div>
        <Button variant="secondary">{t('invoices.dialog.find')}</Button>
      </Form>
      <ErrorList id={errorId} errors={error ? [error] : null} />
      {lookup && 'company' in lookup ? (
        <div className="space-y-2" data-testid="invoice-company">
          <Customer
            customer={{ name: lookup.company.customerName, address: lookup.company.customerAddress, regNumber: lookup.company.customerRegNumber, vatNumber: lookup.company.customerVatNumber, email: null }}
          />
          {lookup.company.source === 'demo' ? <p className="text-xs text-slate-600">{t('invoices.dialog.demoRegistry')}</p> : null}
          <a href={download(lookup.vatNumber)} className={buttonClass('primary')}>
            {t('invoices.dialog.download')}
          </a>
        </div>
      ) : null}
    </section>
  )
}

/** The fields checked for a format beyond being filled in (invoiceCustomerSchema's refinements). */
const FORMATS: Partial<Record<(typeof CUSTOMER_FIELDS)[number], { format: 'vat' | 'email'; message: string }>> = {
  customerVatNumber: { format: 'vat', message: PAYMENT_ERRORS.invalidVat },
  customerEmail: { format: 'email', message: PAYMENT_ERRORS.invalidEmail },
}

/** Each field's limit (contract PAYMENT_LIMITS, as the schema and the platform have them). */
const LIMITS: Record<(typeof CUSTOMER_FIELDS)[number], number> = {
  customerVatNumber: PAYMENT_LIMITS.vatNumber,
  customerRegNumber: PAYMENT_LIMITS.regNumber,
  customerName: PAYMENT_LIMITS.customerName,
  customerAddress: PAYMENT_LIMITS.customerAddress,
  customerEmail: PAYMENT_LIMITS.email,
}

/** (b) Typed in: every field required, a valid VAT number and e-mail; the PUT issues the invoice. */
function ManualEntry() {
  const { t } = useTranslation()
  const { payment } = useLoaderData<typeof invoiceDialogLoader>()
  const lastResult = useActionResult<typeof invoiceDialogAction>()
  const known = payment.customer
  const [form, fields] = useAppForm({
    id: 'invoice-customer',
    schema: invoiceCustomerSchema,
    lastResult,
    defaultValue: {
      customerVatNumber: known?.vatNumber ?? '',
      customerRegNumber: known?.regNumber ?? '',
      customerName: known?.name ?? '',
      customerAddress: known?.address ?? '',
      customerEmail: known?.email ?? '',
    },
  })
  const labels: Record<(typeof CUSTOMER_FIELDS)[number], string> = {
    customerVatNumber: t('invoices.fields.customerVatNumber'),
    customerRegNumber: t('invoices.fields.customerRegNumber'),
    customerName: t('invoices.fields.customerName'),
    customerAddress: t('invoices.fields.customerAddress'),
    customerEmail: t('invoices.fields.customerEmail'),
  }
  // The schema's rules as the shell island reads them (browser/live-check.ts): the same limits,
  // the same VAT and e-mail checks by name, its messages in the user's language.
  const message = (key: string) => translateMessage(t, key)
  const checks = Object.fromEntries(
    CUSTOMER_FIELDS.map((name) => [
      name,
      {
        ...attr(liveCheck.required, message(PAYMENT_ERRORS.required)),
        ...attr(liveCheck.maxLength, LIMITS[name]),
        ...attr(liveCheck.tooLong, message(atMost(LIMITS[name]))),
        ...(FORMATS[name] ? { ...attr(liveCheck.format, FORMATS[name].format), ...attr(liveCheck.formatMessage, message(FORMATS[name].message)) } : {}),
      },
    ]),
  )
  return (
    <section aria-labelledby="invoice-by-hand" className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 id="invoice-by-hand" className="font-medium text-slate-900">
        {t('invoices.dialog.byHand')}
      </h3>
      {/* With JavaScript, browser/live-check.ts checks as the user types, from the attributes each field carries (checks). */}
      <Form method="post" {...getFormProps(form)} {...attr(liveCheck.form, true)} className="space-y-3">
        {CUSTOMER_FIELDS.map((name) => (
          <Field
            key={name}
            label={labels[name]}
            inputProps={{
              ...getInputProps(fields[name], { type: name === 'customerEmail' ? 'email' : 'text' }),
              autoComplete: 'off',
              ...checks[name],
            }}
            errors={fields[name].errors}
          />
        ))}
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex justify-end">
          {/* Without JavaScript the server checks and answers the same messages. */}
          <Button>{t('invoices.dialog.issue')}</Button>
        </div>
      </Form>
    </section>
  )
}

function Customer({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation()
  const rows: [string, string | null][] = [
    [t('invoices.fields.customerName'), customer.name],
    [t('invoices.fields.customerAddress'), customer.address],
    [t('invoices.fields.customerRegNumber'), customer.regNumber],
    [t('invoices.fields.customerVatNumber'), customer.vatNumber],
    [t('invoices.fields.customerEmail'), customer.email],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
    </dl>
  )
}

