/**
 * Remove menu confirmation (VIEW_MENU): its categories go with it; items then in no category
 * become orphans (SPEC.md 4 "Visibility"). Opened from the Menus screen
 * (`_list+/$menuId.remove.tsx`) and the Menu page (`$menuId+/remove-menu.tsx`), which re-export
 * this module: Cancel goes back to either; a removal from the Menu page goes to the Menus screen,
 * since the page went with the menu.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { deleteMenu } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { menuOfList, requireMenus } from './__menus.server'
import { afterMenuRemoved } from './__menu-urls'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, lang } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  return json({ title: pickText(menu.title, lang) })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenus(args)
  const menu = await menuOfList(api, organization.id, args.params.menuId)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await deleteMenu(api, organization.id, menu.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.errors.unableToRemoveMenu'] })
  }
  const back = afterMenuRemoved(returnFromDialog(args.request, form), organization.id, menu.id)
  return redirectWithToast(args.request, back, { type: 'success', key: 'menu.removed' })
}

export default function RemoveMenuDialog() {
  const { t } = useTranslation()
  const { title } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('menu.removeMenu')} confirmLabel={t('menu.remove')} errors={resultMessages(result)}>
      <p className="[overflow-wrap:anywhere]">{t('menu.removeMenuMessage', { title })}</p>
    </ConfirmDialog>
  )
}
