/**
 * Menu languages dialog (VIEW_MENU, width 400; ADR 0047): the organization's menu languages in
 * order, the first the main one, each with move up and remove, a select of the known languages
 * not on the list to add, Save and Cancel. Every button posts the form and the action answers
 * the changed list without saving (features/menu/menu-languages.ts), so the dialog works as plain HTML;
 * only Save writes, through the menu languages call. Removing a language deletes none of its
 * texts, and the dialog says so.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { menuLanguageTitle } from '#contract/menu-languages'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { BackToField, Dialog } from '~/components/ui/dialog'
import { ErrorList, inputClass } from '~/components/ui/field'
import { useAppForm } from '~/components/ui/use-app-form'
import { saveMenuLanguages } from '~/features/menu/menu-languages.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { addableLanguages, changeLanguages, languageField, languagesForm, languagesOfAnswer, menuLanguagesFormSchema } from '~/features/menu/menu-languages'
import { requireMenus } from '../__menus.server'
import { actionLinkClass, removeLinkClass } from '../__menu-view'
import type { TitleHandle } from '~/utils/document-title'
import { useDialogStart } from '~/components/ui/dialog-start'
import { attr, marks } from '~/browser/protocol'
import { SaveActions } from '~/components/ui/save-actions'

export async function loader(args: LoaderFunctionArgs) {
  const { organization } = await requireMenus(args)
  return json({
    languages: organization.menuLanguages.map((l) => l.code),
    // Stored titles, for a language stored before the contract's list named it.
    titles: Object.fromEntries(organization.menuLanguages.map((l) => [l.code, l.title])),
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: menuLanguagesFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const change = changeLanguages(submission.value)
  if (change && 'error' in change) return json(submission.reply({ fieldErrors: { add: [change.error] } }), { status: 400 })
  // A button other than Save: the changed list as the form's values (conform's initialValue), nothing saved.
  if (change) return json(parseWithZod(languagesForm(change.codes), { schema: menuLanguagesFormSchema }).reply())
  try {
    await saveMenuLanguages(api, organization.id, submission.value.languages)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.languages.errors.unableToSave'] })
  }
  return redirectWithToast(request, returnFromDialog(request, form), { type: 'success', key: 'menu.languages.saved' })
}

/** Someone else's menu change does not redraw the list being edited. */
export default function MenuLanguagesDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const codes = languagesOfAnswer(result?.initialValue) ?? data.languages
  const unsaved = codes.join(',') !== data.languages.join(',')
  return (
    <Dialog title={t('menu.languages.title')} width={400}>
      {/* A new list is a new form: conform's state starts again from the answer. */}
      <LanguagesForm key={codes.join(',')} codes={codes} titles={data.titles} unsaved={unsaved} lastResult={result} />
    </Dialog>
  )
}

interface FormProps {
  codes: string[]
  titles: Record<string, string>
  unsaved: boolean
  lastResult: SubmissionResult<string[]> | undefined
}

function LanguagesForm({ codes, titles, unsaved, lastResult }: FormProps) {
  const { t } = useTranslation()
  const [form, fields] = useAppForm({ id: 'menu-languages', schema: menuLanguagesFormSchema, lastResult })
  const title = (code: string) => titles[code] ?? menuLanguageTitle(code)
  const addable = addableLanguages(codes)
  const messages = [...new Set(Object.values(form.allErrors).flat())]
  const startsDialog = useDialogStart(addable.length > 0)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" preventScrollReset>
      <BackToField />
      <p className="text-sm text-slate-600">{t('menu.languages.help')}</p>
      <ol className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t('menu.languages.title')}>
        {codes.map((code, index) => (
          <li key={code} className="flex flex-wrap items-center gap-2 px-3 py-2" {...attr(marks.language, code)}>
            <input type="hidden" name={languageField(index)} value={code} />
            <span className="min-w-0 flex-1 font-medium text-slate-900" lang={code}>
              {title(code)}
            </span>
            {index === 0 ? <Badge tone="info">{t('menu.languages.main')}</Badge> : <MoveUp index={index} name={title(code)} />}
            {codes.length > 1 ? (
              <button
                name="intent"
                value={`remove:${index}`}
                className={removeLinkClass}
                aria-label={t('menu.removeNamed', { name: title(code) })}
              >
                {t('menu.remove')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {addable.length > 0 ? (
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1 space-y-1">
            <span className="block text-sm font-medium text-slate-700">{t('menu.languages.addLabel')}</span>
            <select id={fields.add.id} name={fields.add.name} autoFocus={startsDialog} className={inputClass(Boolean(fields.add.errors))}>
              {addable.map((option) => (
                <option key={option.code} value={option.code} lang={option.code}>
                  {option.title}
                </option>
              ))}
            </select>
          </label>
          <Button name="intent" value="add" variant="secondary">
            {t('menu.languages.add')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('menu.languages.noneLeft')}</p>
      )}
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t('menu.languages.keepTexts')}</p>
      {unsaved ? <p className="text-sm font-medium text-amber-800">{t('menu.languages.unsaved')}</p> : null}
      <ErrorList id={form.errorId} errors={messages} />
      <SaveActions label={t('menu.save')} />
    </Form>
  )
}

/** Up one place; from the second place that makes the language the main one, and says so. */
function MoveUp({ index, name }: { index: number; name: string }) {
  const { t } = useTranslation()
  return (
    <button name="intent" value={`up:${index}`} className={actionLinkClass} aria-label={t(index === 1 ? 'menu.languages.makeMainNamed' : 'menu.languages.moveUpNamed', { name })}>
      {index === 1 ? t('menu.languages.makeMain') : t('menu.languages.moveUp')}
    </button>
  )
}

export const handle: TitleHandle = { title: 'menu.languages.title' }
