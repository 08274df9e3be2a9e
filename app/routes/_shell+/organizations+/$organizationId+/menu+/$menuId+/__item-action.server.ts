/**
 * The loader and action the item editor's dialogs share (new item, edit item): the editor's
 * context (the category the item is created in or edited from, the modifiers, tags, units,
 * the POS catalogue), the buttons that change the draft (upload a picture, add or remove a
 * modifier or a picture, preview, save to library) and Save: nothing is sent when nothing
 * changed, a shared item saved from one category becomes that category's own copy, a stale
 * revision is the platform's 409.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { hasApprovedText, type MenuItem } from '#contract/menu'
import { uploadImage } from '~/features/menu/images.server'
import { createMenuItem, getMenuItem, readMenuForItems, updateMenuItem } from '~/features/menu/menu-items.server'
import { listAllModifiers } from '~/features/menu/menu-modifiers.server'
import { getLibraryItem, listMenuTags, listMenuUnits, posMenu, saveToLibrary } from '~/features/menu/menu-reference.server'
import { ApiError, type Api } from '~/services/api.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { highlightPath } from '~/utils/highlight'
import {
  addError,
  calmTitle,
  menuLanguageOf,
  pickText,
  sameValue,
  sizeOf,
  textOf,
  type FieldErrors,
} from '~/features/menu/menu-form'
import { backFromDialog, readEditorForm, refusalOf, requireMenuOrganization } from '~/features/menu/menu-editor.server'
import {
  applyItemIntent,
  draftOfItem,
  draftOfLibrary,
  emptyDraft,
  itemInputOf,
  parseItemIntent,
  readItemDraft,
  type ItemContext,
  type ItemDraft,
} from './__item-draft'
import type { ItemEditorData, ItemEditorResult } from './__item-form'

interface Args {
  request: Request
  context: LoaderFunctionArgs['context']
  params: LoaderFunctionArgs['params']
}

async function posCatalogue(api: Api, organizationId: string, enabled: boolean) {
  if (!enabled) return null
  try {
    const menu = await posMenu(api, organizationId)
    return { items: menu.items.map((i) => ({ id: i.id, title: i.title })), sizes: menu.sizes }
  } catch (error) {
    // Without the catalogue the mapping cannot be chosen; the editor says it is required.
    if (error instanceof ApiError) return { items: [], sizes: [] }
    throw error
  }
}

/** Everything the editor of `itemId` (null: a new item) needs, after the guard; 404 for a category not in this menu. */
export async function itemEditorContext(args: Args, itemId: string | null) {
  const { api, organization } = await requireMenuOrganization(args)
  const url = new URL(args.request.url)
  const [page, item] = await Promise.all([
    readMenuForItems(api, organization.id, args.params.menuId),
    itemId === null ? null : getMenuItem(api, organization.id, itemId),
  ])
  const asked = url.searchParams.get('categoryId')
  const here = page.categories.filter((c) => (item ? item.categoryIds.includes(c.id) : true))
  const category = here.find((c) => c.id === asked) ?? (item && !asked && here.length === 1 ? here[0] : undefined)
  if (!category) throw new Response('Not found', { status: 404 })
  const [modifiers, tags, units, pos, uiLanguage] = await Promise.all([
    listAllModifiers(api, organization.id),
    listMenuTags(api, organization.id),
    listMenuUnits(api, organization.id),
    posCatalogue(api, organization.id, organization.posIntegrationEnabled),
    i18n.getLocale(args.request),
  ])
  const lang = menuLanguageOf(
    organization.menuLanguages.map((l) => l.code),
    url.searchParams.get('lang'),
    uiLanguage
  )
  const context: ItemContext = {
    categoryId: category.id,
    modifiers,
    tags: tags.map((t) => t.name),
    units: units.map((u) => u.unit),
    pos: pos ? { items: pos.items.map((i) => i.id), sizes: pos.sizes.map((s) => s.id) } : null,
    waiterPriceAbove: category.waiterPrice || page.menu.waiterPrice,
  }
  const base = `/organizations/${organization.id}/menu/${page.menu.id}`
  const query = `?categoryId=${category.id}`
  const data: ItemEditorData = {
    organization: {
      id: organization.id,
      currency: organization.currency,
      allowCustomization: organization.allowCustomization,
      pos: pos !== null,
    },
    languages: organization.menuLanguages.map((l) => ({ code: l.code, title: l.title })),
    lang,
    modifiers,
    tags,
    units: units.map((u) => ({ unit: u.unit, title: pickText(u.title, lang) || u.unit, symbol: u.symbol })),
    posMenu: pos,
    inherited: {
      category: { waiterPrice: category.waiterPrice, waiterOrderOnly: category.waiterOrderOnly },
      menu: { waiterPrice: page.menu.waiterPrice, waiterOrderOnly: page.menu.waiterOrderOnly },
    },
    saved: item ? { gallery: item.gallery.map((g) => g.url), cropBase: `${base}/items/${item.id}/images` } : null,
    libraryLink: !item && organization.allowCustomization ? `${base}/items/library${query}` : null,
    shared: (item?.categoryIds.length ?? 0) > 1,
    loadedFromLibrary: false,
  }
  return { api, organization, page, category, item, context, data, base, query }
}

export async function itemEditorLoader(args: LoaderFunctionArgs, itemId: string | null) {
  const { api, organization, item, data } = await itemEditorContext(args, itemId)
  let draft: ItemDraft = item ? draftOfItem(item) : emptyDraft()
  const libraryItemId = new URL(args.request.url).searchParams.get('libraryItemId')
  // 'Load' in the library finder fills the new item (allowCustomization).
  if (!item && libraryItemId && organization.allowCustomization) {
    draft = draftOfLibrary(await getLibraryItem(api, organization.id, libraryItemId))
    data.loadedFromLibrary = true
  }
  return json({ data, draft })
}

const answer = (result: ItemEditorResult, status = 200) => json<ItemEditorResult>(result, { status })

/** Stores the chosen picture and adds it to the draft's gallery; what went wrong goes to the `image` field. */
async function addPicture(api: Api, organizationId: string, draft: ItemDraft, file: File, errors: FieldErrors): Promise<ItemDraft> {
  if (draft.gallery.length >= 10) {
    addError(errors, 'image', 'menuItem.errors.tooManyPictures')
    return draft
  }
  try {
    const stored = await uploadImage(api, organizationId, file, 'menu')
    if (stored.width === null || stored.height === null) {
      addError(errors, 'image', 'menu.errors.unsupportedImageType')
      return draft
    }
    const image = { url: stored.url, width: stored.width, height: stored.height, backgroundColor: null, listCrop: null, detailCrop: null }
    return { ...draft, gallery: [...draft.gallery, image] }
  } catch (error) {
    const refusal = refusalOf(error, 'menu.errors.unableToProcessImage', { file: 'image' })
    for (const message of [...(refusal.errors.image ?? []), ...refusal.formErrors]) addError(errors, 'image', message)
    return draft
  }
}

export async function itemEditorAction(args: ActionFunctionArgs, itemId: string | null) {
  const { request } = args
  const { form, file, tooLarge } = await readEditorForm(request)
  const { api, organization, item, context, base } = await itemEditorContext(args, itemId)
  let draft = readItemDraft(form, context)
  const intent = textOf(form, 'intent') || 'save'
  const errors: FieldErrors = {}

  // A chosen picture is stored whichever button was pressed, so Save does not drop it.
  if (tooLarge) addError(errors, 'image', 'menu.errors.imageTooLarge')
  if (file) draft = await addPicture(api, organization.id, draft, file, errors)
  if (intent === 'upload' || intent === 'preview' || Object.keys(errors).length > 0) {
    return answer({ draft, errors, formErrors: [] }, Object.keys(errors).length > 0 ? 400 : 200)
  }

  const change = parseItemIntent(intent, form)
  if (change) {
    const { draft: next, blocked } = applyItemIntent(draft, change, context.modifiers)
    return answer({ draft: next, errors: {}, formErrors: [], blocked: blocked?.map((m) => m.name) })
  }

  if (intent === 'saveToLibrary') return toLibrary(api, organization, draft, context.units)

  const { input, errors: invalid } = itemInputOf(draft, context, item)
  if (Object.keys(invalid).length > 0) return answer({ draft, errors: invalid, formErrors: [] }, 400)
  const back = backFromDialog(request, form, base)
  // SPEC.md 4: saving an unchanged item sends nothing.
  if (item && sameValue(input, itemInputOf(draftOfItem(item), context, item).input)) {
    return redirectWithToast(request, back, { type: 'info', key: 'menuItem.unchanged' })
  }
  let saved: MenuItem
  try {
    saved = item ? await updateMenuItem(api, organization.id, item.id, input) : await createMenuItem(api, organization.id, input)
  } catch (error) {
    const refusal = refusalOf(error, item ? 'menuItem.errors.unableToUpdate' : 'menuItem.errors.unableToCreate', {
      title: 'title',
      description: 'description',
      price: 'price',
      posMapping: 'posMapping',
      modifiers: 'modifiers',
      size: 'size.value',
      gallery: 'gallery',
      tags: 'form',
    })
    return answer({ draft, ...refusal }, 400)
  }
  // A shared item saved from one category: the platform gave this category a copy of its own.
  const key = !item ? 'menuItem.created' : saved.id !== item.id ? 'menuItem.savedAsCopy' : 'menuItem.saved'
  // A new item is shown highlighted where it lands, its category opened in a collapsed menu (the
  // page's loader opens the category holding it; issue 25 item 17).
  return redirectWithToast(request, item ? back : highlightPath(back, saved.id, ['category']), { type: 'success', key })
}

async function toLibrary(api: Api, organization: { id: string; allowCustomization: boolean }, draft: ItemDraft, units: string[]) {
  if (!organization.allowCustomization) return answer({ draft, errors: {}, formErrors: ['menuItem.errors.unableToSaveToLibrary'] }, 403)
  const title = calmTitle(draft.title)
  if (!hasApprovedText(title)) {
    return answer({ draft, errors: { title: ['menu.errors.titleRequired'] }, formErrors: [] }, 400)
  }
  const errors: FieldErrors = {}
  const size = sizeOf(draft.size, units, errors)
  if (Object.keys(errors).length > 0) return answer({ draft, errors, formErrors: [] }, 400)
  try {
    const id = await saveToLibrary(api, organization.id, {
      title,
      description: draft.description,
      gallery: draft.gallery,
      size,
      tags: draft.tags,
    })
    return answer({ draft: { ...draft, libraryItemId: id }, errors: {}, formErrors: [], notice: 'menuItem.savedToLibrary' })
  } catch (error) {
    return answer({ draft, ...refusalOf(error, 'menuItem.errors.unableToSaveToLibrary', { title: 'title' }) }, 400)
  }
}
