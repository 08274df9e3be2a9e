/**
 * The item editor's state as its form holds it (SPEC.md sections 3 "Menu item", 4 and 5), the
 * one reading of the form the action and the browser's live preview share, what the editor's
 * buttons do to it, and what it becomes for POST/PUT /business/menu-items: localized title
 * (shouting calmed), price in minor units (required unless the waiter says it, a price
 * modifier gives it, or the POS sets it), size, tags, modifiers with their per-item option
 * settings, gallery, POS mapping (one POS item and one size), revision.
 */
import {
  hasApprovedText,
  MENU_LIMITS,
  galleryImageSchema,
  type GalleryImage,
  type Localized,
  type MenuItem,
  type MenuItemInput,
  type Modifier,
} from '#contract/menu'
import { menuItemInputSchema } from '#contract/menu'
import {
  addError,
  allOf,
  calmTitle,
  checkedOf,
  localizedOf,
  numberOf,
  priceOf,
  priceText,
  sizeFields,
  sizeOf,
  textOf,
  type FieldErrors,
  type SizeFields,
} from '~/features/menu/menu-form'

export interface OptionSettingsDraft {
  /** The item's own price for the option (a price modifier's options), as typed; '' uses the option's. */
  price: string
  hidden: boolean
}

export interface ItemModifierDraft {
  id: string
  options: Record<string, OptionSettingsDraft>
}

export interface ItemDraft {
  title: Localized
  description: Localized
  hidden: boolean
  tags: string[]
  price: string
  partialPrice: boolean
  waiterPrice: boolean
  waiterOrderOnly: boolean
  size: SizeFields
  modifiers: ItemModifierDraft[]
  gallery: GalleryImage[]
  posItem: string
  posSize: string
  libraryItemId: string
  /** The revision the editor started from ('' for a new item). */
  revision: string
}

/** What reading and checking the form needs to know about the organization and the category. */
export interface ItemContext {
  categoryId: string
  modifiers: Modifier[]
  tags: string[]
  units: string[]
  /** The POS catalogue's item and size ids when the organization has a POS, else null. */
  pos: { items: string[]; sizes: string[] } | null
  /** The category or its menu sets a waiter price (SPEC.md 6: the item inherits it). */
  waiterPriceAbove: boolean
}

const firstPrice = (prices: { enabled: boolean; price: number | null; requiredOptions: string[] }[] | undefined) =>
  prices?.find((p) => p.enabled && p.requiredOptions.length === 0 && p.price !== null)?.price ?? null

export function emptyDraft(): ItemDraft {
  return {
    title: {},
    description: {},
    hidden: false,
    tags: [],
    price: '',
    partialPrice: false,
    waiterPrice: false,
    waiterOrderOnly: false,
    size: sizeFields(null),
    modifiers: [],
    gallery: [],
    posItem: '',
    posSize: '',
    libraryItemId: '',
    revision: '',
  }
}

export function draftOfItem(item: MenuItem): ItemDraft {
  return {
    title: item.title,
    description: item.description,
    hidden: item.hidden,
    tags: item.tags,
    price: priceText(item.price),
    partialPrice: item.partialPrice,
    waiterPrice: item.waiterPrice,
    waiterOrderOnly: item.waiterOrderOnly,
    size: sizeFields(item.size),
    modifiers: item.modifiers.map((m) => ({
      id: m.id,
      options: Object.fromEntries(
        Object.entries(m.options).map(([id, s]) => [id, { price: priceText(firstPrice(s.prices)), hidden: s.hidden ?? false }])
      ),
    })),
    gallery: item.gallery,
    posItem: item.posMapping[0] ?? '',
    posSize: item.posMapping[1] ?? '',
    libraryItemId: item.libraryItemId ?? '',
    revision: String(item.revision),
  }
}

/** A new item filled from a library item (SPEC.md 2 "library item finder": 'Load'). */
export function draftOfLibrary(library: {
  id: string
  title: Localized
  description: Localized
  gallery: GalleryImage[]
  size: MenuItem['size']
  tags: string[]
}): ItemDraft {
  return {
    ...emptyDraft(),
    title: library.title,
    description: library.description,
    gallery: library.gallery,
    size: sizeFields(library.size),
    tags: library.tags,
    libraryItemId: library.id,
  }
}

/** The posted form as a draft: only known tags and modifiers, gallery images that have the contract's shape. */
export function readItemDraft(form: FormData, context: Pick<ItemContext, 'modifiers' | 'tags'>): ItemDraft {
  const known = new Map(context.modifiers.map((m) => [m.id, m]))
  const ids = [...new Set(allOf(form, 'modifier').filter((id) => known.has(id)))].slice(0, MENU_LIMITS.modifiersPerItem)
  const modifiers = ids.map((id) => ({
    id,
    options: Object.fromEntries(
      known
        .get(id)!
        .options.map(
          (o) =>
            [
              o.id,
              { price: numberOf(form, `optionPrice.${id}.${o.id}`), hidden: checkedOf(form, `optionHidden.${id}.${o.id}`) },
            ] as const
        )
        .filter(([, s]) => s.price.trim() !== '' || s.hidden)
    ),
  }))
  const gallery = allOf(form, 'gallery')
    .slice(0, MENU_LIMITS.galleryImages)
    .flatMap((raw) => {
      try {
        const parsed = galleryImageSchema.safeParse(JSON.parse(raw))
        return parsed.success ? [parsed.data] : []
      } catch {
        return []
      }
    })
  return {
    title: localizedOf(form, 'title', MENU_LIMITS.title),
    description: localizedOf(form, 'description', MENU_LIMITS.description),
    hidden: checkedOf(form, 'hidden'),
    tags: [...new Set(allOf(form, 'tags').filter((t) => context.tags.includes(t)))].slice(0, MENU_LIMITS.tags),
    price: numberOf(form, 'price'),
    partialPrice: checkedOf(form, 'partialPrice'),
    waiterPrice: checkedOf(form, 'waiterPrice'),
    waiterOrderOnly: checkedOf(form, 'waiterOrderOnly'),
    size: {
      value: numberOf(form, 'size.value'),
      unit: textOf(form, 'size.unit').slice(0, 16),
      multiplier: numberOf(form, 'size.multiplier'),
    },
    modifiers,
    gallery,
    posItem: textOf(form, 'posItem').slice(0, 64),
    posSize: textOf(form, 'posSize').slice(0, 64),
    libraryItemId: /^[0-9a-f-]{36}$/i.test(textOf(form, 'libraryItemId')) ? textOf(form, 'libraryItemId') : '',
    revision: /^\d{1,10}$/.test(textOf(form, 'revision')) ? textOf(form, 'revision') : '',
  }
}

/** The modifiers of the draft that name `priceModifierId` as theirs (what keeps it from being removed). */
export function dependantsOf(draft: ItemDraft, modifiers: Modifier[], priceModifierId: string): Modifier[] {
  const attached = new Set(draft.modifiers.map((m) => m.id))
  return modifiers.filter((m) => attached.has(m.id) && m.priceModifierId === priceModifierId)
}

export type ItemIntent =
  | { kind: 'addModifier'; id: string }
  | { kind: 'removeModifier'; index: number }
  | { kind: 'removeImage'; index: number }
  | { kind: 'moveImage'; index: number; by: number }

export function parseItemIntent(intent: string, form: FormData): ItemIntent | null {
  if (intent === 'addModifier') return { kind: 'addModifier', id: textOf(form, 'addModifierId') }
  const remove = /^removeModifier:(\d{1,2})$/.exec(intent)
  if (remove) return { kind: 'removeModifier', index: Number(remove[1]) }
  const image = /^removeImage:(\d{1,2})$/.exec(intent)
  if (image) return { kind: 'removeImage', index: Number(image[1]) }
  const move = /^moveImage:(\d{1,2}):(-1|1)$/.exec(intent)
  if (move) return { kind: 'moveImage', index: Number(move[1]), by: Number(move[2]) }
  return null
}

/**
 * What an editor button does to the draft. Adding a modifier whose option prices depend on a
 * price modifier adds that one first; removing a price modifier another attached modifier
 * depends on is refused (`blocked`: the info dialog 'Unable to remove price modifier').
 */
export function applyItemIntent(draft: ItemDraft, intent: ItemIntent, modifiers: Modifier[]): { draft: ItemDraft; blocked?: Modifier[] } {
  const byId = new Map(modifiers.map((m) => [m.id, m]))
  switch (intent.kind) {
    case 'addModifier': {
      const modifier = byId.get(intent.id)
      if (!modifier || draft.modifiers.some((m) => m.id === modifier.id)) return { draft }
      const needed =
        modifier.priceModifierId && byId.has(modifier.priceModifierId) && !draft.modifiers.some((m) => m.id === modifier.priceModifierId)
      const added = [...(needed ? [{ id: modifier.priceModifierId!, options: {} }] : []), { id: modifier.id, options: {} }]
      return { draft: { ...draft, modifiers: [...draft.modifiers, ...added].slice(0, MENU_LIMITS.modifiersPerItem) } }
    }
    case 'removeModifier': {
      const target = draft.modifiers[intent.index]
      if (!target) return { draft }
      const dependants = dependantsOf(draft, modifiers, target.id)
      if (dependants.length > 0) return { draft, blocked: dependants }
      return { draft: { ...draft, modifiers: draft.modifiers.filter((_, i) => i !== intent.index) } }
    }
    case 'removeImage':
      return { draft: { ...draft, gallery: draft.gallery.filter((_, i) => i !== intent.index) } }
    case 'moveImage': {
      const to = intent.index + intent.by
      if (!draft.gallery[intent.index] || to < 0 || to >= draft.gallery.length) return { draft }
      const gallery = [...draft.gallery]
      const [moved] = gallery.splice(intent.index, 1)
      gallery.splice(to, 0, moved!)
      return { draft: { ...draft, gallery } }
    }
  }
}

/** True when the draft gets its price from a price modifier (a PRICE modifier attached). */
export function hasPriceModifier(draft: ItemDraft, modifiers: Modifier[]): boolean {
  const types = new Map(modifiers.map((m) => [m.id, m.type]))
  return draft.modifiers.some((m) => types.get(m.id) === 'PRICE')
}

/**
 * The draft as the platform takes it, or the field errors that keep it from being sent.
 * `saved` is the item as loaded: an option setting the user left as it was is sent as it was
 * stored (its price rows may say more than this editor shows).
 */
export function itemInputOf(draft: ItemDraft, context: ItemContext, saved: MenuItem | null): { input: MenuItemInput; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const title = calmTitle(draft.title)
  if (!hasApprovedText(title)) addError(errors, 'title', 'menu.errors.titleRequired')
  const pos = context.pos
  const price = priceOf(draft.price)
  if (price.error && !pos) addError(errors, 'price', price.error)
  const size = sizeOf(draft.size, context.units, errors)
  const byId = new Map(context.modifiers.map((m) => [m.id, m]))
  const savedDraft = saved ? draftOfItem(saved) : null
  const attached = new Set(draft.modifiers.map((m) => m.id))
  const modifiers = draft.modifiers.map((m) => {
    const modifier = byId.get(m.id)!
    if (modifier.priceModifierId && !attached.has(modifier.priceModifierId))
      addError(errors, 'modifiers', 'menu.errors.priceModifierMissing')
    const savedLink = saved?.modifiers.find((s) => s.id === m.id)
    const savedOptions = savedDraft?.modifiers.find((s) => s.id === m.id)?.options ?? {}
    const options: Record<string, { prices?: { enabled: boolean; price: number | null; requiredOptions: string[] }[]; hidden?: boolean }> =
      {}
    for (const [optionId, settings] of Object.entries(m.options)) {
      const before = savedOptions[optionId]
      if (before && before.price === settings.price && before.hidden === settings.hidden && savedLink?.options[optionId]) {
        options[optionId] = savedLink.options[optionId]!
        continue
      }
      const own = priceOf(settings.price, { tilde: true })
      if (own.error && !pos) addError(errors, `optionPrice.${m.id}.${optionId}`, own.error)
      options[optionId] = {
        ...(own.value !== null && !pos ? { prices: [{ enabled: true, price: own.value, requiredOptions: [] }] } : {}),
        ...(settings.hidden ? { hidden: true } : {}),
      }
    }
    return { id: m.id, options }
  })
  let posMapping: string[] = []
  if (pos) {
    if (!pos.items.includes(draft.posItem)) addError(errors, 'posMapping', 'menu.errors.itemMappingRequired')
    else posMapping = pos.sizes.includes(draft.posSize) ? [draft.posItem, draft.posSize] : [draft.posItem]
  } else if (
    price.value === null &&
    !price.error &&
    !draft.waiterPrice &&
    !context.waiterPriceAbove &&
    !hasPriceModifier(draft, context.modifiers)
  ) {
    addError(errors, 'price', 'menu.errors.priceRequired')
  }
  const input: MenuItemInput = {
    categoryId: context.categoryId,
    title,
    description: draft.description,
    hidden: draft.hidden,
    gallery: draft.gallery,
    tags: draft.tags,
    // With a POS the price is the POS's: omitted (SPEC.md 5).
    price: pos ? null : price.value,
    partialPrice: draft.partialPrice,
    waiterPrice: draft.waiterPrice,
    waiterOrderOnly: draft.waiterOrderOnly,
    posMapping: pos ? posMapping : saved?.posMapping ?? [],
    size,
    modifiers,
    libraryItemId: draft.libraryItemId || null,
    ...(draft.revision ? { revision: Number(draft.revision) } : {}),
  }
  // The contract's own check, for whatever the fields above do not cover (a text with a control character).
  const checked = menuItemInputSchema.safeParse(input)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '')
      addError(
        errors,
        ['title', 'description', 'price', 'modifiers', 'gallery', 'tags', 'posMapping'].includes(field) ? field : 'form',
        'menuItem.errors.invalid'
      )
    }
  }
  return { input, errors }
}
