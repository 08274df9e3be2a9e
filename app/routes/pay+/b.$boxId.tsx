/** A box's payment page, /pay/b/<boxId> (the box's QR code and link; ?a= a tip link's amount). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { payPageAction, payPageLoader } from '~/features/guest/pay-page.server'
import { PayPage, payMeta } from './__page'
import type { LanguageHandle } from '~/utils/document-language'
import { nestedHeadLanguage } from '~/features/guest/guest-frame'

export const loader = (args: LoaderFunctionArgs) => payPageLoader(args, 'box')
export const action = (args: ActionFunctionArgs) => payPageAction(args, 'box')
export const meta: MetaFunction<typeof loader> = ({ data }) => payMeta(data)
export const handle: LanguageHandle = { lang: nestedHeadLanguage }

export default PayPage
