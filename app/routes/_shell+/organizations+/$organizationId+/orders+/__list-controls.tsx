/**
 * The list's own query (SPEC.md 9): rows per page (10, 20, 50, 100) and the sort, one GET form
 * that keeps the period and starts again at page 1 (with JavaScript it is sent as soon as a
 * choice changes).
 */
import { Form, useLocation, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ORDER_PAGE_SIZES } from '#contract/orders'
import { ApplyButton, AutoSubmitSelect } from '~/components/ui/auto-submit-select'
import { ORDER_SORT_CHOICES, type OrderSortChoice } from '~/features/orders/order-list'
import { PERIOD_PARAMS } from '~/features/orders/order-periods'

export function ListControls({ size, sort }: { size: number; sort: OrderSortChoice }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const { organizationId } = useParams()
  const kept = [...new URLSearchParams(search)].filter(([name]) => (PERIOD_PARAMS as readonly string[]).includes(name))
  return (
    <Form method="get" action={`/organizations/${organizationId}/orders`} preventScrollReset key={`${size}|${sort}`} className="flex flex-wrap items-end gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AutoSubmitSelect label={t('orders.list.size')} name="size" value={String(size)}>
        {ORDER_PAGE_SIZES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </AutoSubmitSelect>
      <AutoSubmitSelect label={t('orders.list.sort')} name="sort" value={sort}>
        {ORDER_SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`orders.list.sortBy.${choice.replace('.', '_')}`)}
          </option>
        ))}
      </AutoSubmitSelect>
      <ApplyButton />
    </Form>
  )
}
