/**
 * Published versions (VIEW_MENU): number, who published it and when, the one guests see now;
 * 'Roll back' makes an older version the draft (then the screen says 'Unpublished changes'
 * until it is published); the live one has none, and the platform refuses it.
 * MENU_VERSIONS_LIMIT a page, newest first (`?page=`).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MENU_VERSIONS_LIMIT } from '#contract/menu'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { BackToField, Dialog, DialogBackLink } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { listVersions, rollbackVersion } from '~/features/menu/menus.server'
import { returnFromDialog } from '~/services/dialog.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { formatDateTime } from '~/utils/format'
import { pagingOf, readPage } from '~/utils/paging'
import { PageLinks } from '~/components/ui/page-links'
import { requireMenus } from '../__menus.server'
import type { TitleHandle } from '~/utils/document-title'
import { attr, page } from '~/browser/protocol'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireMenus(args)
  const requested = readPage(new URL(args.request.url).searchParams)
  const { items, total } = await listVersions(api, organization.id, { limit: MENU_VERSIONS_LIMIT, offset: (requested - 1) * MENU_VERSIONS_LIMIT })
  const count = total ?? items.length
  return json({
    total: count,
    paging: pagingOf(count, requested, MENU_VERSIONS_LIMIT),
    versions: items.map((v) => ({
      number: v.number,
      by: v.publishedBy.name,
      at: formatDateTime(v.publishedAt, organization.timeZone),
      live: v.live,
      menuCount: v.menuCount,
      itemCount: v.itemCount,
    })),
  })
}

const rollbackSchema = z.object({ version: z.number({ invalid_type_error: 'validation.required' }).int().min(1).max(999_999_999) })

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request)
  const { api, organization } = await requireMenus(args)
  const submission = parseWithZod(form, { schema: rollbackSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  try {
    await rollbackVersion(api, organization.id, submission.value.version)
  } catch (error) {
    return replyFromApiError(submission, error, { CONFLICT: ['', 'menu.versions.alreadyLive'], '*': ['', 'menu.versions.rollbackError'] })
  }
  return redirectWithToast(args.request, returnFromDialog(args.request, form), {
    type: 'success',
    key: 'menu.versions.rolledBack',
  })
}

export default function VersionsDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  return (
    <Dialog
      title={t('menu.versions.title')}
      width={600}
      footer={<DialogBackLink className={buttonClass('secondary')}>{t('common.close')}</DialogBackLink>}
    >
      <ErrorList errors={resultMessages(result)} />
      {data.versions.length === 0 ? (
        <EmptyState title={t('menu.versions.none')} />
      ) : (
        <ol className="divide-y divide-slate-200" aria-label={t('menu.versions.title')}>
          {data.versions.map((v) => (
            <li key={v.number} className="flex flex-wrap items-center justify-between gap-2 py-2" {...attr(page.version, String(v.number))}>
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {t('menu.versions.number', { number: v.number })} {v.live ? <Badge tone="success">{t('menu.versions.liveBadge')}</Badge> : null}
                </p>
                <p className="text-slate-600">
                  {t('menu.versions.publishedBy', { name: v.by ?? '—', at: v.at })} · {t('menu.versions.counts', { menus: v.menuCount, items: v.itemCount })}
                </p>
              </div>
              {/* Guests see the live one already: going back to it is Revert, not a rollback. */}
              {v.live ? null : (
                <Form method="post" preventScrollReset>
                  <BackToField />
                  <input type="hidden" name="version" value={v.number} />
                  <Button variant="secondary" aria-label={t('menu.versions.rollbackTo', { number: v.number })}>
                    {t('menu.versions.rollback')}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
      <PageLinks paging={data.paging} label={t('menu.versions.title')} />
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'menu.versions.title' }
