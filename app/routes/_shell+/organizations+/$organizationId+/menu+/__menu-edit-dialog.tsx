/**
 * Menu editor dialog (VIEW_MENU, width 800): the menu as saved, with the revision it was read
 * at; a save over someone else's newer one says so instead of overwriting it (409). Opened from
 * the Menus screen (`_list+/$menuId.edit.tsx`) and the Menu page (`$menuId+/edit-menu.tsx`),
 * which re-export this module: it closes, and a save returns, to whichever screen it is over.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { updateMenu } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { menuFormSchema } from '~/features/menu/menu-schemas'
import { EditorForm, type EditorData } from './__editor-form'
import { menuInputOf, menuValues } from './__menu-editor.server'
import { EDITOR_FIELDS, formIntentAnswer, invalidAnswer, menuOfList, refusedAnswer, requireMenus } from './__menus.server'
import { SeparatorField } from './__separator-field'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  return json<EditorData & { customize: boolean }>({ values: menuValues(menu), lang, languages, hoursMode: 'full', customize })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang, customize } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: menuFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  try {
    await updateMenu(api, organization.id, menu.id, menuInputOf(submission.value, customize, menu))
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToUpdateMenu', EDITOR_FIELDS)
  }
  return redirectWithToast(request, returnFromDialog(request, form), { type: 'success', key: 'menu.saved' })
}

/** Someone else's change does not re-draw the open editor (its revision stays the one loaded). */
export default function EditMenuDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('menu.editMenu')} width={800}>
      <EditorForm formId="edit-menu" schema={menuFormSchema} submitLabel={t('menu.save')} extra={SeparatorField} />
    </Dialog>
  )
}
