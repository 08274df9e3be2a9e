/**
 * The loader and action of the option editor's two dialogs (new, edit): the option's modifier,
 * its price modifier's options, the units and, with a POS, the POS options; Save puts the
 * modifier with the option in it and goes back to the modifier editor.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { listMenuUnits, posMenu } from '~/features/menu/menu-reference.server'
import { getModifier, updateModifier } from '~/features/menu/menu-modifiers.server'
import { ApiError } from '~/services/api.server'
import type { Api } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { menuLanguageOf, pickText, sameValue, textOf } from '~/features/menu/menu-form'
import { refusalOf, requireMenuOrganization } from '~/features/menu/menu-editor.server'
import { inputOfSaved } from '~/features/menu/modifier-draft'
import { screenSearch } from '~/utils/dialog-url'
import { applyOptionIntent, modifierWithOption, readOptionDraft, type OptionEditorResult } from './__option-form'

interface Args {
  request: Request
  context: LoaderFunctionArgs['context']
  params: LoaderFunctionArgs['params']
}

/** The POS catalogue's options, or null without a POS integration (or while it cannot be read). */
async function posOptionsOf(api: Api, organizationId: string, enabled: boolean) {
  if (!enabled) return null
  try {
    return (await posMenu(api, organizationId)).options.map((o) => ({ id: o.id, title: o.title }))
  } catch (error) {
    if (error instanceof ApiError) return []
    throw error
  }
}

async function load(args: Args, optionId: string | null) {
  const { api, organization } = await requireMenuOrganization(args)
  const modifier = await getModifier(api, organization.id, args.params.modifierId)
  const option = optionId ? modifier.options.find((o) => o.id === optionId) : null
  if (option === undefined) throw new Response('Not found', { status: 404 })
  const [priceModifier, units, posOptions, uiLanguage] = await Promise.all([
    modifier.priceModifierId ? getModifier(api, organization.id, modifier.priceModifierId).catch(() => null) : null,
    listMenuUnits(api, organization.id),
    posOptionsOf(api, organization.id, organization.posIntegrationEnabled),
    i18n.getLocale(args.request),
  ])
  const codes = organization.menuLanguages.map((l) => l.code)
  const lang = menuLanguageOf(codes, null, uiLanguage)
  return { api, organization, modifier, option, priceModifier, units, posOptions, lang }
}

export async function optionEditorLoader(args: LoaderFunctionArgs, optionId: string | null) {
  const { organization, modifier, option, priceModifier, units, posOptions, lang } = await load(args, optionId)
  return json({
    modifier: { id: modifier.id, name: modifier.name },
    option,
    languages: organization.menuLanguages.map((l) => ({ code: l.code, title: l.title })),
    units: units.map((u) => ({ unit: u.unit, title: pickText(u.title, lang) || u.unit })),
    priceModifierName: priceModifier?.name ?? null,
    priceOptions: (priceModifier?.options ?? []).map((o) => ({ id: o.id, title: pickText(o.computedTitle, lang) || o.id })),
    posOptions,
  })
}

export async function optionEditorAction(args: ActionFunctionArgs, optionId: string | null) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, modifier, priceModifier, units, posOptions } = await load(args, optionId)
  const draft = readOptionDraft(
    form,
    (priceModifier?.options ?? []).map((o) => o.id)
  )
  const intent = textOf(form, 'intent') || 'save'
  const changed = applyOptionIntent(draft, intent)
  if (changed) return json<OptionEditorResult>({ draft: changed, errors: {}, formErrors: [] })

  const saved = inputOfSaved(modifier)
  const { input, errors } = modifierWithOption(draft, {
    modifier,
    modifierInput: saved,
    optionId,
    units: units.map((u) => u.unit),
    posOptions: posOptions?.map((o) => o.id) ?? null,
  })
  if (Object.keys(errors).length > 0) return json<OptionEditorResult>({ draft, errors, formErrors: [] }, { status: 400 })
  if (!sameValue(input, saved)) {
    try {
      await updateModifier(api, organization.id, modifier.id, input)
    } catch (error) {
      // The platform names the option by its place in the list; this editor shows one option.
      const index = optionId ? modifier.options.findIndex((o) => o.id === optionId) : modifier.options.length
      const refusal = refusalOf(error, optionId ? 'modifiers.errors.unableToSaveOption' : 'modifiers.errors.unableToCreateOption', {
        [`options.${index}.title`]: 'title',
        [`options.${index}.prices`]: 'prices',
        [`options.${index}.size`]: 'size.value',
        [`options.${index}.defaultCount`]: 'defaultCount',
        [`options.${index}.maxCount`]: 'maxCount',
      })
      return json<OptionEditorResult>({ draft, ...refusal }, { status: 400 })
    }
  }
  // The screen's query (its search, page, a new modifier's highlight) is on this dialog's own URL:
  // its form's way back is the modifier editor, which is no screen under it.
  const screenQuery = screenSearch(new URL(request.url).search)
  const editor = `/organizations/${organization.id}/menu-modifiers/${modifier.id}/edit${screenQuery}`
  if (sameValue(input, saved)) return redirect(editor)
  return redirectWithToast(request, editor, { type: 'success', key: optionId ? 'modifiers.optionSaved' : 'modifiers.optionCreated' })
}
