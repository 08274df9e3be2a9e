/**
 * The item editor's phone preview (SPEC.md 2 "item editor with live phone preview", 9 "Phone
 * preview base width 430"): the item as a guest sees it, drawn on the server from the editor's
 * draft: the list card (square crop of the first picture, title, description, size, price,
 * tag icons) and the detail card (detail crop, the texts, tags, each modifier with its options,
 * a quantity stepper at 1 and a special-instructions field). Its controls are pictures of
 * controls: disabled, unnamed, outside the editor's form.
 */
import { useTranslation } from 'react-i18next'
import type { Localized, Modifier, ModifierOption, OptionPrice } from '#contract/menu'
import { imageSrcSet, imageUrl, renditionHeight, clampCrop } from '#contract/images'
import { formatMoney } from '~/utils/format'
import { pickText } from '~/features/menu/localized'
import { priceDisplay, priceText, type PricedItem } from '~/features/menu/menu-price'
import { countOf, isSizeValue, priceOf } from '~/features/menu/menu-form'
import type { ItemDraft } from './__item-draft'

export const PHONE_WIDTH = 430
const LIST_IMAGE = 96

export interface PreviewContext {
  modifiers: Modifier[]
  tags: { name: string; title: Localized; imageUrl: string }[]
  units: { unit: string; symbol: Localized }[]
  lang: string
  currency: string
  waiterPriceAbove: boolean
  pos: boolean
}

const enabledPrice = (prices: OptionPrice[], chosen: string | null) =>
  prices.find(
    (p) => p.enabled && p.price !== null && (p.requiredOptions.length === 0 || (chosen !== null && p.requiredOptions.includes(chosen)))
  )?.price ?? null

/** What the platform would answer as the item's price state and prices, worked out from the draft (contract menuItemSchema). */
export function previewPrice(draft: ItemDraft, context: PreviewContext): PricedItem {
  const base = { price: priceOf(draft.price).value, partialPrice: draft.partialPrice, prices: [] as PricedItem['prices'] }
  const waiter = draft.waiterPrice || context.waiterPriceAbove
  if (context.pos) return { ...base, priceState: 'POS' }
  const byId = new Map(context.modifiers.map((m) => [m.id, m]))
  const priced = draft.modifiers.filter((m) => byId.get(m.id)?.type === 'PRICE')
  if (priced.length > 1) return { ...base, priceState: 'NOT_SUPPORTED' }
  if (priced.length === 1) {
    const link = priced[0]!
    const prices = byId
      .get(link.id)!
      .options.filter((o) => !o.hidden && !link.options[o.id]?.hidden)
      .flatMap((o) => {
        const price = priceOf(link.options[o.id]?.price ?? '', { tilde: true }).value ?? enabledPrice(o.prices, null)
        return price === null ? [] : [{ optionId: o.id, title: o.computedTitle, price }]
      })
    if (prices.length > 0) return { ...base, prices, priceState: 'SET' }
    return { ...base, priceState: waiter ? 'WAITER' : 'NOT_SUPPORTED' }
  }
  if (base.price !== null) return { ...base, priceState: 'SET' }
  return { ...base, priceState: waiter ? 'WAITER' : 'NOT_SET' }
}

/** The item's size written out ('2 × 0,5 l'), as the platform writes sizes; junk is left out. */
export function sizeLabel(size: ItemDraft['size'], context: PreviewContext): string {
  const unit = context.units.find((u) => u.unit === size.unit)
  const symbol = unit ? pickText(unit.symbol, context.lang) : size.unit
  // What the editor refuses is not drawn as a size ('xyz' once showed as one).
  const value = isSizeValue(size.value.trim()) ? size.value.trim() : ''
  const multiplier = countOf(size.multiplier, 3, 1).value
  if (value) {
    const amount = symbol ? `${value} ${symbol}` : value
    return multiplier !== null && multiplier > 1 ? `${multiplier} × ${amount}` : amount
  }
  if (multiplier === null) return ''
  return symbol ? `${multiplier} ${symbol}` : `× ${multiplier}`
}

export function PhonePreview({ draft, context }: { draft: ItemDraft; context: PreviewContext }) {
  const { t } = useTranslation()
  const { lang } = context
  const title = pickText(draft.title, lang) || t('menuItem.previewUntitled')
  const description = pickText(draft.description, lang)
  const size = sizeLabel(draft.size, context)
  const price = priceText(priceDisplay(previewPrice(draft, context), context.currency, lang), t)
  const tags = context.tags.filter((tag) => draft.tags.includes(tag.name))
  const image = draft.gallery[0]
  const byId = new Map(context.modifiers.map((m) => [m.id, m]))
  const attached = draft.modifiers.flatMap((link) => {
    const modifier = byId.get(link.id)
    return modifier ? [{ modifier, link }] : []
  })
  // The price modifier's chosen option (its default), which other options' prices may require.
  const priceLink = attached.find((a) => a.modifier.type === 'PRICE')
  const chosenPrice = priceLink
    ? (priceLink.modifier.options.find((o) => o.defaultCount > 0) ?? priceLink.modifier.options[0])?.id ?? null
    : null
  const detailCrop = image ? clampCrop(image.detailCrop, image.width, image.height, 'detail') : null
  return (
    <section aria-label={t('menuItem.preview')} className="space-y-3" data-testid="phone-preview">
      <h3 className="text-sm font-semibold text-slate-700">{t('menuItem.preview')}</h3>
      <div
        className="mx-auto max-w-full space-y-4 rounded-[2rem] border-8 border-slate-800 bg-slate-100 p-3"
        style={{ width: PHONE_WIDTH }}
      >
        <article aria-label={t('menuItem.previewList')} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm" data-testid="preview-list">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</p>
            {description ? <p className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{description}</p> : null}
            <p className="text-sm">
              <span className="font-medium text-slate-900" data-testid="preview-price">
                {price}
              </span>
              {size ? <span className="ml-2 text-slate-500">{size}</span> : null}
            </p>
            {tags.length ? (
              <p className="flex gap-1">
                {tags.map((tag) => (
                  <img
                    key={tag.name}
                    src={tag.imageUrl}
                    alt={pickText(tag.title, lang)}
                    title={pickText(tag.title, lang)}
                    width={18}
                    height={18}
                  />
                ))}
              </p>
            ) : null}
          </div>
          {image ? (
            <img
              src={imageUrl(image, 'list', LIST_IMAGE)}
              srcSet={imageSrcSet(image, 'list', LIST_IMAGE)}
              alt=""
              width={LIST_IMAGE}
              height={LIST_IMAGE}
              className="h-24 w-24 shrink-0 rounded-lg object-cover"
              style={image.backgroundColor ? { backgroundColor: `#${image.backgroundColor}` } : undefined}
              data-testid="preview-list-image"
            />
          ) : null}
        </article>
        <article
          aria-label={t('menuItem.previewDetail')}
          className="overflow-hidden rounded-xl bg-white shadow-sm"
          data-testid="preview-detail"
        >
          {image && detailCrop ? (
            <img
              src={imageUrl(image, 'detail', PHONE_WIDTH)}
              srcSet={imageSrcSet(image, 'detail', PHONE_WIDTH)}
              alt=""
              width={PHONE_WIDTH}
              height={renditionHeight(detailCrop, PHONE_WIDTH)}
              className="block h-auto w-full"
              data-testid="preview-detail-image"
            />
          ) : null}
          {draft.gallery.length > 1 ? (
            <p className="pt-1 text-center text-xs text-slate-500">{t('menuItem.previewPictures', { number: draft.gallery.length })}</p>
          ) : null}
          <div className="space-y-3 p-4">
            <div>
              <p className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</p>
              {size ? <p className="text-sm text-slate-500">{size}</p> : null}
            </div>
            {description ? <p className="whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">{description}</p> : null}
            <p className="font-medium">{price}</p>
            {tags.length ? (
              <ul className="flex flex-wrap gap-2 text-xs text-slate-600">
                {tags.map((tag) => (
                  <li key={tag.name} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5">
                    <img src={tag.imageUrl} alt="" width={14} height={14} />
                    {pickText(tag.title, lang)}
                  </li>
                ))}
              </ul>
            ) : null}
            {attached.map(({ modifier, link }) => (
              <PreviewModifier
                key={modifier.id}
                modifier={modifier}
                hidden={(o) => o.hidden || Boolean(link.options[o.id]?.hidden)}
                ownPrice={(o) => priceOf(link.options[o.id]?.price ?? '', { tilde: true }).value}
                chosenPrice={chosenPrice}
                context={context}
              />
            ))}
            <div className="space-y-1">
              <label className="block text-sm font-medium text-slate-700">
                {t('menuItem.previewInstructions')}
                <textarea
                  disabled
                  rows={2}
                  tabIndex={-1}
                  placeholder={t('menuItem.previewInstructionsHint')}
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 p-2 text-sm"
                />
              </label>
            </div>
            <div className="flex items-center justify-between gap-3">
              <div
                role="group"
                className="flex items-center gap-3 rounded-full border border-slate-300 px-3 py-1"
                aria-label={t('menuItem.previewQuantity')}
                data-testid="preview-stepper"
              >
                <span aria-hidden="true">−</span>
                <output className="min-w-4 text-center font-medium">1</output>
                <span aria-hidden="true">+</span>
              </div>
              <span className="rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white">{t('menuItem.previewAdd')}</span>
            </div>
          </div>
        </article>
      </div>
    </section>
  )
}

function PreviewModifier({
  modifier,
  hidden,
  ownPrice,
  chosenPrice,
  context,
}: {
  modifier: Modifier
  hidden: (o: ModifierOption) => boolean
  ownPrice: (o: ModifierOption) => number | null
  chosenPrice: string | null
  context: PreviewContext
}) {
  const { t } = useTranslation()
  const options = modifier.options.filter((o) => !hidden(o))
  if (options.length === 0) return null
  const kind = modifier.type === 'CHECKBOX' ? 'checkbox' : modifier.type === 'STEPPER' ? 'stepper' : 'radio'
  return (
    <fieldset className="space-y-1 border-t border-slate-100 pt-2" data-testid="preview-modifier">
      <legend className="text-sm font-semibold text-slate-800">{pickText(modifier.title, context.lang) || modifier.name}</legend>
      <ul className="space-y-1 text-sm">
        {options.map((o) => {
          const price = ownPrice(o) ?? enabledPrice(o.prices, modifier.type === 'PRICE' ? null : chosenPrice)
          const label = pickText(o.computedTitle, context.lang) || t('modifiers.untitledOption')
          return (
            <li key={o.id} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                {kind === 'stepper' ? (
                  <span className="rounded border border-slate-300 px-1.5 text-xs" aria-hidden="true">
                    − {o.defaultCount} +
                  </span>
                ) : (
                  <input type={kind} disabled tabIndex={-1} checked={o.defaultCount > 0} readOnly aria-label={label} />
                )}
                <span>{label}</span>
              </span>
              {price ? (
                <span className="text-slate-500">
                  {modifier.type === 'PRICE' ? formatMoney(price, context.currency) : `+${formatMoney(price, context.currency)}`}
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
