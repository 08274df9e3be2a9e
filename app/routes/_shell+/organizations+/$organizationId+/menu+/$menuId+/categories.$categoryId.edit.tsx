/**
 * Category editor dialog (VIEW_MENU, width 800): the category as saved, with the revision it
 * was read at; a save over someone else's newer one says so instead of overwriting it (409).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { updateCategory } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { categoryFormSchema } from '~/features/menu/menu-schemas'
import { EditorForm, type EditorData } from '../__editor-form'
import { EDITOR_FIELDS, formIntentAnswer, invalidAnswer, refusedAnswer, requireMenus } from '../__menus.server'
import { categoryInputOf, categoryOfPage, categoryValues, hoursModeOf } from './__category-editor.server'
import { CategoryImageFields } from './__category-images'
import type { TitleHandle } from '~/utils/document-title'

const FORM_ID = 'edit-category'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const { category } = await categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? '')
  return json<EditorData & { customize: boolean; formId: string }>({
    values: categoryValues(category),
    lang,
    languages,
    hoursMode: hoursModeOf(category, customize),
    savedHours: category?.activeHours ?? null,
    customize,
    formId: FORM_ID,
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const { page, category } = await categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? '')
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: categoryFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  try {
    await updateCategory(api, organization.id, page.menu.id, category!.id, categoryInputOf(submission.value, customize, category))
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToUpdateCategory', EDITOR_FIELDS)
  }
  return redirectWithToast(request, returnFromDialog(request, form), { type: 'success', key: 'menu.categorySaved' })
}

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function EditCategoryDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('menu.editCategory')} width={800}>
      <EditorForm formId={FORM_ID} schema={categoryFormSchema} submitLabel={t('menu.save')} extra={CategoryImageFields} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.editCategory' }
