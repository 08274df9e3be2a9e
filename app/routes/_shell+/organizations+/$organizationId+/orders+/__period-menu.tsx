/**
 * The period of the Orders screen (SPEC.md 2 "Period filter menu"): what is shown and its
 * start and end on the venue's clock, and a menu of links to the other periods. A link keeps
 * the page size and sort and starts again at page 1; 'Custom period…' opens the dialog.
 */
import { Link, useLocation, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { orderPeriodParams, PERIOD_PARAMS, PERIOD_SHORTCUTS, type OrderPeriodKind, type ShortcutKind } from '~/utils/order-periods'
import { DropMenu, menuItemClass } from './__menu'

/** The screen's query with another period: the period's own parameters and the page replaced. */
function withPeriod(search: string, kind: ShortcutKind): string {
  const params = new URLSearchParams(search)
  for (const name of [...PERIOD_PARAMS, 'page']) params.delete(name)
  for (const [name, value] of orderPeriodParams({ kind })) params.set(name, value)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function PeriodMenu({ kind, from, to }: { kind: OrderPeriodKind; from: string; to: string | null }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const { organizationId } = useParams()
  const screen = `/organizations/${organizationId}/orders`
  return (
    <DropMenu
      testId="orders-period"
      summary={
        <span className="flex flex-col text-left">
          <span>{t(`orders.period.${kind}`)}</span>
          <span className="text-xs font-normal text-slate-600" data-testid="orders-period-range">
            {from} – {to ?? t('orders.period.now')}
          </span>
        </span>
      }
    >
      <nav aria-label={t('orders.period.label')}>
        <ul>
          {PERIOD_SHORTCUTS.map((shortcut) => (
            <li key={shortcut}>
              <Link
                to={`${screen}${withPeriod(search, shortcut)}`}
                preventScrollReset
                aria-current={shortcut === kind ? 'true' : undefined}
                className={menuItemClass(shortcut === kind)}
              >
                {t(`orders.period.${shortcut}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={`${screen}/period${search}`}
              preventScrollReset
              aria-current={kind === 'custom' ? 'true' : undefined}
              className={menuItemClass(kind === 'custom')}
            >
              {t('orders.period.customChoice')}
            </Link>
          </li>
        </ul>
      </nav>
    </DropMenu>
  )
}
