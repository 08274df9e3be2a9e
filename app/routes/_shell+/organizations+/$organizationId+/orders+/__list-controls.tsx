/**
 * The list's own query (SPEC.md 9): rows per page (10, 20, 50, 100) and the sort, one GET form
 * that keeps the period and starts again at page 1 (with JavaScript it is sent as soon as a
 * choice changes).
 */
import { Form, useLocation, useParams } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_PAGE_SIZES } from '#contract/orders'
import { buttonClass } from '~/components/ui/button'
import { useHydrated } from '~/components/ui/use-hydrated'
import { ORDER_SORT_CHOICES, type OrderSortChoice } from '~/utils/order-list'
import { PERIOD_PARAMS } from '~/utils/order-periods'

const selectClass =
  'block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40'

export function ListControls({ size, sort }: { size: number; sort: OrderSortChoice }) {
  const { t } = useTranslation()
  const id = useId()
  const { search } = useLocation()
  const { organizationId } = useParams()
  const hydrated = useHydrated()
  const kept = [...new URLSearchParams(search)].filter(([name]) => (PERIOD_PARAMS as readonly string[]).includes(name))
  const submit = (event: { currentTarget: HTMLSelectElement }) => event.currentTarget.form?.requestSubmit()
  return (
    <Form method="get" action={`/organizations/${organizationId}/orders`} preventScrollReset key={`${size}|${sort}`} className="flex flex-wrap items-end gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="space-y-0.5">
        <label htmlFor={`${id}-size`} className="block text-xs font-medium text-slate-600">
          {t('orders.list.size')}
        </label>
        <select id={`${id}-size`} name="size" defaultValue={String(size)} onChange={submit} className={selectClass}>
          {ORDER_PAGE_SIZES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-0.5">
        <label htmlFor={`${id}-sort`} className="block text-xs font-medium text-slate-600">
          {t('orders.list.sort')}
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={sort} onChange={submit} className={selectClass}>
          {ORDER_SORT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`orders.list.sortBy.${choice.replace('.', '_')}`)}
            </option>
          ))}
        </select>
      </div>
      {/* With JavaScript a change sends the form; without it, this does. */}
      {hydrated ? null : (
        <button type="submit" className={buttonClass('secondary')}>
          {t('common.apply')}
        </button>
      )}
    </Form>
  )
}
