/** An employee's payment page, /pay/m/<membershipId>: the tip is theirs; 410 once they left the box. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { payPageAction, payPageLoader } from '~/features/guest/pay-page.server'
import { PayPage, payMeta } from './__page'
import type { LanguageHandle } from '~/utils/document-language'
import { nestedHeadLanguage } from '~/features/guest/guest-frame'

export const loader = (args: LoaderFunctionArgs) => payPageLoader(args, 'member')
export const action = (args: ActionFunctionArgs) => payPageAction(args, 'member')
export const meta: MetaFunction<typeof loader> = ({ data }) => payMeta(data)
export const handle: LanguageHandle = { lang: nestedHeadLanguage }

export default PayPage
