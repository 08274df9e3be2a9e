/**
 * A switch of the Orders header (SPEC.md 2, 4 "Orders/bill payments"): order taking or bill
 * payment, enabled, 'Disabled' or 'Disabled until {time}', with a menu of what it can become.
 * Each choice is a button of one plain form that posts to the screen's action; 'Until a date and
 * time…' opens the until dialog. Works without JavaScript.
 */
import { Form, Link, useLocation, useParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import type { AvailabilityChoice, AvailabilityTarget } from '~/features/orders/disable-until'
import { DropMenu, menuItemClass } from '~/components/ui/drop-menu'

const DISABLE_CHOICES: AvailabilityChoice[] = ['hours1', 'hours2', 'hours4', 'today']

export function AvailabilitySwitch({ target, state, until }: { target: AvailabilityTarget; state: 'enabled' | 'disabled' | 'disabledUntil'; until: string | null }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const { organizationId } = useParams()
  const status =
    state === 'enabled'
      ? t('orders.availability.enabled')
      : state === 'disabled'
        ? t('orders.availability.disabled')
        : t('orders.availability.disabledUntil', { time: until })
  const choice = (intent: AvailabilityChoice, label: string) => (
    <button key={intent} type="submit" name="intent" value={intent} className={menuItemClass()}>
      {label}
    </button>
  )
  return (
    <DropMenu
      key={`${state}|${until ?? ''}`}
      testId={`switch-${target}`}
      align="right"
      summary={
        <>
          <span>{t(`orders.availability.${target}.label`)}</span>
          <Badge tone={state === 'enabled' ? 'success' : 'error'}>{status}</Badge>
        </>
      }
    >
      <Form method="post" preventScrollReset className="flex flex-col" aria-label={t(`orders.availability.${target}.label`)}>
        <input type="hidden" name="target" value={target} />
        {state !== 'enabled' ? choice('enable', t('orders.availability.enable')) : null}
        {DISABLE_CHOICES.map((intent) => choice(intent, t(`orders.availability.choice.${intent}`)))}
        <Link to={`/organizations/${organizationId}/orders/disable-until/${target}${search}`} preventScrollReset className={menuItemClass()}>
          {t('orders.availability.choice.custom')}
        </Link>
        {choice('forever', t('orders.availability.choice.forever'))}
      </Form>
    </DropMenu>
  )
}
