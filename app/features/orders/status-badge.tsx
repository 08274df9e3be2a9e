/**
 * An order's or an item line's status (app/features/orders/order-view.ts): a guest order's own title and
 * colours, or a payment status in the user's language, or an unknown code as it is.
 */
import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import type { StatusView } from '~/features/orders/order-view'

export function StatusBadge({ status, count }: { status: StatusView; count?: number }) {
  const { t } = useTranslation()
  const suffix = count === undefined ? '' : `: ${count}`
  if (status.kind === 'appearance') {
    return (
      <span
        className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
        style={{ backgroundColor: status.background ?? undefined, color: status.foreground }}
      >
        {status.key ? t(status.key) : status.title}
        {suffix}
      </span>
    )
  }
  return (
    <Badge tone={status.tone}>
      {status.kind === 'key' ? t(status.key) : status.code}
      {suffix}
    </Badge>
  )
}
