/**
 * Translation editor of a modifier (VIEW_MENU, width 900; SPEC.md 2 "translation editors", 4,
 * 5): the modifier's guest title and description and its options' titles (and descriptions)
 * in every menu language, each automatic suggestion (`lt?`) with Accept and Reject. Text typed
 * over a suggestion must be decided ('You should accept or reject changes'); an untouched one
 * stays a suggestion. Saved with the revision it was loaded at through the modifier PUT (the
 * options live in it), so a save over someone else's is refused; suggestions for the missing
 * languages come from the Menus screen's 'Suggest missing translations'.
 */
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TranslationCell } from '~/features/menu/translation-cell'
import { Dialog } from '~/components/ui/dialog'
import { ErrorList } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { updateModifier } from '~/features/menu/menu-modifiers.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { i18n } from '~/services/i18n.server'
import { redirectWithToast } from '~/services/toast.server'
import { menuLanguageOf, pickText, sameValue } from '~/features/menu/menu-form'
import {
  decideTranslations,
  postedCellsOf,
  readTranslationDraft,
  translationDraftOf,
  translationFormSchema,
} from '~/features/menu/translation-draft'
import { inputOfSaved } from '~/features/menu/modifier-draft'
import { DefaultSubmit } from '~/features/menu/modifier-form'
import { modifierTexts, withModifierTexts } from './__modifier-translation'
import { translationContext } from './__modifier-translation.server'
import type { TitleHandle } from '~/utils/document-title'
import { SaveActions } from '~/components/ui/save-actions'

const FORM_ID = 'translate-modifier'

export async function loader(args: LoaderFunctionArgs) {
  const { modifier, languages, codes, fields, editUrl } = await translationContext(args)
  const lang = menuLanguageOf(codes, null, await i18n.getLocale(args.request))
  const options = Object.fromEntries(modifier.options.map((o) => [o.id, pickText(o.computedTitle, lang)]))
  return json({
    modifier: { id: modifier.id, name: modifier.name, revision: modifier.revision },
    languages,
    fields,
    /** Each option's title in the user's language, to name its fields. */
    options,
    draft: translationDraftOf(fields, modifierTexts(modifier, fields), codes),
    editUrl,
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, modifier, codes, fields, editUrl } = await translationContext(args)
  const submission = parseWithZod(form, { schema: translationFormSchema(fields, codes) })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const saved = modifierTexts(modifier, fields)
  const draft = readTranslationDraft(fields, postedCellsOf(submission.value), codes)
  const { texts, errors } = decideTranslations(fields, draft, saved)
  if (Object.keys(errors).length > 0) {
    // Under the field's text inputs, as the schema names them.
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`text.${path}`, messages]))
    return json(submission.reply({ fieldErrors }), { status: 400 })
  }
  if (sameValue(texts, saved)) return redirect(editUrl)
  // The revision the editor loaded, not the one just read: a save over a newer one is a 409.
  const input = withModifierTexts({ ...inputOfSaved(modifier), revision: submission.value.revision ?? modifier.revision }, fields, texts)
  try {
    await updateModifier(api, organization.id, modifier.id, input)
  } catch (error) {
    return replyFromApiError(submission, error, { CONFLICT: ['', 'menuItem.errors.stale'], '*': ['', 'modifiers.errors.unableToSave'] })
  }
  return redirectWithToast(request, editUrl, { type: 'success', key: 'menuTranslate.saved' })
}

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function TranslateModifierDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionResult<typeof action>()
  const codes = useMemo(() => data.languages.map((l) => l.code), [data.languages])
  const schema = useMemo(() => translationFormSchema(data.fields, codes), [data.fields, codes])
  const [form] = useAppForm({ id: FORM_ID, schema, lastResult: reply })
  // A refused post is drawn as it was posted (its revision too, so saving again stays refused).
  const posted = reply?.initialValue ?? null
  const draft = posted ? readTranslationDraft(data.fields, postedCellsOf(posted), codes) : data.draft
  const revision = typeof posted?.revision === 'string' ? posted.revision : String(data.modifier.revision)
  const errors = form.allErrors
  return (
    <Dialog title={t('modifiers.translate.title', { name: data.modifier.name })} width={900} closeTo={data.editUrl}>
      <Form method="post" {...getFormProps(form)} className="space-y-5" preventScrollReset>
        <DefaultSubmit />
        <input type="hidden" name="revision" value={revision} />
        <p className="text-sm text-slate-600">
          {t('menuTranslate.help')} {t('modifiers.translate.suggestHint')}
        </p>
        {data.fields.map((field) => (
          <fieldset key={field.key} className="space-y-3">
            <legend className="text-sm font-semibold text-slate-800">
              {field.optionId === null
                ? t(field.part === 'title' ? 'modifiers.guestTitle' : 'modifiers.description')
                : t(`modifiers.translate.option.${field.part}`, { option: data.options[field.optionId] || t('modifiers.untitledOption') })}
            </legend>
            {data.languages.map((language) => (
              <TranslationCell
                key={language.code}
                formId={FORM_ID}
                field={field.key}
                language={language}
                cell={draft[field.key]![language.code]!}
                errors={errors[`text.${field.key}.${language.code}`]}
                multiline={field.part === 'description'}
                maxLength={field.max}
              />
            ))}
            <ErrorList errors={errors[`text.${field.key}`]} />
          </fieldset>
        ))}
        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveActions label={t('menuTranslate.save')} />
      </Form>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'documentTitles.modifierTranslations' }
