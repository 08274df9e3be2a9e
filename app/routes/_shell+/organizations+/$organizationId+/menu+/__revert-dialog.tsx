/**
 * Revert confirmation (VIEW_MENU): every change since the last publish is thrown away and
 * the draft becomes the published menu again (SPEC.md 4 "Menu"). Opened from the publish banner
 * of the Menus screen (`_list+/revert.tsx`) and of the Menu page (`$menuId+/revert.tsx`), which
 * re-export this module; it returns to the screen it was opened over.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { revertMenu } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { requireMenus } from './__menus.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'

export async function loader(args: LoaderFunctionArgs) {
  await requireMenus(args)
  return json({})
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await revertMenu(api, organization.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.status.revertError'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'menu.status.reverted' })
}

export default function RevertDialog() {
  const { t } = useTranslation()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('menu.status.revertTitle')} confirmLabel={t('menu.status.revert')} errors={resultMessages(result)}>
      <p>{t('menu.status.revertMessage')}</p>
    </ConfirmDialog>
  )
}
