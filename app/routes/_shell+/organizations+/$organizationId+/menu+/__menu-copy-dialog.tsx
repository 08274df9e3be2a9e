/**
 * Menu copy dialog (VIEW_MENU): a new title; the copy is created hidden (SPEC.md 4 "Visibility").
 * Opened from the Menus screen (`_list+/$menuId.copy.tsx`) and the Menu page
 * (`$menuId+/copy-menu.tsx`), which re-export this module. Either way the copy returns to the
 * screen it was opened over, the Menu page of the original included: every dialog goes back
 * where it came from, that page's query (`?category=`) names the original's categories, and the
 * copy, hidden until someone shows it, is one click away in the page's menu switch. On the Menus
 * screen the copy is shown highlighted, scrolled to (issue 25 item 17).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { Dialog } from '~/components/ui/dialog'
import { copyMenu } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { highlightPath } from '~/utils/highlight'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { copyFormSchema, localizedValues } from '~/features/menu/menu-schemas'
import { CopyForm } from './__copy-form'
import { isMenusScreen } from './__menu-urls'
import type { EditorData } from './__editor-form'
import { formIntentAnswer, invalidAnswer, menuOfList, refusedAnswer, requireMenus } from './__menus.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, languages, lang } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  return json<EditorData>({ values: localizedValues('title', menu.title), lang, languages, hoursMode: null })
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, languages, lang } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  const changed = formIntentAnswer(form, languages, lang)
  if (changed) return changed
  const submission = parseWithZod(form, { schema: copyFormSchema })
  if (submission.status !== 'success') return invalidAnswer(form, submission.reply(), lang)
  let copy: { id: string }
  try {
    copy = await copyMenu(api, organization.id, menu.id, submission.value.title)
  } catch (error) {
    return refusedAnswer(form, submission, error, lang, 'menu.errors.unableToCopyMenu', { title: 'title' })
  }
  const back = returnFromDialog(request, form)
  const shown = isMenusScreen(back, organization.id) ? highlightPath(back, copy.id) : back
  return redirectWithToast(request, shown, { type: 'success', key: 'menu.copied' })
}

export default function CopyMenuDialog() {
  const { t } = useTranslation()
  return (
    <Dialog title={t('menu.copyMenu')} width={800}>
      <p className="mb-4 text-sm text-slate-600">{t('menu.copyMenuHelp')}</p>
      <CopyForm formId="copy-menu" schema={copyFormSchema} submitLabel={t('menu.copy')} />
    </Dialog>
  )
}
