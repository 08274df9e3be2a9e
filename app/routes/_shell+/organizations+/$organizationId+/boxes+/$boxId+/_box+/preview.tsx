/** Payment page preview: the card, the QR code and the link (a box, or ?member= one employee). */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CopyLink } from '~/components/ui/copy-link'
import { Dialog } from '~/components/ui/dialog'
import { PaymentCardPreview } from '~/features/tips/payment-card'
import { previewSections } from '~/features/tips/preview-sections.server'
import { paymentPageCard } from '~/features/tips/boxes.server'
import { requireBox } from '~/features/tips/box-dialogs.server'
import { qrSvg } from '~/features/tips/qr.server'
import type { TitleHandle } from '~/utils/document-title'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization, box } = await requireBox(args, 'VIEW_BOXES')
  const memberId = new URL(args.request.url).searchParams.get('member')
  const member = memberId ? box.members.find((m) => m.id === memberId) : undefined
  const card = await paymentPageCard(api, organization.id, box.id)
  const link = member?.url ?? box.url
  return json({ card, link, name: member?.name, qr: await qrSvg(link), sections: await previewSections(args.request, organization) })
}

export default function PreviewDialog() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <Dialog title={t('preview.title')} dialogParams={['member']} width={500}>
      <div className="space-y-4">
        {/* Phone-sized preview: SPEC.md section 9 base width 430 px. */}
        <div className="mx-auto w-full max-w-[430px] rounded-2xl border-8 border-slate-800 bg-slate-100 p-3">
          <PaymentCardPreview card={data.card} name={data.name} sections={data.sections} />
        </div>
        <div className="mx-auto w-48" role="img" aria-label={t('tipLink.qr')} dangerouslySetInnerHTML={{ __html: data.qr }} />
        <CopyLink link={data.link} />
      </div>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'preview.title' }
