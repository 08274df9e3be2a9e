/**
 * Put back in stock (VIEW_STOP_LIST; SPEC.md 2 "Stop list": clicking an entry asks for
 * confirmation). The entry is looked up on the page of the list the screen under the dialog
 * shows (the same read, asked once); reached some other way, the question names no item.
 */
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { STOP_LIST_LIMITS } from '#contract/stop-list'
import { resultMessages } from '~/components/ui/field'
import { idParam } from '~/services/not-found.server'
import { listStopList, removeFromStopList } from '~/features/menu/stop-list.server'
import { ApiError } from '~/services/api.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { readPage } from '~/utils/paging'
import { requireStopList, targetView } from './__stop-list.server'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { TitleHandle } from '~/utils/document-title'

/** The entry of the URL as the screen under the dialog lists it, or null when it is not on that page. */
async function entryOfScreen(args: LoaderFunctionArgs) {
  const found = await requireStopList(args)
  const entryId = idParam(args.params.entryId)
  const q = (found.url.searchParams.get('q') ?? '').trim().slice(0, STOP_LIST_LIMITS.query)
  let entry = null
  try {
    const list = await listStopList(found.api, found.organization.id, { q, page: readPage(found.url.searchParams) })
    entry = list.entries.find((e) => e.id === entryId) ?? null
  } catch (error) {
    // The screen says the list did not load; the question can still be asked.
    if (!(error instanceof ApiError)) throw error
  }
  return { ...found, entryId, entry }
}

export async function loader(args: LoaderFunctionArgs) {
  const { entry, lang } = await entryOfScreen(args)
  const view = entry ? targetView(entry.target, lang) : null
  return json({ name: view ? (view.modifier ? `${view.title} (${view.modifier})` : view.title) : null })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization, entryId, entry } = await entryOfScreen(args)
  const kind = entry?.target.kind === 'OPTION' ? 'option' : entry ? 'item' : null
  const submission = parseWithZod(form, { schema: z.object({}) })
  try {
    await removeFromStopList(api, organization.id, entryId)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', kind ? `stopList.${kind}.remove.error` : 'stopList.errors.unableToChange'] })
  }
  const key = kind === 'option' ? 'stopList.option.remove.success' : kind === 'item' ? 'stopList.item.remove.success' : 'stopList.removed'
  return redirectWithToast(args.request, returnFromDialog(args.request, form), { type: 'success', key })
}

export default function PutBackDialog() {
  const { t } = useTranslation()
  const { name } = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <ConfirmDialog title={t('stopList.removeTitle')} confirmLabel={t('stopList.putBack')} danger={false} errors={resultMessages(result)}>
      <p className="[overflow-wrap:anywhere]">{name ? t('stopList.removeMessage', { name }) : t('stopList.removeMessageUnnamed')}</p>
    </ConfirmDialog>
  )
}

export const handle: TitleHandle = { title: 'stopList.removeTitle' }
