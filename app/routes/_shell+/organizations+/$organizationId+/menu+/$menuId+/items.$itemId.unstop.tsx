/**
 * Remove an item from the stop list from the Menu page (VIEW_MENU and VIEW_STOP_LIST): a
 * confirmation that puts it back in stock. An item that is in stock already (its time passed,
 * or someone put it back meanwhile) sends the user back to the page with that message.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { resultMessages } from '~/components/ui/field'
import { removeFromStopList } from '~/features/menu/stop-list.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { parentPath, screenSearch } from '~/utils/dialog-url'
import { pickText } from '~/features/menu/localized'
import { requireStoppableItem } from './__item-stop.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

/** The item of the URL with its stop-list entry; back to the Menu page when it has none. */
async function stoppedItem(args: LoaderFunctionArgs) {
  const found = await requireStoppableItem(args)
  const stop = found.item.stop
  if (!stop) {
    const url = new URL(args.request.url)
    const page = parentPath(parentPath(parentPath(url.pathname)))
    throw await redirectWithToast(args.request, page + screenSearch(url.search), { type: 'info', key: 'stopList.item.alreadyInStock' })
  }
  return { ...found, stop }
}

export async function loader(args: LoaderFunctionArgs) {
  const { item, lang } = await stoppedItem(args)
  return json({ name: pickText(item.title, lang) })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, stop } = await stoppedItem(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await removeFromStopList(api, organization.id, stop.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'stopList.item.remove.error'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key: 'stopList.item.remove.success' })
}

export default function UnstopItemDialog() {
  const { t } = useTranslation()
  const { name } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('stopList.removeItem')} confirmLabel={t('stopList.putBack')} danger={false} errors={resultMessages(result)}>
      <p className="[overflow-wrap:anywhere]">{t('stopList.removeMessage', { name: name || t('menu.untitled') })}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'stopList.removeItem' }
