/**
 * Signed-in devices (beyond the spec, ASVS 7.5.2): every live session of the user with its
 * browser, address and last use; any of them can be ended with a plain form post, the
 * current one included (that is a logout).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { parseWithZod } from '@conform-to/zod'
import type { DeviceSession } from '#contract/session'
import { Badge } from '~/components/ui/badge'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { ShellErrorBoundary } from '~/components/not-found'
import { resultMessages } from '~/components/ui/field'
import { endDevice, listDevices } from '~/services/profile.server'
import { apiFor, LOGIN_PATH, type Api } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { firstTopLevel, listOrganizations } from '~/services/organizations.server'
import { commitSession } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import { formatDateTime, NO_VALUE } from '~/utils/format'
import { summarizeUserAgent } from '~/features/profile/user-agent'
import type { TitleHandle } from '~/utils/document-title'

/** The platform answers at most this many (the most recently used); the screen says so. */
const LIST_MAX = 50

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context)
  await requireUser(api.session, request)
  const [sessions, organizations] = await Promise.all([
    listDevices(api),
    listOrganizations(api),
  ])
  // Times read in the zone of the user's venue (as every time in the app); UTC without one.
  const timeZone = firstTopLevel(organizations)?.timeZone ?? 'UTC'
  return json({ sessions, timeZone, capped: sessions.length >= LIST_MAX })
}

const endSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end'), sessionId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('end-others') }),
])

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await apiFor(request, context)
  await requireUser(api.session, request)
  const submission = parseWithZod(await readForm(request), { schema: endSchema })
  if (submission.status !== 'success') {
    return json(submission.reply({ formErrors: ['errors.invalidRequest'] }), { status: 400 })
  }
  const here = new URL(request.url).pathname

  const input = submission.value
  if (input.intent === 'end-others') {
    await endOtherSessions(api)
    return redirectWithToast(request, here, { type: 'success', key: 'devices.endedOthers' }, api.session)
  }

  const sessions = await listDevices(api)
  const target = sessions.find((s) => s.id === input.sessionId)
  if (!target) return redirectWithToast(request, here, { type: 'info', key: 'devices.alreadyEnded' }, api.session)
  if (!(await endDevice(api, target.id))) {
    return redirectWithToast(request, here, { type: 'info', key: 'devices.alreadyEnded' }, api.session)
  }
  if (target.current) {
    // This browser's own session: the same as logging out.
    const session = api.session
    session.unset('auth')
    session.unset('otp')
    session.flash('toast', { type: 'info', key: 'logout.done' })
    return redirect(LOGIN_PATH, { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  return redirectWithToast(request, here, { type: 'success', key: 'devices.ended' }, api.session)
}

/** Every session but this one; the list comes in pages of LIST_MAX, so read it until none is left. */
async function endOtherSessions(api: Api) {
  for (let round = 0; round < 20; round++) {
    const others = (await listDevices(api)).filter((s) => !s.current)
    if (others.length === 0) return
    for (const other of others) await endDevice(api, other.id)
  }
}

export default function DevicesScreen() {
  const { t } = useTranslation()
  const { sessions, timeZone, capped } = useLoaderData<typeof loader>()
  const actionData = useActionResult<typeof action>()
  const hasOthers = sessions.some((s) => !s.current)
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4 sm:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('devices.title')}</h1>
        <p className="text-sm text-slate-600">{t('devices.intro')}</p>
      </header>
      {resultMessages(actionData).length > 0 ? <Banner tone="error">{t('errors.invalidRequest')}</Banner> : null}
      <ul className="space-y-3" aria-label={t('devices.title')}>
        {sessions.map((session) => (
          <DeviceItem key={session.id} session={session} timeZone={timeZone} />
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        {t('devices.timeZone', { zone: timeZone })}
        {capped ? ` ${t('devices.capped', { count: LIST_MAX })}` : null}
      </p>
      {hasOthers ? (
        <Form method="post">
          <Button variant="secondary" name="intent" value="end-others">
            {t('devices.endOthers')}
          </Button>
        </Form>
      ) : null}
    </div>
  )
}

function DeviceItem({ session, timeZone }: { session: DeviceSession; timeZone: string }) {
  const { t } = useTranslation()
  const { browser, system } = summarizeUserAgent(session.userAgent)
  const name = browser && system ? t('devices.browserOn', { browser, system }) : browser ?? system ?? t('devices.unknownBrowser')
  return (
    <li
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
      data-testid="device"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{name}</span>
          {session.current ? <Badge tone="success">{t('devices.thisDevice')}</Badge> : null}
        </p>
        <dl className="grid grid-cols-[auto,1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
          <dt>{t('devices.address')}</dt>
          <dd className="break-all">{session.clientAddress ? readableAddress(session.clientAddress) : NO_VALUE}</dd>
          <dt>{t('devices.signedIn')}</dt>
          <dd>{formatDateTime(session.createdAt, timeZone)}</dd>
          <dt>{t('devices.lastUsed')}</dt>
          <dd>{formatDateTime(session.lastUsedAt, timeZone)}</dd>
        </dl>
      </div>
      <Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value="end" />
        <Button variant={session.current ? 'secondary' : 'danger'} name="sessionId" value={session.id}>
          {session.current ? t('devices.endThis') : t('devices.end')}
        </Button>
      </Form>
    </li>
  )
}

/** An IPv4 client seen by an IPv6 socket ('::ffff:203.0.113.7') is shown as the IPv4 address it is. */
const readableAddress = (address: string) => address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '')


export const ErrorBoundary = ShellErrorBoundary

export const handle: TitleHandle = { title: 'devices.title' }
