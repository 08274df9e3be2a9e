/** A table's page, /pay/table/<tableId> (the table's QR code): its open orders, what is left, and paying the bill. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useMatches } from '@remix-run/react'
import { useIslandUrl } from '~/components/document-scripts'
import { useActionResult } from '~/components/ui/use-action-result'
import { GuestFrame, nestedHeadLanguage } from '~/features/guest/guest-frame'
import { tablePageAction, tablePageLoader } from '~/features/guest/table-page.server'
import { TableView } from '~/features/guest/table-view'
import type { LanguageHandle } from '~/utils/document-language'

export const loader = (args: LoaderFunctionArgs) => tablePageLoader(args)
export const action = (args: ActionFunctionArgs) => tablePageAction(args)
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : [])
export const handle: LanguageHandle = { lang: nestedHeadLanguage }

export default function TablePage() {
  const data = useLoaderData<typeof loader>()
  const posted = useActionResult<typeof action>()
  const routeId = useMatches().at(-1)?.id
  const stripeIsland = useIslandUrl('guest-stripe')
  return (
    <GuestFrame head={data.head} width="md">
      <TableView
        page={data.page}
        bill={data.bill}
        labels={data.labels}
        readIn={data.readIn}
        language={data.language}
        form={posted && 'form' in posted ? posted.form : data.form}
        stripeIsland={stripeIsland}
        routeId={routeId}
      />
    </GuestFrame>
  )
}
