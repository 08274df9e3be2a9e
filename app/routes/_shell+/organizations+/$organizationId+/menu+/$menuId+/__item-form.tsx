/**
 * The item editor's form and its phone preview, shared by the new-item and edit-item dialogs
 * (SPEC.md section 2 "item editor with live phone preview"). Every button posts the whole form
 * (multipart: the gallery's upload field is in it), so each works without JavaScript: the
 * action draws the changed draft again and saves nothing until Save. 'Preview' does only that;
 * with JavaScript the shell island posts the same a moment after each change and swaps in the
 * preview the answer draws (browser/form-preview.ts), and the button goes away. The page does not
 * hydrate (docs/decisions/0057).
 */
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { MENU_LIMITS, type Modifier } from '#contract/menu'
import { imageUrl, UPLOAD_ACCEPT } from '#contract/images'
import type { MenuTag } from '#contract/menu-reference'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, DialogBackLink, dialogCover } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { formatMoney } from '~/utils/format'
import { pickText } from '~/features/menu/localized'
import { MENU_PATTERNS, type FieldErrors } from '~/features/menu/menu-form'
import { TitleAndDescription, type MenuLanguage } from '~/features/menu/localized-fields'
import { DefaultSubmit } from '~/features/menu/modifier-form'
import type { ItemDraft } from './__item-draft'
import { PhonePreview, type PreviewContext } from './__phone-preview'
import { attr, calmPaste, marks, preview } from '~/browser/protocol'

/** What the action answers when it draws the editor again (a button, a refusal, Preview). */
export interface ItemEditorResult {
  draft: ItemDraft
  errors: FieldErrors
  formErrors: string[]
  /** The modifiers that keep a price modifier from being removed: the info dialog shows them. */
  blocked?: string[]
  /** A message that is no error ('Saved to library'). */
  notice?: string
}

export interface ItemEditorData {
  organization: { id: string; currency: string; allowCustomization: boolean; pos: boolean }
  languages: MenuLanguage[]
  lang: string
  modifiers: Modifier[]
  tags: MenuTag[]
  units: { unit: string; title: string; symbol: Record<string, string> }[]
  posMenu: { items: { id: string; title: string }[]; sizes: { id: string; title: string; itemId?: string }[] } | null
  inherited: { category: { waiterPrice: boolean; waiterOrderOnly: boolean }; menu: { waiterPrice: boolean; waiterOrderOnly: boolean } }
  /** The saved item's pictures (crop links are for those) and where its crop dialogs are. */
  saved: { gallery: string[]; cropBase: string } | null
  /** The library finder, for a new item (allowCustomization). */
  libraryLink: string | null
  /** The item is in several categories: saving gives this category a copy of its own. */
  shared: boolean
  loadedFromLibrary: boolean
}

interface Props {
  formId: string
  data: ItemEditorData
  initial: ItemDraft
  result: ItemEditorResult | undefined
  submitLabel: string
}

export function ItemForm({ formId, data, initial, result, submitLabel }: Props) {
  const { t } = useTranslation()
  const blocked = result?.blocked ?? null
  const errors = result?.errors ?? {}
  const context: PreviewContext = {
    modifiers: data.modifiers,
    tags: data.tags,
    units: data.units,
    lang: data.lang,
    currency: data.organization.currency,
    waiterPriceAbove: data.inherited.category.waiterPrice || data.inherited.menu.waiterPrice,
    pos: data.organization.pos,
  }
  const previewId = `${formId}-preview`
  const pos = data.posMenu
  const byId = new Map(data.modifiers.map((m) => [m.id, m]))
  const attached = initial.modifiers.flatMap((link) => (byId.has(link.id) ? [{ link, modifier: byId.get(link.id)! }] : []))
  const addable = data.modifiers.filter((m) => !initial.modifiers.some((l) => l.id === m.id))
  const inheritedWaiter = data.inherited.category.waiterPrice ? 'category' : data.inherited.menu.waiterPrice ? 'menu' : null
  const inheritedOrderOnly = data.inherited.category.waiterOrderOnly ? 'category' : data.inherited.menu.waiterOrderOnly ? 'menu' : null

  return (
    // One column up to lg, the preview below the form: `minmax(0,1fr)`, as an implicit column
    // grew to the 430 px phone and pushed the form past a phone's dialog.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
      <Form
        method="post"
        encType="multipart/form-data"
        id={formId}
        className="min-w-0 space-y-5"
        noValidate
        {...attr(preview.form, previewId)}
        // SPEC.md 5: a title pasted in capitals becomes a sentence (the action does the same on save).
        {...attr(calmPaste.form, 'title.')}
      >
        <DefaultSubmit />
        <BackToField />
        <input type="hidden" name="revision" value={initial.revision} />
        <input type="hidden" name="libraryItemId" value={initial.libraryItemId} />
        {data.shared ? <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('menuItem.sharedNote')}</p> : null}
        {data.loadedFromLibrary ? (
          <p role="status" className="rounded-md bg-green-50 p-2 text-sm text-green-900">
            {t('menuItem.loadedFromLibrary')}
          </p>
        ) : null}
        {data.libraryLink ? (
          <p>
            <Link to={data.libraryLink} className="text-sm font-medium text-brand-700 hover:underline">
              {t('menuItem.findInLibrary')}
            </Link>
          </p>
        ) : null}
        <TitleAndDescription formId={formId} languages={data.languages} value={initial} errors={errors} labels={{ title: t('menuItem.title'), description: t('menuItem.description') }} />

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('menuItem.priceSection')}</legend>
          {/* SPEC.md 5: with a POS the prices are the POS's, not editable here, so there is no field
              for one (an empty disabled field read as a price to fill in). */}
          {pos ? (
            <p className="text-sm text-slate-500">{t('menuItem.posPrices')}</p>
          ) : (
            <div className="space-y-1 sm:max-w-xs">
              <label htmlFor={`${formId}-price`} className="block text-sm font-medium text-slate-700">
                {t('menuItem.price', { currency: data.organization.currency })}
              </label>
              <input
                id={`${formId}-price`}
                name="price"
                defaultValue={initial.price}
                maxLength={8}
                inputMode="decimal"
                pattern={MENU_PATTERNS.price}
                aria-invalid={errors.price ? true : undefined}
                aria-describedby={errors.price ? `${formId}-price-error` : undefined}
                className={inputClass(Boolean(errors.price))}
              />
              <ErrorList id={`${formId}-price-error`} errors={errors.price} />
            </div>
          )}
          <Check name="partialPrice" checked={initial.partialPrice} label={t('menuItem.partialPrice')} />
          <Check
            name="waiterPrice"
            checked={initial.waiterPrice}
            label={t('menuItem.waiterPrice')}
            help={
              inheritedWaiter
                ? t(inheritedWaiter === 'category' ? 'menuItem.inheritedFromCategory' : 'menuItem.inheritedFromMenu')
                : undefined
            }
          />
          <Check
            name="waiterOrderOnly"
            checked={initial.waiterOrderOnly}
            label={t('menuItem.waiterOrderOnly')}
            help={
              inheritedOrderOnly
                ? t(inheritedOrderOnly === 'category' ? 'menuItem.inheritedFromCategory' : 'menuItem.inheritedFromMenu')
                : undefined
            }
          />
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('menuItem.size')}</legend>
          <div className="grid grid-cols-3 gap-3 sm:max-w-md">
            <SmallField
              formId={formId}
              name="size.value"
              label={t('menuItem.sizeValue')}
              value={initial.size.value}
              maxLength={MENU_LIMITS.sizeValue}
              pattern={MENU_PATTERNS.sizeValue}
              errors={errors['size.value']}
            />
            <div className="space-y-1">
              <label htmlFor={`${formId}-size-unit`} className="block text-sm font-medium text-slate-700">
                {t('menuItem.sizeUnit')}
              </label>
              <select id={`${formId}-size-unit`} name="size.unit" defaultValue={initial.size.unit} className={inputClass()}>
                <option value="">—</option>
                {data.units.map((u) => (
                  <option key={u.unit} value={u.unit}>
                    {u.title}
                  </option>
                ))}
              </select>
            </div>
            <SmallField
              formId={formId}
              name="size.multiplier"
              label={t('menuItem.sizeMultiplier')}
              value={initial.size.multiplier}
              maxLength={3}
              pattern={MENU_PATTERNS.multiplier}
              errors={errors['size.multiplier']}
            />
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('menuItem.tags')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {data.tags.map((tag) => (
              <label key={tag.name} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" name="tags" value={tag.name} defaultChecked={initial.tags.includes(tag.name)} />
                <img src={tag.imageUrl} alt="" width={16} height={16} />
                {pickText(tag.title, data.lang) || tag.name}
              </label>
            ))}
          </div>
        </fieldset>

        <Check name="hidden" checked={initial.hidden} label={t('menuItem.hidden')} />

        <section aria-labelledby={`${formId}-modifiers`} className="space-y-2">
          <h3 id={`${formId}-modifiers`} className="text-sm font-semibold text-slate-800">
            {t('menuItem.modifiers')}
          </h3>
          <ErrorList errors={errors.modifiers} />
          {attached.length === 0 ? <p className="text-sm text-slate-500">{t('menuItem.noModifiers')}</p> : null}
          <ul className="space-y-2">
            {attached.map(({ link, modifier }, index) => (
              <li key={modifier.id} className="rounded-md border border-slate-200 p-2" {...attr(marks.modifier, modifier.name)}>
                <input type="hidden" name="modifier" value={modifier.id} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-medium [overflow-wrap:anywhere]">
                    {modifier.name} <Badge>{t(`modifiers.types.${modifier.type}`)}</Badge>
                  </span>
                  <Button
                    variant="ghost"
                    name="intent"
                    value={`removeModifier:${index}`}
                    className="!text-red-700"
                    aria-label={t('menuItem.removeModifier', { name: modifier.name })}
                  >
                    {t('menuItem.remove')}
                  </Button>
                </div>
                <OptionSettings
                  formId={formId}
                  modifier={modifier}
                  settings={link.options}
                  lang={data.lang}
                  currency={data.organization.currency}
                  pos={Boolean(pos)}
                  errors={errors}
                />
              </li>
            ))}
          </ul>
          {addable.length > 0 ? (
            <div className="flex flex-wrap items-end gap-2">
              {/* At least 12rem before the button wraps below it: a squeezed select hid the names. */}
              <div className="min-w-0 flex-[1_1_12rem] space-y-1 sm:max-w-xs">
                <label htmlFor={`${formId}-add-modifier`} className="block text-sm font-medium text-slate-700">
                  {t('menuItem.addModifierLabel')}
                </label>
                <select id={`${formId}-add-modifier`} name="addModifierId" className={inputClass()}>
                  {addable.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="secondary" name="intent" value="addModifier">
                {t('menuItem.addModifier')}
              </Button>
            </div>
          ) : null}
        </section>

        <section aria-labelledby={`${formId}-gallery`} className="space-y-2">
          <h3 id={`${formId}-gallery`} className="text-sm font-semibold text-slate-800">
            {t('menuItem.gallery')}
          </h3>
          <ul className="flex flex-wrap gap-3">
            {initial.gallery.map((image, index) => {
              const croppable = data.saved?.gallery[index] === image.url
              return (
                <li key={`${image.url}-${index}`} className="w-32 space-y-1 text-sm" data-testid="gallery-image">
                  <input type="hidden" name="gallery" value={JSON.stringify(image)} />
                  <img
                    src={imageUrl(image, 'list', 96)}
                    alt={t('menuItem.pictureNumber', { number: index + 1 })}
                    width={96}
                    height={96}
                    className="h-24 w-24 rounded-md object-cover"
                  />
                  <div className="flex flex-wrap gap-1">
                    {croppable ? (
                      <Link to={`${data.saved!.cropBase}/${index}/crop`} className="font-medium text-brand-700 hover:underline">
                        {t('menuItem.crop')}
                      </Link>
                    ) : null}
                    <Button variant="ghost" name="intent" value={`removeImage:${index}`} className="!min-h-0 !px-1 !py-0 !text-red-700">
                      {t('menuItem.remove')}
                    </Button>
                    {index > 0 ? (
                      <Button
                        variant="ghost"
                        name="intent"
                        value={`moveImage:${index}:-1`}
                        className="!min-h-0 !px-1 !py-0"
                        aria-label={t('menuItem.moveImageUp', { number: index + 1 })}
                      >
                        ←
                      </Button>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
          {initial.gallery.length > 0 && !data.saved ? <p className="text-xs text-slate-500">{t('menuItem.cropAfterSave')}</p> : null}
          {initial.gallery.length < MENU_LIMITS.galleryImages ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <label htmlFor={`${formId}-image`} className="block text-sm font-medium text-slate-700">
                  {t('menuItem.addPicture')}
                </label>
                <input
                  id={`${formId}-image`}
                  type="file"
                  name="image"
                  accept={UPLOAD_ACCEPT.menu}
                  className="block text-sm"
                  aria-describedby={`${formId}-image-help`}
                />
                <p id={`${formId}-image-help`} className="text-xs text-slate-500">
                  {t('menuItem.pictureHelp')}
                </p>
              </div>
              <Button variant="secondary" name="intent" value="upload">
                {t('menuItem.upload')}
              </Button>
            </div>
          ) : null}
          <ErrorList errors={[...(errors.image ?? []), ...(errors.gallery ?? [])]} />
        </section>

        {pos ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('menuItem.posMapping')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor={`${formId}-pos-item`} className="block text-sm font-medium text-slate-700">
                  {t('menuItem.posItem')}
                </label>
                <select
                  id={`${formId}-pos-item`}
                  name="posItem"
                  defaultValue={initial.posItem}
                  aria-invalid={errors.posMapping ? true : undefined}
                  aria-describedby={errors.posMapping ? `${formId}-pos-error` : undefined}
                  className={inputClass(Boolean(errors.posMapping))}
                >
                  <option value="">—</option>
                  {pos.items.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.title}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <label htmlFor={`${formId}-pos-size`} className="block text-sm font-medium text-slate-700">
                  {t('menuItem.posSize')}
                </label>
                <select id={`${formId}-pos-size`} name="posSize" defaultValue={initial.posSize} className={inputClass()}>
                  <option value="">—</option>
                  {pos.sizes.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.itemId ? `${pos.items.find((i) => i.id === s.itemId)?.title ?? ''} · ${s.title}` : s.title}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ErrorList id={`${formId}-pos-error`} errors={errors.posMapping} />
          </fieldset>
        ) : null}

        {result?.notice ? (
          <p role="status" className="rounded-md bg-green-50 p-2 text-sm text-green-900">
            {t(result.notice)}
          </p>
        ) : null}
        <ErrorList errors={[...(result?.formErrors ?? []), ...(errors.form ?? [])]} />
        <div className="flex flex-wrap justify-end gap-2">
          {data.organization.allowCustomization ? (
            <Button variant="ghost" name="intent" value="saveToLibrary" className="mr-auto">
              {t('menuItem.saveToLibrary')}
            </Button>
          ) : null}
          <Button variant="secondary" name="intent" value="preview" {...attr(preview.button, true)}>
            {t('menuItem.previewButton')}
          </Button>
          <DialogBackLink className={buttonClass('secondary')}>{t('common.cancel')}</DialogBackLink>
          <Button name="intent" value="save">
            {submitLabel}
          </Button>
        </div>
        {blocked && blocked.length > 0 ? <BlockedRemoval names={blocked} /> : null}
      </Form>
      <div id={previewId}>
        <PhonePreview draft={initial} context={context} />
      </div>
    </div>
  )
}

function Check({ name, checked, label, help }: { name: string; checked: boolean; label: string; help?: string }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-0.5" />
      <span>
        {label}
        {help ? <span className="block text-xs text-slate-500">{help}</span> : null}
      </span>
    </label>
  )
}

function SmallField({
  formId,
  name,
  label,
  value,
  maxLength,
  pattern,
  errors,
}: {
  formId: string
  name: string
  label: string
  value: string
  maxLength: number
  /** What the field takes (MENU_PATTERNS), for the browser's own help; the server checks it. */
  pattern: string
  errors?: string[]
}) {
  const id = `${formId}-${name.replace('.', '-')}`
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        inputMode="decimal"
        pattern={pattern}
        aria-invalid={errors?.length ? true : undefined}
        className={inputClass(Boolean(errors?.length))}
      />
      <ErrorList errors={errors} />
    </div>
  )
}

/** Per-item settings of an attached modifier's options: hidden for this item and, under a price modifier, the item's own price. */
function OptionSettings({
  formId,
  modifier,
  settings,
  lang,
  currency,
  pos,
  errors,
}: {
  formId: string
  modifier: Modifier
  settings: ItemDraft['modifiers'][number]['options']
  lang: string
  currency: string
  pos: boolean
  errors: FieldErrors
}) {
  const { t } = useTranslation()
  const ownPrices = modifier.type === 'PRICE' && !pos
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{t('menuItem.optionSettings', { name: modifier.name })}</caption>
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {t('menuItem.option')}
          </th>
          {ownPrices ? (
            <th scope="col" className="py-1 font-medium">
              {t('menuItem.itemPrice')}
            </th>
          ) : null}
          <th scope="col" className="py-1 font-medium">
            {t('menuItem.hideOption')}
          </th>
        </tr>
      </thead>
      <tbody>
        {modifier.options.map((o) => {
          const title = pickText(o.computedTitle, lang) || t('modifiers.untitledOption')
          const own = settings[o.id]
          const base = o.prices.find((p) => p.enabled && p.price !== null && p.requiredOptions.length === 0)?.price ?? null
          const field = `optionPrice.${modifier.id}.${o.id}`
          return (
            <tr key={o.id}>
              <td className="py-1 pr-2 [overflow-wrap:anywhere]">{title}</td>
              {ownPrices ? (
                <td className="py-1 pr-2">
                  <input
                    name={field}
                    defaultValue={own?.price ?? ''}
                    placeholder={base !== null ? formatMoney(base, currency) : ''}
                    maxLength={9}
                    inputMode="decimal"
                    pattern={MENU_PATTERNS.optionPrice}
                    aria-label={t('menuItem.itemPriceOf', { title })}
                    aria-invalid={errors[field] ? true : undefined}
                    className={`${inputClass(Boolean(errors[field]))} !w-28 !py-1`}
                    id={`${formId}-${modifier.id}-${o.id}-price`}
                  />
                  <ErrorList errors={errors[field]} />
                </td>
              ) : null}
              <td className="py-1">
                <input
                  type="checkbox"
                  name={`optionHidden.${modifier.id}.${o.id}`}
                  defaultChecked={own?.hidden ?? false}
                  aria-label={t('menuItem.hideOptionOf', { title })}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * The info dialog of SPEC.md 2 "when a price modifier cannot be removed". OK posts the form as
 * Preview does (nothing is saved) and the editor comes back without it.
 */
function BlockedRemoval({ names }: { names: string[] }) {
  const { t } = useTranslation()
  return (
    // Over the item editor's dialog; with JavaScript the topmost modal (browser/dialog.ts).
    <dialog open role="alertdialog" aria-labelledby="blocked-title" aria-describedby="blocked-message" className={dialogCover('z-50 items-center p-4')}>
      <div className="w-full max-w-sm space-y-3 rounded-lg bg-white p-5 shadow-xl">
        <h2 id="blocked-title" className="text-lg font-semibold">
          {t('menuItem.priceModifierRemoveTitle')}
        </h2>
        <p id="blocked-message" className="text-sm text-slate-700">
          {t('menuItem.priceModifierRemoveMessage')}
        </p>
        <ul className="list-inside list-disc text-sm text-slate-700">
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button name="intent" value="preview" autoFocus>
            {t('menuItem.ok')}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
