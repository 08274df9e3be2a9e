import { useTranslation } from 'react-i18next'
import { cardTheme } from '~/utils/color'
import { cx } from '~/components/ui/cx'
import type { SectionView } from '~/features/tips/text-sections'
import { attr, marks } from '~/browser/protocol'

export interface PaymentCard {
  title: string
  description: string | null
  backgroundColor: string
  logoUrl: string | null
}

/** The organization's text sections as the preview shows them (features/tips/text-sections.ts sectionViews, in the preview's language). */
export interface PreviewSections {
  header: SectionView[]
  footer: SectionView[]
}

/**
 * What a guest sees of the payment page, themed by its background: the header text sections
 * above the card, the footer ones below it (SPEC.md 2 "Text sections").
 */
export function PaymentCardPreview({ card, name, sections }: { card: PaymentCard; name?: string; sections?: PreviewSections }) {
  if (!sections || (sections.header.length === 0 && sections.footer.length === 0)) return <Card card={card} name={name} />
  return (
    <div className="space-y-3">
      <PreviewSectionList sections={sections.header} place="header" />
      <Card card={card} name={name} />
      <PreviewSectionList sections={sections.footer} place="footer" />
    </div>
  )
}

function PreviewSectionList({ sections, place }: { sections: SectionView[]; place: 'header' | 'footer' }) {
  if (sections.length === 0) return null
  return (
    <div className="space-y-2" {...attr(marks.previewSections, place)}>
      {sections.map((section, index) => (
        <div key={index} className="rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]">
          {section.title ? <p className="font-semibold text-slate-900">{section.title}</p> : null}
          {section.text ? <p className="text-slate-700">{section.text}</p> : null}
          {section.detailAction ? <p className="mt-1 font-medium text-brand-700">{section.detailAction}</p> : null}
        </div>
      ))}
    </div>
  )
}

function Card({ card, name }: { card: PaymentCard; name?: string }) {
  const { t } = useTranslation()
  const theme = cardTheme(card.backgroundColor)
  return (
    <div
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
