/** Logout confirmation (SPEC.md section 2 "Layout"): a dialog route; confirming ends the session. */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { finishSession } from '~/services/profile.server'
import { apiFor } from '~/services/api.server'
import { commitSession } from '~/services/session.server'
import { safeRedirectPath } from '#contract/safe-redirect'
import { readForm } from '~/services/form.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader({ request }: LoaderFunctionArgs) {
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/organizations')
  return json({ back: back.startsWith('/logout') ? '/organizations' : back })
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only a form confirms: a JSON or text/plain post is refused like on every action.
  await readForm(request)
  const api = await apiFor(request, context)
  const session = api.session
  if (session.get('auth')) {
    // The platform may already have ended it; logging out here must still succeed.
    await finishSession(api)
  }
  session.unset('auth')
  session.unset('otp')
  session.unset('returnTo')
  session.flash('toast', { type: 'info', key: 'logout.done' })
  return redirect('/login/msisdn', { headers: { 'Set-Cookie': await commitSession(session) } })
}

export default function LogoutDialog() {
  const { t } = useTranslation()
  const { back } = useLoaderData<typeof loader>()
  return (
    <Dialog
      title={t('logout.title')}
      closeTo={back}
      width={400}
      footer={
        <>
          <Link to={back} className={buttonClass('secondary')}>
            {t('common.cancel')}
          </Link>
          <Form method="post">
            <Button variant="danger">{t('logout.confirm')}</Button>
          </Form>
        </>
      }
    >
      <p>{t('logout.message')}</p>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'logout.title' }
