/**
 * GET /business/{type}/{id}/receipt.pdf (SPEC.md section 7): a receipt the browser opens
 * itself. Only activities (tips) have receipts so far; payments come with the payments work.
 * `?lang=` (en, es, lt, pl, ru) picks the receipt's language, else Accept-Language, else English.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { activities, boxes, boxMembers, organizations } from '../db/schema/index.js'
import { permissionsOn } from '../domain/organizations.js'
import { receiptLanguage } from '../domain/receipt-text.js'
import { renderReceipt } from '../domain/receipts.js'
import { UUID } from '../domain/scope.js'
import { requireProfile } from './auth.js'
import type { PlatformDeps, PlatformEnv } from './context.js'
import { forbidden, notFound } from './errors.js'

export function receiptRoutes(deps: PlatformDeps) {
  const { db } = deps
  const app = new Hono<PlatformEnv>()
  app.get('/business/:type/:id/receipt.pdf', requireProfile(deps), async (c) => {
    const id = c.req.param('id')
    if (c.req.param('type') !== 'activities' || !UUID.test(id)) throw notFound('Receipt')
    const [row] = await db
      .select({ activity: activities, org: organizations, boxName: boxes.name, memberName: boxMembers.name })
      .from(activities)
      .innerJoin(organizations, eq(organizations.id, activities.organizationId))
      .innerJoin(boxes, eq(boxes.id, activities.boxId))
      .leftJoin(boxMembers, eq(boxMembers.id, activities.memberId))
      .where(eq(activities.id, id))
    if (!row) throw notFound('Receipt')
    const permissions = await permissionsOn(db, c.get('profile').id, row.org.id)
    if (!permissions?.includes('VIEW_BOXES')) throw forbidden()
    const customerData = c.req.query('customerData')?.slice(0, 300) || null
    const pdf = await renderReceipt({
      number: id.slice(0, 8).toUpperCase(),
      organizationName: row.org.name,
      organizationAddress: row.org.address,
      ts: row.activity.ts,
      timeZone: row.org.timeZone,
      currency: row.org.currency,
      amount: row.activity.amount,
      billAmount: row.activity.billAmount,
      boxName: row.boxName,
      memberName: row.memberName ?? row.activity.memberName,
      placementTitle: row.activity.placementTitle,
      customerData,
      language: receiptLanguage(c.req.query('lang'), c.req.header('accept-language')),
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt-${id.slice(0, 8)}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  })
  return app
}
