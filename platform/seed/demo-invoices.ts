/**
 * Payment invoices of the demo (issue 11 item 7): six invoices of Old Town Bistro, numbered
 * OTB-000001 to OTB-000006 in the order of their payments, issued through the same issuing
 * function as the calls (domain/invoicing/issue.ts): three for the payments the demo payments
 * gave customer details (customers typed in) and three for companies of the demo VAT registry
 * (as a download by VAT number issues them, without an e-mail). Each is issued an hour after
 * its payment; payments without refunds only, so no invoice counts a refund made after it.
 */
import { sql } from 'drizzle-orm'
import type { PaymentInvoiceKind } from '../../contract/payments.js'
import { checkVatNumber } from '../../contract/vat.js'
import type { Database } from '../db/client.js'
import type { InvoiceCustomer } from '../domain/invoicing/document.js'
import { issuePaymentInvoice } from '../domain/invoicing/issue.js'
import { rowsOf } from '../domain/orders/views.js'
import type { PaymentsOrganization } from '../domain/payments/organization.js'
import type { PaymentRow } from '../domain/payments/views.js'
import { DemoVatRegistry } from '../providers/vat/demo.js'

const HOUR = 3_600_000
/** Demo registry companies that get an invoice. */
const REGISTRY_CUSTOMERS = ['LT100001234510', 'PL5271234505', 'LV40003123453']

type PaymentRead = Pick<
  PaymentRow,
  'id' | 'ts' | 'allow_detailed_invoice' | 'customer_vat_number' | 'customer_reg_number' | 'customer_name' | 'customer_address' | 'customer_email'
>

export async function seedDemoInvoices(db: Database, bistroId: string, now: Date): Promise<void> {
  const [org] = rowsOf<PaymentsOrganization>(
    await db.execute(sql`select id, name, address, currency, time_zone as "timeZone" from organizations where id = ${bistroId}`),
  )
  if (!org) throw new Error('Demo invoices: Old Town Bistro is missing')
  const read = (where: ReturnType<typeof sql>, limit: number) =>
    db.execute(sql`
      select id, ts, allow_detailed_invoice, customer_vat_number, customer_reg_number, customer_name, customer_address, customer_email
      from payments
      where organization_id = ${bistroId} and refund_amount = 0 and ts < ${new Date(now.getTime() - 2 * HOUR).toISOString()}::timestamptz and ${where}
      order by ts desc, id desc limit ${limit}`)
  const typedIn = rowsOf<PaymentRead>(await read(sql`customer_vat_number is not null`, 3))
  // Recent payments a week apart or so: every 40th of the latest without a customer.
  const anonymous = rowsOf<PaymentRead>(await read(sql`customer_vat_number is null`, 120)).filter((_, i) => i % 40 === 7)
  const registry = new DemoVatRegistry()
  const planned: { payment: PaymentRead; customer: InvoiceCustomer }[] = []
  for (const payment of typedIn) {
    const vat = checkVatNumber(payment.customer_vat_number!)
    if (!vat) throw new Error(`Demo invoices: the demo payment's VAT number ${payment.customer_vat_number} is not valid`)
    planned.push({
      payment,
      customer: {
        vatNumber: vat.vatNumber,
        regNumber: payment.customer_reg_number,
        name: payment.customer_name!,
        address: payment.customer_address!,
        email: payment.customer_email,
      },
    })
  }
  for (const [i, payment] of anonymous.slice(0, REGISTRY_CUSTOMERS.length).entries()) {
    const company = (await registry.lookup(REGISTRY_CUSTOMERS[i]!))!
    planned.push({
      payment,
      customer: { vatNumber: company.customerVatNumber, regNumber: company.customerRegNumber, name: company.customerName, address: company.customerAddress, email: null },
    })
  }
  // Oldest payment first, so numbers follow the issue times.
  planned.sort((a, b) => new Date(a.payment.ts).getTime() - new Date(b.payment.ts).getTime())
  for (const { payment, customer } of planned) {
    const kind: PaymentInvoiceKind = payment.allow_detailed_invoice ? 'DETAILED' : 'GT'
    const issuedAt = new Date(Math.min(new Date(payment.ts).getTime() + HOUR, now.getTime()))
    await issuePaymentInvoice(db, org, { paymentId: payment.id, kind, customer, sameCustomerBy: 'allFields' }, issuedAt)
  }
}
