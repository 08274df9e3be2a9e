/**
 * The loader and action the modifier editor's two dialogs share (new, edit): the draft read
 * from the form, the option buttons applied to it, and Save (also on the way to the option
 * editor, which edits the saved modifier).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { Modifier } from '#contract/menu'
import { createModifier, getModifier, listAllModifiers, updateModifier } from '~/features/menu/menu-modifiers.server'
import { readForm } from '~/services/form.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { highlightPath, readHighlight } from '~/utils/highlight'
import { menuLanguageOf, sameValue, textOf } from '~/features/menu/menu-form'
import { backFromDialog, refusalOf, requireMenuOrganization } from '~/features/menu/menu-editor.server'
import type { ModifierEditorResult } from '~/features/menu/modifier-form'
import { applyDraftIntent, inputOfSaved, modifierInputOf, parseDraftIntent, readModifierDraft } from '~/features/menu/modifier-draft'

/** Modifiers that may be `self`'s price modifier: PRICE or RADIO ones other than itself. */
const priceModifiersFor = (all: Modifier[], selfId: string | null) =>
  all.filter((m) => m.id !== selfId && (m.type === 'PRICE' || m.type === 'RADIO')).map((m) => ({ id: m.id, name: m.name, type: m.type }))

export async function modifierEditorLoader(args: LoaderFunctionArgs, modifierId: string | null) {
  const { api, organization } = await requireMenuOrganization(args)
  const [modifier, all, uiLanguage] = await Promise.all([
    modifierId ? getModifier(api, organization.id, modifierId) : null,
    listAllModifiers(api, organization.id),
    i18n.getLocale(args.request),
  ])
  const languages = organization.menuLanguages.map((l) => ({ code: l.code, title: l.title }))
  return json({
    modifier,
    priceModifiers: priceModifiersFor(all, modifier?.id ?? null),
    languages,
    lang: menuLanguageOf(
      languages.map((l) => l.code),
      new URL(args.request.url).searchParams.get('lang'),
      uiLanguage
    ),
    currency: organization.currency,
  })
}

const answer = (result: ModifierEditorResult, status = 200) => json<ModifierEditorResult>(result, { status })

export async function modifierEditorAction(args: ActionFunctionArgs, modifierId: string | null) {
  const { request } = args
  const { api, organization } = await requireMenuOrganization(args)
  const form = await readForm(request)
  const known = modifierId ? await getModifier(api, organization.id, modifierId) : null
  const draft = readModifierDraft(form, known)
  const intent = textOf(form, 'intent') || 'save'

  const optionIntent = parseDraftIntent(intent)
  if (optionIntent) return answer({ draft: applyDraftIntent(draft, optionIntent), errors: {}, formErrors: [] })
  if (intent === 'applyType') return answer({ draft, errors: {}, formErrors: [] })

  const all = await listAllModifiers(api, organization.id)
  const { input, errors } = modifierInputOf(draft, known, {
    firstLanguage: organization.menuLanguages[0]?.code ?? 'en',
    priceModifiers: priceModifiersFor(all, modifierId).map((m) => m.id),
  })
  if (Object.keys(errors).length > 0) return answer({ draft, errors, formErrors: [] }, 400)

  let saved: Modifier | null = known
  if (!known || !sameValue(input, inputOfSaved(known))) {
    try {
      saved = known ? await updateModifier(api, organization.id, known.id, input) : await createModifier(api, organization.id, input)
    } catch (error) {
      const refusal = refusalOf(error, known ? 'modifiers.errors.unableToSave' : 'modifiers.errors.unableToCreate', {
        name: 'name',
        title: 'title',
        description: 'description',
        type: 'type',
        priceModifierId: 'priceModifierId',
        minOptions: 'minOptions',
        maxOptions: 'maxOptions',
        minCount: 'minCount',
        maxCount: 'maxCount',
        options: 'options',
      })
      return answer({ draft, ...refusal }, 400)
    }
  }
  const back = backFromDialog(request, form, `/organizations/${organization.id}/menu-modifiers`)
  // A new modifier is shown where it stands: its page, highlighted (issue 25 item 17). One first
  // saved by 'Add option' keeps the highlight in the screen's query through the option editor
  // and back, and the editor closes onto it.
  const screen = new URL(back, 'http://x.invalid')
  const fresh = !known || readHighlight(screen.searchParams) === saved!.id
  const shown = fresh ? highlightPath(back, saved!.id) : back
  const screenQuery = new URL(shown, 'http://x.invalid').search
  const base = `/organizations/${organization.id}/menu-modifiers/${saved!.id}`
  if (intent === 'addOption') return redirect(`${base}/options/new${screenQuery}`)
  const edit = /^editOption:([0-9a-f-]{36})$/.exec(intent)
  if (edit && saved!.options.some((o) => o.id === edit[1])) return redirect(`${base}/options/${edit[1]}${screenQuery}`)
  return redirectWithToast(request, shown, { type: 'success', key: known ? 'modifiers.saved' : 'modifiers.created' })
}
