/**
 * Orphans (VIEW_MENU; SPEC.md 4 "Items in no category are orphans and can be restored"):
 * the items no category holds and, with allowCustomization, 'Restore orphans', which puts
 * them into the hidden 'Archived items' menu's 'Archive' category.
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { listOrphans, restoreOrphans } from '~/features/menu/menus.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { pickText } from '~/features/menu/localized'
import { priceDisplay, priceText } from '~/features/menu/menu-price'
import { requireMenus } from '../__menus.server'
import type { TitleHandle } from '~/utils/document-title'

/** At most this many are listed; all of them are restored. */
const SHOWN = 200

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, lang } = await requireMenus(args)
  const { items } = await listOrphans(api, organization.id)
  return json({
    canRestore: organization.allowCustomization,
    total: items.length,
    lang,
    items: items.slice(0, SHOWN).map((item) => ({
      id: item.id,
      title: pickText(item.title, lang),
      price: priceDisplay(item, organization.currency, lang),
    })),
  })
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: z.object({}) })
  if (!organization.allowCustomization) return json(submission.reply({ formErrors: ['menu.orphans.notAllowed'] }), { status: 403 })
  let restored: { menuId: string }
  try {
    restored = await restoreOrphans(api, organization.id)
  } catch (error) {
    return replyFromApiError(submission, error, { '*': ['', 'menu.orphans.restoreError'] })
  }
  // The restored items are in the archive menu: its page is where they are.
  return redirectWithToast(args.request, `/organizations/${organization.id}/menu/${restored.menuId}`, {
    type: 'success',
    key: 'menu.orphans.restored',
  })
}

export default function OrphansDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog
      title={t('menu.orphans.title')}
      width={600}
      footer={
        <>
          <DialogBackLink className={buttonClass('secondary')}>{t('common.close')}</DialogBackLink>
          {data.canRestore && data.total > 0 ? (
            <Form method="post">
              <BackToField />
              <Button>{t('menu.orphans.restore')}</Button>
            </Form>
          ) : null}
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{t('menu.orphans.help')}</p>
      <ErrorList errors={resultMessages(result)} />
      {data.total === 0 ? (
        <EmptyState title={t('menu.orphans.none')} />
      ) : (
        <ul className="divide-y divide-slate-200 text-sm" aria-label={t('menu.orphans.title')}>
          {data.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2">
              <span className="[overflow-wrap:anywhere]">{item.title || t('menu.untitled')}</span>
              <span className="whitespace-nowrap text-slate-600">{priceText(item.price, t)}</span>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.items.length ? <p className="mt-2 text-sm text-slate-500">{t('menu.orphans.more', { n: data.total - data.items.length })}</p> : null}
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.orphans.title' }
