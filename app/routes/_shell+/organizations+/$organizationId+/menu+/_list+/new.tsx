/** New menu dialog (VIEW_MENU, width 800): the menu editor of an empty menu. */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { createMenu } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { menuFormSchema } from '~/features/menu/menu-schemas'
import { EditorForm, type EditorData } from '../__editor-form'
import { menuInputOf, menuValues } from '../__menu-editor.server'
import { EDITOR_FIELDS, formIntentAnswer, invalidAnswer, refusedAnswer, requireMenus } from '../__menus.server'
import { SeparatorField } from '../__separator-field'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { languages, lang, customize } = await requireMenus(args)
  return json<EditorData & { customize: boolean }>({ values: menuValues(null), lang, languages, hoursMode: 'full', customize })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: menuFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  let created: { id: string }
  try {
    created = await createMenu(api, organization.id, menuInputOf(submission.value, customize, null))
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToCreateMenu', EDITOR_FIELDS)
  }
  // The new menu is shown highlighted, scrolled to (issue 25 item 17).
  return redirectWithToast(request, highlightPath(returnFromDialog(request, form), created.id), { type: 'success', key: 'menu.created' })
}

export default function NewMenuDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('menu.newMenu')} width={800}>
      <EditorForm formId="new-menu" schema={menuFormSchema} submitLabel={t('menu.create')} extra={SeparatorField} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.newMenu' }
