/**
 * A table's QR code (issue 28 item 1; VIEW_TABLES, as the Tables screen): the code a guest
 * scans to open the table's page, its link with Copy link, and a download of the code as SVG
 * to print. A dialog over the Tables screen, opened from the row's QR action.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '~/components/ui/button'
import { CopyLink } from '~/components/ui/copy-link'
import { Dialog, FormActions } from '~/components/ui/dialog'
import { getTable } from '~/features/tables/tables.server'
import { tableQr } from '~/features/tables/table-qr.server'
import type { TitleHandle } from '~/utils/document-title'
import { requireTables } from '~/features/tables/tables-guard.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireTables(args)
  return json(await tableQr(await getTable(api, organization.id, args.params.tableId)))
}

export default function TableQrDialog() {
  const { t } = useTranslation()
  const table = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <Dialog title={t('tables.qr.title', { number: table.number })} width={400}>
      <div className="space-y-4">
        <div className="mx-auto w-56 max-w-full" role="img" aria-label={t('tables.qr.image', { number: table.number })} dangerouslySetInnerHTML={{ __html: table.qr }} />
        <CopyLink link={table.url} id="table-link" label={t('tables.qr.link')} />
        <FormActions cancelLabel={t('common.close')}>
          {/* A plain link: the browser saves the file, with or without JavaScript. */}
          <a href={`${pathname}.svg`} download className={buttonClass('primary')}>
            {t('tables.qr.download')}
          </a>
        </FormActions>
      </div>
    </Dialog>
  )
}

export const handle: TitleHandle = { title: 'tables.qr.documentTitle' }
