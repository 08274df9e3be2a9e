/**
 * Starting an order management session on a device (contract/orders.ts): the back-office path
 * of a session's `startUrl`, holding its one-time code. Opening it shows one button; pressing it
 * posts the code to the platform's start call, keeps the device token in the device's own
 * cookie and goes to the device's orders. The start is a POST, not the opening: a link preview
 * or a browser's prefetch of the address must not spend the code (DESIGN.md 5, no GET changes
 * anything). A used, finished or unknown code is said on the page.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useTranslation } from 'react-i18next'
import { ORDER_ERRORS } from '#contract/orders'
import { Banner } from '~/components/ui/banner'
import { buttonClass } from '~/components/ui/button'
import { startOrdersSession } from '~/features/orders/orders.server'
import { ApiError, apiWithToken } from '~/services/api.server'
import { readForm } from '~/services/form.server'
import { commitDeviceSession, getDeviceSession, startDevice } from '~/features/orders/orders-device.server'
import { i18n, translatorFor } from '~/services/i18n.server'
import { documentTitle } from '~/utils/document-title'
import { deviceMeta } from './_layout'

/** The device's orders, where a started session goes. */
const DEVICE_VIEW = '/orders-session'

/** Only the page's title: the start itself is the form's POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(await i18n.getLocale(request))
  return json({ title: documentTitle(t('orders.device.startTitle'), t('app.name')) })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => deviceMeta(data)

/** What a refused start means for the person holding the device. */
function refusalMessage(error: ApiError): string {
  const key = error.params.key
  if (key === ORDER_ERRORS.sessionFinished || error.status === 410) return 'orders.device.ended'
  if (key === ORDER_ERRORS.sessionCodeUsed || error.status === 409) return 'orders.device.codeUsed'
  return 'orders.device.codeInvalid'
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await readForm(request)
  const code = params.code ?? ''
  // The platform takes at most 200 characters; a longer code is no code of ours.
  if (!code || code.length > 200) return json({ error: 'orders.device.codeInvalid' }, { status: 400 })
  try {
    const started = await startOrdersSession(await apiWithToken(request, context, null), code)
    const device = await getDeviceSession(request)
    startDevice(device, started)
    return redirect(DEVICE_VIEW, { headers: { 'Set-Cookie': await commitDeviceSession(device) } })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return json({ error: refusalMessage(error) }, { status: error.status === 404 ? 404 : 400 })
  }
}

export default function StartDeviceSession() {
  const { t } = useTranslation()
  const result = useActionResult<typeof action>()
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t('orders.device.startTitle')}</h1>
      <p className="text-slate-700">{t('orders.device.startText')}</p>
      {result?.error ? <Banner tone="error">{t(result.error)}</Banner> : null}
      <Form method="post">
        <button type="submit" className={buttonClass('primary', 'w-full')}>
          {t('orders.device.start')}
        </button>
      </Form>
    </section>
  )
}
