/**
 * The period of a list screen (SPEC.md 2 "Period filter menu"; Orders and Payments): what is
 * shown and its start and end on the venue's clock, and a menu of links to the screen's other
 * periods. A link keeps the rest of the query (page size, sort, search) and starts again at
 * page 1; 'Custom period…' opens the screen's `period` dialog (shared code, one route per screen).
 */
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DropMenu, menuItemClass } from '~/components/ui/drop-menu'
import { orderPeriodParams, PERIOD_PARAMS, type PeriodChoices, type ScreenPeriodKind } from '~/features/orders/order-periods'

/** The screen's query with another period: the period's own parameters and the page replaced. */
function withPeriod(search: string, kind: PeriodChoices['defaultKind'], choices: PeriodChoices): string {
  const params = new URLSearchParams(search)
  for (const name of [...PERIOD_PARAMS, 'page']) params.delete(name)
  for (const [name, value] of orderPeriodParams({ kind }, choices)) params.set(name, value)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function PeriodMenu({
  screen,
  choices,
  testId,
  kind,
  from,
  to,
}: {
  /** The screen's path, e.g. /organizations/1/orders. */
  screen: string
  choices: PeriodChoices
  testId: string
  kind: ScreenPeriodKind
  /** The shown start, null for all time. */
  from: string | null
  to: string | null
}) {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <DropMenu
      testId={testId}
      summary={
        <span className="flex flex-col text-left">
          <span>{t(`orders.period.${kind}`)}</span>
          {from ? (
            <span className="text-xs font-normal text-slate-600" data-testid={`${testId}-range`}>
              {from} – {to ?? t('orders.period.now')}
            </span>
          ) : null}
        </span>
      }
    >
      <nav aria-label={t('orders.period.label')}>
        <ul>
          {choices.shortcuts.map((shortcut) => (
            <li key={shortcut}>
              <Link
                to={`${screen}${withPeriod(search, shortcut, choices)}`}
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
