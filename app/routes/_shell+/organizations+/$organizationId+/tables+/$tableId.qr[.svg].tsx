/** A table's QR code as an SVG file to print (the QR dialog's Download; VIEW_TABLES). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { getTable } from '~/features/tables/tables.server'
import { qrFileName, tableQr } from '~/features/tables/table-qr.server'
import { requireTables } from '~/features/tables/tables-guard.server'

export async function loader(args: LoaderFunctionArgs) {
  const { api, organization } = await requireTables(args)
  const table = await tableQr(await getTable(api, organization.id, args.params.tableId))
  return new Response(table.qr, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${qrFileName(table.number)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
