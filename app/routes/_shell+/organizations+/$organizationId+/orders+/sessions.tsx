/**
 * Order management sessions (SPEC.md 2 "Orders", width 600): the devices allowed to read the
 * venue's orders. A session not started shows 'Not started', how to start it, and its auth URL
 * (the platform's `startUrl` path on this site's origin) to copy, or, without JavaScript, to
 * select; a started one when it began and when and from where it was last used. Each can be
 * finished (its device's token stops at once); 'Create new session' makes a new URL; Refresh
 * reads the list again. Every failure says 'Something goes wrong. Retry later.' (SPEC.md 8).
 */
import { parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorCode } from '#contract/errors'
import { ORDER_ERRORS } from '#contract/orders'
import { UUID_PATTERN } from '#contract/primitives'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { Button, buttonClass } from '~/components/ui/button'
import { CopyLink } from '~/components/ui/copy-link'
import { Dialog } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { ErrorList, resultMessages } from '~/components/ui/field'
import { createOrdersSession, finishOrdersSession, listOrdersSessions } from '~/features/orders/orders.server'
import { replyFromApiError } from '~/services/form-errors.server'
import { readForm } from '~/services/form.server'
import { readOrMessage } from '~/features/orders/orders-list.server'
import { redirectWithToast } from '~/services/toast.server'
import { formatDateTime } from '~/utils/format'
import { safeRedirectPath } from '#contract/safe-redirect'
import { requireOrders } from './__orders.server'
import type { TitleHandle } from '~/utils/document-title'

/** SPEC.md 8: what every failure of this dialog says. */
const FAILED = 'orders.sessions.failed'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, url } = await requireOrders(args)
  const { timeZone } = organization
  const listed = await readOrMessage(listOrdersSessions(api, organization.id), FAILED)
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : null)
  return json({
    loadError: listed.message,
    sessions: (listed.value?.sessions ?? []).map((session) => ({
      id: session.id,
      // A path of this site (contract/orders.ts): the device needs it whole.
      startUrl: session.startUrl ? new URL(session.startUrl, url.origin).toString() : null,
      startedAt: when(session.startedAt),
      accessedAt: when(session.accessedAt),
      ipAddress: session.ipAddress,
    })),
  })
}

const sessionsSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('finish'), sessionId: z.string({ required_error: FAILED }).regex(UUID_PATTERN, FAILED) }),
])

export async function action(args: ActionFunctionArgs) {
  const { request } = args
  const form = await readForm(request)
  const { api, organization, url } = await requireOrders(args)
  const submission = parseWithZod(form, { schema: sessionsSchema })
  if (submission.status !== 'success') return json(submission.reply({ formErrors: [FAILED] }), { status: 400 })
  const { value } = submission
  try {
    if (value.intent === 'create') await createOrdersSession(api, organization.id)
    else await finishOrdersSession(api, organization.id, value.sessionId)
  } catch (error) {
    return replyFromApiError(submission, error, { [ErrorCode.CONFLICT]: ['', ORDER_ERRORS.tooManySessions], '*': ['', FAILED] })
  }
  // Back to this dialog (post/redirect/get): the new session's URL or the shorter list shows at once.
  const back = safeRedirectPath(url.pathname + url.search, url.pathname)
  return redirectWithToast(request, back, { type: 'success', key: value.intent === 'create' ? 'orders.sessions.created' : 'orders.sessions.finished' })
}

export default function SessionsDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const result = useActionResult<typeof action>()
  const { pathname, search } = useLocation()
  return (
    <Dialog
      title={t('orders.sessions.title')}
      width={600}
      footer={
        <>
          <Link to={`${pathname}${search}`} preventScrollReset className={buttonClass('secondary')}>
            {t('orders.refresh')}
          </Link>
          <Form method="post" preventScrollReset>
            <Button name="intent" value="create">
              {t('orders.sessions.create')}
            </Button>
          </Form>
        </>
      }
    >
      <div className="space-y-3">
        {data.loadError ? <Banner tone="error">{t(data.loadError)}</Banner> : null}
        <ErrorList errors={resultMessages(result)} />
        {data.sessions.length === 0 && !data.loadError ? <EmptyState title={t('orders.sessions.none')} /> : null}
        <ul className="space-y-3">
          {data.sessions.map((session, index) => (
            <SessionItem key={session.id} session={session} number={index + 1} />
          ))}
        </ul>
      </div>
    </Dialog>
  )
}

type SessionView = ReturnType<typeof useLoaderData<typeof loader>>['sessions'][number]

function SessionItem({ session, number }: { session: SessionView; number: number }) {
  const { t } = useTranslation()
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 text-sm" data-testid="orders-session">
      {session.startUrl ? (
        <>
          <Badge tone="warning">{t('orders.sessions.notStarted')}</Badge>
          <p className="text-slate-700">{t('orders.sessions.openOnDevice')}</p>
          <CopyLink
            id={`session-url-${session.id}`}
            link={session.startUrl}
            label={t('orders.sessions.authUrl', { number })}
            copyLabel={t('orders.sessions.copy')}
          />
        </>
      ) : (
        <>
          <p className="font-medium text-slate-900">{t('orders.sessions.activeSince', { date: session.startedAt })}</p>
          {session.accessedAt ? (
            <p className="text-slate-700">{t('orders.sessions.lastAccessed', { date: session.accessedAt, address: session.ipAddress ?? '—' })}</p>
          ) : null}
        </>
      )}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="sessionId" value={session.id} />
        <Button variant="secondary" name="intent" value="finish">
          {t('orders.sessions.finish')}
        </Button>
      </Form>
    </li>
  )
}

export const handle: TitleHandle = { title: 'orders.sessions.title' }
