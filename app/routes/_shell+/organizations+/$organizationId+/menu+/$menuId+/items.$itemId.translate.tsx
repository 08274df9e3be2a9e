/**
 * Translation editor of an item (VIEW_MENU; SPEC.md 2 "translation editors", 4, 5): every
 * localized field of the item in every menu language, each automatic suggestion (`lt?`) with
 * Accept and Reject. Text typed over a suggestion must be decided ('You should accept or
 * reject changes'); an untouched one stays a suggestion. 'Suggest translations' asks the
 * translation service for the languages that have nothing yet (nothing is saved until Save).
 */
import { MENU_LIMITS } from '#contract/menu'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { TranslationCell } from '~/features/menu/translation-cell'
import { ErrorList } from '~/components/ui/field'
import { updateMenuItem } from '~/features/menu/menu-items.server'
import { translateText } from '~/features/menu/menu-reference.server'
import { ApiError } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { sameValue, textOf, type FieldErrors } from '~/features/menu/menu-form'
import { refusalOf } from '~/features/menu/menu-editor.server'
import { DefaultSubmit } from '~/features/menu/modifier-form'
import { itemEditorContext } from './__item-action.server'
import { draftOfItem, itemInputOf } from './__item-draft'
import {
  decide,
  localizedOfDraft,
  readTranslationDraft,
  TRANSLATED_FIELDS,
  translationDraftOf,
  withSuggestions,
  type TranslationDraft,
} from './__translation-draft'
import type { TitleHandle } from '~/utils/document-title'
import { SaveActions } from '~/components/ui/save-actions'

export async function loader(args: LoaderFunctionArgs) {
  const { item, data, base, query } = await itemEditorContext(args, args.params.itemId ?? '')
  const languages = data.languages.map((l) => l.code)
  return json({
    languages: data.languages,
    draft: translationDraftOf({ title: item!.title, description: item!.description }, languages),
    editUrl: `${base}/items/${item!.id}/edit${query}`,
  })
}

interface Result {
  draft: TranslationDraft
  errors: FieldErrors
  formErrors: string[]
  notice?: { key: string; values?: Record<string, string> }
}

const answer = (result: Result, status = 200) => json<Result>(result, { status })

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, item, context, data, base, query } = await itemEditorContext(args, args.params.itemId ?? '')
  const languages = data.languages.map((l) => l.code)
  let draft = readTranslationDraft(form, languages)
  const intent = textOf(form, 'intent') || 'save'

  if (intent === 'suggest') {
    let unavailable: string[] = []
    let provider = ''
    try {
      for (const field of TRANSLATED_FIELDS) {
        const source = localizedOfDraft(draft, field)
        // Nothing written in any language: nothing to translate from.
        if (!Object.entries(source).some(([k, v]) => !k.endsWith('?') && v.trim())) continue
        const answered = await translateText(api, organization.id, source)
        draft = withSuggestions(draft, field, answered.text)
        unavailable = [...new Set([...unavailable, ...answered.unavailable])]
        provider = answered.provider.demo ? answered.provider.name : ''
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return answer({ draft, errors: {}, formErrors: ['menuTranslate.errors.unableToSuggest'] }, 400)
    }
    const notice: Result['notice'] = unavailable.length
      ? { key: 'menuTranslate.unavailable', values: { languages: unavailable.join(', ') } }
      : { key: provider ? 'menuTranslate.suggestedDemo' : 'menuTranslate.suggested', values: { provider } }
    return answer({ draft, errors: {}, formErrors: [], notice })
  }

  const saved = { title: item!.title, description: item!.description }
  const { texts, errors } = decide(draft, saved)
  if (Object.keys(errors).length > 0) return answer({ draft, errors, formErrors: ['menuTranslate.decide'] }, 400)
  const editUrl = (id: string) => `${base}/items/${id}/edit${query}`
  if (sameValue(texts, saved)) return redirect(editUrl(item!.id))
  const current = draftOfItem(item!)
  const { input } = itemInputOf({ ...current, title: texts.title, description: texts.description }, context, item)
  try {
    const result = await updateMenuItem(api, organization.id, item!.id, input)
    return redirectWithToast(args.request, editUrl(result.id), {
      type: 'success',
      key: result.id === item!.id ? 'menuTranslate.saved' : 'menuItem.savedAsCopy',
    })
  } catch (error) {
    const refusal = refusalOf(error, 'menuItem.errors.unableToUpdate')
    return answer({ draft, errors: {}, formErrors: [...refusal.formErrors, ...Object.values(refusal.errors).flat()] }, 400)
  }
}

export default function TranslateItemDialog() {
  const { t } = useTranslation()
  const loaded = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const draft = result?.draft ?? loaded.draft
  const errors = result?.errors ?? {}
  return (
    <Dialog title={t('menuTranslate.title')} width={900} closeTo={loaded.editUrl}>
      <Form method="post" className="space-y-5" noValidate>
        <DefaultSubmit />
        <BackToField />
        <p className="text-sm text-slate-600">{t('menuTranslate.help')}</p>
        {TRANSLATED_FIELDS.map((field) => (
          <fieldset key={field} className="space-y-3">
            <legend className="text-sm font-semibold text-slate-800">{t(`menuTranslate.fields.${field}`)}</legend>
            {loaded.languages.map((language) => (
              <TranslationCell
                key={language.code}
                formId="translate"
                field={field}
                language={language}
                cell={draft[field][language.code]!}
                errors={errors[`${field}.${language.code}`]}
                multiline={field === 'description'}
                maxLength={field === 'description' ? MENU_LIMITS.description : MENU_LIMITS.title}
              />
            ))}
          </fieldset>
        ))}
        {result?.notice ? (
          <p role="status" className="rounded-md bg-blue-50 p-2 text-sm text-blue-900">
            {t(result.notice.key, result.notice.values ?? {})}
          </p>
        ) : null}
        <ErrorList errors={result?.formErrors} />
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="secondary" name="intent" value="suggest">
            {t('menuTranslate.suggest')}
          </Button>
          <SaveActions label={t('menuTranslate.save')} />
        </div>
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menuTranslate.title' }
