/**
 * A table's page (issue 28; ADR 0081): the venue's card and text sections, the table's open
 * orders and what is left (the region the island reads again, so every phone at the table sees
 * payments), and one plain form: the part (the whole bill by default), the tip (none by
 * default), a company invoice when asked, and Pay with the sum. Every word arrives prepared by
 * the loader (table-page.server.ts); the island (browser/guest-bill.ts) keeps the sums in step.
 */
import type { ReactNode } from 'react'
import type { GuestTablePage } from '#contract/guest-table'
import { BILL_SPLIT_MAX, BILL_TIP_PERCENTS, billTipOfPercent } from '#contract/guest-table'
import { guestFees } from '#contract/fees'
import { CUSTOMER_FIELDS } from '~/features/payments/invoice-customer'
import { cx } from '~/components/ui/cx'
import { formatMoney } from '~/utils/format'
import { attr, guest, refresh } from '~/browser/protocol'
import { billTip, partAmount, unitsLeft, type BillFacts, type BillPartKind, type ChosenLine } from './bill-part'
import { AmountInput, Card, FeedbackFields, RecipientChoices, Sections, Slotted, SUBMIT, TipChoices, type FeedbackLabels, type PayLabels } from './pay-view'

type InvoiceField = (typeof CUSTOMER_FIELDS)[number]

export interface BillView {
  heading: string
  empty: string | null
  orders: {
    id: string
    title: string
    status: { text: string; background: string; color: string } | null
    lines: { id: string; text: string; modifiers: string; amount: string; each: string | null; paid: string | null }[]
  }[]
  totals: { label: string; value: string; strong: boolean }[]
  facts: BillFacts
  refreshEvery: number
}

export interface TableLabels {
  billOff: string | null
  leaveTip: string | null
  orderFromMenu: string | null
  nothingToPay: string
  noPayments: string
  partLegend: string
  partFull: string
  partShare: string
  people: string
  shares: string
  partAmount: string
  partAmountHint: string
  partItems: string
  count: string
  splitBetween: string
  /** Beside a chosen item someone else has just paid in full (shown by the island). */
  lineGone: string
  tipLegend: string
  noTip: string
  customTip: string
  tipHint: string
  /** With MONEY_SLOT where the fee goes. */
  coverFee: string
  invoiceSummary: string
  invoiceHint: string
  invoiceFields: Record<InvoiceField, string>
  /** With MONEY_SLOT where the total goes. */
  pay: string
  details: string
  recipientLegend: PayLabels['recipientLegend']
  recipientAnyone: PayLabels['recipientAnyone']
  /** The rating, reactions and review, folded away under this summary. */
  feedbackSummary: string
  feedback: FeedbackLabels
}

/** The form's values (drawn fresh, or as posted) and the messages of a refusal. */
export interface TableFormState {
  attempt: string
  part: BillPartKind
  people: string
  shares: string
  amount: string
  lines: Record<string, { picked: boolean; count: string; split: string }>
  /** The checked tip radio: '0' no tip, a preset's minor units, '' none checked. */
  tip: string
  tipCustom: string
  /** Who receives the tip (an INDIVIDUAL box): a recipient's id, or null for anyone. */
  memberId: string | null
  coverFee: boolean
  invoice: Record<InvoiceField, string>
  rating: number | null
  likes: string[]
  review: string
  formErrors: string[]
  fieldErrors: Record<string, string>
}

export interface TableViewProps {
  page: GuestTablePage
  bill: BillView
  labels: TableLabels
  readIn: string[]
  language: string
  form: TableFormState
  stripeIsland?: string
  routeId?: string
}

const FIELD = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900'

export function TableView({ page, bill, labels, readIn, language, form, stripeIsland, routeId }: TableViewProps) {
  return (
    <div className="space-y-4 pt-4">
      <Sections sections={page.sections.header} languages={readIn} details={labels.details} place="header" />
      <Card card={page.card} />
      {labels.orderFromMenu ? (
        <a href={`/m/${page.organization.id}?table=${page.table.id}`} className="block rounded-lg bg-white px-4 py-3 text-center font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50">
          {labels.orderFromMenu}
        </a>
      ) : null}
      <Bill bill={bill} />
      {labels.billOff ? (
        <div className="space-y-3">
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            {labels.billOff}
          </p>
          {labels.leaveTip && page.box ? (
            <a href={`/pay/b/${page.box.id}?lang=${language}`} className={cx(SUBMIT, 'block text-center')}>
              {labels.leaveTip}
            </a>
          ) : null}
        </div>
      ) : page.payments.provider === 'none' ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{labels.noPayments}</p>
      ) : page.total.left > 0 ? (
        <PayForm page={page} facts={bill.facts} labels={labels} form={form} language={language} stripeIsland={stripeIsland} routeId={routeId} />
      ) : null}
      <Sections sections={page.sections.footer} languages={readIn} details={labels.details} place="footer" />
    </div>
  )
}

/** The table's open orders and the totals: the region every open page reads again. */
function Bill({ bill }: { bill: BillView }) {
  return (
    <section
      aria-labelledby="bill-heading"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]"
      {...attr(refresh.region, true)}
      {...attr(refresh.every, bill.refreshEvery)}
      {...attr(guest.bill, bill.facts)}
    >
      <h2 id="bill-heading" className="text-lg font-semibold text-slate-900">
        {bill.heading}
      </h2>
      {bill.empty ? <p className="text-slate-700">{bill.empty}</p> : null}
      {bill.orders.map((order) => (
        <article key={order.id} aria-label={order.title} className="space-y-2 border-t border-slate-100 pt-2">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
            {order.title}
            {order.status ? (
              <span className="rounded-full px-2 py-0.5 text-xs font-medium" style={{ backgroundColor: order.status.background, color: order.status.color }}>
                {order.status.text}
              </span>
            ) : null}
          </h3>
          <ul className="space-y-2">
            {order.lines.map((line) => (
              <li key={line.id} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="font-medium text-slate-900">{line.text}</span>
                  <span className="whitespace-nowrap text-slate-900">{line.amount}</span>
                </div>
                {line.modifiers ? <p className="text-slate-600">{line.modifiers}</p> : null}
                {line.each ? <p className="text-slate-600">{line.each}</p> : null}
                {line.paid ? <p className="text-emerald-800">{line.paid}</p> : null}
              </li>
            ))}
          </ul>
        </article>
      ))}
      {bill.orders.length > 0 ? (
        <dl className="space-y-1 border-t border-slate-200 pt-2 text-sm">
          {bill.totals.map((row) => (
            <div key={row.label} className={cx('flex justify-between gap-3', row.strong ? 'text-base font-semibold text-slate-900' : 'text-slate-700')}>
              <dt>{row.label}</dt>
              <dd className="whitespace-nowrap">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}

/** The lines as the form posted them, for the sums the page shows before the island runs. */
function chosenLines(form: TableFormState): ChosenLine[] {
  return Object.entries(form.lines)
    .filter(([, line]) => line.picked)
    .map(([orderItemId, line]) => ({ orderItemId, count: Number(line.count) || 0, splitBetween: Number(line.split) || 1 }))
}

function PayForm({ page, facts, labels, form, language, stripeIsland, routeId }: Omit<TableViewProps, 'bill' | 'readIn'> & { facts: BillFacts }) {
  const currency = page.organization.currency
  const money = (minor: number) => formatMoney(minor, currency)
  const error = (field: string) => form.fieldErrors[field]
  const choice = { people: Number(form.people), shares: Number(form.shares), amount: form.amount, lines: chosenLines(form) }
  const sum = (kind: BillPartKind) => partAmount(facts, { kind, ...choice }) ?? 0
  const part = sum(form.part)
  const tip = billTip(form.tip, form.tipCustom, part) ?? 0
  const items = page.orders.flatMap((order) => order.items).filter((item) => item.leftAmount > 0)
  return (
    <form
      method="post"
      className="space-y-5"
      {...attr(guest.form, { currency, provider: page.payments.provider, stripeIsland: stripeIsland ?? null, routeId: routeId ?? '', language })}
    >
      <input type="hidden" name="attempt" value={form.attempt} />
      <input type="hidden" name="mode" value="redirect" />
      <input type="hidden" name="seen" value={facts.left} />
      {form.formErrors.length > 0 ? (
        <div role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
          {form.formErrors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-slate-900">{labels.partLegend}</legend>
        <PartChoice kind="FULL" label={labels.partFull} sum={money(sum('FULL'))} checked={form.part} />
        <PartChoice kind="SHARE" label={labels.partShare} sum={money(sum('SHARE'))} checked={form.part}>
          <div className="flex flex-wrap gap-3">
            <NumberField id="table-people" name="people" label={labels.people} min={2} max={BILL_SPLIT_MAX} value={form.people} error={error('people')} />
            <NumberField id="table-shares" name="shares" label={labels.shares} min={1} max={BILL_SPLIT_MAX - 1} value={form.shares} error={error('shares')} />
          </div>
        </PartChoice>
        <PartChoice kind="AMOUNT" label={labels.partAmount} checked={form.part}>
          <label htmlFor="table-amount" className="sr-only">
            {labels.partAmount}
          </label>
          <AmountInput id="table-amount" name="amount" value={form.amount} describedBy={error('amount') ? 'table-amount-error' : 'table-amount-hint'} invalid={!!error('amount')} />
          <Message id={error('amount') ? 'table-amount-error' : 'table-amount-hint'} error={error('amount')} hint={labels.partAmountHint} />
        </PartChoice>
        {items.length > 0 ? (
          <PartChoice kind="ITEMS" label={labels.partItems} sum={money(sum('ITEMS'))} checked={form.part}>
            <ul className="space-y-3" {...attr(guest.lines, true)}>
              {items.map((item) => {
                const line = form.lines[item.id]
                const units = unitsLeft({ price: item.price, left: item.leftAmount })
                return (
                  <li key={item.id} className="group/line space-y-1 text-sm has-[:disabled]:text-slate-500" {...attr(guest.line, item.id)}>
                    <label className="flex items-start gap-2">
                      <input type="checkbox" name="pick" value={item.id} defaultChecked={line?.picked ?? false} className="mt-0.5" />
                      <span className="flex-1 [overflow-wrap:anywhere]">
                        {item.count} × {item.title}
                      </span>
                      <span className="whitespace-nowrap" {...attr(guest.lineLeft, true)}>
                        {money(item.leftAmount)}
                      </span>
                    </label>
                    <p hidden className="pl-6 text-amber-900" {...attr(guest.lineGone, true)}>
                      {labels.lineGone}
                    </p>
                    <div className="flex flex-wrap gap-3 pl-6 group-has-[:disabled]/line:hidden">
                      {units > 1 ? (
                        <NumberField id={`count-${item.id}`} name={`count-${item.id}`} label={labels.count} min={1} max={units} value={line?.count || String(units)} />
                      ) : (
                        <input type="hidden" name={`count-${item.id}`} value="1" />
                      )}
                      <NumberField id={`split-${item.id}`} name={`split-${item.id}`} label={labels.splitBetween} min={1} max={BILL_SPLIT_MAX} value={line?.split || '1'} />
                    </div>
                  </li>
                )
              })}
            </ul>
            {error('items') ? <Message id="table-items-error" error={error('items')} /> : null}
          </PartChoice>
        ) : null}
      </fieldset>
      <TipChoices
        legend={labels.tipLegend}
        name="tip"
        options={[
          { value: 0, label: labels.noTip },
          ...BILL_TIP_PERCENTS.map((percent) => ({
            value: percent,
            // The '%' as the tips screens write a share; the amount follows the part (the island).
            label: `${percent}%`,
            amount: <span {...attr(guest.tipShare, percent)}>{money(billTipOfPercent(part, percent))}</span>,
          })),
        ]}
        checked={/^\d+$/.test(form.tip) ? Number(form.tip) : null}
        columns={2}
        custom={{ id: 'table-tipCustom', name: 'tipCustom', label: labels.customTip, value: form.tipCustom, hint: labels.tipHint, error: error('tipCustom') }}
      />
      <RecipientChoices recipients={page.recipients} labels={labels} checked={form.memberId} />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="coverFee" defaultChecked={form.coverFee} className="mt-0.5" />
        <span>
          <Slotted text={labels.coverFee} value={money(guestFees(part, tip, true).guestFee)} slot="fee" />
        </span>
      </label>
      <details open={CUSTOMER_FIELDS.some((field) => form.invoice[field] !== '' || error(field)) || undefined} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-300">
        <summary className="cursor-pointer py-1 font-medium text-slate-900">{labels.invoiceSummary}</summary>
        <div className="space-y-3 pb-2 pt-1">
          <p className="text-sm text-slate-600">{labels.invoiceHint}</p>
          {CUSTOMER_FIELDS.map((field) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`table-${field}`} className="block text-sm font-medium text-slate-700">
                {labels.invoiceFields[field]}
              </label>
              <input
                id={`table-${field}`}
                name={field}
                type={field === 'customerEmail' ? 'email' : 'text'}
                autoComplete={field === 'customerEmail' ? 'email' : field === 'customerName' ? 'organization' : 'off'}
                defaultValue={form.invoice[field]}
                aria-describedby={error(field) ? `table-${field}-error` : undefined}
                aria-invalid={error(field) ? true : undefined}
                className={FIELD}
              />
              {error(field) ? <Message id={`table-${field}-error`} error={error(field)} /> : null}
            </div>
          ))}
        </div>
      </details>
      <details open={form.rating !== null || form.likes.length > 0 || form.review !== '' || !!error('review') || undefined} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-300">
        <summary className="cursor-pointer py-1 font-medium text-slate-900">{labels.feedbackSummary}</summary>
        <div className="space-y-4 pb-2 pt-1">
          <FeedbackFields idPrefix="table" labels={labels.feedback} rating={form.rating} likes={form.likes} review={form.review} reviewError={error('review')} />
        </div>
      </details>
      <div {...attr(guest.element, true)} />
      <button type="submit" name="intent" value="pay" className={SUBMIT}>
        <Slotted text={labels.pay} value={money(guestFees(part, tip, form.coverFee).chargeAmount)} slot="total" />
      </button>
    </form>
  )
}

/** One part of the bill: its radio, its sum (rewritten by the island as choices change) and the fields that say it. */
function PartChoice({ kind, label, sum, checked, children }: { kind: BillPartKind; label: string; sum?: string; checked: BillPartKind; children?: ReactNode }) {
  return (
    <div className="space-y-2 rounded-lg bg-white px-3 py-3 ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
      <label className="flex cursor-pointer items-center gap-3">
        <input type="radio" name="part" value={kind} defaultChecked={checked === kind} />
        <span className="flex-1">{label}</span>
        {sum !== undefined ? (
          <span className="whitespace-nowrap font-semibold" {...attr(guest.part, kind)}>
            {sum}
          </span>
        ) : null}
      </label>
      {children ? <div className="space-y-1 pl-7">{children}</div> : null}
    </div>
  )
}

/** A small whole number (people, shares, units, guests to split between), with its message when refused. */
function NumberField({ id, name, label, min, max, value, error }: { id: string; name: string; label: string; min: number; max: number; value: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        defaultValue={value}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-base text-slate-900"
      />
      {error ? <Message id={`${id}-error`} error={error} /> : null}
    </div>
  )
}

/** A field's message when refused, else its hint. */
function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <p id={id} className={cx('text-sm', error ? 'text-rose-800' : 'text-slate-600')}>
      {error ?? hint}
    </p>
  )
}
