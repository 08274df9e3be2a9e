/**
 * Remove item confirmation (VIEW_MENU; SPEC.md 4): an item in several categories is only taken
 * out of this one (`?categoryId=`); an item in this one only is deleted. The text says which.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { unlinkItem } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { requireMenus } from '../__menus.server'
import { categoryOfPage } from './__category-editor.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

/** The dialog's own query parameter, dropped on the way back to the page. */
const DIALOG_PARAMS = ['categoryId'] as const

/** The item of the URL in the category `?categoryId=` of this menu; 404 when it is not there. */
async function itemInCategory(args: LoaderFunctionArgs) {
  const found = await requireMenus(args)
  const categoryId = found.url.searchParams.get('categoryId') ?? ''
  const { page, category } = await categoryOfPage(found.api, found.organization.id, args.params.menuId, categoryId)
  const item = category!.items.find((i) => i.id === args.params.itemId)
  if (!item) throw new Response('Not found', { status: 404 })
  return { ...found, page, category: category!, item }
}

export async function loader(args: LoaderFunctionArgs) {
  const { item, category, lang } = await itemInCategory(args)
  return json({
    title: pickText(item.title, lang),
    category: pickText(category.title, lang),
    others: item.categoryIds.length - 1,
  })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, page, category, item } = await itemInCategory(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await unlinkItem(api, organization.id, page.menu.id, category.id, item.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.errors.unableToRemoveItem'] })
  }
  const key = item.categoryIds.length > 1 ? 'menu.itemUnlinked' : 'menu.itemRemoved'
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key })
}

export default function RemoveItemDialog() {
  const { t } = useTranslation()
  const { title, category, others } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const shared = others > 0
  return (
    <ConfirmDialog
      title={shared ? t('menu.unlinkItem') : t('menu.removeItem')}
      confirmLabel={shared ? t('menu.unlink') : t('menu.remove')}
      dialogParams={DIALOG_PARAMS}
      errors={resultMessages(result)}
    >
      <p className="[overflow-wrap:anywhere]">
        {shared ? t('menu.unlinkItemMessage', { title, category, n: others }) : t('menu.removeItemMessage', { title })}
      </p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'menu.removeItem' }
