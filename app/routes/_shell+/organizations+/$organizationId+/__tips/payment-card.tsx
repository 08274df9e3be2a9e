import { useTranslation } from 'react-i18next'
import { cardTheme } from '~/utils/color'
import { cx } from '~/components/ui/cx'

export interface PaymentCard {
  title: string
  description: string | null
  backgroundColor: string
  logoUrl: string | null
}

/** What a guest sees at the top of the payment page, themed by its background. */
export function PaymentCardPreview({ card, name }: { card: PaymentCard; name?: string }) {
  const { t } = useTranslation()
  const theme = cardTheme(card.backgroundColor)
  return (
    <div
      data-theme={theme}
      style={{ backgroundColor: `#${card.backgroundColor}` }}
      className={cx('rounded-lg p-5 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]', theme === 'dark' ? 'text-white' : 'text-slate-900')}
    >
      {card.logoUrl ? <img src={card.logoUrl} alt="" className="mb-3 h-10 w-10 rounded-full object-cover" /> : null}
      <p className="text-lg font-semibold">{card.title}</p>
      {name ? <p className="mt-1 text-sm opacity-90">{t('preview.tipFor', { name })}</p> : null}
      {card.description ? <p className="mt-2 text-sm opacity-90">{card.description}</p> : null}
    </div>
  )
}
