/**
 * The guest's cart as the cart page draws it (routes/m+/$organizationId_.cart.tsx): each line
 * with − and + as small forms (0 removes it), what is wrong with a line, the total, the table,
 * and "Place order". The lines and the total are one live region: with JavaScript the guest-order
 * island posts the small forms itself and puts the answer's region in place of this one.
 */
import { cx } from '~/components/ui/cx'
import { inputClass } from '~/components/ui/field'
import { attr, guest, guestOrder, live } from '~/browser/protocol'
import type { CartPage, CartView } from './cart-page.server'

const smallButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-lg font-semibold ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600'

function CountForm({ id, action, lineId, count, label, text }: { id: string; action: string; lineId: string; count: number; label: string; text: string }) {
  return (
    <form method="post" action={action} {...attr(guestOrder.inPlace, true)}>
      <input type="hidden" name="intent" value="count" />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="count" value={count} />
      {/* An id: the redrawn cart gives the focus back to the same button (browser/page-regions.ts). */}
      <button type="submit" id={id} aria-label={label} className={smallButton}>
        <span aria-hidden="true">{text}</span>
      </button>
    </form>
  )
}

export function CartLines({ cart, page }: { cart: CartView; page: Pick<CartPage, 'action' | 'labels'> }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {cart.lines.map((line) => (
        <li key={line.id} className={cx('space-y-2 p-4', line.problem && 'bg-rose-50')}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.title}</p>
              {line.options.length > 0 ? <p className="text-sm text-slate-600">{line.options.join(', ')}</p> : null}
              {line.note ? (
                <p className="break-words text-sm italic text-slate-600">
                  {page.labels.note}: {line.note}
                </p>
              ) : null}
            </div>
            {line.total ? <p className="whitespace-nowrap font-semibold text-slate-900">{line.total}</p> : null}
          </div>
          {line.problem ? <p className="text-sm font-semibold text-rose-800">{line.problem}</p> : null}
          <div className="flex items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <CountForm id={`less-${line.id}`} action={page.action} lineId={line.id} count={line.count - 1} label={line.less} text="−" />
              {/* A span may not carry a label (its role is generic): the words are read, the figure seen. */}
              <span className="min-w-6 text-center font-semibold">
                <span aria-hidden="true">{line.count}</span>
                <span className="sr-only">{`${page.labels.count}: ${line.count}`}</span>
              </span>
              {line.problem ? null : <CountForm id={`more-${line.id}`} action={page.action} lineId={line.id} count={line.count + 1} label={line.more} text="+" />}
            </div>
            <form method="post" action={page.action} {...attr(guestOrder.inPlace, true)}>
              <input type="hidden" name="intent" value="count" />
              <input type="hidden" name="lineId" value={line.id} />
              <input type="hidden" name="count" value={0} />
              <button type="submit" className="text-sm font-medium text-rose-700 underline hover:text-rose-900">
                {line.remove}
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The order's total, table and "Place order": one submit (the attempt is the form's, a double tap places one order). */
export function PlaceForm({ cart, page, tableNumber, tableError }: { cart: CartView; page: CartPage; tableNumber: string; tableError: string | null }) {
  return (
    <form
      method="post"
      action={page.action}
      className="mt-4 space-y-4"
      {...attr(guest.form, { currency: '', provider: 'none', stripeIsland: null, routeId: '', language: page.lang })}
    >
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="attempt" value={page.attempt} />
      <p className="flex items-baseline justify-between text-lg font-semibold text-slate-900">
        <span>{page.labels.total}</span>
        <span className="whitespace-nowrap">{cart.total}</span>
      </p>
      {cart.table ? (
        <p className="font-medium text-slate-800">{cart.table}</p>
      ) : (
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{page.labels.tableNumber}</span>
          <input
            name="table"
            required
            maxLength={20}
            autoComplete="off"
            defaultValue={tableNumber}
            aria-invalid={tableError ? true : undefined}
            aria-describedby={tableError ? 'table-error' : 'table-hint'}
            className={cx(inputClass(), 'mt-1 !w-32')}
          />
          {tableError ? (
            <span id="table-error" className="block text-sm font-medium text-rose-700">
              {tableError}
            </span>
          ) : (
            <span id="table-hint" className="block text-xs text-slate-500">
              {page.labels.tableHint}
            </span>
          )}
        </label>
      )}
      {cart.blocked ? <p className="text-sm font-medium text-rose-800">{page.labels.removeFirst}</p> : null}
      <button
        type="submit"
        disabled={cart.blocked || !page.ordering.open}
        className="w-full rounded-xl bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-300 disabled:text-slate-600"
      >
        {page.labels.place}
      </button>
    </form>
  )
}

/** The live region's name of the cart (its lines, total and form). */
export const CART_REGION = 'cart'
export const cartRegion = attr(live.region, CART_REGION)
