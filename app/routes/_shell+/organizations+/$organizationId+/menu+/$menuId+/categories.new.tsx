/** New category dialog (VIEW_MENU, width 800): the category editor of an empty category, at the end of the menu. */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { createCategory } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { categoryFormSchema } from '~/features/menu/menu-schemas'
import { EditorForm, type EditorData } from '../__editor-form'
import { EDITOR_FIELDS, formIntentAnswer, invalidAnswer, refusedAnswer, requireMenus } from '../__menus.server'
import { categoryInputOf, categoryOfPage, categoryValues, hoursModeOf } from './__category-editor.server'
import { CategoryImageFields } from './__category-images'
import type { TitleHandle } from '~/utils/document-title'

const FORM_ID = 'new-category'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  await categoryOfPage(api, organization.id, args.params.menuId, null)
  return json<EditorData & { customize: boolean; formId: string }>({
    values: categoryValues(null),
    lang,
    languages,
    hoursMode: hoursModeOf(null, customize),
    customize,
    formId: FORM_ID,
  })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const { page } = await categoryOfPage(api, organization.id, args.params.menuId, null)
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: categoryFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  let created: { id: string }
  try {
    created = await createCategory(api, organization.id, page.menu.id, categoryInputOf(submission.value, customize, null))
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToCreateMenuCategory', EDITOR_FIELDS)
  }
  // The new category is shown highlighted, scrolled to (issue 25 item 17).
  return redirectWithToast(request, highlightPath(returnFromDialog(request, form), created.id), { type: 'success', key: 'menu.categoryCreated' })
}

export default function NewCategoryDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('menu.newCategory')} width={800}>
      <EditorForm formId={FORM_ID} schema={categoryFormSchema} submitLabel={t('menu.create')} extra={CategoryImageFields} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.newCategory' }
