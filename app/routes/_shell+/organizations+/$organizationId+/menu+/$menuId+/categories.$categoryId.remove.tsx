/**
 * Remove category confirmation (VIEW_MENU): its items that are in no other category are
 * removed with it, shared ones stay in their other categories.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { deleteCategory } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { requireMenus } from '../__menus.server'
import { categoryOfPage } from './__category-editor.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, lang } = await requireMenus(args)
  const { category } = await categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? '')
  return json({ title: pickText(category!.title, lang), itemCount: category!.items.length })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenus(args)
  const { page, category } = await categoryOfPage(api, organization.id, args.params.menuId, args.params.categoryId ?? '')
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await deleteCategory(api, organization.id, page.menu.id, category!.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.errors.unableToRemoveCategory'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'menu.categoryRemoved' })
}

export default function RemoveCategoryDialog() {
  const { t } = useTranslation()
  const { title, itemCount } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('menu.removeCategory')} confirmLabel={t('menu.remove')} errors={resultMessages(result)}>
      <p className="[overflow-wrap:anywhere]">{t('menu.removeCategoryMessage', { title })}</p>
      {itemCount > 0 ? <p className="mt-2 text-sm text-slate-600">{t('menu.removeCategoryItems', { n: itemCount })}</p> : null}
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'menu.removeCategory' }
