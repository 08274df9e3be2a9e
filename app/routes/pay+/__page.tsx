/** The payment page as both links draw it (b.$boxId.tsx, m.$memberId.tsx): the form, or the removed employee's page. */
import { useLoaderData, useMatches } from '@remix-run/react'
import { useActionResult } from '~/components/ui/use-action-result'
import { useIslandUrl } from '~/components/document-scripts'
import { GuestFrame } from '~/features/guest/guest-frame'
import type { payPageAction, payPageLoader } from '~/features/guest/pay-page.server'
import { GuestPayView } from '~/features/guest/pay-view'

export function PayPage() {
  const data = useLoaderData<typeof payPageLoader>()
  const posted = useActionResult<typeof payPageAction>()
  const routeId = useMatches().at(-1)?.id
  const stripeIsland = useIslandUrl('guest-stripe')
  if (data.kind === 'gone') {
    return (
      <main lang={data.lang} className="mx-auto max-w-md px-6 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{data.title}</h1>
        <p className="mt-2 text-slate-600">{data.text}</p>
        {data.link ? (
          <p className="mt-6">
            <a href={data.link.href} className="font-medium text-brand-700 underline">
              {data.link.text}
            </a>
          </p>
        ) : null}
      </main>
    )
  }
  return (
    <GuestFrame head={data.head} width="md">
      <GuestPayView
        page={data.page}
        labels={data.labels}
        language={data.language}
        form={posted && 'form' in posted ? posted.form : data.form}
        preview={data.preview}
        stripeIsland={stripeIsland}
        routeId={routeId}
      />
    </GuestFrame>
  )
}

export function payMeta(data: ReturnType<typeof useLoaderData<typeof payPageLoader>> | undefined) {
  if (!data) return []
  if (data.kind === 'gone') return [{ title: data.title }]
  return [{ title: data.title }, ...(data.preview ? [{ name: 'robots', content: 'noindex' }] : [])]
}
