/**
 * A guest starts paying a table's bill (POST /public/pay/bills, contract/guest-table.ts, ADR
 * 0081): the tip's start path of checkout.ts (one checkout per attempt, the provider asked
 * once, the write limits), with a row written in one transaction that reads the bill-payment
 * switch under the venue row's lock, locks the table's open orders, works out this guest's
 * part (bill-parts.ts) and holds it in the checkout's allocations. A refusal writes nothing.
 */
import { eq } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/errors.js'
import { guestFees } from '../../../contract/fees.js'
import type { GuestCheckoutStarted } from '../../../contract/guest-pay.js'
import { BILL_REFUSALS, BILL_TIP_MIN, guestTablePagePath, type BillCheckoutRequest, type BillInvoiceRequest } from '../../../contract/guest-table.js'
import type { PlatformConfig } from '../../config.js'
import type { Database } from '../../db/client.js'
import { guestCheckouts, organizations } from '../../db/schema/index.js'
import type { VatRegistry } from '../../providers/vat/index.js'
import { venueLegalParty } from '../billing/legal-details.js'
import { DomainError, invalid, notFound } from '../errors.js'
import type { InvoiceCustomer } from '../invoicing/document.js'
import { parseInvoiceCustomer, parseVatNumber } from '../invoicing/customer.js'
import { sellerDetailsRequired } from '../invoicing/issue.js'
import { findVatCustomer } from '../invoicing/vat-lookup.js'
import { allocate } from './bill-parts.js'
import { ATTEMPT_KEY, boxMember, cardsProvider, checkTip, keyHashOf, startCheckout, type CheckoutDeps } from './checkout.js'
import { billSwitch } from './table-page.js'
import { billSwitchColumns, tableBill, tableTarget, type TableTarget } from './table-bill.js'

export interface BillCheckoutDeps extends CheckoutDeps {
  config: Pick<PlatformConfig, 'appUrl'>
  vatRegistry: VatRegistry
  clock: () => Date
}

export async function startBillCheckout(
  deps: BillCheckoutDeps,
  input: BillCheckoutRequest,
  clientAddress: string,
): Promise<{ started: GuestCheckoutStarted; created: boolean }> {
  const target = await tableTarget(deps.db, input.tableId)
  if (input.tip !== 0) checkTip(input.tip, target.currency, 'tip', BILL_TIP_MIN)
  const typed = input.invoice && 'customerName' in input.invoice ? typedCustomer(input.invoice) : null
  if (input.invoice && !typed) parseVatNumber(input.invoice.customerVatNumber, 'invoice.customerVatNumber')
  const boxId = target.boxId
  if (!boxId) {
    throw new DomainError(ErrorCode.CONFLICT, 'This venue has no tip box yet, so its bills cannot be paid here', { reason: BILL_REFUSALS.noBox })
  }
  // Only an INDIVIDUAL box lets the guest name who receives the tip, and only one of its people.
  if (input.memberId !== undefined) {
    if (target.boxMode !== 'INDIVIDUAL') throw notFound('Member')
    await boxMember(deps.db, boxId, input.memberId)
  }
  const provider = cardsProvider(deps, target.kybStatus)
  return startCheckout(
    deps,
    provider,
    {
      organizationId: target.organizationId,
      boxId,
      currency: target.currency,
      attempt: input.attempt,
      mode: input.mode,
      language: input.language,
      description: `${target.organizationName}: ${target.tableNumber}`,
      cancelPath: guestTablePagePath(target.tableId),
      insert: async () => {
        const customer = input.invoice ? (typed ?? (await customerByVat(deps.vatRegistry, input.invoice))) : null
        if (customer) await sellerCanInvoice(deps.db, target)
        return insertBillCheckout(deps, target, boxId, input, customer, provider.name)
      },
    },
    clientAddress,
  )
}

/** The customer typed in, checked by the invoice dialog's rules; a refusal names the fields as the request does (`invoice.…`). */
function typedCustomer(request: BillInvoiceRequest): InvoiceCustomer {
  try {
    return parseInvoiceCustomer(request).customer
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== ErrorCode.VALIDATION) throw error
    const fields = error.params.fields as Record<string, string[]>
    throw invalid(error.message, Object.fromEntries(Object.entries(fields).map(([key, messages]) => [`invoice.${key}`, messages])))
  }
}

/** The company the VAT registry knows by the number alone; 404 VAT_NUMBER_UNKNOWN when it knows none (the guest types it in). */
async function customerByVat(registry: VatRegistry, request: BillInvoiceRequest): Promise<InvoiceCustomer> {
  const vat = parseVatNumber(request.customerVatNumber, 'invoice.customerVatNumber')
  const unknown = () =>
    new DomainError(ErrorCode.NOT_FOUND, 'The VAT registry does not know this number: enter the company’s details', {
      reason: BILL_REFUSALS.vatUnknown,
    })
  let company
  try {
    company = await findVatCustomer(registry, vat.vatNumber)
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.NOT_FOUND) throw unknown()
    throw error
  }
  // VIES answers '---' for states that keep names private: the same as unknown for a guest.
  if (!company.customerName || !company.customerAddress || company.customerName === '---') throw unknown()
  return { vatNumber: company.customerVatNumber, regNumber: company.customerRegNumber, name: company.customerName, address: company.customerAddress, email: null }
}

/** An invoice is issued when the payment completes: a venue that cannot issue one is told now, before the guest pays. */
async function sellerCanInvoice(db: Database, target: TableTarget): Promise<void> {
  const seller = await venueLegalParty(db, { id: target.organizationId, name: target.organizationName })
  if ('missing' in seller) throw sellerDetailsRequired(seller.missing)
}

/** The checkout's row, written under the locks of the header; undefined when the attempt's row exists already. */
async function insertBillCheckout(
  deps: BillCheckoutDeps,
  target: TableTarget,
  boxId: string,
  input: BillCheckoutRequest,
  customer: InvoiceCustomer | null,
  provider: string,
) {
  return deps.db.transaction(async (tx) => {
    // The switch under the venue row's lock: a manager switching bill payment off is ordered before or after this.
    const [venue] = await tx
      .select(billSwitchColumns)
      .from(organizations)
      .where(eq(organizations.id, target.organizationId))
      .for('share')
    const state = billSwitch({ ...target, ...venue! }, deps.clock())
    if (state.state !== 'OPEN') {
      throw new DomainError(ErrorCode.CONFLICT, 'Paying the bill here is switched off now', { reason: BILL_REFUSALS.billOff, until: state.until })
    }
    const bill = await tableBill(tx, target.tableId, { lock: true })
    const allocations = allocate(bill, input.part, input.expectedAmount, target.currency)
    const orderAmount = allocations.reduce((total, a) => total + a.amount, 0)
    // The tip and the guest fee once; the organization fee is each order's own (as its payment will say).
    const fees = guestFees(orderAmount, input.tip, input.coverFee)
    const organizationFee = allocations.reduce((total, a) => total + guestFees(a.amount, 0, false).organizationFee, 0)
    const [row] = await tx
      .insert(guestCheckouts)
      .values({
        kind: 'BILL',
        organizationId: target.organizationId,
        boxId,
        orderId: allocations[0]!.orderId,
        tableId: target.tableId,
        allocations,
        invoiceRequest: customer,
        currency: target.currency,
        orderAmount,
        amount: input.tip,
        memberId: input.memberId ?? null,
        ...fees,
        organizationFee,
        coverFee: input.coverFee,
        rating: input.rating ?? null,
        likes: [...new Set(input.likes)],
        review: input.review ?? null,
        language: input.language,
        idempotencyKey: input.attempt,
        keyHash: keyHashOf(input.attempt),
        provider,
        mode: input.mode,
      })
      .onConflictDoNothing({ target: ATTEMPT_KEY })
      .returning()
    return row
  })
}
