/**
 * Payment page preview (issue 27 "Also"): the guest payment page itself, drawn by the same
 * component as /pay (features/guest/pay-view.tsx) in the user's language and inert, with the
 * QR code and the link (a box, or ?member= one employee).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CopyLink } from '~/components/ui/copy-link'
import { Dialog } from '~/components/ui/dialog'
import { GuestPayView } from '~/features/guest/pay-view'
import { readPayPage, readPayPageOfMember } from '~/features/guest/guest-pay.server'
import { payLabels } from '~/features/guest/labels.server'
import { freshForm } from '~/features/guest/pay-page.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { qrSvg } from '~/features/tips/qr.server'
import { i18n, translatorFor } from '~/services/i18n.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, box } = await requireBox(args, 'VIEW_BOXES')
  const memberId = new URL(args.request.url).searchParams.get('member')
  const member = memberId ? box.members.find((m) => m.id === memberId) : undefined
  const page = member ? await readPayPageOfMember(api, member.id) : await readPayPage(api, box.id)
  const language = await i18n.getLocale(args.request)
  const link = member?.url ?? box.url
  return json({
    page,
    language,
    labels: payLabels(await translatorFor(language), page),
    form: freshForm(),
    link,
    qr: await qrSvg(link),
  })
}

export default function PreviewDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('preview.title')} dialogParams={['member']} width={500}>
      <div className="space-y-4">
        {/* Phone-sized preview: SPEC.md section 9 base width 430 px. */}
        <div className="mx-auto w-full max-w-[430px] rounded-2xl border-8 border-slate-800 bg-slate-50 px-3 pb-3">
          <GuestPayView page={data.page} labels={data.labels} language={data.language} form={data.form} preview />
        </div>
        <div className="mx-auto w-48" role="img" aria-label={t('tipLink.qr')} dangerouslySetInnerHTML={{ __html: data.qr }} />
        <CopyLink link={data.link} />
      </div>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'preview.title' }
